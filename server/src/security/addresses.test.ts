import { describe, expect, it } from 'vitest';
import { NEWSLETTER_MESSAGES } from '../rules/newsletter.js';
import { RECIPIENT_MESSAGES } from '../rules/recipients.js';
import { ACCEPTED_ADDRESSES, REFUSED_ADDRESSES } from '../test/addresses.js';
import { graphql } from '../test/app.js';
import { useTestApp } from '../test/fixture.js';
import { graphqlAnswer, publicWrites, restAnswer, writeTarget, type Answer } from '../test/public-writes.js';

/**
 * Issue P17: one definition of an email address on every write path, REST and GraphQL (the plain
 * form posts, which run the same mutations, in client/e2e/addresses.e2e.ts). Every real address of
 * the UASG table is taken and stored in its normal form; every other is refused with the form's
 * own message; and the normal form is what "already subscribed", an existing recipient and
 * unsubscribing by address compare, whichever way the address was typed.
 */
const t = useTestApp({ admin: true });
const { writes, newsletter } = publicWrites(() => t.app);

/** The addresses a table holds, sorted. */
const storedAddresses = async (table: string) => (await t.orm.em.getConnection().execute<{ email: string }[]>(`select email from ${table}`)).map((row) => row.email).sort();
const sorted = (addresses: readonly { stored: string }[]) => addresses.map((address) => address.stored).sort();

/** Each address once, in the table's order: the first spelling of each stored address. */
const firstSpellings = ACCEPTED_ADDRESSES.filter((address, index) => ACCEPTED_ADDRESSES.findIndex((other) => other.stored === address.stored) === index);
const laterSpellings = ACCEPTED_ADDRESSES.filter((address) => !firstSpellings.includes(address));

function expectRefused(answer: Answer, typed: string, message: string): void {
  expect(answer.accepted, JSON.stringify(typed)).toBe(false);
  expect(answer.fields, JSON.stringify(typed)).toEqual(['email']);
  expect(answer.messages, JSON.stringify(typed)).toEqual([message]);
}

describe.each(writes)('$name', (write) => {
  it('takes every real address of the table and stores it in its normal form', async () => {
    const target = await writeTarget(t.app, t.admin);
    // A form of one record per address (a booking, per event) takes each address once: another spelling of it is the same person.
    const taken = write.onePerAddress ? firstSpellings : ACCEPTED_ADDRESSES;
    for (const address of taken) {
      expect((await write.send({ ...write.valid, email: address.typed }, target)).accepted, `${address.typed} (${address.why})`).toBe(true);
    }
    if (write.onePerAddress) for (const address of laterSpellings) expect((await write.send({ ...write.valid, email: address.typed }, target)).accepted, address.typed).toBe(false);
    expect(await storedAddresses(write.table)).toEqual(sorted(taken));
  });

  it('refuses every other address with the form\u2019s message, and stores nothing', async () => {
    const target = await writeTarget(t.app, t.admin);
    for (const address of REFUSED_ADDRESSES) expectRefused(await write.send({ ...write.valid, email: address.typed }, target), address.typed, write.emailInvalid);
    expect(await storedAddresses(write.table)).toEqual([]);
  });
});

const unsubscribe = [
  {
    name: 'REST',
    send: async (email: string) => {
      const response = await t.app.inject({ method: 'POST', url: '/api/subscriptions/unsubscribe', headers: t.admin, payload: { email } });
      return { ...restAnswer(response), accepted: response.statusCode === 200, message: (response.json() as { message: string }).message };
    },
  },
  {
    name: 'GraphQL',
    send: async (email: string) => {
      const { body } = await graphql<{ unsubscribeSubscriber: { message: string } }>(t.app, 'mutation($input: UnsubscribeSubscriberInput!) { unsubscribeSubscriber(input: $input) { message } }', { input: { email } }, t.admin);
      return { ...graphqlAnswer(body), message: body.data?.unsubscribeSubscriber.message ?? body.errors?.[0]?.message ?? '' };
    },
  },
];

describe.each(newsletter)('$name', (write) => {
  it('subscribes each real address once: another spelling of it is "already subscribed"', async () => {
    for (const address of firstSpellings) expect((await write.send(address.typed)).accepted, address.typed).toBe(true);
    expect(await storedAddresses('subscribers')).toEqual(sorted(firstSpellings));
    for (const address of [...laterSpellings, ...firstSpellings.map((address) => ({ ...address, typed: address.stored }))]) {
      const answer = await write.send(address.typed);
      expect(answer.accepted, address.typed).toBe(false);
      expect(answer.messages, address.typed).toEqual([NEWSLETTER_MESSAGES.alreadySubscribed]);
    }
  });

  it('refuses every other address with the form\u2019s message, and stores nothing', async () => {
    for (const address of REFUSED_ADDRESSES) expectRefused(await write.send(address.typed), address.typed, NEWSLETTER_MESSAGES.emailInvalid);
    expect(await storedAddresses('subscribers')).toEqual([]);
  });

  it.each(unsubscribe)('is undone by unsubscribing by address ($name), whichever way the address is typed', async (way) => {
    for (const address of ACCEPTED_ADDRESSES) {
      await t.orm.em.getConnection().execute('delete from subscribers');
      expect((await write.send(address.stored)).accepted, address.stored).toBe(true);
      const answer = await way.send(address.typed);
      expect(answer.message, address.typed).toBe(NEWSLETTER_MESSAGES.unsubscribed(address.stored));
    }
    for (const address of REFUSED_ADDRESSES) expectRefused(await way.send(address.typed), address.typed, NEWSLETTER_MESSAGES.emailInvalid);
  });
});

const recipients = [
  { name: 'REST', send: async (email: string) => restAnswer(await t.app.inject({ method: 'POST', url: '/email-recipients', headers: t.admin, payload: { name: 'Cara', email, notificationTypes: ['career'] } })) },
  {
    name: 'GraphQL',
    send: async (email: string) => {
      const { body } = await graphql(t.app, 'mutation($input: CreateEmailRecipientInput!) { createEmailRecipient(input: $input) { message } }', { input: { name: 'Cara', email, notificationTypes: ['career'] } }, t.admin);
      return graphqlAnswer(body);
    },
  },
];

describe.each(recipients)('an email recipient, $name', (way) => {
  it('is made for each real address once: another spelling of it is the recipient there is', async () => {
    for (const address of firstSpellings) expect((await way.send(address.typed)).accepted, address.typed).toBe(true);
    expect(await storedAddresses('email_recipients')).toEqual(sorted(firstSpellings));
    for (const address of laterSpellings) expect((await way.send(address.typed)).messages, address.typed).toEqual([RECIPIENT_MESSAGES.emailTaken]);
  });

  it('refuses every other address with the form\u2019s message', async () => {
    for (const address of REFUSED_ADDRESSES) expectRefused(await way.send(address.typed), address.typed, RECIPIENT_MESSAGES.emailInvalid);
    expect(await storedAddresses('email_recipients')).toEqual([]);
  });
});
