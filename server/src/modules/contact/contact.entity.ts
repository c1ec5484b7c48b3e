import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { newId } from '../../db/ids.js';
import { spamColumns } from '../../domain/spam.js';
import type { ContactSourceValue, ContactStatusValue } from '../../rules/contact.js';


/**
 * What the admin search looks in: names, email and company, lower-cased. A trigram index on this
 * expression serves `LIKE '%…%'` (the query must use the same expression).
 */
export const CONTACT_SEARCH_SQL = `lower("first_name" || ' ' || coalesce("middle_name", '') || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("company_name", ''))`;

/** A message from the Contact page or the Services page's "Talk to us" form. */
export const ContactSubmissionEntity = defineEntity({
  name: 'ContactSubmission',
  tableName: 'contact_submissions',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    source: p.text().$type<ContactSourceValue>().default('contact'),
    pronoun: p.text().nullable(),
    firstName: p.text(),
    middleName: p.text().nullable(),
    lastName: p.text(),
    companyName: p.text().nullable(),
    email: p.text(),
    newsletter: p.boolean().default(false),
    country: p.text().nullable(),
    countryCode: p.text().nullable(),
    /** With its calling code, for example +919876543210. */
    phoneNumber: p.text().nullable(),
    landlineCountry: p.text().nullable(),
    landlineCountryCode: p.text().nullable(),
    landlineNumber: p.text().nullable(),
    /** Investor, Borrower, Advisor, the visitor's own words (Other), or a service interest. */
    role: p.text().nullable(),
    message: p.text(),
    status: p.text().$type<ContactStatusValue>().default('new'),
    ...spamColumns(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
  indexes: [
    // The admin list (spam apart), newest first, and filtered by status or by the page it came from.
    { properties: ['spam', 'createdAt', 'id'] },
    { properties: ['spam', 'status', 'createdAt'] },
    { properties: ['source', 'spam', 'createdAt', 'id'] },
    {
      name: 'contact_submissions_search_trgm',
      expression: `create index "contact_submissions_search_trgm" on "contact_submissions" using gin ((${CONTACT_SEARCH_SQL}) gin_trgm_ops)`,
    },
  ],
});
export type ContactSubmissionEntity = InferEntity<typeof ContactSubmissionEntity>;

/** An answer an admin sent to the person who wrote in; it went out by email through the outbox. */
export const ContactReplyEntity = defineEntity({
  name: 'ContactReply',
  tableName: 'contact_replies',
  properties: {
    id: p.uuid().primary().onCreate(newId),
    submission: () => p.manyToOne(ContactSubmissionEntity).deleteRule('cascade').index(),
    message: p.text(),
    /** Username of the admin who replied. */
    sentBy: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
export type ContactReplyEntity = InferEntity<typeof ContactReplyEntity>;
