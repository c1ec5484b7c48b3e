import { APPLICATION_FORM } from './application';
import { CONTACT_FORM_INTRO, THANKS_DIALOG } from './contact';
import { DEMO_COPY } from './demo';
import { TALK_TO_US } from './services';
import { NEWSLETTER_PITCH } from './site';

/** The words of a form's own page (`/forms/<name>`): its heading, and the screen that replaces the form once sent. */
interface FormPageCopy {
  eyebrow: string;
  title: string;
  lead: string;
  sent: SentCopy;
}

/** The screen that replaces a form once sent: its title, a note, and where it leads on (the home page by default). */
export interface SentCopy {
  title: string;
  note?: string;
  next?: { label: string; href: string };
}

export const FORM_PAGES: Record<'newsletter' | 'contact' | 'services' | 'demo' | 'application', FormPageCopy> = {
  newsletter: { eyebrow: NEWSLETTER_PITCH.eyebrow, title: NEWSLETTER_PITCH.title, lead: NEWSLETTER_PITCH.text, sent: { title: 'You are subscribed' } },
  contact: { eyebrow: 'Contact', title: CONTACT_FORM_INTRO.title, lead: CONTACT_FORM_INTRO.lead, sent: { title: THANKS_DIALOG.title } },
  services: { eyebrow: 'Services', title: TALK_TO_US.title, lead: TALK_TO_US.lead, sent: { title: THANKS_DIALOG.title } },
  demo: { eyebrow: 'Book a Demo', title: DEMO_COPY.title, lead: DEMO_COPY.lead, sent: { title: DEMO_COPY.success.title } },
  application: {
    eyebrow: 'Careers',
    title: APPLICATION_FORM.title,
    lead: '',
    sent: { title: APPLICATION_FORM.successTitle, note: 'We have emailed you a confirmation.', next: { label: 'See all openings', href: '/careers' } },
  },
};

/** An open application's page title (no job named). */
export const OPEN_APPLICATION_TITLE = APPLICATION_FORM.generalTitle;

/** Where a form's page sends the visitor on once the form is sent, unless its copy says otherwise. */
export const AFTER_SENT = { label: 'Back to the home page', href: '/' };

/** A form page's title in the browser's tab. */
export const formPageTitle = (title: string) => `${title} | Finmesh`;
