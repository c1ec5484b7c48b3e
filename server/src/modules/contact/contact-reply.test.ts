import { describe, expect, it, vi } from 'vitest';
import { toGlobalId } from '../../graphql/relay.js';
import { graphql } from '../../test/app.js';
import { useTestApp, type TestFixture } from '../../test/fixture.js';
import { deliverAsFiles, partsOf } from '../../test/mail.js';
import { VALID_CONTACT } from '../../test/payloads.js';
import { ContactSubmissionEntity } from './contact.entity.js';

/**
 * Issue P19 §4: a reply to a lead went From no-reply@… with no Reply-To, so the lead's answer was
 * lost, and it put "Hello {name}," above what the member typed without showing it. Now it carries a
 * Reply-To that reaches the member (their account's address) or the team (`MAIL_REPLY_TO`), and it
 * says exactly what the member wrote: the compose box starts with the greeting, which they may keep.
 */
const WRITTEN = 'Hello Ananya,\n\nThank you for writing. Could we call you on Monday at 11:00?\n\nSam';
const SENT_AT = new Date('2027-03-09T10:04:00Z');

/** A message from Ananya, sent at `SENT_AT`; its id. */
async function messageFromAnanya(t: TestFixture): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'], now: SENT_AT });
  try {
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...VALID_CONTACT, message: 'Please call me back about a credit line at https://ananya.example/plan.' } })).statusCode).toBe(201);
  } finally {
    vi.useRealTimers();
  }
  const [submission] = await t.orm.em.fork().find(ContactSubmissionEntity, {});
  if (!submission) throw new Error('The message was not stored');
  return submission.id;
}

const reply = (t: TestFixture, id: string, headers: { authorization: string } = t.admin) =>
  t.app.inject({ method: 'POST', url: `/api/contact/admin/contact-submissions/${id}/reply`, headers, payload: { message: WRITTEN } });

/** The reply as the .eml file holds it. */
async function sentReply(t: TestFixture) {
  const mails = (await deliverAsFiles(t)).filter((mail) => mail.to[0] === 'ananya@example.com' && mail.header('subject') === 'Re: your message to Finmesh');
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  if (!mail) throw new Error('No reply was written');
  return { ...mail, ...partsOf(mail.raw) };
}

const DRAFT = `query($id: ID!) { contactSubmissionReplyDraft(id: $id) { to from replyTo replyToIsYours subject greeting quoteLabel quotedText } }`;
const draftOf = async (t: TestFixture, id: string, headers = t.admin) =>
  (await graphql<{ contactSubmissionReplyDraft: Record<string, unknown> }>(t.app, DRAFT, { id: toGlobalId('ContactSubmission', id) }, headers)).body;

/** Signs in a member whose account has `email`, as an invited one has. */
async function memberWithAddress(t: TestFixture, email: string): Promise<{ authorization: string }> {
  await t.orm.em.getConnection().execute(`update admins set email = ? where username = 'test.admin'`, [email]);
  return t.admin;
}

describe('a reply, with no team address (MAIL_REPLY_TO unset)', () => {
  const t = useTestApp({ admin: true });

  it('says exactly what was written, nothing above it, then the message quoted; From MAIL_FROM with no Reply-To, as the draft said', async () => {
    const id = await messageFromAnanya(t);
    expect((await draftOf(t, id)).data?.contactSubmissionReplyDraft).toEqual({
      to: 'Ananya Rao <ananya@example.com>',
      from: 'Finmesh <no-reply@finmesh.local>',
      replyTo: null,
      replyToIsYours: false,
      subject: 'Re: your message to Finmesh',
      greeting: 'Hello Ananya,',
      quoteLabel: 'Your message of Tuesday, 9 March 2027 at 10:04 UTC',
      quotedText: 'Please call me back about a credit line at https[:]//ananya[.]example/plan.',
    });
    expect((await reply(t, id)).statusCode).toBe(200);

    const mail = await sentReply(t);
    expect(mail.header('from')).toBe('Finmesh <no-reply@finmesh.local>');
    expect(mail.header('to')).toBe('Ananya Rao <ananya@example.com>');
    expect(mail.header('reply-to')).toBeUndefined();
    expect(mail.text.split('\n').slice(0, 8)).toEqual([
      'Hello Ananya,',
      '',
      'Thank you for writing. Could we call you on Monday at 11:00?',
      '',
      'Sam',
      '',
      'Your message of Tuesday, 9 March 2027 at 10:04 UTC:',
      '> Please call me back about a credit line at https[:]//ananya[.]example/plan.',
    ]);
    // The HTML starts with the member's words too: no heading of ours.
    expect(mail.html).not.toContain('<h1');
    expect(mail.html.indexOf('Hello Ananya,')).toBeLessThan(mail.html.indexOf('Thank you for writing.'));
  });
});

describe('a reply, with a team address (MAIL_REPLY_TO)', () => {
  const t = useTestApp({ admin: true, env: { MAIL_REPLY_TO: 'Finmesh Team <team@finmesh.example>' } });

  it('goes Reply-To the team when the member’s account has no address (the first Owner’s)', async () => {
    const id = await messageFromAnanya(t);
    expect((await draftOf(t, id)).data?.contactSubmissionReplyDraft).toMatchObject({ replyTo: 'Finmesh Team <team@finmesh.example>', replyToIsYours: false });
    expect((await reply(t, id)).statusCode).toBe(200);

    const mail = await sentReply(t);
    expect(mail.header('from')).toBe('Finmesh <no-reply@finmesh.local>');
    expect(`\n${mail.raw}`).toContain('\nReply-To: Finmesh Team <team@finmesh.example>\n');
  });

  it('goes Reply-To the member when their account has an address (here through GraphQL; REST above)', async () => {
    const id = await messageFromAnanya(t);
    const member = await memberWithAddress(t, 'sam@finmesh.example');
    expect((await draftOf(t, id, member)).data?.contactSubmissionReplyDraft).toMatchObject({ replyTo: 'sam@finmesh.example', replyToIsYours: true });
    const { body } = await graphql(
      t.app,
      'mutation($input: ReplyToContactSubmissionInput!) { replyToContactSubmission(input: $input) { message } }',
      { input: { id: toGlobalId('ContactSubmission', id), message: WRITTEN } },
      member,
    );
    expect(body).toEqual({ data: { replyToContactSubmission: { message: 'Reply sent successfully' } } });

    const mail = await sentReply(t);
    expect(`\n${mail.raw}`).toContain('\nReply-To: sam@finmesh.example\n');
    expect(mail.text.startsWith(`${WRITTEN}\n`)).toBe(true);
  });

  it('has no draft of a message that is not there', async () => {
    const missing = await draftOf(t, '0190a0b0-c0d0-7000-8000-000000000000');
    expect(missing.errors?.[0]).toMatchObject({ message: 'Submission not found', extensions: { code: 'NOT_FOUND' } });
  });
});
