import type { EntityManager } from '../../db/orm.js';
import { storedRows } from '../../db/stored-rows.js';
import { orderOf, rowsAfter, type Keyset, type ListOrder } from '../../db/keyset.js';
import { isUuid, newId } from '../../db/ids.js';
import { ConflictError, NotFoundError } from '../../domain/errors.js';
import { type EventRecorder, subjectsOf } from '../../domain/events.js';
import type { FormGuard, PublicForm } from '../../domain/form-guard.js';
import { InsertTogether, newRow, type Admission } from '../../db/insert-together.js';
import { purgeHeld, releaseFromSpam } from '../../domain/spam.js';
import { COUNT_LIMIT, SEARCH_COUNT_LIMIT, paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { containsPattern } from '../../domain/search.js';
import { storedEmail } from '../../domain/email-address.js';
import { NEWSLETTER_MESSAGES } from '../../rules/newsletter.js';
import type { SpamReason } from '../../rules/spam.js';
import { SPAM_MESSAGES } from '../../rules/spam.js';
import { sign, unsign } from '../../secrets.js';
import type { Announcement } from '../mail/announcer.js';
import { SubscriberEntity } from './newsletter.entity.js';
import { newSubscriberNotice, welcomeEmail } from './newsletter.emails.js';
import type { SubscribeInput } from './newsletter.input.js';

export interface NewsletterSettings {
  publicUrl: string;
  guard: FormGuard;
  /** Signs the one-click unsubscribe links. */
  unsubscribeKey: Buffer;
  events: EventRecorder;
}

/** What the events of a subscriber are about. */
const subjectOf = subjectsOf('Subscriber');

export interface SubscribeResult {
  message: string;
  /** The subscription as the sender is told of it: a held sign-up looks like anyone's (the hold is the back office's business). */
  subscriber: SubscriberEntity;
}

export interface SubscriberFilter {
  /** Part of an email address, any case. */
  search?: string | null;
  isActive?: boolean | null;
  /** The sign-ups the spam guard held (`true`) instead of people's (the default). */
  spam?: boolean | null;
}

const SUBSCRIBER_COLUMNS = ['id', 'email', 'subscribedAt', 'isActive', 'unsubscribedAt', 'spam', 'spamReason', 'createdAt', 'updatedAt'] as const;

/** Path of the public one-click unsubscribe page. */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

export class NewsletterService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: NewsletterSettings,
  ) {}

  /**
   * The newsletter form: the spam guard (the honeypot alone: browsers fill in a one-field form
   * within a second), then `addSubscriber`, counted against the form's per-address limit by the
   * statement that adds it. A held sign-up is counted, kept as spam and gets the same answer.
   */
  async subscribe(input: SubscribeInput, ip: string): Promise<SubscribeResult> {
    const { guard } = this.settings;
    const held = guard.judge(input, { timed: false });
    if (!held) return this.addSubscriber(input.email, { source: 'newsletter', admittedBy: guard.admission('newsletter', ip) });
    await guard.admit('newsletter', ip);
    return this.holdAsSpam(input.email, held);
  }

  /**
   * Adds an address to the list with its event (the mail consumer sends the welcome email and the
   * staff notification), in one statement (the common case: an address new to the list), or else
   * `resubscribe`s it.
   * `source`: the form whose box (or the newsletter form itself) asked. `admittedBy`: the
   * newsletter form's rate limit, when the form (not another form's box) asks.
   */
  async addSubscriber(emailAddress: string, { source, admittedBy }: { source: PublicForm; admittedBy?: (key: unknown) => Admission }): Promise<SubscribeResult> {
    const now = new Date();
    const subscriber = newRow(this.em, SubscriberEntity, { email: storedEmail(emailAddress), subscribedAt: now, isActive: true, unsubscribedAt: null, spam: false, spamReason: null });
    const write = new InsertTogether(this.em, subscriber, { ifAbsent: ['email'], admittedBy });
    // Written only with the subscriber: an address already there gets no event here (`resubscribe` records its own).
    const event = await this.settings.events.rowsFor(this.em, { type: 'subscriber.added', subject: subjectOf(subscriber), data: { source } });
    for (const row of event.rows) write.with(row);
    if (!(await write.run())) return this.resubscribe(emailAddress, source);
    this.settings.events.written([event.recorded]);
    return { message: NEWSLETTER_MESSAGES.subscribed, subscriber };
  }

  /**
   * An address already there: brings it back if it unsubscribed (or was held as spam), with its
   * event in the same transaction (the welcome email and staff notification follow); a conflict if it is active.
   * The upsert is one atomic statement, so two sign-ups for one address at the same moment still
   * make one subscriber.
   */
  private async resubscribe(emailAddress: string, source: PublicForm): Promise<SubscribeResult> {
    return this.settings.events.transact(this.em, async (tx, record) => {
      const now = new Date();
      const [row] = await tx
        .createQueryBuilder(SubscriberEntity)
        .insert({ id: newId(), email: storedEmail(emailAddress), subscribedAt: now, isActive: true, unsubscribedAt: null, spam: false, spamReason: null, createdAt: now, updatedAt: now })
        .onConflict('email')
        // An address that unsubscribed, or whose sign-up was held as spam, comes back.
        .merge(['isActive', 'subscribedAt', 'unsubscribedAt', 'spam', 'spamReason', 'updatedAt'])
        .where({ isActive: false })
        .returning([...SUBSCRIBER_COLUMNS])
        .execute('all');
      // No row back: the address is on the list and active.
      if (!row) throw alreadySubscribed();
      const subscriber = tx.map(SubscriberEntity, row);
      record({ type: 'subscriber.added', subject: subjectOf(subscriber), data: { source, resubscribed: true } });
      return { message: NEWSLETTER_MESSAGES.subscribed, subscriber };
    });
  }

  /** Puts a sign-up the spam guard held on the list as active, and sends what it would have sent. */
  async markNotSpam(id: string): Promise<{ message: string; subscriber: SubscriberEntity }> {
    const subscriber = await this.get(id);
    await this.settings.events.transact(this.em, async (tx, record) => {
      if (!(await releaseFromSpam(tx, SubscriberEntity, subscriber.id, { isActive: true, unsubscribedAt: null }))) return;
      record({ type: 'subscriber.released', subject: subjectOf(subscriber), data: { isActive: [false, true] } });
    });
    await this.em.refresh(subscriber);
    return { message: SPAM_MESSAGES.filedAsNew, subscriber };
  }

  /** Deletes the sign-ups the spam guard held before `before`; returns how many. */
  purgeSpam(before: Date): Promise<number> {
    return purgeHeld(this.em, this.settings.events, { entity: SubscriberEntity, where: { spam: true, subscribedAt: { $lt: before } }, type: 'subscriber.spam_purged', subjectType: 'Subscriber', before });
  }

  /**
   * A held sign-up: stored inactive with its spam mark and its event (one statement), nothing sent.
   * An address already on the list (subscribed, unsubscribed or held) stays exactly as it was, with
   * no event.
   */
  private async holdAsSpam(emailAddress: string, reason: SpamReason): Promise<SubscribeResult> {
    const email = storedEmail(emailAddress);
    const held = newRow(this.em, SubscriberEntity, { email, subscribedAt: new Date(), isActive: false, unsubscribedAt: null, spam: true, spamReason: reason });
    const write = new InsertTogether(this.em, held, { ifAbsent: ['email'] });
    const event = await this.settings.events.rowsFor(this.em, { type: 'subscriber.added', subject: subjectOf(held), data: { source: 'newsletter', spam: true, spamReason: reason } });
    for (const row of event.rows) write.with(row);
    const written = await write.run();
    if (written) this.settings.events.written([event.recorded]);
    const stored = written ? held : await this.em.findOneOrFail(SubscriberEntity, { email });
    return { message: NEWSLETTER_MESSAGES.subscribed, subscriber: { ...stored, isActive: true, spam: false, spamReason: null } };
  }

  /**
   * The welcome email (with its one-click unsubscribe) and the staff notification, of each
   * subscriber of `ids` still on the list (the mail consumer's `announcements`).
   */
  async announcementsOf(ids: readonly string[]): Promise<Map<string, Announcement>> {
    const subscribers = await storedRows(this.em, SubscriberEntity, { id: { $in: [...ids] }, isActive: true });
    return new Map(
      subscribers.map((subscriber) => [
        subscriber.id,
        { staff: { type: 'newsletters', content: newSubscriberNotice(subscriber, this.settings.publicUrl) }, receipt: welcomeEmail(subscriber, this.unsubscribeUrl(subscriber.id)) },
      ]),
    );
  }

  /** Unsubscribes an address (from the back office); unsubscribing twice is not an error. */
  async unsubscribe(email: string): Promise<{ message: string; subscriber: SubscriberEntity }> {
    const subscriber = await this.em.findOne(SubscriberEntity, { email: storedEmail(email) });
    if (!subscriber) throw new NotFoundError(NEWSLETTER_MESSAGES.subscriberNotFound);
    return { message: NEWSLETTER_MESSAGES.unsubscribed(subscriber.email), subscriber: await this.deactivate(subscriber, 'admin') };
  }

  /** The subscriber a one-click link is for, or `null` when the link was forged or altered. */
  async subscriberOfLink(token: string): Promise<SubscriberEntity | null> {
    const id = unsign(this.settings.unsubscribeKey, token);
    return id ? this.em.findOne(SubscriberEntity, { id }) : null;
  }

  /** One-click unsubscribe from a newsletter email. */
  async unsubscribeByLink(token: string): Promise<SubscriberEntity | null> {
    const subscriber = await this.subscriberOfLink(token);
    return subscriber ? this.deactivate(subscriber, 'link') : null;
  }

  unsubscribeUrl(subscriberId: string): string {
    return `${this.settings.publicUrl}${UNSUBSCRIBE_PATH}?token=${sign(this.settings.unsubscribeKey, subscriberId)}`;
  }

  findById(id: string): Promise<SubscriberEntity | null> {
    return isUuid(id) ? this.em.findOne(SubscriberEntity, { id }) : Promise.resolve(null);
  }

  async get(id: string): Promise<SubscriberEntity> {
    const subscriber = await this.findById(id);
    if (!subscriber) throw new NotFoundError(NEWSLETTER_MESSAGES.notFound);
    return subscriber;
  }

  /** Newest first. */
  list<TNode>(filter: SubscriberFilter, page: PageRequest, toNode: (subscriber: SubscriberEntity) => TNode): Promise<Connection<TNode>> {
    return paginate(this.em, SubscriberEntity, { where: whereOf(filter), orderBy: orderOf(LIST_ORDER), page, countUpTo: filter.search?.trim() ? SEARCH_COUNT_LIMIT : COUNT_LIMIT, toNode });
  }

  /** The list as `list` shows it, `size` at a time after `after`, read as stored rows (an export's chunks). */
  rowsAfter(filter: SubscriberFilter, after: Keyset | null, size: number) {
    return rowsAfter(this.em, SubscriberEntity, whereOf(filter), LIST_ORDER, after, size);
  }

  /** Takes an address off the list, recording it only when it was on it. */
  private async deactivate(subscriber: SubscriberEntity, via: 'admin' | 'link'): Promise<SubscriberEntity> {
    if (subscriber.isActive) {
      await this.settings.events.transact(this.em, async (_tx, record) => {
        subscriber.isActive = false;
        subscriber.unsubscribedAt = new Date();
        record({ type: 'subscriber.unsubscribed', subject: subjectOf(subscriber), data: { via } });
      });
    }
    return subscriber;
  }
}

function alreadySubscribed(): ConflictError {
  return new ConflictError(NEWSLETTER_MESSAGES.alreadySubscribed, [
    { path: 'email', message: NEWSLETTER_MESSAGES.alreadySubscribed },
  ]);
}

/** Newest first. */
const LIST_ORDER: ListOrder<SubscriberEntity> = { by: 'subscribedAt', direction: 'desc' };

function whereOf(filter: SubscriberFilter) {
  const search = filter.search?.trim();
  return {
    ...(search ? { email: { $ilike: containsPattern(search) } } : {}),
    ...(typeof filter.isActive === 'boolean' ? { isActive: filter.isActive } : {}),
    spam: filter.spam === true,
  };
}
