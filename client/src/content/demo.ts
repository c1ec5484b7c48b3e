/** The "Book a Demo" form's labels and its thanks (the overlay's words are page texts: demo, demo-aside). */
export const DEMO_COPY = {
  labels: {
    firstName: 'First name',
    lastName: 'Last name',
    companyName: 'Company name',
    designation: 'Designation',
    email: 'Work email',
    meetingDate: 'Preferred date and time',
    meetingDateHint: 'Your local time.',
    /** Without the page's script the visitor's time zone is unknown: the time is read as India's (see `POSTED_MEETING_OFFSET`). */
    meetingDateHintWithoutScript: 'India Standard Time (UTC+5:30).',
    message: 'Message',
    messagePlaceholder: 'What would you like to see? Tell us about your business and your goals.',
    optional: '(optional)',
    submit: 'Request demo',
    submitting: 'Submitting...',
    close: 'Close',
  },
  success: {
    title: 'Request received',
    closing: 'This window closes by itself in a few seconds.',
    button: 'Close',
  },
} as const;

/** The offset a meeting time sent without the page's script is read in: India Standard Time, which keeps no summer time. */
export const POSTED_MEETING_OFFSET = '+05:30';
/** The same zone by its IANA name, for the calendar invitation of such a request. */
export const POSTED_MEETING_TIME_ZONE = 'Asia/Kolkata';
