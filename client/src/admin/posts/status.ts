import type { ContentStatus } from '@rules/content';

/** The date a post's list row shows: when it went live, when it will, or when it last changed. */
export function postDateOf(post: { status: ContentStatus; publishAt: string | null; publishedAt: string | null; updatedAt: string }): { label: string; at: string } {
  if (post.status === 'scheduled' && post.publishAt) return { label: 'Goes live', at: post.publishAt };
  if (post.status === 'published' && post.publishedAt) return { label: 'Published', at: post.publishedAt };
  return { label: 'Changed', at: post.updatedAt };
}
