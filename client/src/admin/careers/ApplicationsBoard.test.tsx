import type { Role } from '@rules/access';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdminRoutes, signedOutWithStubbedFetch, tokenVerifiedFor } from '../../test/admin';
import { stubGraphQL, type Answer } from '../../test/graphql';
import { setupUser } from '../../test/user';
import { toastStore } from '../../ui/toastStore';
import { downloadExport } from '../kit/downloadExport';
import type * as DownloadExportModule from '../kit/downloadExport';
import { adminRoutes } from '../AdminApp';
import { session } from '../auth/session';

/**
 * The applications board (issue P14): a column per status, each its own query paged by cursor; a
 * card moved with "Move to…" is shown there at once, saved as a status change, and can be undone;
 * a refusal puts it back with the server's reason; a role that may only read moves nothing.
 */

vi.mock('../kit/downloadExport', async (actual) => ({ ...(await actual<typeof DownloadExportModule>()), downloadExport: vi.fn(async () => undefined) }));

signedOutWithStubbedFetch();
// An Undo toast outlives a test: each starts without one.
afterEach(() => toastStore.remove());

const ANALYST_JOB = btoa('Job:0190a0b0-c0d0-7000-8000-000000000001');

const application = (id: string, firstName: string, lastName: string, status: string) => ({
  __typename: 'JobApplication',
  id,
  position: 'Senior Credit Analyst',
  firstName,
  middleName: null,
  lastName,
  email: `${id}@example.com`,
  phone: '+91 98765 43210',
  country: 'IN',
  coverNote: `Cover note of ${firstName}`,
  status,
  spam: false,
  spamReason: null,
  appliedAt: '2026-11-21T10:00:00.000Z',
  files: [],
});

type Card = ReturnType<typeof application>;

/** The cards each column starts with. */
const COLUMNS: Record<string, Card[]> = {
  new: [application('a1', 'Asha', 'Iyer', 'new'), application('a2', 'Bo', 'Chen', 'new')],
  reviewed: [application('a3', 'Carmen', 'Diaz', 'reviewed')],
  contacted: [],
  hired: [application('a4', 'Dev', 'Patel', 'hired')],
  rejected: [],
};

/** A column's page as the server answers it. */
const column = (cards: readonly Card[], { totalCount = cards.length, totalCountIsExact = true, hasNextPage = false, endCursor = 'end' } = {}) => ({
  data: {
    applications: {
      __typename: 'JobApplicationConnection',
      totalCount,
      totalCountIsExact,
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor },
      edges: cards.map((node) => ({ __typename: 'JobApplicationEdge', cursor: `cursor-${node.id}`, node })),
    },
  },
});

const moved = (card: Card, status: string) => ({ data: { updateApplicationStatus: { __typename: 'UpdateApplicationStatusPayload', message: 'Application status updated successfully', application: { ...card, status } } } });

/** Signed in as `role`, at the board, with the columns (and the job choices) answered. */
function board(role: Role, handlers: Record<string, (variables: Record<string, unknown>) => Answer> = {}, path = '/admin/careers?tab=applications&applications.view=board') {
  const graphql = stubGraphQL({
    VerifyToken: () => tokenVerifiedFor(role),
    ApplicationColumn: (variables) => column(COLUMNS[String(variables['status'])] ?? []),
    JobChoices: () => ({ data: { jobs: { __typename: 'JobConnection', edges: [{ __typename: 'JobEdge', node: { __typename: 'Job', id: ANALYST_JOB, title: 'Senior Credit Analyst', status: 'Active' } }] } } }),
    ...handlers,
  });
  session.store('a-token');
  const router = renderAdminRoutes(adminRoutes, { path });
  const address = () => `${router.state.location.pathname}${decodeURIComponent(router.state.location.search)}`;
  return { ...graphql, address, user: setupUser() };
}

const columnNamed = (name: string) => screen.getByRole('region', { name });
const cardsIn = (name: string) => within(columnNamed(name)).queryAllByRole('listitem').map((item) => item.querySelector('[data-drag-handle], p')?.textContent);

/** A toast's text (the app's shell and the test's renderer each draw the toasts). */
const toastSays = async (text: string) => (await screen.findAllByText(text)).length > 0;
const undoButton = async () => (await screen.findAllByRole('button', { name: 'Undo' }))[0] as HTMLElement;

async function moveWithMenu(user: ReturnType<typeof setupUser>, name: string, to: string) {
  await user.click(await screen.findByRole('button', { name: `Move to… (${name})` }));
  await user.click(await screen.findByRole('menuitem', { name: to }));
}

describe('the board’s columns', () => {
  it('shows one column per status, each from its own query of the first 20 held by no spam guard, with its count', async () => {
    const { variablesOf } = board('owner', {
      ApplicationColumn: (variables) => (variables['status'] === 'rejected' ? column([], { totalCount: 10_000, totalCountIsExact: false }) : column(COLUMNS[String(variables['status'])] ?? [])),
    });
    expect((await screen.findAllByRole('heading', { level: 2 })).map((heading) => heading.textContent)).toEqual(['New', 'Reviewed', 'Contacted', 'Hired', 'Rejected']);
    await within(columnNamed('New')).findByText('Asha Iyer');
    expect(cardsIn('New')).toEqual(['Asha Iyer', 'Bo Chen']);
    expect(cardsIn('Reviewed')).toEqual(['Carmen Diaz']);
    expect(within(columnNamed('Contacted')).getByText('No applications')).toBeTruthy();
    expect(within(columnNamed('New')).getByText('2').getAttribute('aria-label')).toBe('2 applications');
    expect(within(columnNamed('Rejected')).getByText('10,000+')).toBeTruthy();
    expect(within(columnNamed('New')).getAllByText('Senior Credit Analyst')).toHaveLength(2);
    expect(within(columnNamed('New')).getAllByText('21 Nov 2026')).toHaveLength(2);
    expect(variablesOf('ApplicationColumn').map((variables) => variables['status']).sort()).toEqual(['contacted', 'hired', 'new', 'rejected', 'reviewed']);
    expect(variablesOf('ApplicationColumn')[0]).toMatchObject({ jobId: null, first: 20 });
  });

  it('loads more of a column after its last cursor, beneath what it shows', async () => {
    const more = application('a9', 'Eli', 'Sato', 'new');
    const { user, variablesOf } = board('owner', {
      ApplicationColumn: (variables) =>
        variables['status'] !== 'new' ? column([]) : variables['after'] === 'end-of-new' ? column([more]) : column(COLUMNS['new'] ?? [], { totalCount: 3, hasNextPage: true, endCursor: 'end-of-new' }),
    });
    await within(await screen.findByRole('region', { name: 'New' })).findByText('Asha Iyer');
    await user.click(within(columnNamed('New')).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(cardsIn('New')).toEqual(['Asha Iyer', 'Bo Chen', 'Eli Sato']));
    expect(variablesOf('ApplicationColumn').at(-1)).toMatchObject({ status: 'new', first: 20, after: 'end-of-new' });
    expect(within(columnNamed('New')).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens a card’s cover letter', async () => {
    const { user } = board('owner');
    await within(await screen.findByRole('region', { name: 'New' })).findByText('Asha Iyer');
    await user.click(within(columnNamed('New')).getAllByRole('button', { name: /Cover Letter/ })[0] as HTMLElement);
    expect(await screen.findByText('Cover note of Asha')).toBeTruthy();
  });

  it('shows one job’s applications when a job is chosen, in the address, for the table too', async () => {
    const { user, address, variablesOf } = board('owner', { Applications: () => ({ data: { applications: column([]).data.applications } }) });
    await screen.findByRole('option', { name: 'Senior Credit Analyst' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show the applications for' }), 'Senior Credit Analyst');
    await waitFor(() => expect(address()).toBe(`/admin/careers?tab=applications&applications.view=board&applications.job=${ANALYST_JOB}`));
    await waitFor(() => expect(variablesOf('ApplicationColumn').filter((variables) => variables['jobId'] === ANALYST_JOB)).toHaveLength(5));

    await user.click(screen.getByRole('button', { name: 'Table' }));
    await waitFor(() => expect(variablesOf('Applications').at(-1)).toEqual({ status: null, spam: false, jobId: ANALYST_JOB, first: 5, offset: 0 }));
    expect((screen.getByRole('combobox', { name: 'Show the applications for' }) as HTMLSelectElement).value).toBe(ANALYST_JOB);
  });
});

describe('moving a card', () => {
  it('moves it with "Move to…" at once, saves the status, and says so with an Undo', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const { user, variablesOf } = board('owner', { UpdateApplicationStatus: () => new Promise((resolve) => (answer = resolve)) });
    await within(await screen.findByRole('region', { name: 'New' })).findByText('Asha Iyer');

    await moveWithMenu(user, 'Asha Iyer', 'Reviewed');
    // Shown before the server answers: out of New, at the top of Reviewed, the counts following.
    await waitFor(() => expect(cardsIn('Reviewed')).toEqual(['Asha Iyer', 'Carmen Diaz']));
    expect(cardsIn('New')).toEqual(['Bo Chen']);
    expect(within(columnNamed('Reviewed')).getByText('2')).toBeTruthy();
    expect(within(columnNamed('New')).getByText('1')).toBeTruthy();
    expect(variablesOf('UpdateApplicationStatus')).toEqual([{ id: 'a1', status: 'reviewed' }]);

    answer(moved(COLUMNS['new']?.[0] as Card, 'reviewed'));
    expect(await toastSays('Moved to Reviewed')).toBe(true);
    expect(await undoButton()).toBeTruthy();
    // The server agreed: the move stays.
    expect(cardsIn('Reviewed')).toEqual(['Asha Iyer', 'Carmen Diaz']);
    expect(cardsIn('New')).toEqual(['Bo Chen']);
  });

  it('moves it back with Undo: another status change', async () => {
    const { user, variablesOf } = board('owner', { UpdateApplicationStatus: (variables) => moved(COLUMNS['new']?.[0] as Card, String(variables['status'])) });
    await within(await screen.findByRole('region', { name: 'New' })).findByText('Asha Iyer');
    await moveWithMenu(user, 'Asha Iyer', 'Contacted');
    await user.click(await undoButton());

    expect(await toastSays('Moved back to New')).toBe(true);
    expect(variablesOf('UpdateApplicationStatus')).toEqual([
      { id: 'a1', status: 'contacted' },
      { id: 'a1', status: 'new' },
    ]);
    await waitFor(() => expect(cardsIn('New')).toEqual(['Asha Iyer', 'Bo Chen']));
    expect(within(columnNamed('Contacted')).getByText('No applications')).toBeTruthy();
  });

  it('puts the card back and shows the server’s message when the move is refused', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const { user } = board('owner', { UpdateApplicationStatus: () => new Promise((resolve) => (answer = resolve)) });
    await within(await screen.findByRole('region', { name: 'New' })).findByText('Asha Iyer');
    await moveWithMenu(user, 'Asha Iyer', 'Hired');
    await waitFor(() => expect(cardsIn('Hired')).toEqual(['Asha Iyer', 'Dev Patel']));

    answer({ errors: [{ message: 'Application not found', extensions: { code: 'NOT_FOUND' } }] });
    expect(await toastSays('Application not found')).toBe(true);
    await waitFor(() => expect(cardsIn('New')).toEqual(['Asha Iyer', 'Bo Chen']));
    expect(cardsIn('Hired')).toEqual(['Dev Patel']);
    expect(within(columnNamed('Hired')).getByText('1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('offers a Viewer no way to move a card: no menu, no drag handle; the cover letter still opens', async () => {
    board('viewer');
    await within(await screen.findByRole('region', { name: 'New' })).findByText('Asha Iyer');
    expect(screen.queryByRole('button', { name: /^Move to…/ })).toBeNull();
    expect(document.querySelector('[aria-roledescription="draggable"]')).toBeNull();
    expect(document.querySelector('[data-drag-handle]')).toBeNull();
    expect(within(columnNamed('New')).getAllByRole('button', { name: /Cover Letter/ })).toHaveLength(2);
  });

  it('shows a long name whole on its card, wrapped, never cut short', async () => {
    const long = application('a7', 'Maximiliana Alexandrina', 'Vasquez-Oyelaran-Thorsdottir', 'new');
    board('owner', { ApplicationColumn: (variables) => column(variables['status'] === 'new' ? [long] : []) });
    const handle = await within(await screen.findByRole('region', { name: 'New' })).findByRole('button', { name: 'Maximiliana Alexandrina Vasquez-Oyelaran-Thorsdottir' });
    const name = within(handle).getByText('Maximiliana Alexandrina Vasquez-Oyelaran-Thorsdottir');
    const style = getComputedStyle(name);
    expect([style.textOverflow, style.whiteSpace, style.overflow]).toEqual(['clip', 'normal', 'visible']);
    expect(style.overflowWrap).toBe('anywhere');
  });

  it('gives a card that moves a drag handle named for the applicant, described by the keyboard instructions', async () => {
    board('owner');
    const handle = await within(await screen.findByRole('region', { name: 'New' })).findByRole('button', { name: 'Asha Iyer' });
    expect(handle.getAttribute('aria-roledescription')).toBe('draggable');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions?.textContent).toContain('press Space or Enter on its name, choose a column with the Left and Right arrow keys');
  });
});

describe('moving a card by keyboard', () => {
  /** New as the issue found it (P19): five cards, the one moved the lowest; Reviewed holds one. */
  const FIVE_NEW = ['Asha Iyer', 'Bo Chen', 'Eli Sato', 'Farah Khan', 'Gita Rao'].map((name, index) => {
    const [firstName = '', lastName = ''] = name.split(' ');
    return application(`n${index + 1}`, firstName, lastName, 'new');
  });
  const liveRegion = () => document.querySelector('[id^="DndLiveRegion-"]')?.textContent ?? '';

  it('picks the next column with the arrow keys, wherever the card stands in its column, and drops it there', async () => {
    const { user, variablesOf } = board('owner', {
      ApplicationColumn: (variables) => column(variables['status'] === 'new' ? FIVE_NEW : (COLUMNS[String(variables['status'])] ?? [])),
      UpdateApplicationStatus: (variables) => moved(FIVE_NEW[4] as Card, String(variables['status'])),
    });
    const handle = await within(await screen.findByRole('region', { name: 'New' })).findByRole('button', { name: 'Gita Rao' });
    expect(cardsIn('New')).toHaveLength(5);

    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(liveRegion()).toContain('Picked up application from Gita Rao, in New.'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(liveRegion()).toContain('Moved to Reviewed.'));
    expect(liveRegion()).not.toContain('Not over a column.');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(liveRegion()).toContain('Moved to Contacted.'));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(liveRegion()).toMatch(/Moved to Reviewed\.$/));
    await user.keyboard(' ');

    await waitFor(() => expect(liveRegion()).toContain('Dropped application from Gita Rao in Reviewed.'));
    expect(variablesOf('UpdateApplicationStatus')).toEqual([{ id: 'n5', status: 'reviewed' }]);
    await waitFor(() => expect(cardsIn('Reviewed')).toEqual(['Gita Rao', 'Carmen Diaz']));
    expect(await toastSays('Moved to Reviewed')).toBe(true);
  });

  it('stays at the first column on Left and the last on Right, and Escape leaves the card where it was', async () => {
    const { user, variablesOf } = board('owner');
    const handle = await within(await screen.findByRole('region', { name: 'New' })).findByRole('button', { name: 'Bo Chen' });
    handle.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(liveRegion()).toContain('Picked up application from Bo Chen, in New.'));
    await user.keyboard('{ArrowLeft}');
    expect(liveRegion()).not.toContain('Not over a column.');
    for (const column of ['Reviewed', 'Contacted', 'Hired', 'Rejected']) {
      await user.keyboard('{ArrowRight}');
      await waitFor(() => expect(liveRegion()).toContain(`Moved to ${column}.`));
    }
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(liveRegion()).toContain('Cancelled. The application from Bo Chen stays in New.'));
    expect(variablesOf('UpdateApplicationStatus')).toEqual([]);
    expect(cardsIn('New')).toEqual(['Asha Iyer', 'Bo Chen']);
  });
});

describe('the view switch', () => {
  it('keeps Table or Board in the address', async () => {
    const { user, address } = board('owner', { Applications: () => ({ data: { applications: column([]).data.applications } }) });
    await screen.findByRole('region', { name: 'New' });
    expect(screen.getByRole('button', { name: 'Board' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Table' }));
    await waitFor(() => expect(address()).toBe('/admin/careers?tab=applications'));
    expect(await screen.findByText('No applications found.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Board' }));
    await waitFor(() => expect(address()).toBe('/admin/careers?tab=applications&applications.view=board'));
  });
});

describe('the table of one job', () => {
  it('exports that job’s applications, naming it as the REST list does (its _id)', async () => {
    const { user } = board('owner', { Applications: () => ({ data: { applications: column([]).data.applications } }) }, `/admin/careers?tab=applications&applications.job=${ANALYST_JOB}`);
    await screen.findByText('No applications found.');
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(vi.mocked(downloadExport)).toHaveBeenCalledWith('applications', { status: '', jobId: '0190a0b0-c0d0-7000-8000-000000000001' });
  });
});

describe('the applications table on a phone (issue P19: it scrolled sideways at 375 px)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows each application as a card where the table would not fit, with its status, documents and delete', async () => {
    // jsdom lays nothing out: the table is made too wide for its frame, as on a phone.
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const { user, variablesOf } = board('owner', {
      Applications: () => ({ data: { applications: column(COLUMNS['new'] ?? []).data.applications } }),
      UpdateApplicationStatus: (variables) => moved(COLUMNS['new']?.[0] as Card, String(variables['status'])),
    }, '/admin/careers?tab=applications');
    const cards = await screen.findByRole('list', { name: 'Applications' });
    expect(screen.queryByRole('table', { name: 'Applications' })).toBeNull();
    const asha = within(cards).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(asha).getByText('Asha Iyer')).toBeTruthy();
    expect(within(asha).getByText(/^Senior Credit Analyst · Applied /)).toBeTruthy();
    expect(within(asha).getByRole('link', { name: 'a1@example.com' }).getAttribute('href')).toBe('mailto:a1@example.com');
    expect(within(asha).getByRole('button', { name: /Cover Letter/ })).toBeTruthy();
    expect(within(asha).getByRole('button', { name: "Delete Asha Iyer's application" })).toBeTruthy();

    await user.selectOptions(within(asha).getByRole('combobox', { name: "Status of Asha Iyer's application" }), 'Reviewed');
    await waitFor(() => expect(variablesOf('UpdateApplicationStatus')).toEqual([{ id: 'a1', status: 'reviewed' }]));
  });
});

describe('an application opened by its link (the Activity screen’s, issue P19)', () => {
  it('shows that application alone in the table, and the whole list again on Show all', async () => {
    const opened = COLUMNS['reviewed']?.[0] as Card;
    const { user, variablesOf } = board('viewer', {
      Applications: () => ({ data: { applications: column(COLUMNS['new'] ?? []).data.applications } }),
      OpenedApplication: () => ({ data: { node: opened } }),
    }, `/admin/careers?tab=applications&applications.open=${opened.id}`);
    const table = await screen.findByRole('table', { name: 'Applications' });
    await within(table).findByText('Carmen Diaz');
    expect(within(table).queryByText('Asha Iyer')).toBeNull();
    expect(screen.getByText('Showing one application, opened by its link.')).toBeTruthy();
    expect(variablesOf('OpenedApplication')).toEqual([{ id: opened.id }]);

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await within(await screen.findByRole('table', { name: 'Applications' })).findByText('Asha Iyer')).toBeTruthy();
  });
});
