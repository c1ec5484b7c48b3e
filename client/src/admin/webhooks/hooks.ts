import { useAdminMutation } from '../ui/useAdminMutation';
import { CreateWebhookEndpointMutation, DeleteWebhookEndpointMutation, ResendWebhookDeliveryMutation, UpdateWebhookEndpointMutation, WebhookDeliveriesQuery, WebhookEndpointsQuery } from './documents';
import { WEBHOOKS_SCREEN_MESSAGES as MESSAGES } from './messages';

/**
 * Registers an endpoint and reloads the list; a failure is the form's to show. The answer carries
 * the endpoint's signing secret, so it stays out of Apollo's cache: the dialog reads it from the
 * mutation's result and `reset` forgets it when the dialog closes.
 */
export const useCreateWebhookEndpoint = (failed: (error: unknown) => void) => useAdminMutation(CreateWebhookEndpointMutation, { reload: WebhookEndpointsQuery, keepOutOfCache: true, failed });

/** Saves an endpoint's URL and events (the answer updates its row), says so; a failure is the form's to show. */
export const useEditWebhookEndpoint = (failed: (error: unknown) => void) =>
  useAdminMutation(UpdateWebhookEndpointMutation, { succeeded: (data) => data?.updateWebhookEndpoint.message ?? MESSAGES.updated, failed });

/** Switches an endpoint on or off: shown at once, then as the server answers (switching on clears its failing state). */
export function useSwitchWebhookEndpoint() {
  const [update] = useAdminMutation(UpdateWebhookEndpointMutation, { succeeded: (data) => data?.updateWebhookEndpoint.message ?? MESSAGES.updated, failed: MESSAGES.switchFailed });
  return (endpoint: { __typename: 'WebhookEndpoint'; id: string }, enabled: boolean) =>
    update({ id: endpoint.id, input: { enabled } }, (cache) => cache.modify<{ enabled: boolean }>({ id: cache.identify(endpoint), fields: { enabled: () => enabled } }));
}

/** Deletes an endpoint (and its delivery log) and reloads the list. */
export const useDeleteWebhookEndpoint = () =>
  useAdminMutation(DeleteWebhookEndpointMutation, { reload: WebhookEndpointsQuery, succeeded: (data) => data?.deleteWebhookEndpoint.message ?? MESSAGES.deleted, failed: MESSAGES.deleteFailed });

/** Queues a delivery again (a new delivery of the same event) and reloads the log, where it shows first. */
export const useResendWebhookDelivery = () =>
  useAdminMutation(ResendWebhookDeliveryMutation, { reload: WebhookDeliveriesQuery, succeeded: (data) => data?.resendWebhookDelivery.message ?? MESSAGES.resent, failed: MESSAGES.resendFailed });
