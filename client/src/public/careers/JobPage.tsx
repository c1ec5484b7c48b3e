import { Box, Button, Flex, Grid, Stack, Text, chakra } from '@chakra-ui/react';
import { ArrowLeft, Briefcase, CalendarDays, CircleCheck, MapPin, SearchX } from 'lucide-react';
import { Suspense, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { JOB_PAGE } from '../../content/careers';
import { PageWidth } from '../../ui/PageWidth';
import { usePageQuery } from '../data/pageData';
import { ORIGIN_PLACEHOLDER, usePageHead } from '../data/pageHead';
import { getFragmentData, graphql } from '../gql';
import { HeroSection } from '../layout/HeroSection';
import { applyButton } from './applyButton';
import { CAREERS_PATH, LIST_PARAM, formatPostedDate, postedOn, type JobPosting } from './jobs';
import { jobPostingData } from './structuredData';

/** A job as its page (and its structured data) shows it. */
const JobPage_job = graphql(`
  fragment JobPage_job on Job {
    id
    slug
    title
    location
    role
    description
    skills
    postedAt
    createdAt
    details {
      jobTypes
      pay
      expectedHours
      benefits
      schedule
      supplementalPay
      education
      experience
      startDate
    }
  }
`);

const JobPageQuery = graphql(`
  query JobPage($slug: String!) {
    job(slug: $slug) {
      ...JobPage_job
    }
  }
`);

const DESCRIPTION_LENGTH = 160;

/** The job, as the server reads it for this request; `null` when it is not open. */
function useJob(slug: string): JobPosting | null | 'unavailable' {
  const result = usePageQuery(JobPageQuery, { slug });
  if (result.data) return getFragmentData(JobPage_job, result.data.job);
  return result.error.code === 'NOT_FOUND' ? null : 'unavailable';
}

/** Where Back to Openings goes: the list as the visitor left it (filters, page), which the More link passed on. */
function useBackLink(): string {
  const [params] = useSearchParams();
  const list = new URLSearchParams(params.get(LIST_PARAM) ?? '').toString();
  return `${CAREERS_PATH}${list ? `?${list}` : ''}#openings`;
}

/**
 * A job's own page, /careers/<slug> (spec section 3, job detail view): rendered by the server per
 * request with the job's structured data; 404 when the job is not open. Apply opens the
 * application modal; once it closes, the application sent or not, the visitor is back at the
 * openings (spec: "close returns to list").
 */
export default function JobPage() {
  const { slug = '' } = useParams();
  return (
    <Suspense fallback={null}>
      <JobView slug={slug} />
    </Suspense>
  );
}

function JobView({ slug }: { slug: string }) {
  const job = useJob(slug);
  const back = useBackLink();
  if (job === null || job === 'unavailable') return <JobUnavailable back={back} missing={job === null} />;
  return <JobPostingView job={job} back={back} />;
}

function JobPostingView({ job, back }: { job: JobPosting; back: string }) {
  const [summary = job.title] = job.description;
  usePageHead({
    title: JOB_PAGE.pageTitle(job.title),
    description: summary.length > DESCRIPTION_LENGTH ? `${summary.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…` : summary,
    structuredData: jobPostingData(job, ORIGIN_PLACEHOLDER),
  });
  const apply = applyButton({ jobId: job.id, position: job.title, closesTo: back });

  return (
    <>
      <HeroSection labelledBy="job-title">
        <PageWidth py={{ base: '10', md: '14', lg: '16' }}>
          <BackLink to={back} onDark />
          <Stack gap="5" mt={{ base: '6', md: '8' }} maxW="4xl">
            <Text textStyle="eyebrow" color="mint.300">
              {JOB_PAGE.eyebrow} · {job.role}
            </Text>
            <Text as="h1" id="job-title" textStyle="display" fontSize={{ base: '4xl', md: '5xl', lg: '6xl' }}>
              {job.title}
            </Text>
            <Flex gap={{ base: '3', md: '6' }} wrap="wrap" color="ink.200" fontSize={{ base: 'sm', md: 'md' }}>
              {job.location && <Fact icon={<MapPin aria-hidden size={18} />}>{job.location}</Fact>}
              <Fact icon={<Briefcase aria-hidden size={18} />}>{job.details.jobTypes.join(', ')}</Fact>
              <Fact icon={<CalendarDays aria-hidden size={18} />}>
                Posted <time dateTime={postedOn(job)}>{formatPostedDate(postedOn(job))}</time>
              </Fact>
            </Flex>
            <Box pt="2">
              <Button size="xl" colorPalette="mint" asChild>
                <a {...apply}>{JOB_PAGE.apply}</a>
              </Button>
            </Box>
          </Stack>
        </PageWidth>
      </HeroSection>

      <Box as="section" aria-label={job.title} py={{ base: 'section.sm', md: 'section' }}>
        <PageWidth display="grid" gridTemplateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }} gap={{ base: '10', lg: '16' }} alignItems="start">
          <Stack gap="12" minW="0">
            {job.description.length > 0 && (
              <Block title={JOB_PAGE.aboutTitle}>
                <Stack gap="4">
                  {job.description.map((paragraph) => (
                    <Text key={paragraph} fontSize={{ base: 'md', md: 'lg' }} lineHeight="1.8" color="fg.muted">
                      {paragraph}
                    </Text>
                  ))}
                </Stack>
              </Block>
            )}
            {job.details.experience.length > 0 && (
              <Block title={JOB_PAGE.experienceTitle}>
                <CheckList items={job.details.experience} />
              </Block>
            )}
            {job.details.benefits.length > 0 && (
              <Block title={JOB_PAGE.benefitsTitle}>
                <CheckList items={job.details.benefits} />
              </Block>
            )}
            {job.skills.length > 0 && (
              <Block title={JOB_PAGE.skillsTitle}>
                <Flex as="ul" listStyleType="none" gap="2" wrap="wrap">
                  {job.skills.map((skill) => (
                    <chakra.li key={skill} px="3" py="1.5" rounded="full" bg="bg.muted" fontSize="sm" fontWeight="600">
                      {skill}
                    </chakra.li>
                  ))}
                </Flex>
              </Block>
            )}
          </Stack>

          <Stack as="aside" aria-labelledby="job-details-title" gap="6" position={{ lg: 'sticky' }} top={{ lg: '28' }} bg="bg.subtle" borderWidth="1px" borderColor="border" rounded="2xl" p={{ base: '6', md: '7' }}>
            <Text as="h2" id="job-details-title" fontFamily="heading" fontWeight="800" fontSize="xl" letterSpacing="-0.01em">
              {JOB_PAGE.detailsTitle}
            </Text>
            <chakra.dl display="grid" gap="4">
              <Detail label={JOB_PAGE.details.location} value={job.location} />
              <Detail label={JOB_PAGE.details.role} value={job.role} />
              <Detail label={JOB_PAGE.details.jobTypes} value={job.details.jobTypes.join(', ')} />
              <Detail label={JOB_PAGE.details.pay} value={job.details.pay} />
              <Detail label={JOB_PAGE.details.supplementalPay} value={job.details.supplementalPay} />
              <Detail label={JOB_PAGE.details.expectedHours} value={job.details.expectedHours} />
              <Detail label={JOB_PAGE.details.schedule} value={job.details.schedule} />
              <Detail label={JOB_PAGE.details.education} value={job.details.education} />
              <Detail label={JOB_PAGE.details.startDate} value={job.details.startDate} />
            </chakra.dl>
            <Button size="lg" w="full" asChild>
              <a {...apply}>{JOB_PAGE.apply}</a>
            </Button>
          </Stack>
        </PageWidth>
        <PageWidth mt={{ base: '12', md: '16' }}>
          <BackLink to={back} />
        </PageWidth>
      </Box>
    </>
  );
}

/**
 * A job that is not open (404), or could not be read (503, as every page whose data could not be
 * read): what happened, and the way to the openings. Also an application page's for such a job.
 */
export function JobUnavailable({ back, missing }: { back: string; missing: boolean }) {
  const title = missing ? JOB_PAGE.notFoundTitle : JOB_PAGE.loadFailedTitle;
  usePageHead({ title: JOB_PAGE.pageTitle(title), ...(missing ? { status: 404 } : {}) });
  return (
    <HeroSection labelledBy="job-title">
      <PageWidth py={{ base: '16', md: '24' }}>
        <Stack gap="6" align="flex-start" maxW="2xl">
          <Flex boxSize="14" rounded="full" bg="whiteAlpha.100" color="mint.300" align="center" justify="center">
            <SearchX aria-hidden size={26} />
          </Flex>
          <Text as="h1" id="job-title" textStyle="display" fontSize={{ base: '4xl', md: '5xl' }}>
            {title}
          </Text>
          <Text textStyle="lead" color="ink.200">
            {missing ? JOB_PAGE.notFoundText : JOB_PAGE.loadFailedText}
          </Text>
          <Button asChild size="xl" colorPalette="mint">
            <Link to={back}>{JOB_PAGE.notFoundLink}</Link>
          </Button>
        </Stack>
      </PageWidth>
    </HeroSection>
  );
}

function BackLink({ to, onDark = false }: { to: string; onDark?: boolean }) {
  return (
    <Button asChild variant="ghost" size="sm" ms="-3" color={onDark ? 'ink.100' : 'brand.fg'} _hover={{ bg: onDark ? 'whiteAlpha.100' : 'brand.subtle' }}>
      <Link to={to}>
        <ArrowLeft aria-hidden /> {JOB_PAGE.back}
      </Link>
    </Button>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex align="center" gap="2">
      {icon}
      <span>{children}</span>
    </Flex>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="5">
      <Text as="h2" textStyle="title" fontSize={{ base: '2xl', md: '3xl' }}>
        {title}
      </Text>
      {children}
    </Stack>
  );
}

function CheckList({ items }: { items: readonly string[] }) {
  return (
    <Grid as="ul" listStyleType="none" gap="3">
      {items.map((item) => (
        <Flex as="li" key={item} gap="3" align="flex-start" lineHeight="1.7">
          <Box color="mint.600" mt="1" flexShrink={0}>
            <CircleCheck aria-hidden size={18} />
          </Box>
          <Text>{item}</Text>
        </Flex>
      ))}
    </Grid>
  );
}

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <Box borderBottomWidth="1px" borderColor="border" pb="3" _last={{ borderBottomWidth: 0, pb: 0 }}>
      <chakra.dt fontSize="xs" fontWeight="700" letterSpacing="0.06em" textTransform="uppercase" color="fg.muted">
        {label}
      </chakra.dt>
      <chakra.dd mt="1" fontWeight="600">
        {value}
      </chakra.dd>
    </Box>
  );
}
