import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES, WEBHOOK_SWITCH_OFF_DAYS, isWebhookEventType, type WebhookDeliveryStatus } from '@rules/webhooks';

/** The Webhooks screen's messages: the shared ones (server/src/rules/webhooks.ts), and what only the screen says. */
export const WEBHOOKS_SCREEN_MESSAGES = {
  ...WEBHOOK_MESSAGES,
  loading: 'Loading webhook endpoints...',
  listFailed: 'Failed to load the webhook endpoints',
  empty:
    'No webhook endpoints yet. An endpoint is an address of another system, such as your CRM, that is sent each event it wants as it happens (a lead received, a demo requested, a job published), signed so it can tell the message came from here.',
  createFailed: 'The webhook endpoint could not be created. Please try again.',
  saveFailed: 'The webhook endpoint could not be saved. Please try again.',
  switchFailed: 'Failed to switch the webhook endpoint on or off',
  deleteFailed: 'Failed to delete the webhook endpoint',
  invalidValue: 'Invalid value',
  copyFailed: 'Could not copy: the secret is selected, copy it with Ctrl+C (⌘C on a Mac).',
  confirmDelete: (url: string) => `Delete the endpoint ${url}? Nothing more is sent to it, and its delivery log goes with it.`,
  switchedOff: `Switched off after ${WEBHOOK_SWITCH_OFF_DAYS} days failing`,
  failingSince: (when: string) => `Failing since ${when}`,
  deliveriesLoading: 'Loading deliveries...',
  deliveriesFailed: 'Failed to load the deliveries',
  deliveriesEmpty: 'Nothing sent to this endpoint yet. Each event it wants shows here once it is on its way, with the answer it got.',
  resendFailed: 'Failed to queue the delivery again',
} as const;

export const WEBHOOK_DELIVERY_STATUS_LABELS: Readonly<Record<WebhookDeliveryStatus, string>> = { pending: 'Pending', delivered: 'Delivered', retrying: 'Retrying', failed: 'Failed' };

const isDeliveryStatus = (value: string): value is WebhookDeliveryStatus => (WEBHOOK_DELIVERY_STATUSES as readonly string[]).includes(value);

/** A delivery's status as the log says it ("Delivered"), or as the server wrote it if this screen does not know it. */
export const deliveryStatusLabel = (status: string): string => (isDeliveryStatus(status) ? WEBHOOK_DELIVERY_STATUS_LABELS[status] : status);

/** An event type as the screen names it ("Lead received"), or as it is written if the shared list no longer has it. */
export const eventLabel = (type: string): string => (isWebhookEventType(type) ? WEBHOOK_EVENT_LABELS[type] : type);

export const WEBHOOKS_PAGE_SIZE = 20;
export const DELIVERIES_PAGE_SIZE = 25;
