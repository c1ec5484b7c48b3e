import { Button, Stack, Text } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { PageWidth } from '../../ui/PageWidth';
import { usePageQuery } from '../data/pageData';
import { ORIGIN_PLACEHOLDER, usePageHead } from '../data/pageHead';
import { getFragmentData, graphql, type FragmentType } from '../gql';
import { imageSourcesOf } from '../media/imageSources';
import { EventArticle } from './EventArticle';
import { EVENT_LABELS, EVENTS_PATH, eventPath, nextChangeOf } from './events';
import { EventPage_event } from './eventQueries';
import { eventData } from './structuredData';

const EventPageQuery = graphql(`
  query EventPage($slug: String!) {
    event(slug: $slug) {
      ...EventPage_event
    }
  }
`);

/** A published event's page, /events/<slug>: rendered by the server, kept until content changes (or the event starts or ends); 404 when there is no such event. */
export default function EventPage() {
  const { slug = '' } = useParams();
  return (
    <Suspense fallback={null}>
      <EventView slug={slug} />
    </Suspense>
  );
}

function EventView({ slug }: { slug: string }) {
  const result = usePageQuery(EventPageQuery, { slug });
  if (!result.data) return <EventMissing missing={result.error.code === 'NOT_FOUND'} />;
  return <PublishedEvent event={result.data.event} />;
}

/** The head of an event's page: its title, summary, sharing image, `Event` structured data, and when it must be rendered again. */
export function useEventHead(data: FragmentType<typeof EventPage_event>, now: Date, preview = false): void {
  const event = getFragmentData(EventPage_event, data);
  const image = event.coverImage ? `${ORIGIN_PLACEHOLDER}${imageSourcesOf(event.coverImage).src}` : null;
  usePageHead({
    title: `${event.title} | ${EVENT_LABELS.eventsTitle}`,
    description: event.summary ?? event.title,
    ...(image ? { image } : {}),
    ...(preview
      ? { indexable: false }
      : {
          canonical: `${ORIGIN_PLACEHOLDER}${eventPath(event.slug)}`,
          structuredData: eventData({ ...event, image }, ORIGIN_PLACEHOLDER, now),
          freshUntil: nextChangeOf([event], now),
        }),
  });
}

function PublishedEvent({ event }: { event: FragmentType<typeof EventPage_event> }) {
  const now = new Date();
  useEventHead(event, now);
  return <EventArticle event={event} now={now} />;
}

/** No such event (404), or it could not be read just now (503). */
export function EventMissing({ missing, title = EVENT_LABELS.notFoundTitle }: { missing: boolean; title?: string }) {
  usePageHead({ title: `${title} | ${EVENT_LABELS.eventsTitle}`, status: missing ? 404 : undefined, indexable: false });
  return (
    <PageWidth py={{ base: 'section.sm', md: 'section' }}>
      <Stack gap="5" align="start" maxW="2xl" pt="24">
        <SearchX aria-hidden size={40} />
        <Text as="h1" textStyle="title" fontSize={{ base: '2xl', md: '3xl' }}>
          {title}
        </Text>
        <Text color="fg.muted" fontSize="lg">
          {missing ? EVENT_LABELS.notFound : EVENT_LABELS.unavailable}
        </Text>
        <Button asChild colorPalette="brand">
          <a href={EVENTS_PATH}>{EVENT_LABELS.allEvents}</a>
        </Button>
      </Stack>
    </PageWidth>
  );
}
