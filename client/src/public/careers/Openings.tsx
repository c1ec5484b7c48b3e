import { Box, Button, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowRight, Briefcase, CalendarDays, ChevronLeft, ChevronRight, MapPin, SearchX } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { OPENINGS, OPENINGS_PAGE_SIZE } from '../../content/careers';
import { LAYOUT } from '../../content/timing';
import { FormAlert } from '../../ui/FormAlert';
import { SimpleSelect } from '../../ui/SimpleSelect';
import { pageWindow } from '../../ui/pageWindow';
import type { QueryResult } from '../data/pageData';
import { getFragmentData, graphql } from '../gql';
import type { OpeningsQuery as OpeningsResult } from '../gql/graphql';
import { queryString, useQueryParams } from '../islands/location';
import { CAREERS_PATH, LIST_PARAM, distinctValues, filterJobs, formatPostedDate, jobPath, postedOn, type JobFilters, type JobOpening } from './jobs';

/** A job as the openings show it: its card, and what the filters and the order read. */
const Openings_job = graphql(`
  fragment Openings_job on Job {
    id
    slug
    title
    location
    role
    description
    postedAt
    createdAt
    details {
      jobTypes
    }
  }
`);

/**
 * Every open job (visitors only ever see Active ones): the page filters and pages them itself,
 * with filter options drawn from the jobs (spec section 9). A company's openings fit in one
 * answer; the server's page limit is 100.
 */
export const OpeningsQuery = graphql(`
  query Openings {
    jobs(first: 100) {
      totalCount
      edges {
        node {
          ...Openings_job
        }
      }
    }
  }
`);

/** The openings' filters and page live in the address (`?location=&role=&page=`): shareable, and Back keeps them. */
function useOpeningsParams() {
  const [params, setParams] = useQueryParams();
  const filters: JobFilters = { location: params.get('location') ?? '', role: params.get('role') ?? '' };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  /** Changing a filter goes back to page 1 (spec section 4). */
  const setFilter = (name: keyof JobFilters, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setParams(next);
  };
  const clearFilters = () => setParams(new URLSearchParams());
  const paramsFor = (wantedPage: number) => {
    const next = new URLSearchParams(params);
    if (wantedPage > 1) next.set('page', String(wantedPage));
    else next.delete('page');
    return next;
  };
  return { filters, page, setFilter, clearFilters, paramsFor, goTo: (wantedPage: number) => setParams(paramsFor(wantedPage)), search: params.toString() };
}

export interface OpeningsProps {
  /** Every open job, as the server read it for this request. */
  result: QueryResult<OpeningsResult>;
}

/**
 * The careers page's current openings (an island): location and role filters, 4 to a page, each
 * job's card linking to its own page. The server renders it with the jobs of the moment; in the
 * browser the filters and pages change in place, and every link still works as a plain link.
 */
export function Openings({ result: fromServer }: OpeningsProps) {
  const [result, setResult] = useState(fromServer);
  const [retrying, setRetrying] = useState(false);
  const { filters, page, setFilter, clearFilters, paramsFor, goTo, search } = useOpeningsParams();
  const list = useRef<HTMLDivElement>(null);
  const shownPage = useRef(page);

  useEffect(() => {
    if (result.error) console.error('Failed to load jobs', result.error);
  }, [result.error]);

  // A new page of results starts at the top of the list.
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    list.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [page]);

  if (result.error) {
    return (
      <Stack gap="4" align="flex-start">
        <FormAlert w="full">{`${OPENINGS.loadFailed(result.error.message)} ${OPENINGS.consoleHint}`}</FormAlert>
        <Button
          variant="outline"
          loading={retrying}
          onClick={async () => {
            setRetrying(true);
            const { runBrowserQuery } = await import('../data/browserQuery');
            setResult(await runBrowserQuery(OpeningsQuery, {}));
            setRetrying(false);
          }}
        >
          {OPENINGS.retry}
        </Button>
      </Stack>
    );
  }

  const jobs = result.data.jobs.edges.map((edge) => getFragmentData(Openings_job, edge.node));
  const matching = filterJobs(jobs, filters);
  const totalPages = Math.max(1, Math.ceil(matching.length / OPENINGS_PAGE_SIZE));
  const current = Math.min(page, totalPages);
  const shown = matching.slice((current - 1) * OPENINGS_PAGE_SIZE, current * OPENINGS_PAGE_SIZE);
  const filtered = filters.location !== '' || filters.role !== '';

  return (
    <>
      {jobs.length > 0 && (
        <chakra.form
          role="search"
          aria-label={OPENINGS.searchLabel}
          onSubmit={(event) => event.preventDefault()}
          display="grid"
          gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: '16rem 16rem auto' }}
          gap="4"
          alignItems="end"
          mb="8"
        >
          <FilterSelect label={OPENINGS.locationLabel} allLabel={OPENINGS.allLocations} name="location" value={filters.location} options={distinctValues(jobs, 'location')} onChange={(value) => setFilter('location', value)} />
          <FilterSelect label={OPENINGS.roleLabel} allLabel={OPENINGS.allRoles} name="role" value={filters.role} options={distinctValues(jobs, 'role')} onChange={(value) => setFilter('role', value)} />
          <Flex align="center" gap="4" justify={{ lg: 'flex-end' }} gridColumn={{ sm: 'span 2', lg: 'auto' }} minH="10">
            <Text role="status" color="fg.muted" fontSize="sm" fontWeight="600">
              {OPENINGS.count(matching.length, jobs.length)}
            </Text>
            {filtered && (
              <Button variant="ghost" size="sm" onClick={clearFilters}>
                {OPENINGS.clearFilters}
              </Button>
            )}
          </Flex>
        </chakra.form>
      )}

      <Box ref={list} scrollMarginTop={`${LAYOUT.hashScrollOffsetPx + 16}px`}>
        {jobs.length === 0 ? (
          <EmptyState>{OPENINGS.noJobs}</EmptyState>
        ) : matching.length === 0 ? (
          <EmptyState note={OPENINGS.matchTotals(jobs.length, matching.length)}>{OPENINGS.noMatches}</EmptyState>
        ) : (
          <Grid as="ul" listStyleType="none" templateColumns={{ base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }} gap={{ base: '4', md: '6' }}>
            {shown.map((job) => (
              <JobCard key={job.id} job={job} listSearch={search} />
            ))}
          </Grid>
        )}
      </Box>

      {totalPages > 1 && <Pager page={current} totalPages={totalPages} hrefFor={(to) => `${CAREERS_PATH}${queryString(paramsFor(to))}`} onGo={goTo} />}
    </>
  );
}

function FilterSelect({ label, allLabel, name, value, options, onChange }: { label: string; allLabel: string; name: string; value: string; options: string[]; onChange: (value: string) => void }) {
  // A value from the address that no job has any more still shows, so the visitor sees what filters.
  const choices = value && !options.includes(value) ? [value, ...options] : options;
  return <SimpleSelect label={label} name={name} value={value} options={[['', allLabel], ...choices.map((choice) => [choice, choice] as const)]} onChange={onChange} />;
}

/** A job's card; its More link carries the list's filters and page, for the job page's way back. */
function JobCard({ job, listSearch }: { job: JobOpening; listSearch: string }) {
  const [summary] = job.description;
  return (
    <chakra.li
      display="flex"
      flexDirection="column"
      gap="4"
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      rounded="2xl"
      p={{ base: '5', md: '7' }}
      shadow="xs"
      transition="border-color 0.2s, box-shadow 0.2s"
      _hover={{ borderColor: 'brand.300', shadow: 'md' }}
    >
      <Flex justify="space-between" align="flex-start" gap="3">
        <Text as="span" fontSize="xs" fontWeight="700" letterSpacing="0.04em" textTransform="uppercase" color="brand.fg" bg="brand.subtle" px="2.5" py="1" rounded="full">
          {job.role}
        </Text>
        <Flex as="span" align="center" gap="1.5" fontSize="xs" color="fg.muted">
          <CalendarDays aria-hidden size={14} />
          <span>
            {OPENINGS.posted} <time dateTime={postedOn(job)}>{formatPostedDate(postedOn(job))}</time>
          </span>
        </Flex>
      </Flex>
      <Text as="h3" fontFamily="heading" fontWeight="800" fontSize={{ base: 'xl', md: '2xl' }} letterSpacing="-0.02em" lineHeight="1.2">
        {job.title}
      </Text>
      <Flex gap="4" wrap="wrap" fontSize="sm" color="fg.muted">
        {job.location && (
          <Flex align="center" gap="1.5">
            <MapPin aria-hidden size={16} /> {job.location}
          </Flex>
        )}
        <Flex align="center" gap="1.5">
          <Briefcase aria-hidden size={16} /> {job.details.jobTypes.join(', ')}
        </Flex>
      </Flex>
      {summary && (
        <Text color="fg.muted" lineClamp={3} lineHeight="1.7">
          {summary}
        </Text>
      )}
      <Box mt="auto" pt="2">
        <Button asChild variant="outline" colorPalette="brand">
          <a href={`${jobPath(job)}${listSearch ? `?${new URLSearchParams({ [LIST_PARAM]: listSearch })}` : ''}`}>
            {OPENINGS.more}
            {/* The link's text says which job, for screen readers and search engines; the eye sees "More" on its card. */}
            <chakra.span srOnly> about {job.title}</chakra.span>
            <ArrowRight aria-hidden />
          </a>
        </Button>
      </Box>
    </chakra.li>
  );
}

function EmptyState({ children, note }: { children: string; note?: string }) {
  return (
    <Stack role="status" align="center" textAlign="center" gap="3" py="16" px="6" bg="bg" borderWidth="1px" borderStyle="dashed" borderColor="border.emphasized" rounded="2xl">
      <Flex boxSize="12" rounded="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
        <SearchX aria-hidden size={22} />
      </Flex>
      <Text fontWeight="700" fontSize="lg">
        {children}
      </Text>
      {note && (
        <Text color="fg.muted" fontSize="sm">
          {note}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Previous, up to five page numbers and Next, as links: they work as they are before the island's
 * code runs (the server renders the page asked for), and change the page in place once it does.
 */
function Pager({ page, totalPages, hrefFor, onGo }: { page: number; totalPages: number; hrefFor: (page: number) => string; onGo: (page: number) => void }) {
  const go = (to: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onGo(to);
  };
  const step = (to: number, label: ReactNode, disabled: boolean) =>
    disabled ? (
      <Button size="sm" variant="outline" disabled>
        {label}
      </Button>
    ) : (
      <Button asChild size="sm" variant="outline">
        <a href={hrefFor(to)} onClick={go(to)}>
          {label}
        </a>
      </Button>
    );
  return (
    <Flex as="nav" aria-label={OPENINGS.pagesLabel} justify="center" align="center" gap="1.5" wrap="wrap" mt="10">
      {step(page - 1, <><ChevronLeft aria-hidden /> {OPENINGS.previous}</>, page <= 1)}
      {pageWindow(page, totalPages).map((number) => (
        <Button key={number} asChild size="sm" minW="9" variant={number === page ? 'solid' : 'ghost'}>
          <a href={hrefFor(number)} onClick={go(number)} aria-current={number === page ? 'page' : undefined} aria-label={`Page ${number}`}>
            {number}
          </a>
        </Button>
      ))}
      {step(page + 1, <>{OPENINGS.next} <ChevronRight aria-hidden /></>, page >= totalPages)}
    </Flex>
  );
}
