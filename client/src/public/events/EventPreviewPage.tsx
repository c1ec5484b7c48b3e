import { Box, Flex } from '@chakra-ui/react';
import { Eye } from 'lucide-react';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { usePageQuery } from '../data/pageData';
import { graphql, type FragmentType } from '../gql';
import { EventArticle } from './EventArticle';
import { EventMissing, useEventHead } from './EventPage';
import { EVENT_LABELS } from './events';
import type { EventPage_event } from './eventQueries';

const EventPreviewQuery = graphql(`
  query EventPreviewPage($token: String!) {
    eventPreview(token: $token) {
      ...EventPage_event
    }
  }
`);

/**
 * An event as its page will look, whatever its status, at /preview/event/<token> (the token, signed
 * and valid for 24 hours, comes from the back office's Preview): rendered per request, never kept,
 * never indexed.
 */
export default function EventPreviewPage() {
  const { token = '' } = useParams();
  return (
    <Suspense fallback={null}>
      <PreviewView token={token} />
    </Suspense>
  );
}

function PreviewView({ token }: { token: string }) {
  const result = usePageQuery(EventPreviewQuery, { token });
  if (!result.data) return <EventMissing missing={result.error.code === 'NOT_FOUND'} title={EVENT_LABELS.previewInvalid} />;
  return <Preview event={result.data.eventPreview} />;
}

function Preview({ event }: { event: FragmentType<typeof EventPage_event> }) {
  const now = new Date();
  useEventHead(event, now, true);
  return (
    <EventArticle
      event={event}
      now={now}
      banner={
        <Box role="status" bg="mint.400" color="ink.950" rounded="lg" px="4" py="3" mb="6" fontWeight="600">
          <Flex align="center" gap="2">
            <Eye aria-hidden size={18} /> {EVENT_LABELS.previewBanner}
          </Flex>
        </Box>
      }
    />
  );
}
