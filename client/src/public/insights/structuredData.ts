import { BRAND } from '../../content/brand';
import { postPath } from './posts';

interface ArticleSource {
  slug: string;
  title: string;
  summary: string | null;
  seoDescription: string | null;
  canonicalUrl: string | null;
  publishedAt: string | null;
  updatedAt: string;
  tags: readonly string[];
  author: { name: string } | null;
  ogImage: { src: string } | null;
}

/** The post as schema.org `Article` structured data; `origin` is the site's address. */
export function articleData(post: ArticleSource, origin: string): Record<string, unknown> {
  const url = post.canonicalUrl ?? `${origin}${postPath(post.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.seoDescription ?? post.summary ?? post.title,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
    dateModified: post.updatedAt,
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    author: post.author ? { '@type': 'Person', name: post.author.name } : { '@type': 'Organization', name: BRAND.name },
    publisher: { '@type': 'Organization', name: BRAND.legalName, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
    image: post.ogImage ? `${origin}${post.ogImage.src}` : `${origin}/og-image.png`,
  };
}
