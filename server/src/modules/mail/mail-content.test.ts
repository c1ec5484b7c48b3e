import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPANY } from '../../rules/brand.js';
import { applyByRest, postActiveJob } from '../../test/applications.js';
import { multipart, PDF } from '../../test/files.js';
import { useTestApp } from '../../test/fixture.js';
import { deliverAsFiles, deliverOutbox, partsOf, type MailParts } from '../../test/mail.js';
import { VALID_APPLICATION, VALID_CONTACT } from '../../test/payloads.js';
import { TestSmtpServer } from '../../test/smtp.js';
import { ContactSubmissionEntity } from '../contact/contact.entity.js';
import { MailMessageEntity } from './mail.entity.js';
import { renderEmail } from './templates.js';

const t = useTestApp({
  admin: true,
  recipients: [
    { name: 'Sam Staff', email: 'sam@finmesh.test', notificationTypes: ['system_alerts'] },
    { name: 'Cara Careers', email: 'cara@finmesh.test', notificationTypes: ['career'] },
    { name: 'Nina News', email: 'nina@finmesh.test', notificationTypes: ['newsletters'] },
  ],
});
const smtp = new TestSmtpServer();
beforeAll(() => smtp.start());
afterAll(() => smtp.stop());
beforeEach(() => {
  smtp.received.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
});

/** A Tuesday morning: the forms are sent then, so a receipt's "when" can be read as written. */
const SENT_AT = new Date('2027-03-09T10:04:00Z');
const SENT_AT_TEXT = 'Tuesday, 9 March 2027 at 10:04 UTC';
const atSentAt = () => vi.useFakeTimers({ toFake: ['Date'], now: SENT_AT });

/** The example: someone else's address, and a message dressed as a mail of ours (rows, a link to act on, a signature). */
const VICTIM = 'victim@example.com';
/** The address as a staff notice writes it: a visitor's words, its links as text. */
const VICTIM_SHOWN = 'victim@example[.]com';
const FORGED = [
  'Your Finmesh account has been locked.',
  'Email: security@finmesh.example',
  'Open form submissions: https://evil.example/finmesh/login?next=/admin',
  '',
  'Finmesh Security Team',
].join('\n');
/** The same lines as the staff mail's text part quotes them. */
const FORGED_QUOTED = [
  '> Your Finmesh account has been locked.',
  '> Email: security@finmesh[.]example',
  '> Open form submissions: https[:]//evil[.]example/finmesh/login?next=/admin',
  '>',
  '> Finmesh Security Team',
  'Links above are not clickable: [:] stands for ":" and [.] for ".".',
];

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

/** Delivers the outbox through the SMTP server and reads the one mail that reached `address`. */
async function mailTo(address: string): Promise<MailParts & { header(name: string): string | undefined }> {
  await deliverOutbox(t, smtp);
  const mails = smtp.to(address);
  expect(mails).toHaveLength(1);
  const [mail] = mails;
  if (!mail) throw new Error(`No mail reached ${address}`);
  return { ...partsOf(mail.raw), header: mail.header };
}

/** A receipt repeats nothing that was typed into the form: no line of any field, no link. */
function expectNoneOf(mail: MailParts, typed: readonly string[]): void {
  for (const text of typed.flatMap((field) => field.split('\n')).filter((line) => line.trim() !== '')) {
    expect(mail.text).not.toContain(text);
    expect(mail.html).not.toContain(text);
  }
  expect(`${mail.text}${mail.html}`).not.toMatch(/evil/i);
}

/** How every receipt ends: how to reach us. */
function expectReachUs(mail: MailParts): void {
  expect(mail.text).toContain(`Questions? Write to ${COMPANY.email} or call ${COMPANY.phone} on working days.`);
  expect(mail.html).toContain(`Questions? Write to ${COMPANY.email} or call ${COMPANY.phone} on working days.`);
}

/** The `href` of every link in an HTML part. */
const linksOf = (html: string) => [...html.matchAll(/<a\s[^>]*href="([^"]*)"/gi)].map((match) => match[1]);

describe('the contact form, sent with a stranger’s address and a forged message', () => {
  const FIELDS = { ...VALID_CONTACT, firstName: 'Mallory', lastName: 'Fake-Support', companyName: 'Finmesh Security Desk', email: VICTIM, role: 'Other', customRole: 'Account recovery', message: FORGED };

  it('mails that address a receipt that says what arrived and when, and how to reach us, and none of the words sent', async () => {
    atSentAt();
    expect((await post('/api/contact', FIELDS)).statusCode).toBe(201);

    const receipt = await mailTo(VICTIM);
    expect(receipt.header('subject')).toBe('We received your message');
    expect(receipt.header('to')).toBe(`Mallory <${VICTIM}>`);
    expect(receipt.text.split('\n').slice(0, 5)).toEqual([
      'Hello Mallory',
      '',
      `Thank you for contacting ${COMPANY.name}. We received your message on ${SENT_AT_TEXT}.`,
      '',
      'Our team reads every message and will get back to you soon, usually within one business day.',
    ]);
    expect(receipt.html).toContain(`We received your message on ${SENT_AT_TEXT}.`);
    expectReachUs(receipt);
    expectNoneOf(receipt, [FIELDS.message, FIELDS.companyName, FIELDS.customRole, FIELDS.lastName]);
  });

  it('gives the staff the real rows first, then the message quoted line by line, its link not clickable', async () => {
    atSentAt();
    await post('/api/contact', FIELDS);

    const notice = await mailTo('sam@finmesh.test');
    expect(notice.text.split('\n').slice(0, 18)).toEqual([
      'New message from the Contact page',
      '',
      'Name: Mallory Fake-Support',
      // A visitor's words, every field of them: no link a mail program would make.
      `Email: ${VICTIM_SHOWN}`,
      'Company: Finmesh Security Desk',
      'Role: Account recovery',
      'Country: India',
      'Phone: +919876543210',
      '',
      'Message:',
      ...FORGED_QUOTED,
      '',
      'Open form submissions: http://localhost:3000/admin/form-submissions',
    ]);
    const lines = notice.text.split('\n');
    expect(lines.filter((line) => line.startsWith('Email:'))).toEqual([`Email: ${VICTIM_SHOWN}`]);
    expect(lines.filter((line) => line.startsWith('Open form submissions:'))).toEqual(['Open form submissions: http://localhost:3000/admin/form-submissions']);

    // The HTML: the rows' table, then the message in a block of its own; the one link is ours.
    expect(linksOf(notice.html)).toEqual(['http://localhost:3000/admin/form-submissions']);
    expect(notice.html).not.toMatch(/evil\.example|https:\/\/evil/);
    const rows = notice.html.indexOf(`${VICTIM_SHOWN}</td>`);
    const quote = notice.html.indexOf('<blockquote');
    expect(rows).toBeGreaterThan(0);
    expect(quote).toBeGreaterThan(rows);
    expect(notice.html.slice(quote, notice.html.indexOf('</blockquote>'))).toContain(
      'Email: security@finmesh[.]example<br>Open form submissions: https[:]//evil[.]example/finmesh/login?next=/admin',
    );
  });

  it('quotes the message the same way when an admin replies to it, below the reply exactly as written', async () => {
    await post('/api/contact', FIELDS);
    const [submission] = await t.orm.em.fork().find(ContactSubmissionEntity, {});
    const reply = await t.app.inject({ method: 'POST', url: `/api/contact/admin/contact-submissions/${submission?.id}/reply`, headers: t.admin, payload: { message: 'We never send such mail.' } });
    expect(reply.statusCode).toBe(200);
    await deliverOutbox(t, smtp);

    const [answer] = smtp.to(VICTIM).filter((mail) => mail.header('subject') === `Re: your message to ${COMPANY.name}`);
    const { text, html } = partsOf(answer?.raw ?? '');
    expect(text.split('\n').slice(0, 2)).toEqual(['We never send such mail.', '']);
    expect(text).toContain(FORGED_QUOTED.join('\n'));
    expect(linksOf(html)).toEqual([]);
  });
});

describe('what a visitor wrote, in the staff notice (issue P19 §4)', () => {
  const HYPERLINK = '=HYPERLINK("http://evil.test","click")';

  it('has the links of every field written as text, in the text and the HTML alike; our own link stays the only one', async () => {
    const fields = { ...VALID_CONTACT, firstName: 'Eve', lastName: 'www.evil.test', companyName: HYPERLINK, role: 'Other', customRole: 'Partner at https://evil.test/partners', message: 'Please call me about a loan.' };
    const response = await post('/api/contact', fields);
    expect(response.statusCode, response.body).toBe(201);

    const notice = await mailTo('sam@finmesh.test');
    expect(notice.header('subject')).toBe('New message from Eve www[.]evil[.]test');
    expect(notice.text.split('\n').slice(2, 6)).toEqual([
      'Name: Eve www[.]evil[.]test',
      'Email: ananya@example[.]com',
      'Company: =HYPERLINK("http[:]//evil[.]test","click")',
      'Role: Partner at https[:]//evil[.]test/partners',
    ]);
    expect(notice.text).toContain('Links above are not clickable: [:] stands for ":" and [.] for ".".');
    expect(notice.html).toContain('=HYPERLINK(&#34;http[:]//evil[.]test&#34;,&#34;click&#34;)');
    expect(notice.html).toContain('Links above are not clickable');
    for (const part of [notice.text, notice.html]) expect(part).not.toMatch(/evil\.test|https?:\/\/evil/);
    expect(linksOf(notice.html)).toEqual(['http://localhost:3000/admin/form-submissions']);
  });

  it('is written the same way in every kind of staff notice: a demo request’s company and designation', async () => {
    const fields = { firstName: 'Eve', lastName: 'Stone', companyName: HYPERLINK, designation: 'CFO, see evil.test', email: 'eve@example.com', meetingDate: '2030-03-12T14:30:00Z', message: 'Hi' };
    expect((await post('/api/demo-requests', fields)).statusCode).toBe(201);

    const notice = await mailTo('sam@finmesh.test');
    expect(notice.text).toContain(['Company: =HYPERLINK("http[:]//evil[.]test","click")', 'Designation: CFO, see evil[.]test'].join('\n'));
    for (const part of [notice.text, notice.html]) expect(part).not.toMatch(/evil\.test|https?:\/\/evil/);
  });
});

describe('a name written as an encoded word (RFC 2047)', () => {
  it('reaches the staff mail’s Subject as typed: the .eml holds our own encoded words of it, which decode to the text, never to what the name encodes', async () => {
    // "=?UTF-8?B?QWRtaW4gQWxlcnQ=?=" is "Admin Alert", as a mail program would show it.
    expect((await post('/api/contact', { ...VALID_CONTACT, firstName: '=?UTF-8?B?QWRtaW4gQWxlcnQ=?=' })).statusCode).toBe(201);

    const [notice, ...others] = (await deliverAsFiles(t)).filter((mail) => mail.to[0] === 'sam@finmesh.test');
    expect(others).toEqual([]);
    expect(`\n${notice?.raw}`).toContain('\nSubject: =?UTF-8?B?TmV3IG1lc3NhZ2UgZnJvbSA9P1VURi04P0I/UVdS?=\n =?UTF-8?B?dGFXNGdRV3hsY25RPT89IFJhbw==?=\n');
    const words = [...(notice?.header('subject') ?? '').matchAll(/=\?UTF-8\?B\?([^?]*)\?=/g)].map((match) => Buffer.from(match[1] ?? '', 'base64').toString('utf8'));
    expect(words.join('')).toBe('New message from =?UTF-8?B?QWRtaW4gQWxlcnQ=?= Rao');
  });

  it('leaves a subject without one as it was', async () => {
    await post('/api/contact', VALID_CONTACT);
    const notice = (await deliverAsFiles(t)).find((mail) => mail.to[0] === 'sam@finmesh.test');
    expect(`\n${notice?.raw}`).toContain('\nSubject: New message from Ananya Rao\n');
  });
});

describe('the other public forms’ receipts', () => {
  it('the Services page’s message form: what arrived and from where, nothing typed', async () => {
    atSentAt();
    const fields = { source: 'services', firstName: 'Omar', lastName: 'Haddad', companyName: 'Haddad Capital', email: VICTIM, phoneNumber: '020 7946 0958', role: 'Capital Market', message: 'Call me at www.evil.example about bonds.' };
    expect((await post('/api/contact', fields)).statusCode).toBe(201);

    const receipt = await mailTo(VICTIM);
    expect(receipt.text.split('\n').slice(0, 3)).toEqual(['Hello Omar', '', `Thank you for contacting ${COMPANY.name}. We received your message from our Services page on ${SENT_AT_TEXT}.`]);
    expectReachUs(receipt);
    expectNoneOf(receipt, [fields.message, fields.companyName, fields.lastName]);

    const notice = await mailTo('sam@finmesh.test');
    expect(notice.text).toContain(['Looking for: Capital Market', 'Phone: 020 7946 0958', '', 'Message:', '> Call me at www[.]evil[.]example about bonds.', FORGED_QUOTED.at(-1)].join('\n'));
  });

  it('a demo request: when it arrived and the time asked for; no company, designation or message', async () => {
    atSentAt();
    const fields = { firstName: 'Lena', lastName: 'Fischer', companyName: 'Fischer GmbH', designation: 'Head of Security, Finmesh', email: VICTIM, meetingDate: '2027-03-12T14:30:00Z', message: FORGED };
    expect((await post('/api/demo-requests', fields)).statusCode).toBe(201);

    const receipt = await mailTo(VICTIM);
    expect(receipt.header('subject')).toBe(`Your ${COMPANY.name} demo request`);
    expect(receipt.text.split('\n').slice(0, 3)).toEqual([
      'Hello Lena',
      '',
      `Thank you for your interest in ${COMPANY.name}. We received your demo request on ${SENT_AT_TEXT}, for a meeting on Friday, 12 March 2027 at 14:30 UTC.`,
    ]);
    expectReachUs(receipt);
    expectNoneOf(receipt, [fields.message, fields.companyName, fields.designation, fields.lastName]);

    const notice = await mailTo('sam@finmesh.test');
    expect(notice.text).toContain(['Preferred time: Friday, 12 March 2027 at 14:30 UTC', '', 'Message:', ...FORGED_QUOTED].join('\n'));
    expect(linksOf(notice.html)).toEqual(['http://localhost:3000/admin/demo-requests']);
  });

  it('a job application: the job as we have it and when it arrived; no cover note', async () => {
    const jobId = await postActiveJob(t.app, t.admin);
    atSentAt();
    const response = await applyByRest(t.app, jobId, [{ filename: 'cv.pdf', content: PDF }], { firstName: 'Asha', email: VICTIM, coverNote: FORGED });
    expect(response.statusCode).toBe(201);

    const receipt = await mailTo(VICTIM);
    expect(receipt.header('subject')).toBe('Your application for Credit Analyst');
    expect(receipt.text.split('\n').slice(0, 3)).toEqual(['Hello Asha', '', `Thank you for applying for Credit Analyst at ${COMPANY.name}. We received your application on ${SENT_AT_TEXT}.`]);
    expectReachUs(receipt);
    expectNoneOf(receipt, [FORGED, VALID_APPLICATION.lastName]);

    const notice = await mailTo('cara@finmesh.test');
    expect(notice.text).toContain(['Resumes: 1 attached (open them from the back office)', '', 'Cover note:', ...FORGED_QUOTED].join('\n'));
    expect(linksOf(notice.html)).toEqual(['http://localhost:3000/admin/careers']);
  });

  it('a general application: the position typed in is not repeated', async () => {
    atSentAt();
    const position = 'Claim your bonus at evil.example';
    const body = multipart({ ...VALID_APPLICATION, email: VICTIM, position }, [{ field: 'resume', filename: 'cv.pdf', content: PDF }]);
    expect((await t.app.inject({ method: 'POST', url: '/api/career/apply', ...body })).statusCode).toBe(201);

    const receipt = await mailTo(VICTIM);
    expect(receipt.header('subject')).toBe(`Your application to ${COMPANY.name}`);
    expect(receipt.text.split('\n').slice(0, 3)).toEqual(['Hello Asha', '', `Thank you for applying at ${COMPANY.name}. We received your application on ${SENT_AT_TEXT}.`]);
    expectNoneOf(receipt, [position, VALID_APPLICATION.coverNote]);
  });

  it('a newsletter sign-up: when the address was subscribed and how to leave, without repeating the address', async () => {
    atSentAt();
    const address = 'your.account.is.locked@example.com';
    expect((await post('/api/subscriptions/subscribe', { email: address })).statusCode).toBe(201);

    const welcome = await mailTo(address);
    expect(welcome.header('subject')).toBe(`Welcome to the ${COMPANY.name} newsletter`);
    expect(welcome.text.split('\n').slice(0, 3)).toEqual([
      "You're subscribed",
      '',
      `This address was subscribed to the ${COMPANY.name} newsletter on ${SENT_AT_TEXT}. Once a month you will get deal flow trends, lending benchmarks and what our advisers see first across debt, equity and M&A.`,
    ]);
    expect(welcome.text).toMatch(/Unsubscribe with one click: http:\/\/localhost:3000\/newsletter\/unsubscribe\?token=[\w-]+\.[\w-]+\n/);
    expectReachUs(welcome);
    expect(welcome.text).not.toContain(address);
    expect(welcome.html).not.toContain(address);
  });
});

describe('the first name in a receipt', () => {
  it.each([
    ['Ananya', 'Ananya'],
    ['José', 'José'],
    ['Jose\u0301', 'José'],
    ["O'Brien", "O'Brien"],
    ['D’Souza', 'D’Souza'],
    ['Mary-Jane', 'Mary-Jane'],
    ['Jean Paul', 'Jean Paul'],
    ['J.R.R.', 'J.R.R.'],
    ['St. John', 'St. John'],
    ['अनन्या', 'अनन्या'],
    ['प्रियंका', 'प्रियंका'],
    ['யாழினி', 'யாழினி'],
    ['محمد', 'محمد'],
    ['שירה', 'שירה'],
    ['Дмитрий', 'Дмитрий'],
    ['Αλέξανδρος', 'Αλέξανδρος'],
    ['李小龍', '李小龍'],
    ['さくら', 'さくら'],
    ['지민', '지민'],
    ['ณัฐวุฒิ', 'ณัฐวุฒิ'],
    ['Aa'.repeat(20), 'Aa'.repeat(20)],
  ])('greets %j by name, and addresses the mail to it', async (firstName, shown) => {
    await post('/api/contact', { ...VALID_CONTACT, firstName });
    await t.settle();
    const [receipt] = await t.orm.em.fork().find(MailMessageEntity, { kind: 'contact_receipt' }, { populate: ['content'] });
    expect(receipt?.content && renderEmail(receipt.content).text.split('\n')[0]).toBe(`Hello ${shown}`);
    expect(receipt?.toName).toBe(shown);
  });

  it.each([
    ['41 letters', 'A'.repeat(41)],
    ['41 letters in words', `${'Ab'.repeat(10)} ${'Cd'.repeat(10)}x`],
    ['digits', 'Agent 007'],
    ['a symbol', 'Asha!'],
    ['an emoji', 'Asha 🙂'],
    ['markup', '<b>Asha</b>'],
    ['a link in markup', '<a href="https://evil.example">Asha</a>'],
    ['a domain', 'evil.example'],
    ['a URL', 'https://evil.example'],
    ['an address', 'asha@evil.example'],
    ['a sentence', 'Asha, your account is locked'],
    ['a tower of accents', 'Z\u0335\u0322\u031b\u0316\u0317\u0324a'],
    ['a lone hyphen', '-'],
  ])('says only "Hello" for a first name with %s, and addresses the mail to no name', async (_, firstName) => {
    await post('/api/contact', { ...VALID_CONTACT, firstName });
    await t.settle();
    const [receipt] = await t.orm.em.fork().find(MailMessageEntity, { kind: 'contact_receipt' }, { populate: ['content'] });
    expect(receipt?.content && renderEmail(receipt.content).text.split('\n')[0]).toBe('Hello');
    expect(receipt?.toName).toBeNull();
  });
});

describe('mail queued by the version before', () => {
  it('is still sent as it was written: a notice with the message among its paragraphs', async () => {
    const em = t.orm.em.fork();
    em.create(MailMessageEntity, {
      kind: 'system_alerts_notification',
      toAddress: 'sam@finmesh.test',
      toName: 'Sam Staff',
      subject: 'New message from Ananya Rao',
      content: { subject: 'New message from Ananya Rao', heading: 'New message from the Contact page', paragraphs: ['Please call me back.'], details: [['Name', 'Ananya Rao']], action: { label: 'Open form submissions', url: 'http://localhost:3000/admin/form-submissions' } },
      headers: {},
    });
    await em.flush();

    const notice = await mailTo('sam@finmesh.test');
    expect(notice.text.split('\n').slice(0, 5)).toEqual(['New message from the Contact page', '', 'Please call me back.', '', 'Name: Ananya Rao']);
  });
});

describe('a quoted message in the layout', () => {
  const quote = (text: string) => renderEmail({ subject: 'New message', heading: 'New message', paragraphs: [], quoted: { label: 'Message', text } }).text.split('\n').slice(3, -3);

  it.each([
    ['https://evil.example/a.php?x=1', 'https[:]//evil[.]example/a[.]php?x=1'],
    ['HTTP://EVIL.EXAMPLE', 'HTTP[:]//EVIL[.]EXAMPLE'],
    ['ftp://files.evil.example/x', 'ftp[:]//files[.]evil[.]example/x'],
    ['mailto:boss@bank.example', 'mailto[:]boss@bank[.]example'],
    ['javascript:alert(1)', 'javascript[:]alert(1)'],
    ['see www.evil.co.uk today', 'see www[.]evil[.]co[.]uk today'],
    ['write to asha@rao.in', 'write to asha@rao[.]in'],
    ['пример.рф and xn--e1afmkfd.xn--p1ai', 'пример[.]рф and xn--e1afmkfd[.]xn--p1ai'],
    ['evil。example', 'evil[.]example'],
  ])('writes the link in %j as text: %j', (text, shown) => {
    expect(quote(text)).toEqual([`> ${shown}`, 'Links above are not clickable: [:] stands for ":" and [.] for ".".']);
  });

  it.each([['A line of ₹2.5 Cr at 9.75%, e.g. by 10 a.m. in the U.S.A.'], ['Our data: revenue grew.'], ['Tel:+91 98450 12345']])('leaves %j as written', (text) => {
    expect(quote(text)).toEqual([`> ${text}`]);
  });

  it('quotes every line, whatever breaks it', () => {
    expect(quote('One\rEmail: ceo@bank\u2028Phone: 1\u2029Two\u0085Three\r\n\r\nEnd')).toEqual(['> One', '> Email: ceo@bank', '> Phone: 1', '> Two', '> Three', '>', '> End']);
  });
});
