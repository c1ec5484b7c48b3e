import { BRAND } from '../../content/brand';
import { graphql, type FragmentType } from '../gql';

/** Where the blog lives; each post is `/insights/<slug>`. */
export const INSIGHTS_PATH = '/insights';
export const FEED_PATH = `${INSIGHTS_PATH}/feed.xml`;
export const postPath = (slug: string) => `${INSIGHTS_PATH}/${slug}`;

/** The list's query parameters: one tag, and the cursor the page starts after. */
export const TAG_PARAM = 'tag';
export const AFTER_PARAM = 'after';
export const INSIGHTS_QUERY = [TAG_PARAM, AFTER_PARAM] as const;

/** Posts on one page of the list. */
export const POSTS_PER_PAGE = 9;

/** The blog's labels (layout words; the posts' own words come from the back office). */
export const INSIGHTS = {
  eyebrow: 'Insights',
  title: 'Notes on capital for growing businesses',
  lead: `Debt, equity and M&A for Indian businesses, lenders and investors: what the ${BRAND.name} team sees across the marketplace.`,
  pageTitle: `Insights | ${BRAND.name}`,
  description: `Articles from the ${BRAND.name} team on working capital, growth rounds, M&A and the Indian lending market.`,
  allTopics: 'All topics',
  topicsLabel: 'Filter by topic',
  older: 'Older posts',
  newest: 'Back to the newest',
  empty: 'No posts here yet.',
  emptyTag: (tag: string) => `No posts tagged “${tag}” yet.`,
  readMore: (title: string) => `Read “${title}”`,
  minutes: (minutes: number) => `${minutes} min read`,
  by: (name: string) => `By ${name}`,
  related: 'Related insights',
  back: 'All insights',
  feed: 'RSS feed',
  notFoundTitle: 'This post is not here',
  notFound: 'It may have moved or been taken down. The newest insights are one click away.',
  unavailable: 'The post could not be loaded just now. Please try again in a moment.',
  previewBanner: 'Preview: this is how the page will look once published. Only people with this link can see it.',
  previewInvalid: 'This preview link does not work',
} as const;

/** A post as a card of the list (and of related posts) shows it. */
export const PostCard_post = graphql(`
  fragment PostCard_post on Post {
    id
    slug
    title
    summary
    tags
    publishedAt
    readingMinutes
    author {
      name
    }
    coverImage {
      ...ResponsiveImage_image
    }
  }
`);
export type PostCardData = FragmentType<typeof PostCard_post>;

/** A post as its page (and its structured data) shows it. */
export const PostArticle_post = graphql(`
  fragment PostArticle_post on Post {
    id
    slug
    title
    summary
    html
    tags
    status
    publishedAt
    updatedAt
    readingMinutes
    seoTitle
    seoDescription
    canonicalUrl
    author {
      name
    }
    coverImage {
      ...ResponsiveImage_image
    }
    ogImage {
      src
    }
  }
`);

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** A post's date as the site shows it (India time): "6 December 2026". */
export const formatPostDate = (iso: string) => dateFormat.format(new Date(iso));
