import { Badge } from '@chakra-ui/react';
import { CONTENT_STATUS_LABELS, type ContentStatus } from '@rules/content';

const PALETTE: Readonly<Record<ContentStatus, string>> = { draft: 'gray', scheduled: 'blue', published: 'green', archived: 'purple' };

/** Where a piece of content stands, as a badge. */
export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  return <Badge colorPalette={PALETTE[status]}>{CONTENT_STATUS_LABELS[status]}</Badge>;
}

/** A moment in the member's own zone, with the zone named ("7 Dec 2026, 09:00 GMT+5:30"). */
export const zonedFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' });
