import { CONTENT_MESSAGES } from '@rules/content';
import { LEGAL_KIND, STORY_KIND, TESTIMONIAL_KIND, choiceField, numberField, urlField, type ContentKind } from '@rules/content-kinds';
import { FIGURE_MESSAGES } from '@rules/figures';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApolloClient } from '../apollo';
import { AuthProvider } from '../auth/AuthProvider';
import { session } from '../auth/session';
import { renderAdminRoutes, tokenVerifiedFor } from '../../test/admin';
import { stubGraphQL, type Answer } from '../../test/graphql';
import { fill, setupUser } from '../../test/user';
import { KindEditorPage } from './KindEditorPage';
import { EdgePanelEditorPage, FigureEditorPage, LegalPageEditorPage, PageTextEditorPage, PageTextsPage, PartnerLogoEditorPage, PartnerLogosPage, ProfileEditorPage, ServiceEditorPage, StoriesPage, StoryEditorPage, TestimonialEditorPage } from './screens';

afterEach(async () => {
  vi.unstubAllGlobals();
  session.clear();
  await adminApolloClient.clearStore();
});

const STORY_ID = 'U3VjY2Vzc1N0b3J5OjE=';
const story = (fields: Record<string, unknown> = {}) => ({
  __typename: 'SuccessStory',
  id: STORY_ID,
  slug: 'kiran-foods',
  status: 'published',
  version: 2,
  position: 0,
  publishAt: null,
  publishedAt: '2026-12-01T09:00:00.000Z',
  updatedAt: '2026-12-01T09:00:00.000Z',
  client: 'Kiran Foods',
  sector: 'FMCG · Bengaluru',
  outcome: '₹12 Cr working capital from an NBFC',
  figureValue: '11 days',
  figureLabel: 'from first match to funds',
  text: 'Signed in under two weeks.',
  ...fields,
});
const revisions = () => ({
  data: {
    revisions: [
      { __typename: 'ContentRevision', id: 'r2', version: 2, status: 'published', changed: ['status'], byKind: 'admin', byName: 'rhea', createdAt: '2026-12-01T09:00:00.000Z' },
      { __typename: 'ContentRevision', id: 'r1', version: 1, status: 'draft', changed: ['title', 'slug', 'fields'], byKind: 'system', byName: null, createdAt: '2026-11-30T09:00:00.000Z' },
    ],
  },
});

/** A kind's screen for a signed-in admin of `role` (an Editor by default), with the API's answers. */
function open(path: string, routes: { path: string; element: React.ReactNode }[], answers: Record<string, (variables: Record<string, unknown>) => Answer>, role = 'editor') {
  const graphql = stubGraphQL({ VerifyToken: () => tokenVerifiedFor(role), ...answers });
  session.store('a-token');
  const router = renderAdminRoutes(
    routes.map((route) => ({ path: route.path, element: <AuthProvider>{route.element}</AuthProvider> })),
    { path },
  );
  return { ...graphql, router, user: setupUser() };
}

describe('the Success Stories list', () => {
  it('lists the stories in their order with their status, and filters by status', async () => {
    const { variablesOf, user } = open('/admin/stories', [{ path: '/admin/stories', element: <StoriesPage /> }], {
      AdminStoryList: ({ status }) => ({ data: { items: status === 'draft' ? [] : [story(), story({ id: 'U3VjY2Vzc1N0b3J5OjI=', client: 'Ledgerly', sector: 'SaaS · Pune', position: 1, status: 'draft' })] } }),
    });
    const table = await screen.findByRole('table', { name: 'Success stories' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 4).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Kiran Foods', 'FMCG · Bengaluru', '0', 'Published'],
      ['Ledgerly', 'SaaS · Pune', '1', 'Draft'],
    ]);
    expect(screen.getByRole('link', { name: /New success story/ }).getAttribute('href')).toBe('/admin/stories/new');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'draft');
    expect(await screen.findByText('No success stories with this status.')).toBeTruthy();
    expect(variablesOf('AdminStoryList').at(-1)).toEqual({ status: 'draft' });
  });

  it('offers no new story to a Viewer', async () => {
    open('/admin/stories', [{ path: '/admin/stories', element: <StoriesPage /> }], { AdminStoryList: () => ({ data: { items: [story()] } }) }, 'viewer');
    await screen.findByRole('table', { name: 'Success stories' });
    expect(screen.queryByRole('link', { name: /New success story/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open Kiran Foods' })).toBeTruthy();
  });
});

describe('the story editor', () => {
  const routes = [
    { path: '/admin/stories/new', element: <StoryEditorPage /> },
    { path: '/admin/stories/:id/edit', element: <StoryEditorPage /> },
  ];

  it("checks the kind's rules before sending, with their messages", async () => {
    const { sent, user } = open('/admin/stories/new', routes, {});
    await fill(user, await screen.findByRole('textbox', { name: /^Client/ }), 'Nilgiri Textiles');
    await fill(user, screen.getByRole('textbox', { name: /^Headline figure/ }), 'x'.repeat(25));
    await fill(user, screen.getByRole('textbox', { name: /^Position/ }), '-2');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Sector is required')).toBeTruthy();
    expect(screen.getByText('Headline figure must be at most 24 characters')).toBeTruthy();
    expect(screen.getByText('Position must be a whole number from 0 to 9999')).toBeTruthy();
    expect(sent.filter((operation) => operation.operationName === 'CreateStory')).toEqual([]);
  });

  it('creates a story with every field and goes back to the list', async () => {
    const { variablesOf, user, router } = open('/admin/stories/new', [...routes, { path: '/admin/stories', element: <p>the list</p> }], {
      CreateStory: () => ({ data: { result: { __typename: 'CreateStoryPayload', message: 'Story created', item: story({ status: 'draft', version: 1 }) } } }),
      AdminStoryList: () => ({ data: { items: [] } }),
    });
    const values: [RegExp, string][] = [
      [/^Client/, 'Nilgiri Textiles'],
      [/^Sector/, 'Textiles · Coimbatore'],
      [/^Outcome/, '₹8 Cr export credit'],
      [/^Headline figure/, '3 weeks'],
      [/^Figure label/, 'from profile to sanction'],
      [/^Story/, 'Two banks competed.'],
    ];
    for (const [name, value] of values) await fill(user, await screen.findByRole('textbox', { name }), value);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Story created')).toBeTruthy();
    expect(variablesOf('CreateStory')).toEqual([
      { input: { client: 'Nilgiri Textiles', sector: 'Textiles · Coimbatore', outcome: '₹8 Cr export credit', figureValue: '3 weeks', figureLabel: 'from profile to sanction', text: 'Two banks competed.', slug: null, position: null } },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/stories'));
  });

  it('saves with the version it read, and says so when someone saved first, keeping what was typed', async () => {
    const { variablesOf, user } = open('/admin/stories/:id/edit'.replace(':id', STORY_ID), routes, {
      AdminStory: () => ({ data: { item: story() } }),
      AdminStoryRevisions: revisions,
      UpdateStory: () => ({ errors: [{ message: CONTENT_MESSAGES.versionStale('story'), extensions: { code: 'CONFLICT', fields: [{ path: 'version', message: CONTENT_MESSAGES.versionStale('story') }] } }] }),
    });
    const outcome = await screen.findByRole('textbox', { name: /^Outcome/ });
    await user.clear(outcome);
    await fill(user, outcome, '₹15 Cr working capital');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONTENT_MESSAGES.versionStale('story'))).toBeTruthy();
    expect(variablesOf('UpdateStory')).toEqual([{ input: expect.objectContaining({ id: STORY_ID, version: 2, outcome: '₹15 Cr working capital', position: 0, slug: 'kiran-foods' }) }]);
    expect((screen.getByRole('textbox', { name: /^Outcome/ }) as HTMLInputElement).value).toBe('₹15 Cr working capital');
  });

  it('unpublishes a published story with its version, and lists its revisions', async () => {
    let version = 2;
    const { variablesOf, user } = open(`/admin/stories/${STORY_ID}/edit`, routes, {
      AdminStory: () => ({ data: { item: story({ version, status: version === 2 ? 'published' : 'draft' }) } }),
      AdminStoryRevisions: revisions,
      AdminStoryList: () => ({ data: { items: [] } }),
      UnpublishStory: () => {
        version = 3;
        return { data: { result: { __typename: 'UnpublishStoryPayload', message: 'Story moved back to draft', item: story({ version: 3, status: 'draft' }) } } };
      },
    });
    const history = await screen.findByRole('list', { name: 'Revisions, newest first' });
    expect(within(history).getAllByRole('listitem').map((item) => item.textContent)).toEqual([expect.stringContaining('Version 2 · Published (current)'), expect.stringContaining('Version 1 · Draft')]);
    expect(within(history).getByRole('button', { name: 'Restore version 1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Unpublish (back to draft)' }));
    expect(await screen.findByText('Story moved back to draft')).toBeTruthy();
    expect(variablesOf('UnpublishStory')).toEqual([{ input: { id: STORY_ID, version: 2 } }]);
    expect(await screen.findByText('Version 3')).toBeTruthy();
  });

  it('offers no publishing without content:publish, and no saving without content:write', async () => {
    open(`/admin/stories/${STORY_ID}/edit`, routes, { AdminStory: () => ({ data: { item: story({ status: 'draft' }) } }), AdminStoryRevisions: revisions }, 'viewer');
    expect(await screen.findByText('Version 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Restore version/ })).toBeNull();
  });
});

describe('the testimonial editor', () => {
  it('takes the quote one paragraph per line', async () => {
    const { variablesOf, user } = open('/admin/testimonials/new', [
      { path: '/admin/testimonials/new', element: <TestimonialEditorPage /> },
      { path: '/admin/testimonials', element: <p>the list</p> },
    ], {
      CreateTestimonial: () => ({ data: { result: { __typename: 'CreateTestimonialPayload', message: 'Testimonial created', item: { __typename: 'Testimonial', id: 'VGVzdGltb25pYWw6MQ==', slug: 'priya-nair', status: 'draft', version: 1, position: 3, publishAt: null, publishedAt: null, updatedAt: '2026-12-01T09:00:00.000Z', name: 'Priya Nair', role: 'Founder', lines: ['One.', 'Two.'], portrait: null } } } }),
      AdminTestimonialList: () => ({ data: { items: [] } }),
    });
    expect(TESTIMONIAL_KIND.fields.map((field) => field.label)).toEqual(['Role', 'Quote', 'Portrait', 'Photo']);
    await fill(user, await screen.findByRole('textbox', { name: /^Name/ }), 'Priya Nair');
    await fill(user, screen.getByRole('textbox', { name: /^Role/ }), 'Founder');
    await fill(user, screen.getByRole('textbox', { name: /^Quote/ }), 'One.\n\n  Two. ');
    expect(screen.getByRole('button', { name: 'Choose image (Photo)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Testimonial created')).toBeTruthy();
    expect(variablesOf('CreateTestimonial')).toEqual([{ input: { name: 'Priya Nair', role: 'Founder', lines: ['One.', 'Two.'], portrait: null, photo: null, slug: null, position: null } }]);
    expect(STORY_KIND.rest).toBe('stories');
  });
});

describe('the Partner Logos screens', () => {
  const partner = (fields: Record<string, unknown> = {}) => ({
    __typename: 'PartnerLogo',
    id: 'UGFydG5lckxvZ286MQ==',
    slug: 'northwind-capital',
    status: 'published',
    version: 1,
    position: 0,
    publishAt: null,
    publishedAt: '2026-12-01T09:00:00.000Z',
    updatedAt: '2026-12-01T09:00:00.000Z',
    name: 'Northwind Capital',
    mark: 'wave',
    logo: null,
    website: null,
    ...fields,
  });

  it('lists the partners with their drawn mark in words', async () => {
    open('/admin/partners', [{ path: '/admin/partners', element: <PartnerLogosPage /> }], {
      AdminPartnerLogoList: () => ({ data: { items: [partner(), partner({ id: 'UGFydG5lckxvZ286Mg==', name: 'Peregrine Credit', mark: 'peak', position: 1 })] } }),
    });
    const table = await screen.findByRole('table', { name: 'Partner logos' });
    expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['Northwind Capital', 'Wave', '0'],
      ['Peregrine Credit', 'Peaks', '1'],
    ]);
    expect(screen.getByRole('link', { name: /New partner logo/ }).getAttribute('href')).toBe('/admin/partners/new');
  });

  it('offers the drawn marks by name, a logo of the media library and a website, and creates one', async () => {
    const { variablesOf, user } = open('/admin/partners/new', [
      { path: '/admin/partners/new', element: <PartnerLogoEditorPage /> },
      { path: '/admin/partners', element: <p>the list</p> },
    ], {
      CreatePartnerLogo: () => ({ data: { result: { __typename: 'CreatePartnerLogoPayload', message: 'Partner logo created', item: partner({ name: 'Saffron Capital', mark: 'leaf', status: 'draft' }) } } }),
      AdminPartnerLogoList: () => ({ data: { items: [] } }),
    });
    await fill(user, await screen.findByRole('textbox', { name: /^Name/ }), 'Saffron Capital');
    const mark = screen.getByRole('combobox', { name: /^Mark/ });
    expect(within(mark).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose...', 'Arc', 'Three bars', 'Diamond', 'Leaf', 'Ring', 'Tower', 'Wave', 'Peaks']);
    expect(screen.getByRole('button', { name: 'Choose image (Logo)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Mark is required')).toBeTruthy();
    await user.selectOptions(mark, 'leaf');
    await fill(user, screen.getByRole('textbox', { name: /^Website/ }), 'https://saffron.example.com/');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Partner logo created')).toBeTruthy();
    expect(variablesOf('CreatePartnerLogo')).toEqual([{ input: { name: 'Saffron Capital', mark: 'leaf', logo: null, website: 'https://saffron.example.com/', slug: null, position: null } }]);
  });
});

describe('the Services and Edge Panels editors', () => {
  const item = (typename: string, fields: Record<string, unknown>) => ({ __typename: typename, id: 'RWRnZVBhbmVsOjE=', slug: 'paperwork', status: 'draft', version: 1, position: 4, publishAt: null, publishedAt: null, updatedAt: '2026-12-01T09:00:00.000Z', ...fields });

  it('offers a service its icons by name, and takes its points one a line', async () => {
    const service = { label: 'Treasury', icon: 'intelligence', title: 'A treasury desk', summary: 'Idle cash, placed.', points: ['Overnight placements', 'Live rates'], highlightValue: '48 hours', highlightLabel: 'to a first placement' };
    const { variablesOf, user } = open('/admin/services/new', [
      { path: '/admin/services/new', element: <ServiceEditorPage /> },
      { path: '/admin/services', element: <p>the list</p> },
    ], {
      CreateServiceOffering: () => ({ data: { result: { __typename: 'CreateServiceOfferingPayload', message: 'Service created', item: item('ServiceOffering', service) } } }),
      AdminServiceOfferingList: () => ({ data: { items: [] } }),
    });
    await fill(user, await screen.findByRole('textbox', { name: /^Tab label/ }), service.label);
    const icon = screen.getByRole('combobox', { name: /^Icon/ });
    expect(within(icon).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose...', 'Network', 'Badge with a tick', 'Rocket', 'Radar', 'Cog', 'Handshake']);
    await user.selectOptions(icon, 'Radar');
    await fill(user, screen.getByRole('textbox', { name: /^Title/ }), service.title);
    await fill(user, screen.getByRole('textbox', { name: /^Summary/ }), service.summary);
    await fill(user, screen.getByRole('textbox', { name: /^Points/ }), 'Overnight placements\n\n Live rates ');
    await fill(user, screen.getByRole('textbox', { name: /^Highlight(?! label)/ }), service.highlightValue);
    await fill(user, screen.getByRole('textbox', { name: /^Highlight label/ }), service.highlightLabel);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Service created')).toBeTruthy();
    expect(variablesOf('CreateServiceOffering')).toEqual([{ input: { ...service, slug: null, position: null } }]);
  });

  it('offers an edge panel its colours and films by name, refused until chosen', async () => {
    const { variablesOf, user } = open('/admin/edge-panels/new', [
      { path: '/admin/edge-panels/new', element: <EdgePanelEditorPage /> },
      { path: '/admin/edge-panels', element: <p>the list</p> },
    ], {
      CreateEdgePanel: () => ({ data: { result: { __typename: 'CreateEdgePanelPayload', message: 'Edge panel created', item: item('EdgePanel', { title: 'Paperwork', content: 'Moves by itself.', colour: 'rose', film: 'automation', videoLabel: 'Documents moving' }) } } }),
      AdminEdgePanelList: () => ({ data: { items: [] } }),
    });
    await fill(user, await screen.findByRole('textbox', { name: /^Title/ }), 'Paperwork');
    await fill(user, screen.getByRole('textbox', { name: /^Text/ }), 'Moves by itself.');
    await fill(user, screen.getByRole('textbox', { name: /^Film description/ }), 'Documents moving');
    const colour = screen.getByRole('combobox', { name: /^Colour/ });
    const film = screen.getByRole('combobox', { name: /^Film(?! description)/ });
    expect(within(colour).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose...', 'Mint', 'Periwinkle', 'Amber', 'Rose']);
    expect(within(film).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose...', 'Profiles scored against mandates', 'A compliance checklist', 'Market charts', 'Documents through a pipeline']);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Colour is required')).toBeTruthy();
    expect(screen.getByText('Film is required')).toBeTruthy();
    await user.selectOptions(colour, 'Rose');
    await user.selectOptions(film, 'Documents through a pipeline');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Edge panel created')).toBeTruthy();
    expect(variablesOf('CreateEdgePanel')).toEqual([{ input: { title: 'Paperwork', content: 'Moves by itself.', colour: 'rose', film: 'automation', videoLabel: 'Documents moving', slug: null, position: null } }]);
  });
});

describe('the profile editor', () => {
  it('takes a group, a profile link, a photo, a drawn portrait and a bio', async () => {
    const { variablesOf, user } = open('/admin/profiles/new', [
      { path: '/admin/profiles/new', element: <ProfileEditorPage /> },
      { path: '/admin/profiles', element: <p>the list</p> },
    ], {
      CreateProfile: () => ({
        data: {
          result: {
            __typename: 'CreateProfilePayload',
            message: 'Profile created',
            item: { __typename: 'Profile', id: 'UHJvZmlsZTox', slug: 'leela-menon', status: 'draft', version: 1, position: 8, publishAt: null, publishedAt: null, updatedAt: '2026-12-01T09:00:00.000Z', name: 'Leela Menon', role: 'COO', group: 'leadership', profileUrl: 'https://www.linkedin.com/in/leela', photo: null, portrait: null, bio: null },
          },
        },
      }),
      AdminProfileList: () => ({ data: { items: [] } }),
    });
    await fill(user, await screen.findByRole('textbox', { name: /^Name/ }), 'Leela Menon');
    await fill(user, screen.getByRole('textbox', { name: /^Role/ }), 'COO');
    const group = screen.getByRole('combobox', { name: /^Group/ });
    expect(within(group).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose...', 'Leadership', 'Adviser', 'Speaker']);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Group is required')).toBeTruthy();
    expect(screen.getByText('Profile link is required')).toBeTruthy();
    await user.selectOptions(group, 'leadership');
    await fill(user, screen.getByRole('textbox', { name: /^Profile link/ }), 'https://www.linkedin.com/in/leela');
    expect(screen.getByRole('button', { name: 'Choose image (Photo)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Profile created')).toBeTruthy();
    expect(variablesOf('CreateProfile')).toEqual([
      { input: { name: 'Leela Menon', role: 'COO', group: 'leadership', profileUrl: 'https://www.linkedin.com/in/leela', photo: null, portrait: null, bio: null, slug: null, position: null } },
    ]);
  });
});

describe('a kind with a choice, a number and a link', () => {
  // A kind declared for this test only: the editor is made from any declaration.
  const FIGURE_KIND: ContentKind = {
    type: 'story',
    typeName: 'Figure',
    noun: 'Figure',
    nouns: 'figures',
    rest: 'figures',
    label: { many: 'Figures', one: 'figure' },
    title: { name: 'label', label: 'Label', type: 'text', max: 80, required: true, description: 'What it counts.' },
    fields: [
      choiceField('risk', 'Risk', [{ value: 'high', label: 'High' }, { value: 'low', label: 'Low' }], 'How risky.'),
      numberField('rate', 'Success rate', 0, 100, 'In percent.'),
      urlField('source', 'Source', 'Where it comes from.'),
    ],
    shownOn: 'the home page',
    pages: ['/'],
  };

  it('offers the choices by label, and checks the number and the link before sending them as typed values', async () => {
    const { variablesOf, user } = open('/admin/figures/new', [
      { path: '/admin/figures/new', element: <KindEditorPage kind={FIGURE_KIND} /> },
      { path: '/admin/figures', element: <p>the list</p> },
    ], {
      CreateFigure: () => ({ data: { result: { __typename: 'CreateFigurePayload', message: 'Figure created', item: { __typename: 'Figure', id: 'RmlndXJlOjE=', slug: 'seed', status: 'draft', version: 1, position: 0, publishAt: null, publishedAt: null, updatedAt: '2026-12-01T09:00:00.000Z', label: 'Seed', risk: 'low', rate: 46, source: null } } } }),
      AdminFigureList: () => ({ data: { items: [] } }),
    });
    await fill(user, await screen.findByRole('textbox', { name: /^Label/ }), 'Seed');
    const risk = screen.getByRole('combobox', { name: /^Risk/ });
    expect(within(risk).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose...', 'High', 'Low']);
    await fill(user, screen.getByRole('textbox', { name: /^Success rate/ }), '4.5');
    await fill(user, screen.getByRole('textbox', { name: /^Source/ }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Risk is required')).toBeTruthy();
    expect(screen.getByText('Success rate must be a whole number from 0 to 100')).toBeTruthy();
    expect(screen.getByText('Source must be a web address starting with https://')).toBeTruthy();
    expect(variablesOf('CreateFigure')).toEqual([]);

    await user.selectOptions(risk, 'low');
    await user.clear(screen.getByRole('textbox', { name: /^Success rate/ }));
    await fill(user, screen.getByRole('textbox', { name: /^Success rate/ }), '46');
    await user.clear(screen.getByRole('textbox', { name: /^Source/ }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Figure created')).toBeTruthy();
    expect(variablesOf('CreateFigure')).toEqual([{ input: { label: 'Seed', risk: 'low', rate: 46, source: null, slug: null, position: null } }]);
  });
});

describe('the legal page editor', () => {
  const LEGAL_ID = 'TGVnYWxQYWdlOjE=';
  const body = { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Who we are' }] }, { type: 'paragraph', content: [{ type: 'text', text: 'Finmesh runs a marketplace.' }] }] };
  const legalPage = (fields: Record<string, unknown> = {}) => ({
    __typename: 'LegalPage',
    id: LEGAL_ID,
    slug: 'privacy-policy',
    status: 'published',
    version: 4,
    position: 0,
    publishAt: null,
    publishedAt: '2026-12-01T09:00:00.000Z',
    updatedAt: '2026-12-01T09:00:00.000Z',
    title: 'Privacy Policy',
    lead: 'What we collect, and why.',
    body,
    ...fields,
  });
  const routes = [
    { path: '/admin/legal-pages/new', element: <LegalPageEditorPage /> },
    { path: '/admin/legal-pages/:id/edit', element: <LegalPageEditorPage /> },
  ];

  it('shows the text in the rich-text editor and saves it as the document it holds, with the version it read', async () => {
    const { variablesOf, user } = open(`/admin/legal-pages/${LEGAL_ID}/edit`, routes, {
      AdminLegalPage: () => ({ data: { item: legalPage() } }),
      AdminLegalPageRevisions: revisions,
      AdminLegalPageList: () => ({ data: { items: [] } }),
      UpdateLegalPage: () => ({ data: { result: { __typename: 'UpdateLegalPagePayload', message: 'Legal page saved', item: legalPage({ version: 5, lead: 'What we collect.' }) } } }),
    });
    const text = await screen.findByRole('textbox', { name: /^Text/ });
    await waitFor(() => expect(text.getAttribute('contenteditable')).toBe('true'));
    expect(within(text).getByRole('heading', { level: 2, name: 'Who we are' })).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Text: formatting' })).toBeTruthy();
    const lead = screen.getByRole('textbox', { name: /^Lead/ });
    await user.clear(lead);
    await fill(user, lead, 'What we collect.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Legal page saved')).toBeTruthy();
    expect(variablesOf('UpdateLegalPage')).toEqual([{ input: { id: LEGAL_ID, version: 4, title: 'Privacy Policy', lead: 'What we collect.', body, slug: 'privacy-policy', position: 0 } }]);
  });

  it('refuses a page without text before sending, with its message', async () => {
    const { sent, user } = open('/admin/legal-pages/new', routes, {});
    await fill(user, await screen.findByRole('textbox', { name: /^Title/ }), 'Refund Policy');
    await fill(user, screen.getByRole('textbox', { name: /^Lead/ }), 'When we refund event seats.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Text is required')).toBeTruthy();
    expect(sent.filter((operation) => operation.operationName === 'CreateLegalPage')).toEqual([]);
    expect(LEGAL_KIND.fields.map((field) => [field.label, field.type])).toEqual([
      ['Lead', 'lines'],
      ['Text', 'richText'],
    ]);
  });
});

describe('the figure editor', () => {
  it('refuses an impact figure whose value does not count up, and sends it once it does', async () => {
    const { variablesOf, user } = open('/admin/figures/new', [
      { path: '/admin/figures/new', element: <FigureEditorPage /> },
      { path: '/admin/figures', element: <p>the list</p> },
    ], {
      CreateHomeFigure: () => ({ data: { result: { __typename: 'CreateHomeFigurePayload', message: 'Figure created', item: { __typename: 'HomeFigure', id: 'SG9tZUZpZ3VyZTox', slug: '75', status: 'draft', version: 1, position: 6, publishAt: null, publishedAt: null, updatedAt: '2026-12-06T09:00:00.000Z', value: '75%', label: 'Faster closings', placement: 'impact' } } } }),
      AdminHomeFigureList: () => ({ data: { items: [] } }),
    });
    await fill(user, await screen.findByRole('textbox', { name: /^Value/ }), 'Minutes');
    await fill(user, screen.getByRole('textbox', { name: /^Label/ }), 'Faster closings');
    const placement = screen.getByRole('combobox', { name: /^Placement/ });
    expect(within(placement).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose...', 'Home page hero', 'Services page: impact', 'About page hero', 'Careers page hero', "Every event's page: the figures band"]);
    await user.selectOptions(placement, 'impact');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(FIGURE_MESSAGES.impactNotCounting)).toBeTruthy();
    expect(variablesOf('CreateHomeFigure')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: /^Value/ }));
    await fill(user, screen.getByRole('textbox', { name: /^Value/ }), '75%');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Figure created')).toBeTruthy();
    expect(variablesOf('CreateHomeFigure')).toEqual([{ input: { value: '75%', label: 'Faster closings', placement: 'impact', slug: null, position: null } }]);
  });
});

const SECTION_ID = 'UGFnZVNlY3Rpb246MQ==';
const section = (fields: Record<string, unknown> = {}) => ({
  __typename: 'PageSection',
  id: SECTION_ID,
  slug: 'about-hero',
  status: 'published',
  version: 3,
  position: 8,
  publishAt: null,
  publishedAt: '2026-12-01T09:00:00.000Z',
  updatedAt: '2026-12-01T09:00:00.000Z',
  title: 'About Us',
  eyebrow: 'Who we are',
  lead: 'Founded in Bengaluru.',
  text: [],
  points: [],
  ...fields,
});

describe('the Page Texts screens', () => {
  it('list each place by where it shows, with no way to add one', async () => {
    open('/admin/page-sections', [{ path: '/admin/page-sections', element: <PageTextsPage /> }], {
      AdminPageSectionList: () => ({ data: { items: [section(), section({ id: 'UGFnZVNlY3Rpb246Mg==', slug: 'newsletter', title: 'Capital markets insight, once a month', position: 9 })] } }),
    });
    const table = await screen.findByRole('table', { name: 'Page texts' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Heading', 'Place', 'Status', 'Changed', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['About Us', 'About · Hero: eyebrow, heading, lead', 'Published'],
      ['Capital markets insight, once a month', 'Newsletter invitation (home page and every footer): eyebrow, heading, lead', 'Published'],
    ]);
    expect(screen.queryByRole('link', { name: /New page text/ })).toBeNull();
  });

  it('saves new words with the slug it has, which cannot be changed, and offers no way to take it off the site', async () => {
    const { variablesOf, user } = open(`/admin/page-sections/${SECTION_ID}/edit`, [{ path: '/admin/page-sections/:id/edit', element: <PageTextEditorPage /> }], {
      AdminPageSection: () => ({ data: { item: section() } }),
      AdminPageSectionRevisions: revisions,
      AdminPageSectionList: () => ({ data: { items: [] } }),
      UpdatePageSection: () => ({ data: { result: { __typename: 'UpdatePageSectionPayload', message: 'Page text saved', item: section({ version: 4, title: 'About Finmesh' }) } } }),
    });
    const heading = await screen.findByRole('textbox', { name: /^Heading/ });
    expect(screen.getByText('Shown in its place once published: About · Hero: eyebrow, heading, lead.')).toBeTruthy();
    const slug = screen.getByRole('textbox', { name: /^Slug/ }) as HTMLInputElement;
    expect([slug.value, slug.readOnly]).toEqual(['about-hero', true]);
    expect(screen.queryByRole('textbox', { name: /^Position/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Unpublish/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Archive/ })).toBeNull();
    await user.clear(heading);
    await fill(user, heading, 'About Finmesh');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Page text saved')).toBeTruthy();
    expect(variablesOf('UpdatePageSection')).toEqual([{ input: { id: SECTION_ID, version: 3, slug: 'about-hero', position: 8, title: 'About Finmesh', eyebrow: 'Who we are', lead: 'Founded in Bengaluru.', text: [], points: [] } }]);
  });
});
