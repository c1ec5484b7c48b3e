import { Badge, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { WEBHOOK_EVENT_TYPES } from '@rules/webhooks';
import { graphql } from '../gql';
import type { WebhooksPage_EndpointFragment as Endpoint } from '../gql/graphql';
import { when } from '../kit/Moment';
import { WEBHOOKS_SCREEN_MESSAGES as MESSAGES, eventLabel } from './messages';

/** An endpoint as the list shows it (and as saving one answers, so its row follows). Never its secret. */
export const WebhooksPage_endpoint = graphql(`
  fragment WebhooksPage_endpoint on WebhookEndpoint {
    id
    url
    eventTypes
    enabled
    createdBy
    createdAt
    failingSince
    disabledAt
    lastDeliveryAt
  }
`);

/** The address of an endpoint's delivery log. */
export const deliveriesPath = (id: string) => `/admin/webhooks/${encodeURIComponent(id)}`;

/** How many event names a row shows before "+ n more". */
const EVENTS_SHOWN = 3;

/** The events an endpoint wants, compact: "All events", or the first few by name and how many more. */
export function EventSummary({ eventTypes }: { eventTypes: readonly string[] }) {
  const everything = WEBHOOK_EVENT_TYPES.every((type) => eventTypes.includes(type));
  const labels = eventTypes.map(eventLabel);
  const shown = labels.length > EVENTS_SHOWN ? labels.slice(0, EVENTS_SHOWN - 1) : labels;
  const more = labels.slice(shown.length);
  return (
    <Wrap gap="1" title={labels.join(', ')}>
      {everything ? (
        <Badge variant="subtle" colorPalette="brand">
          All events
        </Badge>
      ) : (
        <>
          {shown.map((label) => (
            <Badge key={label} variant="subtle" colorPalette="brand" whiteSpace="nowrap">
              {label}
            </Badge>
          ))}
          {more.length > 0 && (
            <Badge variant="outline" colorPalette="gray" whiteSpace="nowrap">
              +{more.length} more<VisuallyHidden>: {more.join(', ')}</VisuallyHidden>
            </Badge>
          )}
        </>
      )}
    </Wrap>
  );
}

/** On, Off, switched off by the server after failing for days, or on and failing since when. */
export function EndpointStatus({ endpoint }: { endpoint: Pick<Endpoint, 'enabled' | 'disabledAt' | 'failingSince'> }) {
  if (endpoint.disabledAt && !endpoint.enabled)
    return (
      <Badge colorPalette="red" whiteSpace="normal" title={when.format(new Date(endpoint.disabledAt))}>
        {MESSAGES.switchedOff}
      </Badge>
    );
  if (!endpoint.enabled) return <Badge colorPalette="gray">Off</Badge>;
  if (endpoint.failingSince) return <Badge colorPalette="orange">{MESSAGES.failingSince(when.format(new Date(endpoint.failingSince)))}</Badge>;
  return <Badge colorPalette="green">On</Badge>;
}
