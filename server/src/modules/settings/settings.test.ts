import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EventEntity } from '../../db/events.entity.js';
import { CONTACT_MESSAGES } from '../../rules/contact.js';
import { FIRST_RUN_SETTINGS, MAINTENANCE_RETRY_AFTER_SECONDS, SETTINGS_MESSAGES } from '../../rules/settings.js';
import { graphql, signedInAdmin } from '../../test/app.js';
import { writeBuiltClient } from '../../test/built-client.js';
import { useTestApp, useTwoServers } from '../../test/fixture.js';
import { VALID_CONTACT, VALID_DEMO } from '../../test/payloads.js';
import { deliverAsFiles, partsOf } from '../../test/mail.js';
import { MEDIA_MESSAGES } from '../../rules/media.js';
import { jpegOf, mediaUpload } from '../../test/images.js';
import { mailSenderOf } from './settings.service.js';

const clientDir = await mkdtemp(path.join(tmpdir(), 'finmesh-settings-client-'));
await writeBuiltClient(clientDir);
afterAll(() => rm(clientDir, { recursive: true, force: true }));

const t = useTestApp({ admin: true, env: { CLIENT_DIR: clientDir } });

interface SettingsEnvelope {
  success: boolean;
  message?: string;
  data: typeof FIRST_RUN_SETTINGS & { version: number; phoneHref: string; updatedBy: string | null };
}

const read = async (): Promise<SettingsEnvelope['data']> => (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: t.admin })).json<SettingsEnvelope>().data;
const save = (payload: object, headers: Record<string, string> = t.admin) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload });
const events = () => t.orm.em.fork().find(EventEntity, { type: 'settings.updated' });
const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const maintenanceOn = async () => expect((await save({ version: (await read()).version, maintenanceMode: true, maintenanceMessage: 'Back at 14:00 IST.' })).statusCode).toBe(200);

describe('the site settings', () => {
  it("start as the site was before they could be edited, and visitors read the public ones", async () => {
    const { body } = await graphql(t.app, '{ siteSettings { siteName contactEmail phone phoneHref addressLines socialLinks { network url } seoTitle cookieBannerText maintenanceMode version } }');
    expect(body.errors).toBeUndefined();
    expect(body.data?.siteSettings).toEqual({
      siteName: 'Finmesh',
      contactEmail: 'hello@finmesh.example',
      phone: '+91 80 4000 2020',
      phoneHref: 'tel:+918040002020',
      addressLines: FIRST_RUN_SETTINGS.addressLines,
      socialLinks: FIRST_RUN_SETTINGS.socialLinks,
      seoTitle: FIRST_RUN_SETTINGS.seoTitle,
      cookieBannerText: FIRST_RUN_SETTINGS.cookieBannerText,
      maintenanceMode: false,
      version: 0,
    });
  });

  it("keep the mail sender's name and the maintenance message from visitors", async () => {
    const { body } = await graphql(t.app, '{ siteSettings { siteName mailSenderName } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings' })).statusCode).toBe(401);
  });

  it('are saved by an admin: the answer, the stored values and one event with what changed', async () => {
    const { version } = await read();
    const response = await save({
      version,
      siteName: '  Finmesh Capital ',
      phone: '+91 80 4000 3030',
      socialLinks: [{ network: 'linkedin', url: 'https://www.linkedin.com/company/finmesh-capital' }],
      mailSenderName: 'Finmesh Team',
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<SettingsEnvelope>();
    expect(saved).toMatchObject({ success: true, message: SETTINGS_MESSAGES.saved, data: { siteName: 'Finmesh Capital', phoneHref: 'tel:+918040003030', version: version + 1, updatedBy: 'test.admin' } });
    expect(await read()).toMatchObject({ siteName: 'Finmesh Capital', mailSenderName: 'Finmesh Team', contactEmail: FIRST_RUN_SETTINGS.contactEmail });

    const [event, ...others] = await events();
    expect(others).toEqual([]);
    expect(event?.data).toEqual({
      changes: {
        siteName: ['Finmesh', 'Finmesh Capital'],
        phone: ['+91 80 4000 2020', '+91 80 4000 3030'],
        socialLinks: [FIRST_RUN_SETTINGS.socialLinks, [{ network: 'linkedin', url: 'https://www.linkedin.com/company/finmesh-capital' }]],
        mailSenderName: ['Finmesh', 'Finmesh Team'],
      },
      version: version + 1,
    });
    // In the audit trail, named by the site they are the settings of.
    const { body } = await graphql<{ auditEvents: { edges: { node: { label: string; subjectName: string | null } }[] } }>(
      t.app,
      '{ auditEvents(first: 5, type: "settings.updated") { edges { node { label subjectName } } } }',
      {},
      t.admin,
    );
    expect(body.data?.auditEvents.edges).toEqual([{ node: { label: 'Site settings changed', subjectName: 'Site settings of Finmesh Capital' } }]);
  });

  it('refuse a save made to a version someone else saved over, changing nothing', async () => {
    const { version } = await read();
    expect((await save({ version, siteName: 'First Save' })).statusCode).toBe(200);
    const stale = await save({ version, siteName: 'Second Save', tagline: 'Overwritten?' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, message: SETTINGS_MESSAGES.stale, errors: [{ path: 'version', param: 'version', msg: SETTINGS_MESSAGES.stale }] });
    expect(await read()).toMatchObject({ siteName: 'First Save', tagline: FIRST_RUN_SETTINGS.tagline, version: version + 1 });
    expect(await events()).toHaveLength(1);

    const { body } = await graphql(t.app, 'mutation($input: UpdateSiteSettingsInput!) { updateSiteSettings(input: $input) { message } }', { input: { version, siteName: 'Third Save' } }, t.admin);
    expect(body.errors?.[0]).toMatchObject({ message: SETTINGS_MESSAGES.stale, extensions: { code: 'CONFLICT' } });
  });

  it('say what is wrong with what was sent, and keep what was there', async () => {
    const { version } = await read();
    const cases: [object, string, string][] = [
      [{ siteName: ' ' }, 'siteName', SETTINGS_MESSAGES.siteNameRequired],
      [{ contactEmail: 'hello@' }, 'contactEmail', SETTINGS_MESSAGES.contactEmailInvalid],
      [{ phone: 'call us' }, 'phone', SETTINGS_MESSAGES.phoneInvalid],
      [{ socialLinks: [{ network: 'linkedin', url: 'http://linkedin.com/finmesh' }] }, 'socialLinks', SETTINGS_MESSAGES.socialUrlInvalid],
      [{ socialLinks: [{ network: 'myspace', url: 'https://myspace.com/finmesh' }] }, 'socialLinks', SETTINGS_MESSAGES.socialNetworkUnknown],
      [{ seoDescription: 'x'.repeat(301) }, 'seoDescription', SETTINGS_MESSAGES.seoDescriptionTooLong],
      [{ seoImageId: 'logo.png' }, 'seoImageId', SETTINGS_MESSAGES.seoImageInvalid],
      [{ mailSenderName: 'Finmesh <ceo@evil.example>' }, 'mailSenderName', SETTINGS_MESSAGES.mailSenderNameInvalid],
    ];
    for (const [fields, field, message] of cases) {
      const response = await save({ version, ...fields });
      expect(response.statusCode, field).toBe(400);
      expect(response.json<{ errors: { path: string; msg: string }[] }>().errors).toEqual([expect.objectContaining({ path: field, msg: message })]);
    }
    expect((await read()).version).toBe(version);
    expect(await events()).toEqual([]);
  });

  it('may be changed by Owners and Admins only', async () => {
    const viewer = await t.app.inject({ method: 'POST', url: '/api/admin/create-admin', headers: t.admin, payload: { username: 'vera.viewer', password: 'Str0ng!pass-phrase', role: 'viewer' } });
    expect(viewer.statusCode).toBe(201);
    const login = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'vera.viewer', password: 'Str0ng!pass-phrase' } });
    const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    expect((await save({ version: 0, siteName: 'Nope' }, headers)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers })).statusCode).toBe(403);
  });
});

describe('the default sharing image', () => {
  const uploadImage = async (fileName: string, alt?: string): Promise<string> => {
    const request = mediaUpload(fileName, await jpegOf(1600, 900), alt);
    const response = await t.app.inject({ method: 'POST', url: request.url, payload: request.payload, headers: { ...request.headers, ...t.admin } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ data: { _id: string } }>().data._id;
  };

  it('is an image of the media library with its alt text, which visitors read as its variant for link previews', async () => {
    const bare = await uploadImage('no-alt.jpg');
    const refused = await save({ version: (await read()).version, seoImageId: bare });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ errors: { path: string; msg: string }[] }>().errors).toEqual([expect.objectContaining({ path: 'seoImageId', msg: MEDIA_MESSAGES.altRequired('no-alt.jpg') })]);
    const unknown = await save({ version: (await read()).version, seoImageId: '0190a4d6-2c3b-7c3e-9a8b-0123456789ab' });
    expect(unknown.json<{ errors: { path: string; msg: string }[] }>().errors).toEqual([expect.objectContaining({ path: 'seoImageId', msg: MEDIA_MESSAGES.notFound })]);

    const image = await uploadImage('skyline.jpg', 'The Bengaluru skyline at dusk');
    expect((await save({ version: (await read()).version, seoImageId: image })).statusCode).toBe(200);
    const { body } = await graphql(t.app, '{ siteSettings { seoImageId seoImage { src alt width height } } }');
    expect(body.errors).toBeUndefined();
    expect(body.data?.siteSettings).toEqual({ seoImageId: image, seoImage: { src: `/media/${image}/960.webp`, alt: 'The Bengaluru skyline at dusk', width: 1600, height: 900 } });
  });

  it('cannot be deleted from the media library while it is the default, which says where it is used', async () => {
    const image = await uploadImage('office.jpg', 'Our office');
    expect((await save({ version: (await read()).version, seoImageId: image })).statusCode).toBe(200);
    const refused = await t.app.inject({ method: 'DELETE', url: `/api/admin/media/${image}`, headers: t.admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(MEDIA_MESSAGES.inUse('office.jpg', ['Site settings: default sharing image']));
  });

  it('is none while not set', async () => {
    const { body } = await graphql(t.app, '{ siteSettings { seoImage { src } } }');
    expect(body.data?.siteSettings).toEqual({ seoImage: null });
  });
});

describe('mail', () => {
  it('goes out under the sender name of the settings, from the configured address, with the site name in its frame', async () => {
    expect((await save({ version: (await read()).version, mailSenderName: 'Finmesh Team', siteName: 'Finmesh Capital' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: VALID_CONTACT })).statusCode).toBe(201);
    const [receipt] = (await deliverAsFiles(t, () => mailSenderOf(t.changes))).filter((mail) => mail.to[0] === VALID_CONTACT.email);
    expect(receipt?.header('from')).toBe('Finmesh Team <no-reply@finmesh.local>');
    expect(partsOf(receipt?.raw ?? '').text).toContain('Finmesh Capital · Smart Capital Solutions for Every Business Need');
  });
});

describe("every mail names the site as its settings do", () => {

  it('a renamed site: the receipts, the team invitation and their senders say the new name and contact details', async () => {
    expect(
      (await save({ version: (await read()).version, siteName: 'Finmesh Capital', mailSenderName: 'Finmesh Capital Team', contactEmail: 'team@finmesh.example', phone: '+91 80 4000 3030' })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/demo-requests', payload: VALID_DEMO })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: VALID_CONTACT })).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/team/invites', headers: t.admin, payload: { email: 'new.editor@example.com', role: 'editor' } })).statusCode).toBe(201);

    const sent = await deliverAsFiles(t, () => mailSenderOf(t.changes));
    const mailTo = (address: string) => sent.filter((mail) => mail.to[0] === address);
    const [demo] = mailTo(VALID_DEMO.email);
    expect(demo?.header('subject')).toBe('Your Finmesh Capital demo request');
    expect(demo?.header('from')).toBe('Finmesh Capital Team <no-reply@finmesh.local>');
    const demoText = partsOf(demo?.raw ?? '').text;
    expect(demoText).toContain('Thank you for your interest in Finmesh Capital.');
    expect(demoText).toContain('Questions? Write to team@finmesh.example or call +91 80 4000 3030 on working days.');
    expect(demoText).not.toContain('hello@finmesh.example');

    const [contact] = mailTo(VALID_CONTACT.email);
    expect(partsOf(contact?.raw ?? '').text).toContain('Thank you for contacting Finmesh Capital.');

    const [invitation] = mailTo('new.editor@example.com');
    expect(invitation?.header('subject')).toBe('You are invited to the Finmesh Capital back office');
  });
});

describe('kept pages follow the settings', () => {
  it('keep a page until the settings change, then render it again with them', async () => {
    const first = await page('/about');
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatch(/About Finmesh \(render \d+\)/);
    expect((await page('/about')).body).toBe(first.body);

    expect((await save({ version: (await read()).version, siteName: 'Finmesh Capital' })).statusCode).toBe(200);
    const after = await page('/about');
    expect(after.body).toContain('About Finmesh Capital');
    expect(after.body).not.toBe(first.body);
  });

  it('drop it too when the settings are changed behind the app\'s back, as by an operator in psql', async () => {
    expect((await save({ version: (await read()).version, tagline: 'Capital, matched.' })).statusCode).toBe(200);
    const before = (await page('/about')).body;
    await t.orm.em.getConnection().execute(`update site_settings set site_name = 'Finmesh Ops'`);
    await t.changes.settled();
    const after = (await page('/about')).body;
    expect(after).not.toBe(before);
    expect(after).toContain('About Finmesh Ops');
  });
});

describe('maintenance mode', () => {
  it('answers visitors 503 with the maintenance page, on every public page, kept by no one', async () => {
    await maintenanceOn();
    for (const url of ['/', '/about', '/careers', '/no-such-page']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(503);
      expect(response.headers['retry-after']).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain(`<h1>${SETTINGS_MESSAGES.maintenanceTitle}</h1>`);
      expect(response.body).toContain('Back at 14:00 IST.');
      expect(response.body).toContain('mailto:hello@finmesh.example');
      expect(response.body).not.toContain('<script');
    }
  });

  it('shows signed-in staff the site itself, with the banner, rendered for them alone', async () => {
    await maintenanceOn();
    const withToken = await page('/about', t.admin);
    expect(withToken.statusCode).toBe(200);
    expect(withToken.body).toContain('[Maintenance mode is on] About Finmesh');
    expect(withToken.headers['cache-control']).toBe('private, no-store');

    // A browser sends no token with a page: the back office gives it the staff cookie.
    const preview = await t.app.inject({ method: 'POST', url: '/api/admin/settings/preview', headers: t.admin });
    expect(preview.statusCode).toBe(204);
    const cookie = String(preview.headers['set-cookie']).split(';')[0] as string;
    expect(cookie).toMatch(/^finmesh_staff=/);
    const withCookie = await page('/about', { cookie });
    expect(withCookie.statusCode).toBe(200);
    expect(withCookie.body).toContain('[Maintenance mode is on]');

    // The back office's own requests bring it, with nothing to ask.
    const fromGraphQL = await t.app.inject({ method: 'POST', url: '/graphql', headers: { ...t.admin, 'content-type': 'application/json' }, payload: { query: '{ siteSettings { version } }' } });
    const given = String(fromGraphQL.headers['set-cookie']).split(';')[0] as string;
    expect((await page('/about', { cookie: given })).statusCode).toBe(200);

    expect((await page('/about', { cookie: 'finmesh_staff=forged.value' })).statusCode).toBe(503);
    expect((await page('/about', { authorization: 'Bearer not-a-token' })).statusCode).toBe(503);
  });

  it('closes the public forms with a clear message, storing nothing', async () => {
    await maintenanceOn();
    const rest = await t.app.inject({ method: 'POST', url: '/api/contact', payload: VALID_CONTACT });
    expect(rest.statusCode).toBe(503);
    expect(rest.headers['retry-after']).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
    expect(rest.json()).toMatchObject({ success: false, message: SETTINGS_MESSAGES.formsClosed });

    const { body } = await graphql(t.app, 'mutation($input: SubscribeInput!) { subscribe(input: $input) { message } }', { input: { email: 'lena.fischer@example.com' } });
    expect(body.errors?.[0]).toMatchObject({ message: SETTINGS_MESSAGES.formsClosed, extensions: { code: 'SERVICE_UNAVAILABLE' } });

    const demo = await t.app.inject({ method: 'POST', url: '/api/demo-requests', payload: VALID_DEMO });
    expect(demo.statusCode).toBe(503);
    for (const table of ['contact_submissions', 'subscribers', 'demo_requests', 'job_applications']) {
      expect(await t.orm.em.getConnection().execute(`select count(*)::int as count from "${table}"`), table).toEqual([{ count: 0 }]);
    }
  });

  it('still checks what a form sends first: the field messages come before the closed one', async () => {
    await maintenanceOn();
    const response = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...VALID_CONTACT, email: 'not-an-address' } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { msg: string }[] }>().errors[0]?.msg).toBe(CONTACT_MESSAGES.emailInvalid);
  });

  it('keeps the back office, its API, sign-in and the health check working', async () => {
    await maintenanceOn();
    expect((await page('/admin/settings')).statusCode).toBe(200);
    expect((await page('/health')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'test.admin', password: 'Str0ng!pass-phrase' } })).statusCode).toBe(200);
    const { body } = await graphql(t.app, '{ siteSettings { maintenanceMode maintenanceMessage } }', {}, t.admin);
    expect(body.data?.siteSettings).toEqual({ maintenanceMode: true, maintenanceMessage: 'Back at 14:00 IST.' });
  });

  it('opens the site again when it is switched off', async () => {
    await maintenanceOn();
    expect((await save({ version: (await read()).version, maintenanceMode: false })).statusCode).toBe(200);
    expect((await page('/about')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: VALID_CONTACT })).statusCode).toBe(201);
  });
});

// Two servers need a database two processes can share: PostgreSQL (the PGlite default is one process's).
describe.runIf(process.env.DATABASE_URL)('two servers on one database', () => {
  const servers = useTwoServers();

  it('shows a save made through one on the other within a second', async () => {
    const siteNameOn = async (app: typeof servers.first.app) => (await graphql(app, '{ siteSettings { siteName } }')).body.data?.siteSettings;
    expect(await siteNameOn(servers.second.app)).toEqual({ siteName: 'Finmesh' });
    let heard = 0;
    servers.second.changes.on('site', () => (heard += 1));

    const admin = await signedInAdmin(servers.first.app);
    const { version } = (await servers.first.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })).json<SettingsEnvelope>().data;
    const saved = performance.now();
    expect((await servers.first.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: admin, payload: { version, siteName: 'Finmesh Everywhere' } })).statusCode).toBe(200);
    while (heard === 0 && performance.now() - saved < 1000) await new Promise((resolve) => setImmediate(resolve));
    expect(heard).toBeGreaterThanOrEqual(1);
    expect(await siteNameOn(servers.second.app)).toEqual({ siteName: 'Finmesh Everywhere' });
  });
});
