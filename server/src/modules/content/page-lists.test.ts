import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventEntity } from '../../db/events.entity.js';
import { FIRST_RUN_EDGE_PANELS, FIRST_RUN_SERVICES, FIRST_RUN_TILES, FIRST_RUN_VALUES } from '../../rules/content-kinds.js';
import { createTestApp, graphql, signedInAdmin, type TestApp } from '../../test/app.js';
import { useBuiltSite } from '../../test/built-site.js';
import { kindRequests, type KindItemData } from '../../test/content-kinds.js';
import { useTestApp } from '../../test/fixture.js';

/**
 * The lists of the Services, About and home pages (issue P20): the Services page's tabs, the About
 * page's values, the home page's ecosystem tiles and its Our Edge panels, each a content kind.
 */
const t = useTestApp({ admin: true });
const { call, create, publish } = kindRequests(t);

const SERVICE = {
  label: 'Treasury Desk',
  icon: 'intelligence',
  title: 'A treasury desk for idle cash',
  summary: 'Surplus cash placed with lenders on the marketplace, at rates benchmarked live.',
  points: ['Overnight to 90-day placements', 'Rates benchmarked against the market'],
  highlightValue: '48 hours',
  highlightLabel: 'from mandate to first placement',
};
const VALUE = { title: 'Say No Early', text: 'When a deal will not fit, we say so on the first call.' };
const TILE = { title: 'Treasury', summary: 'Idle cash, placed.', text: 'Surplus cash placed with lenders at live rates.', icon: 'reporting' };
const PANEL = { title: 'Live benchmarks', content: 'Every offer is set against the market as it stands today.', colour: 'amber', film: 'markets', videoLabel: 'Market charts updating' };

/** What a visitor's query of a list answers: the published items, in position order. */
const visitorList = async <Row>(query: string, field: string) => (await graphql<Record<string, Row[]>>(t.app, query)).body.data?.[field];

describe('services (the Services page tabs)', () => {
  it('creates a draft visitors do not see, publishes it, and shows the published ones in their order, every field', async () => {
    const draft = await create('services', { ...SERVICE, points: ['  Overnight to 90-day placements ', '', 'Rates benchmarked against the market'], position: 3 });
    expect(draft).toMatchObject({ ...SERVICE, slug: 'treasury-desk', status: 'draft', version: 1, position: 3 });
    const visitor = () => visitorList<Record<string, unknown>>('{ serviceOfferings { label icon title summary points highlightValue highlightLabel } }', 'serviceOfferings');
    expect(await visitor()).toEqual([]);

    const published = await call('POST', `/api/admin/services/${draft._id}/publish`, { version: 1 });
    expect(published.json()).toMatchObject({ success: true, message: 'Service published', data: { status: 'published', version: 2 } });
    const first = { ...SERVICE, label: 'Match Making', icon: 'matchmaking' };
    await publish('services', await create('services', { ...first, position: 0 }));
    expect(await visitor()).toEqual([first, SERVICE]);
    const events = await t.orm.em.fork().find(EventEntity, { type: { $like: 'content.%' }, subjectId: draft._id }, { orderBy: { id: 'asc' } });
    expect(events.map((event) => [event.type, event.subjectType])).toEqual([
      ['content.created', 'ServiceOffering'],
      ['content.published', 'ServiceOffering'],
    ]);
  });

  it('refuses an icon the page does not draw (naming the ones it does), a service without its points, and a highlight too long', async () => {
    const response = await call('POST', '/api/admin/services', { ...SERVICE, icon: 'star', points: [' '], highlightValue: 'x'.repeat(25), title: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [
        { path: 'icon', msg: 'Icon must be one of: Network, Badge with a tick, Rocket, Radar, Cog, Handshake' },
        { path: 'title', msg: 'Title is required' },
        { path: 'points', msg: 'Points is required' },
        { path: 'highlightValue', msg: 'Highlight must be at most 24 characters' },
      ],
    });
    const graph = await graphql(
      t.app,
      'mutation($input: CreateServiceOfferingInput!) { createServiceOffering(input: $input) { message } }',
      { input: { ...SERVICE, points: ['x'.repeat(201)] } },
      t.admin,
    );
    expect(graph.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'points', message: 'Each paragraph of Points must be at most 200 characters' }] });
  });

  it('through GraphQL: createServiceOffering, updateServiceOffering, publishServiceOffering and serviceOffering(slug:)', async () => {
    const created = await graphql<{ createServiceOffering: { message: string; serviceOffering: { id: string } } }>(
      t.app,
      'mutation($input: CreateServiceOfferingInput!) { createServiceOffering(input: $input) { message serviceOffering { id } } }',
      { input: SERVICE },
      t.admin,
    );
    expect(created.body.data?.createServiceOffering.message).toBe('Service created');
    const id = created.body.data?.createServiceOffering.serviceOffering.id ?? '';
    const updated = await graphql(
      t.app,
      'mutation($input: UpdateServiceOfferingInput!) { updateServiceOffering(input: $input) { message serviceOffering { icon version } } }',
      { input: { ...SERVICE, id, version: 1, icon: 'automation' } },
      t.admin,
    );
    expect(updated.body.data).toEqual({ updateServiceOffering: { message: 'Service saved', serviceOffering: { icon: 'automation', version: 2 } } });
    await graphql(t.app, 'mutation($input: PublishServiceOfferingInput!) { publishServiceOffering(input: $input) { message } }', { input: { id, version: 2 } }, t.admin);
    const one = await graphql<{ serviceOffering: { label: string; icon: string } }>(t.app, '{ serviceOffering(slug: "treasury-desk") { label icon } }');
    expect(one.body.data?.serviceOffering).toEqual({ label: 'Treasury Desk', icon: 'automation' });
  });
});

describe('values (the About page\'s "What We Stand For")', () => {
  it('creates, publishes and lists them for the site in their order; an archived one leaves the page', async () => {
    const draft = await create('values', { ...VALUE, position: 5 });
    expect(draft).toMatchObject({ ...VALUE, slug: 'say-no-early', status: 'draft', position: 5 });
    const visitor = () => visitorList<{ title: string; text: string }>('{ companyValues { title text } }', 'companyValues');
    expect(await visitor()).toEqual([]);
    const shown = await publish('values', draft);
    const listen = { title: 'Listen First', text: 'Every business has its own story.' };
    await publish('values', await create('values', { ...listen, position: 0 }));
    expect(await visitor()).toEqual([listen, VALUE]);

    const archived = await call('POST', `/api/admin/values/${shown._id}/archive`, { version: shown.version });
    expect(archived.json()).toMatchObject({ success: true, message: 'Value archived' });
    expect(await visitor()).toEqual([listen]);
  });

  it('refuses a value without its text, or with a title over 80 characters or a text over 600, with each message', async () => {
    const response = await call('POST', '/api/admin/values', { title: 'x'.repeat(81), text: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [
        { path: 'title', msg: 'Title must be at most 80 characters' },
        { path: 'text', msg: 'Text is required' },
      ],
    });
    const graph = await graphql(t.app, 'mutation($input: CreateCompanyValueInput!) { createCompanyValue(input: $input) { message } }', { input: { ...VALUE, text: 'x'.repeat(601) } }, t.admin);
    expect(graph.body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: [{ path: 'text', message: 'Text must be at most 600 characters' }] });
  });
});

describe('ecosystem tiles (the home page grid)', () => {
  it('creates, publishes and lists them for the site in their order, with their icon', async () => {
    const draft = await create('ecosystem-tiles', { ...TILE, position: 2 });
    expect(draft).toMatchObject({ ...TILE, slug: 'treasury', status: 'draft', position: 2 });
    const visitor = () => visitorList<Record<string, string>>('{ ecosystemTiles { title summary text icon } }', 'ecosystemTiles');
    expect(await visitor()).toEqual([]);
    await publish('ecosystem-tiles', draft);
    const api = { title: 'API Kit', summary: 'Connected in days.', text: 'REST and GraphQL APIs.', icon: 'api' };
    await publish('ecosystem-tiles', await create('ecosystem-tiles', { ...api, position: 1 }));
    expect(await visitor()).toEqual([api, TILE]);
    const events = await t.orm.em.fork().find(EventEntity, { type: 'content.published', subjectId: draft._id });
    expect(events.map((event) => event.subjectType)).toEqual(['EcosystemTile']);
  });

  it('refuses an icon the grid does not draw, naming the ones it does, and a summary over one line', async () => {
    const response = await call('POST', '/api/admin/ecosystem-tiles', { ...TILE, icon: 'Bot', summary: 'Idle cash,\nplaced.' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [
        { path: 'summary', msg: 'Summary must be on one line' },
        { path: 'icon', msg: 'Icon must be one of: Robot, Line chart, Shield with a tick, Stack of files, Bar chart, Braces, Signed document, Plug' },
      ],
    });
  });
});

describe("edge panels (the home page's Our Edge)", () => {
  it('creates, publishes and lists them for the site in their order, each with its colour and film', async () => {
    const draft = await create('edge-panels', PANEL);
    expect(draft).toMatchObject({ ...PANEL, slug: 'live-benchmarks', status: 'draft', position: 0 });
    const visitor = () => visitorList<Record<string, string>>('{ edgePanels { title content colour film videoLabel } }', 'edgePanels');
    expect(await visitor()).toEqual([]);
    await publish('edge-panels', draft);
    const second = { ...PANEL, title: 'Paperwork that moves', colour: 'rose', film: 'automation', videoLabel: 'Documents through a pipeline', position: 1 };
    await publish('edge-panels', await create('edge-panels', second));
    const { position: _, ...shownSecond } = second;
    expect(await visitor()).toEqual([PANEL, shownSecond]);
  });

  it('refuses a colour or a film it does not have, naming the ones it has by name, and a panel without its film description', async () => {
    const response = await call('POST', '/api/admin/edge-panels', { ...PANEL, colour: '#ffc978', film: 'edge-5', videoLabel: null });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      errors: [
        { path: 'colour', msg: 'Colour must be one of: Mint, Periwinkle, Amber, Rose' },
        { path: 'film', msg: 'Film must be one of: Profiles scored against mandates, A compliance checklist, Market charts, Documents through a pipeline' },
        { path: 'videoLabel', msg: 'Film description is required' },
      ],
    });
  });
});

describe('the first run of the lists', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  it("shows today's services, values, ecosystem tiles and Our Edge panels, published, in today's order", async () => {
    const list = async (query: string, field: string) => (await graphql<Record<string, Record<string, unknown>[]>>(fresh.app, query)).body.data?.[field];
    const firstRun = (rows: typeof FIRST_RUN_SERVICES) => rows.map(({ slug, values }, position) => ({ slug, ...values, status: 'published', position }));

    const services = await list('{ serviceOfferings { slug label icon title summary points highlightValue highlightLabel status position } }', 'serviceOfferings');
    expect(services).toEqual(firstRun(FIRST_RUN_SERVICES));
    expect(services?.map((service) => service.label)).toEqual(['Match Making', 'Compliance', 'Venture Engine', 'Market Intelligence', 'Process Automation', 'Marketplace Solutions']);

    const values = await list('{ companyValues { slug title text status position } }', 'companyValues');
    expect(values).toEqual(firstRun(FIRST_RUN_VALUES));
    expect(values?.map((value) => value.title)).toEqual(['Understand Our Clients', 'AI-Driven Matchmaking At Its Best', 'Funding In Minutes Not Months', 'More Than A Platform-A Growth Partner']);

    const tiles = await list('{ ecosystemTiles { slug title summary text icon status position } }', 'ecosystemTiles');
    expect(tiles).toEqual(firstRun(FIRST_RUN_TILES));
    expect(tiles?.map((tile) => tile.title)).toEqual(['Matchmaking', 'Marketing Intelligence', 'Compliance decision engine', 'LOS', 'Reporting analytics', 'API Kit', 'CLM', 'Seamless integration']);

    const panels = await list('{ edgePanels { slug title content colour film videoLabel status position } }', 'edgePanels');
    expect(panels).toEqual(firstRun(FIRST_RUN_EDGE_PANELS));
    expect(panels?.map((panel) => [panel.title, panel.colour, panel.film])).toEqual([
      ['AI matchmaking', 'mint', 'matching'],
      ['Compliance decision engine', 'periwinkle', 'compliance'],
      ['Market intelligence', 'amber', 'markets'],
      ['Process automation', 'rose', 'automation'],
    ]);
  });
});

describe('the About page, kept until content changes', () => {
  const built = useBuiltSite();

  it('shows the published values, and an edit at once: the kept page is dropped by the save', async () => {
    const page = async () => (await built.site.app.inject({ method: 'GET', url: '/about' })).body;
    const first = await page();
    expect(first).toContain('Values: Understand Our Clients, AI-Driven Matchmaking At Its Best, Funding In Minutes Not Months, More Than A Platform-A Growth Partner');
    expect(await page()).toBe(first);

    const admin = await signedInAdmin(built.site.app);
    const [understand] = (await built.site.app.inject({ method: 'GET', url: '/api/admin/values', headers: admin })).json<{ data: KindItemData[] }>().data;
    if (!understand) throw new Error('no first-run value');
    const saved = await built.site.app.inject({
      method: 'PUT',
      url: `/api/admin/values/${understand._id}`,
      headers: admin,
      payload: { ...understand, title: 'Listen First', version: understand.version },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await built.site.changes.settled();
    expect(await page()).toContain('Values: Listen First, AI-Driven Matchmaking At Its Best');
  });
});
