import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubGraphQL } from '../../test/graphql';
import { renderPublic } from '../../test/render';
import type { QueryResult } from '../data/pageData';
import type { OpeningsQuery as OpeningsResult } from '../gql/graphql';
import { Openings } from './Openings';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const job = (title: string, location: string, role: string, postedAt: string) => ({
  __typename: 'Job' as const,
  id: `id-${title}`,
  slug: title.toLowerCase().replace(/\W+/g, '-'),
  title,
  location,
  role,
  description: [`${title}: what you will do.`],
  skills: [],
  postedAt,
  createdAt: postedAt,
  details: {
    __typename: 'JobDetails' as const,
    jobTypes: ['Full-time'],
    pay: null,
    expectedHours: '40 per week',
    benefits: [],
    schedule: 'Monday to Friday',
    supplementalPay: null,
    education: null,
    experience: [],
    startDate: null,
  },
});

const JOBS = [
  job('Senior Backend Engineer', 'Bengaluru (Hybrid)', 'Developer', '2026-11-20T09:00:00Z'),
  job('Credit Analyst', 'Mumbai', 'Finance & Tech', '2026-11-19T09:00:00Z'),
  job('QA Engineer', 'Remote (India)', 'Tester', '2026-11-18T09:00:00Z'),
  job('M&A Consultant', 'Bengaluru (Hybrid)', 'Consultant', '2026-11-17T09:00:00Z'),
  job('Data Science Intern', 'Bengaluru', 'Developer', '2026-11-16T09:00:00Z'),
];

const openings = (jobs: ReturnType<typeof job>[]): QueryResult<OpeningsResult> => ({
  data: { jobs: { __typename: 'JobConnection', totalCount: jobs.length, edges: jobs.map((node) => ({ __typename: 'JobEdge', node })) } } as OpeningsResult,
  error: null,
});

/** The openings island as the careers page at `path` shows it, with what the server read for it. */
function renderOpenings(result: QueryResult<OpeningsResult>, path = '/careers') {
  window.history.replaceState(null, '', path);
  renderPublic(<Openings result={result} />);
}

const address = () => window.location.search;
const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('current openings', () => {
  it('shows 4 jobs a page, newest first, with Previous, page numbers and Next', async () => {
    renderOpenings(openings(JOBS));
    expect(await screen.findByText('5 openings')).toBeTruthy();
    expect(titles()).toEqual(['Senior Backend Engineer', 'Credit Analyst', 'QA Engineer', 'M&A Consultant']);

    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(titles()).toEqual(['Data Science Intern']);
    expect(address()).toBe('?page=2');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('filters by location and role, ignoring case, with options taken from the jobs, and goes back to page 1', async () => {
    renderOpenings(openings(JOBS), '/careers?page=2');
    const location = await screen.findByRole('combobox', { name: 'Location' });
    expect(within(location).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All locations',
      'Bengaluru',
      'Bengaluru (Hybrid)',
      'Mumbai',
      'Remote (India)',
    ]);

    fireEvent.change(location, { target: { value: 'Bengaluru' } });
    // "Bengaluru" is part of "Bengaluru (Hybrid)" too.
    expect(titles()).toEqual(['Senior Backend Engineer', 'M&A Consultant', 'Data Science Intern']);
    expect(screen.getByText('3 of 5 openings')).toBeTruthy();
    expect(address()).toBe('?location=Bengaluru');

    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'Developer' } });
    expect(titles()).toEqual(['Senior Backend Engineer', 'Data Science Intern']);
  });

  it('matches a typed-in filter in any case', async () => {
    renderOpenings(openings(JOBS), '/careers?location=bengaluru%20(HYBRID)');
    expect(await screen.findByText('2 of 5 openings')).toBeTruthy();
    expect(titles()).toEqual(['Senior Backend Engineer', 'M&A Consultant']);
  });

  it('says when no job matches, with the totals, and clears the filters', async () => {
    renderOpenings(openings(JOBS), '/careers?location=Mumbai&role=Tester');
    expect(await screen.findByText('No jobs found matching your criteria.')).toBeTruthy();
    expect(screen.getByText('Open jobs: 5 · Matching your filters: 0')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByText('5 openings')).toBeTruthy();
  });

  it('says when there are no openings at all', async () => {
    renderOpenings(openings([]));
    expect(await screen.findByText('No job openings available at the moment.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Location' })).toBeNull();
  });

  it('says why the jobs could not be loaded, logs the details, and tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubGraphQL({ Openings: () => ({ data: openings(JOBS).data }) });
    renderOpenings({ data: null, error: { message: 'Failed to fetch', code: 'NETWORK' } });

    expect(await screen.findByText('Failed to load jobs: Failed to fetch Check browser console for details.')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Failed to load jobs', { message: 'Failed to fetch', code: 'NETWORK' });

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('5 openings')).toBeTruthy();
  });

  it('links each job to its own page, passing on the list as it stands for the way back', async () => {
    renderOpenings(openings(JOBS));
    expect((await screen.findByRole('link', { name: /Credit Analyst/ })).getAttribute('href')).toBe('/careers/credit-analyst');

    fireEvent.change(screen.getByRole('combobox', { name: 'Location' }), { target: { value: 'Mumbai' } });
    expect(screen.getByRole('link', { name: /Credit Analyst/ }).getAttribute('href')).toBe('/careers/credit-analyst?list=location%3DMumbai');
  });

  it('follows Back and Forward between its pages', async () => {
    renderOpenings(openings(JOBS));
    fireEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(titles()).toEqual(['Data Science Intern']);
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(titles()).toEqual(['Senior Backend Engineer', 'Credit Analyst', 'QA Engineer', 'M&A Consultant']);
  });
});
