import { Badge } from '@chakra-ui/react';
import { CONTENT_STATUS_LABELS } from '@rules/content';
import type { ContentStatus } from '../gql/graphql';

const PALETTE: Readonly<Record<ContentStatus, string>> = { draft: 'gray', scheduled: 'blue', published: 'green', archived: 'purple' };

/** Where a post stands, as a badge. */
export function PostStatusBadge({ status }: { status: ContentStatus }) {
  return <Badge colorPalette={PALETTE[status]}>{CONTENT_STATUS_LABELS[status]}</Badge>;
}

/** A moment in the member's own zone, with the zone named ("7 Dec 2026, 09:00 GMT+5:30"). */
export const whenFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
export const zonedFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });

/** The date a post's list row shows: when it went live, when it will, or when it last changed. */
export function postDateOf(post: { status: ContentStatus; publishAt: string | null; publishedAt: string | null; updatedAt: string }): { label: string; at: string } {
  if (post.status === 'scheduled' && post.publishAt) return { label: 'Goes live', at: post.publishAt };
  if (post.status === 'published' && post.publishedAt) return { label: 'Published', at: post.publishedAt };
  return { label: 'Changed', at: post.updatedAt };
}
