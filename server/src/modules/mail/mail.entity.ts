import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { MailAddress } from '../../config.js';
import { newId } from '../../db/ids.js';
import type { EmailContent } from './templates.js';

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed';

/**
 * The outbox: every email the product sends is first a row here, written in the same
 * transaction as the record that caused it, then delivered by the mail worker. A message keeps
 * what it says (`content`) and is dressed in the branded layout when it is sent; messages queued
 * before that (by an older version) carry their rendered `text` and `html` instead.
 */
export const MailMessageEntity = defineEntity({
  name: 'MailMessage',
  tableName: 'mail_messages',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    /** What the message is about, for example `newsletter_subscribed` (see templates.ts). */
    kind: p.text(),
    toAddress: p.text(),
    toName: p.text().nullable(),
    subject: p.text(),
    content: p.json<EmailContent>().nullable().lazy(),
    text: p.text().nullable().lazy(),
    html: p.text().nullable().lazy(),
    headers: p.json<Record<string, string>>().default('{}'),
    /** Where the person's answer goes (Reply-To): a member's or the team's address; `null`: to the sender, `MAIL_FROM`. */
    replyTo: p.json<MailAddress>().nullable(),
    status: p.text().$type<MailStatus>().default('pending'),
    attempts: p.integer().default(0),
    lastError: p.text().nullable(),
    nextAttemptAt: p.datetime().onCreate(() => new Date()),
    /** While a worker sends it; a worker that died leaves it to be picked up again after this. */
    lockedUntil: p.datetime().nullable(),
    sentAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  indexes: [{ properties: ['status', 'nextAttemptAt'] }, { properties: ['createdAt'] }, { properties: ['sentAt'] }],
  checks: [{ name: 'mail_messages_content_or_rendered', expression: '(content IS NOT NULL) OR ((text IS NOT NULL) AND (html IS NOT NULL))' }],
});
export type MailMessageEntity = InferEntity<typeof MailMessageEntity>;

/**
 * The receipts sent to each address (`receipt-limit.ts`), counted per hour (an hour starts at a
 * whole hour). The address is kept only as a keyed hash; an hour's count is deleted once it can
 * no longer matter, so no count outlives two hours.
 */
export const ReceiptCountEntity = defineEntity({
  name: 'ReceiptCount',
  tableName: 'receipt_counts',
  properties: {
    addressHash: p.text().primary(),
    hourStart: p.datetime().primary().index(),
    count: p.integer(),
  },
  primaryKeys: ['addressHash', 'hourStart'],
});
export type ReceiptCountEntity = InferEntity<typeof ReceiptCountEntity>;
