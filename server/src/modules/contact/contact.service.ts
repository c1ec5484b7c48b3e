import { raw, type ObjectQuery } from '@mikro-orm/core';
import type { MailAddress, MailConfig } from '../../config.js';
import { orderOf, rowsAfter, type Keyset, type ListOrder } from '../../db/keyset.js';
import type { EntityManager } from '../../db/orm.js';
import { storedRows, storedRowsOfChunk, type StoredRow } from '../../db/stored-rows.js';
import { isUuid } from '../../db/ids.js';
import { NotFoundError } from '../../domain/errors.js';
import { type EventRecorder, subjectsOf } from '../../domain/events.js';
import type { FormGuard } from '../../domain/form-guard.js';
import { intakeSettings, releaseLead, takeIn, type FormsGate, type IntakeSettings } from '../../domain/intake.js';
import { COUNT_LIMIT, SEARCH_COUNT_LIMIT, paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { containsPattern } from '../../domain/search.js';
import { purgeHeld } from '../../domain/spam.js';
import { storedEmail } from '../../domain/email-address.js';
import { CONTACT_ADMIN_MESSAGES, CONTACT_MESSAGES, OTHER_ROLE, type ContactSourceValue, type ContactStatusValue } from '../../rules/contact.js';
import { pronounValue } from '../../rules/person.js';
import { internationalNumber, normalizeCallingCode } from '../../rules/phone.js';
import { fullName, textOrNull } from '../../domain/text.js';
import { displayNameOf, type SignedIn } from '../../domain/principal.js';
import { memberAddressOf } from '../admin/members.js';
import { replyToOf, type AnswersTo } from '../mail/replies.js';
import { quotedText } from '../mail/templates.js';
import type { Announcement } from '../mail/announcer.js';
import type { MailSite } from '../mail/receipts.js';
import { Outbox, type MailNudge } from '../mail/outbox.js';
import type { NewsletterService } from '../newsletter/newsletter.service.js';
import { CONTACT_SEARCH_SQL, ContactReplyEntity, ContactSubmissionEntity } from './contact.entity.js';
import { contactReceipt, contactReply, newContactNotice, replyGreeting } from './contact.emails.js';
import type { SubmitContactFormInput } from './contact.input.js';

export interface ContactSettings {
  publicUrl: string;
  guard: FormGuard;
  /** Closes the form while the site is in maintenance. */
  gate: FormsGate;
  nudgeMail?: MailNudge;
  events: EventRecorder;
  /** The sender of every message, and the team's address answers may go to (`MAIL_REPLY_TO`). */
  mail: Pick<MailConfig, 'from' | 'replyTo'>;
  /** The site's name and contact details as its settings hold them now, for the mail it writes (`SettingsService.stored`). */
  site: () => Promise<MailSite>;
}

/** A reply before it is written, as it will be sent: the compose box shows it (`ContactReplyDraft`). */
export interface ReplyDraft {
  to: MailAddress;
  from: MailAddress;
  /** Where the person's answer goes; `null`: to `from`. */
  replyTo: AnswersTo | null;
  subject: string;
  /** What the compose box starts with. */
  greeting: string;
  /** What follows the member's words: the start of the person's message, as the email shows it. */
  quoted: { label: string; text: string };
}

export interface ContactFilter {
  /** Part of a name, email address or company, any case. */
  search?: string | null;
  status?: ContactStatusValue | null;
  /** The Contact page's messages only, or the Services page's; both when not given. */
  source?: ContactSourceValue | null;
  /** What the spam guard held (`true`) instead of what people sent (the default). */
  spam?: boolean | null;
}

export interface SubmissionWithReplies {
  submission: ContactSubmissionEntity;
  replies: ContactReplyEntity[];
}

/** A submission with its replies (oldest first) as stored: what an export reads, and all a record needs. */
export interface StoredSubmission {
  submission: StoredRow<ContactSubmissionEntity>;
  replies: readonly StoredRow<ContactReplyEntity, 'submission'>[];
}

/** What the events of a submission are about. */
const subjectOf = subjectsOf('ContactSubmission');

/** The number as stored, when one was given. */
const numberOrNull = (number: string | null, callingCode: string) => (number ? internationalNumber(number, callingCode) : null);

/** The Contact page and the Services page's "Talk to us": leads, and the back office that works them. */
export class ContactService {
  private readonly intake: IntakeSettings;

  constructor(
    private readonly em: EntityManager,
    private readonly settings: ContactSettings,
    newsletter: NewsletterService,
  ) {
    this.intake = intakeSettings(settings, newsletter);
  }

  /**
   * Stores the message with its event, in one statement (the mail consumer then sends the staff
   * notification and the receipt to the sender); subscribes the address to the newsletter when
   * asked. What the spam guard holds is stored as spam, with nothing sent; the sender gets the same answer.
   */
  async submit(input: SubmitContactFormInput, ip: string): Promise<{ message: string }> {
    const source = input.source ?? 'contact';
    const countryCode = normalizeCallingCode(input.countryCode);
    const landlineCountryCode = textOrNull(input.landlineNumber) ? normalizeCallingCode(input.landlineCountryCode ?? input.countryCode) : null;
    const newsletter = input.newsletter === true;
    await takeIn(this.em, this.intake, {
      form: source,
      ip,
      input,
      store: (rows, mark) =>
        rows.create(ContactSubmissionEntity, {
          source,
          pronoun: pronounValue(input.pronoun),
          firstName: input.firstName.trim(),
          middleName: textOrNull(input.middleName),
          lastName: input.lastName.trim(),
          companyName: textOrNull(input.companyName),
          email: storedEmail(input.email),
          newsletter,
          country: textOrNull(input.country),
          countryCode,
          // The Services form sends its number as typed; the Contact page's gets its calling code.
          phoneNumber: source === 'services' ? textOrNull(input.phoneNumber) : numberOrNull(textOrNull(input.phoneNumber), countryCode),
          landlineCountry: textOrNull(input.landlineCountry),
          landlineCountryCode,
          landlineNumber: landlineCountryCode ? numberOrNull(textOrNull(input.landlineNumber), landlineCountryCode) : null,
          role: input.role === OTHER_ROLE ? textOrNull(input.customRole) : textOrNull(input.role),
          message: input.message.trim(),
          ...mark,
        }),
      event: (submission, held) => ({ type: 'contact.received', subject: subjectOf(submission), data: { source, spam: held !== null, spamReason: held } }),
      subscribe: newsletter ? input.email : null,
    });
    return { message: CONTACT_MESSAGES.thanks };
  }

  /** Files a message the spam guard held as new, and sends what its arrival would have sent. */
  async markNotSpam(id: string): Promise<SubmissionWithReplies> {
    const found = await this.get(id);
    const { submission } = found;
    await releaseLead(this.em, this.intake, {
      entity: ContactSubmissionEntity,
      record: submission,
      filedAs: { status: 'new' },
      event: { type: 'contact.released', subject: subjectOf(submission), data: { status: ['spam', 'new'] } },
      subscribe: submission.newsletter ? { email: submission.email, source: submission.source } : null,
    });
    await this.em.refresh(submission);
    return found;
  }

  /** Deletes what the spam guard held before `before`; returns how many. */
  purgeSpam(before: Date): Promise<number> {
    return purgeHeld(this.em, this.settings.events, { entity: ContactSubmissionEntity, where: { spam: true, createdAt: { $lt: before } }, type: 'contact.spam_purged', subjectType: 'ContactSubmission', before });
  }

  /** The staff notification and the receipt to the sender, of each submission of `ids` still there (the mail consumer's `announcements`). */
  async announcementsOf(ids: readonly string[]): Promise<Map<string, Announcement>> {
    const submissions = await storedRows(this.em, ContactSubmissionEntity, { id: { $in: [...ids] } });
    const site = await this.settings.site();
    return new Map(
      submissions.map((submission) => [
        submission.id,
        { staff: { type: 'system_alerts', content: newContactNotice(submission, this.settings.publicUrl) }, receipt: contactReceipt(submission, site) },
      ]),
    );
  }

  /** Newest first, with their replies. */
  async list(filter: ContactFilter, page: PageRequest): Promise<Connection<SubmissionWithReplies>> {
    const connection = await paginate(this.em, ContactSubmissionEntity, {
      where: whereOf(filter),
      orderBy: orderOf(LIST_ORDER),
      page,
      countUpTo: filter.search?.trim() ? SEARCH_COUNT_LIMIT : COUNT_LIMIT,
      toNode: (submission) => submission,
    });
    const replies = await this.repliesOf(connection.edges.map((edge) => edge.node.id));
    return {
      ...connection,
      edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: { submission: edge.node, replies: replies.get(edge.node.id) ?? [] } })),
    };
  }

  find(id: string): Promise<ContactSubmissionEntity | null> {
    return isUuid(id) ? this.em.findOne(ContactSubmissionEntity, { id }) : Promise.resolve(null);
  }

  async get(id: string): Promise<SubmissionWithReplies> {
    const submission = await this.find(id);
    if (!submission) throw new NotFoundError(CONTACT_ADMIN_MESSAGES.notFound);
    return { submission, replies: (await this.repliesOf([submission.id])).get(submission.id) ?? [] };
  }

  async updateStatus(id: string, status: ContactStatusValue): Promise<SubmissionWithReplies> {
    const found = await this.get(id);
    const was = found.submission.status;
    if (was === status) return found;
    await this.settings.events.transact(this.em, async (_tx, record) => {
      found.submission.status = status;
      record({ type: 'contact.status_changed', subject: subjectOf(found.submission), data: { status: [was, status] } });
    });
    return found;
  }

  /**
   * Emails the reply, exactly as `by` wrote it, to the person who wrote in (through the outbox: the
   * reply is the action's own mail), with a Reply-To that reaches `by` or the team (`replyToOf`),
   * and keeps it on the record.
   */
  async reply(id: string, message: string, by: SignedIn): Promise<SubmissionWithReplies> {
    const found = await this.get(id);
    // Read before the transaction: the settings are read on the service's own connection.
    const { siteName } = await this.settings.site();
    await this.settings.events.transact(this.em, async (tx, record) => {
      const reply = tx.create(ContactReplyEntity, { submission: found.submission, message: message.trim(), sentBy: displayNameOf(by) });
      // A reply is a change of the lead: its retention (LEAD_RETENTION_DAYS) counts from it.
      found.submission.updatedAt = new Date();
      record({ type: 'contact.replied', subject: subjectOf(found.submission), data: { replyId: reply.id } });
      const replyTo = replyToOf(await memberAddressOf(tx, by), this.settings.mail.replyTo);
      new Outbox(tx, this.settings.nudgeMail).queue({ kind: 'contact_reply', to: replyAddressee(found.submission), content: contactReply(found.submission, reply.message, siteName), replyTo: replyTo?.address ?? null });
      found.replies.push(reply);
    });
    return found;
  }

  /** What a reply by `by` to submission `id` will be sent as, but for its words: the compose box shows it. */
  async replyDraft(id: string, by: SignedIn): Promise<ReplyDraft> {
    const { submission } = await this.get(id);
    const { subject, quoted } = contactReply(submission, '', (await this.settings.site()).siteName);
    if (!quoted) throw new Error('A reply quotes the message it answers');
    return {
      to: replyAddressee(submission),
      from: this.settings.mail.from,
      replyTo: replyToOf(await memberAddressOf(this.em, by), this.settings.mail.replyTo),
      subject,
      greeting: replyGreeting(submission),
      quoted: { label: quoted.label, text: quotedText(quoted.text) },
    };
  }

  async remove(id: string): Promise<void> {
    const submission = await this.find(id);
    if (!submission) throw new NotFoundError(CONTACT_ADMIN_MESSAGES.notFound);
    await this.settings.events.transact(this.em, async (tx, record) => {
      tx.remove(submission);
      record({ type: 'contact.deleted', subject: subjectOf(submission) });
    });
  }

  /** The list as `list` shows it, `size` at a time after `after`, read as stored rows (an export's chunks). */
  async rowsAfter(filter: ContactFilter, after: Keyset | null, size: number): Promise<{ rows: StoredSubmission[]; next: Keyset | null }> {
    const { rows, next, chunk } = await rowsAfter(this.em, ContactSubmissionEntity, whereOf(filter), LIST_ORDER, after, size);
    const replies = rows.length > 0 ? await storedRowsOfChunk(this.em, ContactReplyEntity, 'submission', ContactSubmissionEntity, chunk, { createdAt: 'asc', id: 'asc' }) : new Map();
    return { rows: rows.map((submission) => ({ submission, replies: replies.get(submission.id) ?? [] })), next };
  }

  private async repliesOf(ids: string[]): Promise<Map<string, ContactReplyEntity[]>> {
    const grouped = new Map<string, ContactReplyEntity[]>();
    if (ids.length === 0) return grouped;
    const replies = await this.em.find(ContactReplyEntity, { submission: { $in: ids } }, { orderBy: { createdAt: 'asc' } });
    for (const reply of replies) {
      const key = reply.submission.id;
      grouped.set(key, [...(grouped.get(key) ?? []), reply]);
    }
    return grouped;
  }
}

/** Whom a reply goes to: the person who wrote in, by their full name. */
const replyAddressee = (submission: ContactSubmissionEntity): MailAddress => ({ address: submission.email, name: fullName(submission) });

/** Newest first. */
const LIST_ORDER: ListOrder<ContactSubmissionEntity> = { by: 'createdAt', direction: 'desc' };

/** What the list (and its export) reads for a filter. */
function whereOf(filter: ContactFilter): ObjectQuery<ContactSubmissionEntity> {
  const search = filter.search?.trim().toLowerCase();
  return {
    ...(search ? { [raw(CONTACT_SEARCH_SQL)]: { $like: containsPattern(search) } } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.source ? { source: filter.source } : {}),
    spam: filter.spam === true,
  };
}
