import { Box } from '@chakra-ui/react';
import { lazy, use } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { AFTER_SENT, FORM_PAGES, OPEN_APPLICATION_TITLE, formPageTitle } from '../../content/formPages';
import { FormSuccess } from '../../ui/FormSuccess';
import { PageWidth } from '../../ui/PageWidth';
import { applicationTargetOfQuery, type ApplyTarget } from '../careers/applications';
import { usePageHead } from '../data/pageHead';
import { Island } from '../islands/Island';
import { HeroSection, HeroTitle } from '../layout/HeroSection';
import { HOME_ROUTE, loadPage } from '../routes';
import { PostedFormContext } from './formAnswer';
import { isPostedForm, SENT_PARAM, type PostedFormName } from './formPages';
import { THANKS } from './formPosts';
import type { PostedForm } from './typedEarly';

/**
 * A public form on a page of its own, `/forms/<name>` (see `formPages.ts`): where the buttons that
 * open a form's overlay lead before the page's scripts run (or without them), and what the server
 * answers a plain post of the form with: the form again with its messages and what was typed, or,
 * once stored, its thanks (`?sent=1`, where the server sends the browser on). Once the browser
 * runs it, the form is the same island as anywhere else.
 */
export default function FormPage() {
  const { form } = useParams();
  if (!isPostedForm(form)) return <NoSuchForm />;
  return <FormOfPage form={form} />;
}

function FormOfPage({ form }: { form: PostedFormName }) {
  const posted = use(PostedFormContext);
  const query = new URLSearchParams(useLocation().search);
  const target = applicationTargetOfQuery(query);
  const copy = FORM_PAGES[form];
  const title = form === 'application' && target.jobId === null ? OPEN_APPLICATION_TITLE : copy.title;
  const lead = form === 'application' ? target.position : copy.lead;
  usePageHead({ title: formPageTitle(title), indexable: false });

  return (
    <>
      <HeroSection labelledBy="form-title">
        <PageWidth py={{ base: '10', md: '14' }}>
          <HeroTitle id="form-title" eyebrow={copy.eyebrow} title={title} lead={lead} />
        </PageWidth>
      </HeroSection>
      <PageWidth py={{ base: '10', md: '16' }}>
        <Box maxW="3xl" mx="auto">
          {query.has(SENT_PARAM) ? (
            <FormSuccess title={copy.sent.title} message={THANKS[form]} note={copy.sent.note} done={copy.sent.next ?? AFTER_SENT} />
          ) : (
            <TheForm form={form} posted={posted} target={target} />
          )}
        </Box>
      </PageWidth>
    </>
  );
}

function TheForm({ form, posted, target }: { form: PostedFormName; posted: PostedForm | null; target: ApplyTarget }) {
  switch (form) {
    case 'newsletter':
      return (
        // The signup is made for a dark band, as in the footer.
        <Box bg="ink.950" color="white" rounded="2xl" maxW="xl" mx="auto" px={{ base: '5', md: '10' }} py={{ base: '8', md: '10' }}>
          <Island name="newsletter" props={{ posted }} />
        </Box>
      );
    case 'contact':
      return <Island name="contact-form" props={{ posted }} />;
    case 'services':
      return <Island name="services-form" props={{ posted }} />;
    case 'demo':
      return <Island name="demo-form" props={{ posted }} />;
    case 'application':
      return <Island name="application-form" props={{ target, posted }} />;
  }
}

const HomePage = lazy(loadPage(HOME_ROUTE.page));

/** An address under /forms that names no form: the home page, with status 404, as for any unknown path. */
function NoSuchForm() {
  usePageHead({ status: 404 });
  return <HomePage />;
}
