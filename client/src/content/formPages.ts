import type { PageSectionSlug } from '@rules/page-sections';
import { APPLICATION_FORM } from './application';
import { THANKS_DIALOG } from './contact';
import { DEMO_COPY } from './demo';

/**
 * The words of a form's own page (`/forms/<name>`): its heading (the page text of the section that
 * shows the form, when there is one), and the screen that replaces the form once sent.
 */
interface FormPageCopy {
  eyebrow: string;
  heading: { title: string; lead: string } | { section: PageSectionSlug };
  sent: SentCopy;
}

/** The screen that replaces a form once sent: its title, a note, and where it leads on (the home page by default). */
export interface SentCopy {
  title: string;
  note?: string;
  next?: { label: string; href: string };
}

/** Book Your Seat's heading and thanks (its dialog's too: `public/events/seatBookingWords.ts`). */
export const SEAT_BOOKING_PAGE = {
  title: 'Book Your Seat',
  lead: 'Reserve your place at this event.',
  /** The screen that replaces the form once the server took the booking (its message says booked, waitlisted or awaiting approval). */
  sent: { title: 'Thank you', note: 'Check your inbox: the email has your personal link to cancel.' },
} as const;

export const FORM_PAGES: Record<'newsletter' | 'contact' | 'services' | 'demo' | 'application' | 'booking', FormPageCopy> = {
  newsletter: { eyebrow: 'Newsletter', heading: { section: 'newsletter' }, sent: { title: 'You are subscribed' } },
  contact: { eyebrow: 'Contact', heading: { section: 'contact-form' }, sent: { title: THANKS_DIALOG.title } },
  services: { eyebrow: 'Services', heading: { section: 'talk-to-us' }, sent: { title: THANKS_DIALOG.title } },
  demo: { eyebrow: 'Book a Demo', heading: { section: 'demo' }, sent: { title: DEMO_COPY.success.title } },
  application: {
    eyebrow: 'Careers',
    heading: { title: APPLICATION_FORM.title, lead: '' },
    sent: { title: APPLICATION_FORM.successTitle, note: 'We have emailed you a confirmation.', next: { label: 'See all openings', href: '/careers' } },
  },
  booking: {
    eyebrow: 'Events',
    heading: { title: SEAT_BOOKING_PAGE.title, lead: SEAT_BOOKING_PAGE.lead },
    sent: { ...SEAT_BOOKING_PAGE.sent, next: { label: 'See all events', href: '/events' } },
  },
};

/** An open application's page title (no job named). */
export const OPEN_APPLICATION_TITLE = APPLICATION_FORM.generalTitle;

/** Where a form's page sends the visitor on once the form is sent, unless its copy says otherwise. */
export const AFTER_SENT = { label: 'Back to the home page', href: '/' };

/** A form page's title in the browser's tab. */
export const formPageTitle = (title: string) => `${title} | Finmesh`;
