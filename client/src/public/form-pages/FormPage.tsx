import { Box } from '@chakra-ui/react';
import { lazy, use } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { APPLICATION_FORM } from '../../content/application';
import { AFTER_SENT, FORM_PAGES, OPEN_APPLICATION_TITLE, formPageTitle } from '../../content/formPages';
import { FormSuccess } from '../../ui/FormSuccess';
import { PageWidth } from '../../ui/PageWidth';
import { applicationTargetOfQuery, type ApplyTarget } from '../careers/applications';
import { JobUnavailable } from '../careers/JobPage';
import { CAREERS_PATH } from '../careers/jobs';
import { usePageQuery } from '../data/pageData';
import { graphql } from '../gql';
import { usePageHead } from '../data/pageHead';
import { Island } from '../islands/Island';
import { applicationForm } from '../careers/islands';
import { contactForm } from '../contact/islands';
import { demoForm } from '../demo/islands';
import { BookingQuestionsQuery } from '../events/eventQueries';
import { seatBookingForm } from '../events/islands';
import { newsletterSignup } from '../newsletter/islands';
import { servicesForm } from '../services/islands';
import { HeroSection, HeroTitle } from '../layout/HeroSection';
import { usePageSections } from '../site/pageSections';
import { HOME_ROUTE, loadPage } from '../routes';
import { isPostedForm, SENT_PARAM, type PostedFormName } from '../forms/formPages';
import type { PostedForm } from '../forms/typedEarly';
import { PostedFormContext } from './formAnswer';
import { thanksOf } from './formPosts';

/**
 * A public form on a page of its own, `/forms/<name>` (see `forms/formPages.ts`): where the buttons that
 * open a form's overlay lead before the page's scripts run (or without them), and what the server
 * answers a plain post of the form with: the form again with its messages and what was typed, or,
 * once stored, its thanks (`?sent=1`, where the server sends the browser on). Once the browser
 * runs it, the form is the same island as anywhere else.
 */
/** The form page's heading, which names the form on it. */
const FORM_TITLE_ID = 'form-title';

export default function FormPage() {
  const { form } = useParams();
  if (!isPostedForm(form)) return <NoSuchForm />;
  return <FormOfPage form={form} />;
}

function FormOfPage({ form }: { form: PostedFormName }) {
  const posted = use(PostedFormContext);
  const wordsOf = usePageSections();
  const query = new URLSearchParams(useLocation().search);
  const target = applicationTargetOfQuery(query);
  const sent = query.has(SENT_PARAM);
  if (form === 'application' && target.jobId !== null) return <JobApplicationPage jobId={target.jobId} posted={posted} sent={sent} />;
  if (form === 'booking' && !sent && !query.get('event')) return <NoSuchForm />;
  const copy = FORM_PAGES[form];
  const heading = 'section' in copy.heading ? wordsOf(copy.heading.section) : copy.heading;
  const title = form === 'application' ? OPEN_APPLICATION_TITLE : heading.title;
  const lead = form === 'application' ? target.position : (heading.lead ?? '');
  return <FormPageView form={form} copy={copy} title={title} lead={lead} target={target} posted={posted} sent={sent} thanks={thanksOf(form, query.get(SENT_PARAM))} />;
}

const ApplicationJobQuery = graphql(`
  query ApplicationJob($id: ID!) {
    job(id: $id) {
      id
      title
    }
  }
`);

/**
 * A job's application page: the job as the server reads it names the application, never the words
 * of the link; a job that is not open (or an id that names none) is the job page's 404.
 */
function JobApplicationPage({ jobId, posted, sent }: { jobId: string; posted: PostedForm | null; sent: boolean }) {
  const { data, error } = usePageQuery(ApplicationJobQuery, { id: jobId });
  if (!data) return <JobUnavailable back={CAREERS_PATH} missing={error.code === 'NOT_FOUND' || error.code === 'BAD_USER_INPUT'} />;
  const copy = FORM_PAGES.application;
  const target = { jobId: data.job.id, position: data.job.title };
  return <FormPageView form="application" copy={copy} title={APPLICATION_FORM.title} lead={target.position} target={target} posted={posted} sent={sent} thanks={thanksOf('application', null)} />;
}

interface FormPageViewProps {
  form: PostedFormName;
  copy: (typeof FORM_PAGES)[PostedFormName];
  title: string;
  lead: string;
  target: ApplyTarget;
  posted: PostedForm | null;
  sent: boolean;
  /** What the page says once the form is stored. */
  thanks: string;
}

function FormPageView({ form, copy, title, lead, target, posted, sent, thanks }: FormPageViewProps) {
  usePageHead({ title: formPageTitle(title), indexable: false });

  return (
    <>
      <HeroSection labelledBy={FORM_TITLE_ID}>
        <PageWidth py={{ base: '10', md: '14' }}>
          <HeroTitle id={FORM_TITLE_ID} eyebrow={copy.eyebrow} title={title} lead={lead} />
        </PageWidth>
      </HeroSection>
      <PageWidth py={{ base: '10', md: '16' }}>
        <Box maxW="3xl" mx="auto">
          {sent ? (
            <FormSuccess title={copy.sent.title} message={thanks} note={copy.sent.note} done={copy.sent.next ?? AFTER_SENT} />
          ) : (
            <TheForm form={form} posted={posted} target={target} />
          )}
        </Box>
      </PageWidth>
    </>
  );
}

function TheForm({ form, posted, target }: { form: PostedFormName; posted: PostedForm | null; target: ApplyTarget }) {
  const event = new URLSearchParams(useLocation().search).get('event') ?? '';
  switch (form) {
    case 'newsletter':
      return (
        // The signup is made for a dark band, as in the footer.
        <Box bg="ink.950" color="white" rounded="2xl" maxW="xl" mx="auto" px={{ base: '5', md: '10' }} py={{ base: '8', md: '10' }}>
          <Island of={newsletterSignup} props={{ posted }} />
        </Box>
      );
    case 'contact':
      return <Island of={contactForm} props={{ posted, labelledBy: FORM_TITLE_ID }} />;
    case 'services':
      return <Island of={servicesForm} props={{ posted }} />;
    case 'demo':
      return <Island of={demoForm} props={{ posted }} />;
    case 'application':
      return <Island of={applicationForm} props={{ target, posted }} />;
    case 'booking':
      return <BookingForm event={event} posted={posted} />;
  }
}

/** Book Your Seat for the event `?event=` names, with a field for each of its questions, as the server reads them (none for an event it cannot find: the booking then says why). */
function BookingForm({ event, posted }: { event: string; posted: PostedForm | null }) {
  const questions = usePageQuery(BookingQuestionsQuery, { slug: event }).data?.event.questions ?? [];
  return <Island of={seatBookingForm} props={{ event, questions, posted }} />;
}

const HomePage = lazy(loadPage(HOME_ROUTE.page));

/** An address under /forms that names no form: the home page, with status 404, as for any unknown path. */
function NoSuchForm() {
  usePageHead({ status: 404 });
  return <HomePage />;
}
