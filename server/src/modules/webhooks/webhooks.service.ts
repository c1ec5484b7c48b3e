import { LockMode } from '@mikro-orm/core';
import type { WebhooksConfig } from '../../config.js';
import { isUuid } from '../../db/ids.js';
import type { EntityManager } from '../../db/orm.js';
import { InvalidInputError, NotFoundError } from '../../domain/errors.js';
import { changesOf, subjectsOf, type EventRecorder } from '../../domain/events.js';
import { paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { displayNameOf, type SignedIn } from '../../domain/principal.js';
import { RECORDED_FIELDS } from '../../rules/events.js';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_MESSAGES, WEBHOOK_SWITCH_OFF_DAYS, type WebhookEventType } from '../../rules/webhooks.js';
import { Notifier } from '../mail/notifier.js';
import { addressKind, isLoopbackUrl, refusedUrlHost } from './address-check.js';
import { newWebhookSecret } from './signature.js';
import { WebhookDeliveryEntity, WebhookEndpointEntity } from './webhooks.entity.js';
import type { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from './webhooks.input.js';
import type { WebhookDeliveryOf } from './webhooks.record.js';

const subjectOf = subjectsOf('WebhookEndpoint');
const UPDATED_FIELDS = ['host', 'url', 'eventTypes', 'enabled'] as const;
const DAY_MS = 86_400_000;
export const SWITCH_OFF_ALERT_KIND = 'webhook_disabled_alert';

/**
 * Webhooks (issue P15): Owners (`webhooks:manage`) register endpoints and read and resend their
 * deliveries; the worker (`worker.ts`) sends them, and switches off (`switchOff`) an endpoint that
 * failed for three days.
 */
export class WebhooksService {
  constructor(
    private readonly em: EntityManager,
    private readonly events: EventRecorder,
    private readonly settings: Pick<WebhooksConfig, 'allowPrivate' | 'allowLoopback'>,
  ) {}

  /** Newest first. */
  list<TNode>(page: PageRequest, toNode: (endpoint: WebhookEndpointEntity) => TNode): Promise<Connection<TNode>> {
    return paginate(this.em, WebhookEndpointEntity, { orderBy: { createdAt: 'desc', id: 'desc' }, page, toNode });
  }

  find(id: string): Promise<WebhookEndpointEntity | null> {
    return isUuid(id) ? this.em.findOne(WebhookEndpointEntity, { id }) : Promise.resolve(null);
  }

  async get(id: string): Promise<WebhookEndpointEntity> {
    const endpoint = await this.find(id);
    if (!endpoint) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
    return endpoint;
  }

  /** A new endpoint and its signing secret, which is in this answer only. */
  async create(input: CreateWebhookEndpointInput, by: SignedIn): Promise<{ endpoint: WebhookEndpointEntity; secret: string }> {
    const url = this.allowedUrl(input.url);
    const secret = newWebhookSecret();
    return this.events.transact(this.em, async (tx, record) => {
      const endpoint = tx.create(WebhookEndpointEntity, {
        url,
        eventTypes: inListOrder(input.eventTypes),
        secret,
        enabled: input.enabled ?? true,
        // Keys cannot manage webhooks (`PERMISSIONS_NOT_FOR_KEYS`): whoever creates one is an admin.
        createdById: by.kind === 'admin' ? by.adminId : null,
        createdByName: displayNameOf(by),
        failingSince: null,
        disabledAt: null,
        lastDeliveryAt: null,
      });
      record({ type: 'webhook.created', subject: subjectOf(endpoint), data: { host: hostOf(endpoint.url), eventTypes: endpoint.eventTypes, enabled: endpoint.enabled } });
      return { endpoint, secret };
    });
  }

  /** Changes what `input` gives; switching it on forgets its failures (and an automatic switch-off). */
  async update(id: string, input: UpdateWebhookEndpointInput): Promise<WebhookEndpointEntity> {
    const url = input.url === undefined || input.url === null ? null : this.allowedUrl(input.url);
    return this.events.transact(this.em, async (tx, record) => {
      const endpoint = isUuid(id) ? await tx.findOne(WebhookEndpointEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }) : null;
      if (!endpoint) throw new NotFoundError(WEBHOOK_MESSAGES.notFound);
      const before = fieldsOf(endpoint);
      if (url !== null) endpoint.url = url;
      if (input.eventTypes) endpoint.eventTypes = inListOrder(input.eventTypes);
      if (input.enabled !== undefined && input.enabled !== null) {
        if (input.enabled && !endpoint.enabled) {
          endpoint.failingSince = null;
          endpoint.disabledAt = null;
        }
        endpoint.enabled = input.enabled;
      }
      const changes = changesOf(before, fieldsOf(endpoint), UPDATED_FIELDS, RECORDED_FIELDS.WebhookEndpoint);
      if (Object.keys(changes).length > 0) {
        endpoint.updatedAt = new Date();
        record({ type: 'webhook.updated', subject: subjectOf(endpoint), data: { changes } });
      }
      return endpoint;
    });
  }

  /** The endpoint goes, with its delivery log (deliveries not yet sent are not sent). */
  async remove(id: string): Promise<WebhookEndpointEntity> {
    const endpoint = await this.get(id);
    await this.events.transact(this.em, async (tx, record) => {
      tx.remove(endpoint);
      record({ type: 'webhook.deleted', subject: subjectOf(endpoint), data: { host: hostOf(endpoint.url) } });
    });
    return endpoint;
  }

  /** An endpoint's delivery log, newest first. */
  async deliveries<TNode>(endpointId: string, page: PageRequest, toNode: (delivery: WebhookDeliveryOf) => TNode): Promise<Connection<TNode>> {
    const endpoint = await this.get(endpointId);
    return paginate(this.em, WebhookDeliveryEntity, {
      where: { endpointId: endpoint.id },
      orderBy: { createdAt: 'desc', id: 'desc' },
      page,
      toNode: (delivery) => toNode({ delivery, endpointUrl: endpoint.url }),
    });
  }

  async findDelivery(id: string): Promise<(WebhookDeliveryOf & { delivery: WebhookDeliveryEntity }) | null> {
    const delivery = isUuid(id) ? await this.em.findOne(WebhookDeliveryEntity, { id }) : null;
    const endpoint = delivery ? await this.em.findOne(WebhookEndpointEntity, { id: delivery.endpointId }) : null;
    return delivery && endpoint ? { delivery, endpointUrl: endpoint.url } : null;
  }

  /** A new delivery of the same body under the same `webhook-id`, to the same endpoint, due now. */
  async resend(deliveryId: string): Promise<WebhookDeliveryOf> {
    const found = await this.findDelivery(deliveryId);
    if (!found) throw new NotFoundError(WEBHOOK_MESSAGES.deliveryNotFound);
    const { delivery, endpointUrl } = found;
    const now = new Date();
    return this.events.transact(this.em, async (tx, record) => {
      const again = tx.create(WebhookDeliveryEntity, {
        endpointId: delivery.endpointId,
        eventId: delivery.eventId,
        eventType: delivery.eventType,
        webhookId: delivery.webhookId,
        payload: delivery.payload,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
      });
      record({ type: 'webhook.resent', subject: subjectOf({ id: delivery.endpointId }), data: { eventType: delivery.eventType, eventId: delivery.webhookId } });
      return { delivery: again, endpointUrl };
    });
  }

  /**
   * Switches off an endpoint whose deliveries have failed, without a success, for three days
   * (`failingSince` that old at `now`), records `webhook.disabled` as the system, and emails the
   * staff who get system alerts. Of two workers at once, one does it. Returns whether it did.
   */
  async switchOff(endpointId: string, now: Date): Promise<boolean> {
    return this.events.transact(this.em, async (tx, record) => {
      const endpoint = await tx.findOne(WebhookEndpointEntity, { id: endpointId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      const since = endpoint?.failingSince;
      if (!endpoint?.enabled || !since || now.getTime() - since.getTime() < WEBHOOK_SWITCH_OFF_DAYS * DAY_MS) return false;
      endpoint.enabled = false;
      endpoint.disabledAt = now;
      endpoint.updatedAt = now;
      record({ type: 'webhook.disabled', subject: subjectOf(endpoint), data: { host: hostOf(endpoint.url), failingSince: since.toISOString() } });
      await Notifier.notify(tx, [
        {
          type: 'system_alerts',
          kind: SWITCH_OFF_ALERT_KIND,
          content: {
            subject: `Webhook endpoint switched off: ${hostOf(endpoint.url)}`,
            heading: 'A webhook endpoint was switched off',
            paragraphs: [
              `Deliveries to this endpoint have failed for ${WEBHOOK_SWITCH_OFF_DAYS} days without a success, so no more events are sent to it. Its delivery log, in the back office's Webhooks screen, says why; switch it on there once it answers again.`,
            ],
            details: [
              ['Host', hostOf(endpoint.url)],
              ['Failing since', since.toISOString()],
              ['Switched off', now.toISOString()],
            ],
          },
        },
      ]);
      return true;
    });
  }

  /**
   * The URL as stored (trimmed), or why it is refused: http:// and private addresses only where
   * `WEBHOOK_ALLOW_PRIVATE` allows them; this machine's, over http:// too, outside production.
   * Addresses that reach no server (documentation, benchmarking, multicast ranges) never.
   */
  private allowedUrl(text: string): string {
    const url = text.trim();
    const parsed = new URL(url);
    const { allowPrivate, allowLoopback } = this.settings;
    if (!/^https:/i.test(url) && !allowPrivate && !(allowLoopback && isLoopbackUrl(parsed))) throw InvalidInputError.field('url', WEBHOOK_MESSAGES.urlHttps);
    const refused = refusedUrlHost(parsed, { loopback: allowLoopback, private: allowPrivate });
    if (refused) throw InvalidInputError.field('url', addressKind(refused) === 'reserved' ? WEBHOOK_MESSAGES.urlReserved(refused) : WEBHOOK_MESSAGES.urlPrivate(refused));
    return url;
  }
}

/** In the order of the list, each once. */
const inListOrder = (types: readonly WebhookEventType[]): WebhookEventType[] => WEBHOOK_EVENT_TYPES.filter((type) => types.includes(type));

const fieldsOf = (endpoint: WebhookEndpointEntity) => ({ host: hostOf(endpoint.url), url: endpoint.url, eventTypes: [...endpoint.eventTypes], enabled: endpoint.enabled });

/**
 * What the audit trail and alerts keep of an endpoint's URL: its host. A URL's path and query
 * often carry a secret (a token the receiver checks), and the trail's readers (`audit:read`) may
 * not see what the Webhooks screen shows its Owners.
 */
const hostOf = (url: string): string => new URL(url).host;
