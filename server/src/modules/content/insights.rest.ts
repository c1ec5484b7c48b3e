import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContextOf } from '../../context.js';
import type { RequestHook } from '../../http/app.js';
import { PUBLIC } from '../../http/access.js';
import type { RestRoutes } from '../../http/rest.js';
import { COMPANY } from '../../rules/brand.js';
import { SLUG_PATTERN } from '../../rules/content.js';
import { escapeHtml } from '../../shared/html.js';
import { postRecord, type PostRecord } from './content.record.js';

/** The Insights blog's address; posts are `/insights/<slug>`. */
export const INSIGHTS_PATH = '/insights';
export const FEED_PATH = `${INSIGHTS_PATH}/feed.xml`;
/** How many of the newest posts the feed carries. */
const FEED_ITEMS = 20;

const FEED_TITLE = `${COMPANY.name} Insights`;
const FEED_DESCRIPTION = 'Notes on debt, equity and M&A for Indian businesses, lenders and investors, from the Finmesh team.';

/** RSS 2.0 (with the body's HTML as `content:encoded` and the feed's own address as `atom:link`). */
export function rssOf(origin: string, posts: readonly PostRecord[]): string {
  const items = posts
    .slice(0, FEED_ITEMS)
    .map((post) => {
      const link = `${origin}${post.path}`;
      const date = (post.publishedAt ?? post.updatedAt).toUTCString();
      const categories = post.tags.map((tag) => `      <category>${escapeHtml(tag)}</category>`).join('\n');
      return [
        '    <item>',
        `      <title>${escapeHtml(post.title)}</title>`,
        `      <link>${escapeHtml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
        `      <pubDate>${date}</pubDate>`,
        ...(post.authorName ? [`      <dc:creator>${escapeHtml(post.authorName)}</dc:creator>`] : []),
        ...(categories ? [categories] : []),
        `      <description>${escapeHtml(post.summary ?? '')}</description>`,
        `      <content:encoded>${escapeHtml(post.html)}</content:encoded>`,
        '    </item>',
      ].join('\n');
    })
    .join('\n');
  const updated = posts[0] ? (posts[0].publishedAt ?? posts[0].updatedAt).toUTCString() : new Date(0).toUTCString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeHtml(FEED_TITLE)}</title>
    <link>${escapeHtml(`${origin}${INSIGHTS_PATH}`)}</link>
    <atom:link href="${escapeHtml(`${origin}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>
    <description>${escapeHtml(FEED_DESCRIPTION)}</description>
    <language>en-IN</language>
    <lastBuildDate>${updated}</lastBuildDate>
${items}
  </channel>
</rss>
`;
}

/** `/insights/feed.xml`: the newest published posts, for feed readers. */
export const insightsRoutes: RestRoutes = (app, contextOf) => {
  app.get(FEED_PATH, PUBLIC, async (request, reply) => {
    const { posts } = contextOf(request).services;
    const records = (await posts.newest(FEED_ITEMS)).map(postRecord.of);
    return reply.type('application/rss+xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(rssOf(posts.origin, records));
  });
};

const OLD_ADDRESS = new RegExp(`^${INSIGHTS_PATH}/([^/?#]+)/?(\\?.*)?$`);

/**
 * A post's old address (its slug before a change) answers 301 to its address now, query kept. Only
 * GET and HEAD of `/insights/<slug>` look, in a list kept in memory until content changes.
 */
export const redirectOldAddresses: RequestHook = async (request: FastifyRequest, reply: FastifyReply, contextOf: ContextOf) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') return;
  const match = OLD_ADDRESS.exec(request.url);
  const slug = match?.[1];
  if (!slug || !SLUG_PATTERN.test(slug)) return;
  const current = await contextOf(request).services.content.redirectOf('post', slug);
  if (current && current !== slug) await reply.redirect(`${INSIGHTS_PATH}/${current}${match[2] ?? ''}`, 301);
};
