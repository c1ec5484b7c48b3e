import { createHmac, randomBytes } from 'node:crypto';
import type { EntityManager } from '../../db/orm.js';
import { storedRows, type StoredRow } from '../../db/stored-rows.js';
import { orderOf, rowsAfter, type Keyset, type ListOrder } from '../../db/keyset.js';
import { isUuid, newId } from '../../db/ids.js';
import { ConflictError, NotFoundError } from '../../domain/errors.js';
import { type EventRecorder, subjectsOf } from '../../domain/events.js';
import type { FormsGate } from '../../domain/intake.js';
import type { FormGuard, PublicForm } from '../../domain/form-guard.js';
import { InsertTogether, newRow, type Admission } from '../../db/insert-together.js';
import { purgeHeld, releaseFromSpam } from '../../domain/spam.js';
import { COUNT_LIMIT, SEARCH_COUNT_LIMIT, paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { containsPattern } from '../../domain/search.js';
import { storedEmail } from '../../domain/email-address.js';
import { isSuppressed } from '../../domain/suppression.js';
import { NEWSLETTER_MESSAGES, type SubscriberStatusValue } from '../../rules/newsletter.js';
import type { SpamReason } from '../../rules/spam.js';
import { SPAM_MESSAGES } from '../../rules/spam.js';
import { sign, unsign } from '../../secrets.js';
import type { Announcement } from '../mail/announcer.js';
import type { MailSite } from '../mail/receipts.js';
import { SubscriberEntity } from './newsletter.entity.js';
import { confirmationEmail, newSubscriberNotice, welcomeEmail } from './newsletter.emails.js';
import type { SubscribeInput } from './newsletter.input.js';

export interface NewsletterSettings {
  publicUrl: string;
  guard: FormGuard;
  /** Closes the form while the site is in maintenance. */
  gate: FormsGate;
  /** Signs the one-click unsubscribe links. */
  unsubscribeKey: Buffer;
  events: EventRecorder;
  /** `NEWSLETTER_DOUBLE_OPT_IN`: a sign-up is pending until its confirmation link is followed. */
  doubleOptIn: boolean;
  /** Signs the confirmation links. */
  confirmationKey: Buffer;
  /** Keys the hash of the network address a sign-up came from (proof of consent without keeping the address). */
  consentAddressKey: Buffer;
  /** Keys the suppression list of erased addresses (`domain/suppression.ts`). */
  suppressionKey: Buffer;
  /** The site's name and contact details as its settings hold them now, for the mail it writes (`SettingsService.stored`). */
  site: () => Promise<MailSite>;
}

/** Where a sign-up came from: the page the form was on (null when the browser did not say), and the network address. */
export interface Consent {
  page: string | null;
  ip: string | null;
}

/** How long a confirmation link works. */
export const CONFIRMATION_VALID_DAYS = 7;
/** A new sign-up of a pending address sends the confirmation email again, at most once in this many minutes (no mail bombing). */
export const CONFIRMATION_RESEND_MINUTES = 10;

/** What following a confirmation link did. */
export type Confirmation =
  | { outcome: 'confirmed' | 'alreadyConfirmed'; subscriber: SubscriberEntity }
  | { outcome: 'expired' | 'invalid' };

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
  /** Only the subscribers in this state (pending, active, or inactive: unsubscribed). */
  status?: SubscriberStatusValue | null;
  /** The sign-ups the spam guard held (`true`) instead of people's (the default). */
  spam?: boolean | null;
}

const SUBSCRIBER_COLUMNS = [
  'id', 'email', 'subscribedAt', 'isActive', 'status', 'unsubscribedAt', 'confirmedAt', 'consentAt', 'consentSource', 'consentAddressHash',
  'confirmationNonce', 'confirmationSentAt', 'spam', 'spamReason', 'createdAt', 'updatedAt',
] as const;

/** Path of the public one-click unsubscribe page. */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** Path of the page the confirmation email's link opens. */
export const CONFIRM_PATH = '/newsletter/confirm';

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export class NewsletterService {
  constructor(
    private readonly em: EntityManager,
    private readonly settings: NewsletterSettings,
  ) {}

  /**
   * The newsletter form: closed while the site is in maintenance, then the spam guard (the honeypot alone: browsers fill in a one-field form
   * within a second), then `addSubscriber`, counted against the form's per-address limit by the
   * statement that adds it. A held sign-up is counted, kept as spam and gets the same answer.
   */
  async subscribe(input: SubscribeInput, consent: Consent & { ip: string }): Promise<SubscribeResult> {
    const { guard, gate } = this.settings;
    await gate.refuseWhileClosed();
    const held = guard.judge(input, { timed: false });
    if (!held) return this.addSubscriber(input.email, { source: 'newsletter', admittedBy: guard.admission('newsletter', consent.ip), consent });
    await guard.admit('newsletter', consent.ip);
    return this.holdAsSpam(input.email, held, consent);
  }

  /**
   * Adds an address to the list with its event (the mail consumer sends the welcome email and the
   * staff notification), in one statement (the common case: an address new to the list), or else
   * `resubscribe`s it.
   * `source`: the form whose box (or the newsletter form itself) asked. `admittedBy`: the
   * newsletter form's rate limit, when the form (not another form's box) asks.
   */
  async addSubscriber(
    emailAddress: string,
    { source, admittedBy, consent = { page: null, ip: null } }: { source: PublicForm; admittedBy?: (key: unknown) => Admission; consent?: Consent },
  ): Promise<SubscribeResult> {
    const status = await this.statusOfSignUp(emailAddress);
    const subscriber = newRow(this.em, SubscriberEntity, { email: storedEmail(emailAddress), ...this.signUp(status, source, consent), spam: false, spamReason: null });
    const write = new InsertTogether(this.em, subscriber, { ifAbsent: ['email'], admittedBy });
    // Written only with the subscriber: an address already there gets no event here (`resubscribe` records its own).
    const event = await this.settings.events.rowsFor(this.em, { type: 'subscriber.added', subject: subjectOf(subscriber), data: { source, status } });
    for (const row of event.rows) write.with(row);
    if (!(await write.run())) return this.resubscribe(emailAddress, source, consent);
    this.settings.events.written([event.recorded]);
    return { message: messageOf(status), subscriber };
  }

  /**
   * What a sign-up starts as: pending with double opt-in; pending too, whatever the setting, for an
   * address erased on request (it is back only on the person's confirmed word).
   */
  private async statusOfSignUp(emailAddress: string): Promise<SubscriberStatusValue> {
    if (this.settings.doubleOptIn) return 'pending';
    return (await isSuppressed(this.em, this.settings.suppressionKey, emailAddress)) ? 'pending' : 'active';
  }

  /** The columns a sign-up sets: its status, its proof of consent, and (pending) a fresh confirmation nonce. */
  private signUp(status: SubscriberStatusValue, source: PublicForm, consent: Consent) {
    const now = new Date();
    const pending = status === 'pending';
    return {
      status,
      isActive: status === 'active',
      subscribedAt: now,
      unsubscribedAt: null,
      confirmedAt: null,
      consentAt: now,
      // The page the form was on; for another form's box without a known page, that form.
      consentSource: consent.page ?? `form:${source}`,
      consentAddressHash: consent.ip === null ? null : createHmac('sha256', this.settings.consentAddressKey).update(consent.ip).digest('base64url'),
      confirmationNonce: pending ? randomBytes(16).toString('base64url') : null,
      confirmationSentAt: pending ? now : null,
    };
  }

  /**
   * An address already there: brings it back if it unsubscribed (or was held as spam), with its
   * event in the same transaction (the welcome email and staff notification follow); a conflict if it is active.
   * The upsert is one atomic statement, so two sign-ups for one address at the same moment still
   * make one subscriber.
   */
  private async resubscribe(emailAddress: string, source: PublicForm, consent: Consent): Promise<SubscribeResult> {
    const status = await this.statusOfSignUp(emailAddress);
    const added = await this.settings.events.transact(this.em, async (tx, record) => {
      const now = new Date();
      const [row] = await tx
        .createQueryBuilder(SubscriberEntity)
        .insert({ id: newId(), email: storedEmail(emailAddress), ...this.signUp(status, source, consent), spam: false, spamReason: null, createdAt: now, updatedAt: now })
        .onConflict('email')
        // An address that unsubscribed, or whose sign-up was held as spam, comes back (with this sign-up's consent).
        .merge(['isActive', 'status', 'subscribedAt', 'unsubscribedAt', 'confirmedAt', 'consentAt', 'consentSource', 'consentAddressHash', 'confirmationNonce', 'confirmationSentAt', 'spam', 'spamReason', 'updatedAt'])
        // (A held sign-up is inactive too.)
        .where({ status: 'inactive' })
        .returning([...SUBSCRIBER_COLUMNS])
        .execute('all');
      // No row back: the address is on the list, active or waiting for its confirmation.
      if (!row) return null;
      const subscriber = tx.map(SubscriberEntity, row);
      record({ type: 'subscriber.added', subject: subjectOf(subscriber), data: { source, status, resubscribed: true } });
      return { message: messageOf(status), subscriber };
    });
    return added ?? this.signedUpAgain(emailAddress);
  }

  /**
   * A sign-up of an address already on the list: active, a conflict, as ever; pending, the same
   * answer as a first sign-up, and the confirmation email again unless it went in the last
   * `CONFIRMATION_RESEND_MINUTES` (one atomic update decides, so two sign-ups at once send one).
   */
  private async signedUpAgain(emailAddress: string): Promise<SubscribeResult> {
    const email = storedEmail(emailAddress);
    const subscriber = await this.em.fork().findOne(SubscriberEntity, { email });
    if (!subscriber || subscriber.status !== 'pending' || subscriber.spam) throw alreadySubscribed();
    await this.settings.events.transact(this.em, async (tx, record) => {
      const now = new Date();
      const resent = await tx.nativeUpdate(
        SubscriberEntity,
        { id: subscriber.id, status: 'pending', confirmationSentAt: { $lt: new Date(now.getTime() - CONFIRMATION_RESEND_MINUTES * MINUTE_MS) } },
        { confirmationSentAt: now },
      );
      if (resent > 0) record({ type: 'subscriber.confirmation_resent', subject: subjectOf(subscriber), data: { status: 'pending' } });
    });
    return { message: messageOf('pending'), subscriber };
  }

  /** Puts a sign-up the spam guard held on the list as active, and sends what it would have sent. */
  async markNotSpam(id: string): Promise<{ message: string; subscriber: SubscriberEntity }> {
    const subscriber = await this.get(id);
    // With double opt-in, an admin's word is no consent: the released sign-up is asked to confirm.
    const status = await this.statusOfSignUp(subscriber.email);
    const pending = status === 'pending';
    const filedAs = { status, isActive: !pending, unsubscribedAt: null, confirmationNonce: pending ? randomBytes(16).toString('base64url') : null, confirmationSentAt: pending ? new Date() : null };
    await this.settings.events.transact(this.em, async (tx, record) => {
      if (!(await releaseFromSpam(tx, SubscriberEntity, subscriber.id, filedAs))) return;
      record({ type: 'subscriber.released', subject: subjectOf(subscriber), data: { isActive: [false, !pending], status } });
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
  private async holdAsSpam(emailAddress: string, reason: SpamReason, consent: Consent): Promise<SubscribeResult> {
    const email = storedEmail(emailAddress);
    // Inactive while held; released, it is asked to confirm (or made active) then.
    const held = newRow(this.em, SubscriberEntity, { email, ...this.signUp('inactive', 'newsletter', consent), spam: true, spamReason: reason });
    const write = new InsertTogether(this.em, held, { ifAbsent: ['email'] });
    const event = await this.settings.events.rowsFor(this.em, { type: 'subscriber.added', subject: subjectOf(held), data: { source: 'newsletter', spam: true, spamReason: reason } });
    for (const row of event.rows) write.with(row);
    const written = await write.run();
    if (written) this.settings.events.written([event.recorded]);
    const stored = written ? held : await this.em.findOneOrFail(SubscriberEntity, { email });
    // Answered as a person's sign-up is.
    const status = this.settings.doubleOptIn ? 'pending' : 'active';
    return { message: messageOf(status), subscriber: { ...stored, status, isActive: status === 'active', spam: false, spamReason: null } };
  }

  /**
   * The welcome email (with its one-click unsubscribe) and the staff notification, of each
   * subscriber of `ids` still on the list (the mail consumer's `announcements`).
   */
  async announcementsOf(ids: readonly string[]): Promise<Map<string, Announcement>> {
    const subscribers = await storedRows(this.em, SubscriberEntity, { id: { $in: [...ids] }, spam: false, $or: [{ status: 'pending' }, { status: 'active', confirmedAt: null }] });
    const site = await this.settings.site();
    return new Map(
      subscribers.map((subscriber) => [
        subscriber.id,
        subscriber.status === 'pending' && subscriber.confirmationNonce
          ? { receipt: confirmationEmail(subscriber, this.confirmUrl(subscriber.id, subscriber.confirmationNonce), CONFIRMATION_VALID_DAYS, site) }
          : this.welcomeOf(subscriber, site),
      ]),
    );
  }

  /** The welcome email and the staff notification of each confirmed subscriber of `ids` still active (`subscriber.confirmed`). */
  async confirmedAnnouncementsOf(ids: readonly string[]): Promise<Map<string, Announcement>> {
    const subscribers = await storedRows(this.em, SubscriberEntity, { id: { $in: [...ids] }, status: 'active' });
    const site = await this.settings.site();
    return new Map(subscribers.map((subscriber) => [subscriber.id, this.welcomeOf(subscriber, site)]));
  }

  private welcomeOf(subscriber: StoredRow<SubscriberEntity>, site: MailSite): Announcement {
    return { staff: { type: 'newsletters', content: newSubscriberNotice(subscriber, this.settings.publicUrl, site.siteName) }, receipt: welcomeEmail(subscriber, this.unsubscribeUrl(subscriber.id), site) };
  }

  /** The signed link of a confirmation email: the subscriber, the sign-up's nonce and the link's expiry. */
  confirmUrl(subscriberId: string, nonce: string, now = new Date()): string {
    const expires = now.getTime() + CONFIRMATION_VALID_DAYS * DAY_MS;
    return `${this.settings.publicUrl}${CONFIRM_PATH}?token=${sign(this.settings.confirmationKey, `${subscriberId}.${nonce}.${expires}`)}`;
  }

  /**
   * What a confirmation link is for, without changing anything (the page it opens asks first).
   * A link made for an earlier sign-up of the address (another nonce), or for a subscriber no
   * longer there (unsubscribed and erased, say), is not valid; so an old link cannot bring back an
   * address that was erased or that unsubscribed since.
   */
  async confirmationOfLink(token: string, now = new Date()): Promise<Confirmation> {
    const [id, nonce, expires, ...rest] = unsign(this.settings.confirmationKey, token)?.split('.') ?? [];
    if (!id || !nonce || !expires || rest.length > 0 || !isUuid(id)) return { outcome: 'invalid' };
    const subscriber = await this.em.findOne(SubscriberEntity, { id });
    if (!subscriber || subscriber.confirmationNonce !== nonce || subscriber.spam) return { outcome: 'invalid' };
    if (subscriber.status === 'active' && subscriber.confirmedAt) return { outcome: 'alreadyConfirmed', subscriber };
    if (subscriber.status !== 'pending') return { outcome: 'invalid' };
    if (Number(expires) < now.getTime()) return { outcome: 'expired' };
    return { outcome: 'confirmed', subscriber };
  }

  /** Follows a confirmation link: a pending subscriber becomes active, once (`subscriber.confirmed`; the welcome email follows). */
  async confirm(token: string, now = new Date()): Promise<Confirmation> {
    const found = await this.confirmationOfLink(token, now);
    if (found.outcome !== 'confirmed') return found;
    const { subscriber } = found;
    const confirmed = await this.settings.events.transact(this.em, async (tx, record) => {
      // Only the pending sign-up the link was made for: a second click at the same moment finds it done.
      const changed = await tx.nativeUpdate(
        SubscriberEntity,
        { id: subscriber.id, status: 'pending', confirmationNonce: subscriber.confirmationNonce, spam: false },
        { status: 'active', isActive: true, confirmedAt: now },
      );
      if (changed > 0) record({ type: 'subscriber.confirmed', subject: subjectOf(subscriber), data: { isActive: [false, true], status: ['pending', 'active'] } });
      return changed > 0;
    });
    await this.em.refresh(subscriber);
    if (confirmed) return { outcome: 'confirmed', subscriber };
    return subscriber.status === 'active' ? { outcome: 'alreadyConfirmed', subscriber } : { outcome: 'invalid' };
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

  /**
   * Takes an address off the list, recording it only when it was on it: active, or pending (its
   * confirmation link then confirms nothing: "I never signed up" is answered by unsubscribing).
   */
  private async deactivate(subscriber: SubscriberEntity, via: 'admin' | 'link'): Promise<SubscriberEntity> {
    if (subscriber.status !== 'inactive') {
      await this.settings.events.transact(this.em, async (_tx, record) => {
        subscriber.isActive = false;
        subscriber.status = 'inactive';
        subscriber.unsubscribedAt = new Date();
        subscriber.confirmationNonce = null;
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

/** The success message of a sign-up that starts as `status`. */
const messageOf = (status: SubscriberStatusValue): string => (status === 'pending' ? NEWSLETTER_MESSAGES.subscribedPending : NEWSLETTER_MESSAGES.subscribed);

function whereOf(filter: SubscriberFilter) {
  const search = filter.search?.trim();
  return {
    ...(search ? { email: { $ilike: containsPattern(search) } } : {}),
    ...(typeof filter.isActive === 'boolean' ? { isActive: filter.isActive } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    spam: filter.spam === true,
  };
}
