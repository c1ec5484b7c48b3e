import type { Role } from '@rules/access';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminRoutes, signedOutWithStubbedFetch, tokenVerifiedFor } from '../test/admin';
import { stubGraphQL } from '../test/graphql';
import { setupUser } from '../test/user';
import { adminRoutes } from './AdminApp';
import { session } from './auth/session';

/**
 * A role that may read a screen and not change it (a Viewer: every `:read`, no `:write`; Sales on
 * the newsletter) sees the records and none of the controls the server would refuse. An Owner
 * still sees them all.
 */

signedOutWithStubbedFetch();

const connection = (typename: string, nodes: readonly object[]) => ({
  __typename: `${typename}Connection`,
  totalCount: nodes.length,
  totalCountIsExact: true,
  pageInfo: { __typename: 'PageInfo', hasNextPage: false },
  edges: nodes.map((node) => ({ __typename: `${typename}Edge`, node })),
});

const message = (id: string, spam: boolean) => ({
  __typename: 'ContactSubmission',
  id,
  source: 'contact',
  pronoun: null,
  firstName: spam ? 'Sam' : 'Ada',
  middleName: null,
  lastName: spam ? 'Bot' : 'Lovelace',
  companyName: 'Analytical Engines',
  email: `${id}@example.com`,
  phoneNumber: null,
  landlineNumber: null,
  country: 'GB',
  role: null,
  newsletter: false,
  message: 'Could we talk about payouts?',
  status: 'in_progress',
  spam,
  spamReason: spam ? 'honeypot' : null,
  createdAt: '2026-11-20T09:30:00.000Z',
  replies: [],
});

const job = {
  __typename: 'Job',
  id: 'Sm9iOjE=',
  title: 'Platform Engineer',
  location: 'Remote',
  status: 'Active',
  postedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  details: { __typename: 'JobDetails', jobTypes: ['Full-time'] },
};

const application = (id: string, spam: boolean) => ({
  __typename: 'JobApplication',
  id,
  position: 'Platform Engineer',
  firstName: spam ? 'Sam' : 'Grace',
  middleName: null,
  lastName: spam ? 'Bot' : 'Hopper',
  email: `${id}@example.com`,
  phone: '+44 20 7946 0000',
  country: 'GB',
  coverNote: 'Hello',
  status: 'reviewed',
  spam,
  spamReason: spam ? 'honeypot' : null,
  appliedAt: '2026-11-21T10:00:00.000Z',
  files: [],
});

const subscriber = (id: string, spam: boolean) => ({ __typename: 'Subscriber', id, email: `${id}@example.com`, subscribedAt: '2026-11-01T10:00:00.000Z', isActive: true, status: 'active', consentAt: '2026-11-01T10:00:00.000Z', consentSource: '/about', consentAddressHash: 'Xq3vB1kPz0aLmN7rT2yW', spam, spamReason: spam ? 'honeypot' : null });

const demo = (id: string, spam: boolean) => ({
  __typename: 'DemoRequest',
  id,
  firstName: spam ? 'Sam' : 'Alan',
  lastName: spam ? 'Bot' : 'Turing',
  companyName: 'Bletchley',
  designation: 'CTO',
  email: `${id}@example.com`,
  meetingDate: '2026-12-01T10:30:00.000Z',
  timeZone: 'Europe/Berlin',
  meetingPlace: null,
  message: 'A demo please',
  status: 'confirmed',
  notes: 'Call back on Monday',
  spam,
  spamReason: spam ? 'honeypot' : null,
  createdAt: '2026-11-20T09:30:00.000Z',
});

/** Signed in as an admin of `role`, with the screens' lists answered (one real record and one held as spam each). */
function signedInAs(role: Role) {
  stubGraphQL({
    VerifyToken: () => tokenVerifiedFor(role),
    ContactSubmissions: () => ({ data: { contactSubmissions: connection('ContactSubmission', [message('c1', false), message('c2', true)]) } }),
    AdminJobs: () => ({ data: { jobs: connection('Job', [job]) } }),
    Applications: () => ({ data: { applications: connection('JobApplication', [application('a1', false), application('a2', true)]) } }),
    Subscribers: () => ({ data: { subscribers: connection('Subscriber', [subscriber('s1', false), subscriber('s2', true)]) } }),
    DemoRequests: () => ({ data: { demoRequests: connection('DemoRequest', [demo('d1', false), demo('d2', true)]) } }),
    // The reply box shows the email as it will go, from the server's draft (issue P19).
    ContactReplyDraft: () => ({
      data: {
        contactSubmissionReplyDraft: {
          __typename: 'ContactReplyDraft',
          to: 'Ada Lovelace <c1@example.com>',
          from: 'Finmesh <no-reply@finmesh.local>',
          replyTo: 'team@finmesh.example',
          replyToIsYours: false,
          subject: 'Re: your message to Finmesh',
          greeting: 'Hello Ada,',
          quoteLabel: 'Your message of Friday, 20 November 2026 at 09:30 UTC',
          quotedText: 'Could we talk about payouts?',
        },
      },
    }),
  });
  session.store('a-token');
}

const open = (path: string) => renderAdminRoutes(adminRoutes, { path });

const notSpamButtons = () => screen.queryAllByRole('button', { name: /^Not spam/ });

describe('Form Submissions', () => {
  it('shows a Viewer the messages and their status, with no status select, Delete, "Not spam" or reply form', async () => {
    signedInAs('viewer');
    open('/admin/form-submissions');
    const row = await screen.findByRole('button', { name: /^Ada Lovelace/ });
    expect(screen.getByText('Sam Bot')).toBeTruthy();
    expect(screen.getByText('In progress', { ignore: 'option' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: /^Status of/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(notSpamButtons()).toEqual([]);
    // The filter and the search still work: they change nothing.
    expect(screen.getByRole('combobox', { name: 'Filter by status' })).toBeTruthy();

    await setupUser().click(row);
    expect(await screen.findByText('Could we talk about payouts?')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Reply to Ada' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send Reply/ })).toBeNull();
  });

  it('still gives an Owner the status select, Delete, "Not spam" and the reply form', async () => {
    signedInAs('owner');
    open('/admin/form-submissions');
    const row = await screen.findByRole('button', { name: /^Ada Lovelace/ });
    expect((screen.getByRole('combobox', { name: 'Status of the message from Ada Lovelace' }) as HTMLSelectElement).value).toBe('in_progress');
    expect(screen.getByRole('button', { name: 'Delete the message from Ada Lovelace' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete the message from Sam Bot' })).toBeTruthy();
    expect(notSpamButtons()).toHaveLength(1);

    await setupUser().click(row);
    expect(await screen.findByRole('textbox', { name: 'Reply to Ada' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Send Reply/ })).toBeTruthy();
  });
});

describe('Careers', () => {
  it('shows a Viewer the jobs with no New Job, Edit or Delete, and the applications with no status select, Delete or "Not spam"', async () => {
    signedInAs('viewer');
    open('/admin/careers');
    const jobs = await screen.findByRole('table', { name: 'Job listings' });
    expect(within(jobs).getByText('Platform Engineer')).toBeTruthy();
    expect(within(jobs).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('link', { name: /New Job/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();

    await setupUser().click(screen.getByRole('tab', { name: 'Applications' }));
    const applications = await screen.findByRole('table', { name: 'Applications' });
    expect(within(applications).getByText('Grace Hopper')).toBeTruthy();
    expect(within(applications).getByText('Reviewed')).toBeTruthy();
    expect(within(applications).queryByRole('combobox')).toBeNull();
    expect(within(applications).queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(notSpamButtons()).toEqual([]);
    // Reading stays: the cover letter opens.
    expect(within(applications).getAllByRole('button', { name: /Cover Letter/ })).toHaveLength(2);
  });

  it('still gives an Owner New Job, Edit, Delete, the status select and "Not spam"', async () => {
    signedInAs('owner');
    open('/admin/careers');
    const jobs = await screen.findByRole('table', { name: 'Job listings' });
    await within(jobs).findByText('Platform Engineer');
    expect(screen.getByRole('link', { name: /New Job/ }).getAttribute('href')).toBe('/admin/careers/new');
    expect(within(jobs).getByRole('link', { name: 'Edit Platform Engineer' }).getAttribute('href')).toBe('/admin/careers/Sm9iOjE%3D/edit');
    expect(within(jobs).getByRole('button', { name: 'Delete Platform Engineer' })).toBeTruthy();

    await setupUser().click(screen.getByRole('tab', { name: 'Applications' }));
    const applications = await screen.findByRole('table', { name: 'Applications' });
    await within(applications).findByText('Grace Hopper');
    expect(within(applications).getByRole('combobox', { name: "Status of Grace Hopper's application" })).toBeTruthy();
    expect(within(applications).getByRole('button', { name: "Delete Grace Hopper's application" })).toBeTruthy();
    expect(notSpamButtons()).toHaveLength(1);
  });

  it('shows a Viewer the no-access page at the job form', async () => {
    signedInAs('viewer');
    open('/admin/careers/new');
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page', level: 1 })).toBeTruthy();
  });
});

describe('Demo Requests and Newsletter', () => {
  it('shows a Viewer the demo requests and their notes, with no status select, Delete, "Not spam" or notes editor', async () => {
    signedInAs('viewer');
    open('/admin/demo-requests');
    const table = await screen.findByRole('table', { name: 'Demo requests' });
    expect(within(table).getByText('Alan Turing')).toBeTruthy();
    expect(within(table).queryByRole('combobox')).toBeNull();
    expect(within(table).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(table).queryByRole('button', { name: /Change the meeting time/ })).toBeNull();
    expect(notSpamButtons()).toEqual([]);

    const [viewNotes] = within(table).getAllByRole('button', { name: 'View Notes' });
    if (!viewNotes) throw new Error('no View Notes button');
    await setupUser().click(viewNotes);
    expect(await within(table).findByText('Call back on Monday')).toBeTruthy();
    expect(within(table).queryByRole('textbox')).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Save Notes' })).toBeNull();
  });

  it('shows Sales (newsletter:read only) the subscribers with no Unsubscribe or "Not spam"', async () => {
    signedInAs('sales');
    open('/admin/newsletter');
    const table = await screen.findByRole('table', { name: 'Newsletter subscribers' });
    expect(within(table).getByText('s1@example.com')).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Unsubscribe/ })).toBeNull();
    expect(notSpamButtons()).toEqual([]);
  });

  it('still gives an Owner Unsubscribe and "Not spam" on the newsletter', async () => {
    signedInAs('owner');
    open('/admin/newsletter');
    const table = await screen.findByRole('table', { name: 'Newsletter subscribers' });
    await within(table).findByText('s1@example.com');
    expect(within(table).getAllByRole('button', { name: /Unsubscribe/ })).toHaveLength(2);
    expect(notSpamButtons()).toHaveLength(1);
  });
});
