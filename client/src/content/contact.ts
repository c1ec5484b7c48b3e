import { LEAD_FORM_LABELS } from './forms';

/** The Contact page's labels (its words are page texts: `@rules/page-sections`). */
export const CONTACT_HERO_LABELS = {
  formLink: 'Send us a message',
} as const;

export const CONTACT_DETAILS = {
  phoneLabel: 'Call us',
  phoneHours: 'Monday to Friday, 9:30 to 18:30 IST',
  emailLabel: 'Email',
  addressLabel: 'Visit us',
  socialLabel: 'Follow us',
  mapTitle: 'Map of Bengaluru showing the Finmesh office at Prestige Tech Park, Outer Ring Road',
  mapCaption: 'Prestige Tech Park, Outer Ring Road',
  mapLink: 'Open in Google Maps',
  /** Where the office is, for the real map. */
  mapOffice: { latitude: 12.9403, longitude: 77.6966 },
  /** The drawn map stays until the visitor asks for the real one, which comes from another site. */
  mapShow: 'Show the map',
  mapAsk: {
    title: 'Show the interactive map?',
    text: 'The map comes from OpenStreetMap, which will see your IP address. Showing it turns on Preferences in your cookie choices; you can turn them off again under Cookie Management.',
    allow: 'Allow and show the map',
    cancel: 'Not now',
  },
  mapFrameTitle: 'OpenStreetMap of the streets around the Finmesh office at Prestige Tech Park, Outer Ring Road, Bengaluru',
  /** While OpenStreetMap is asked for the real map; and when it cannot be reached, over the drawn map, which stays. */
  mapLoading: 'Loading the map…',
  mapUnavailable: 'OpenStreetMap cannot be reached just now, so this is our drawn map. For directions, open the office in Google Maps below.',
} as const;

/** The contact form's own labels: its fields' group for screen readers, and the privacy line under it. */
export const CONTACT_FORM_CHROME = {
  legend: 'Your message',
  privacy: 'We use your details only to answer your message. Read our',
} as const;

export const CONTACT_FORM_LABELS = {
  ...LEAD_FORM_LABELS,
  callingCode: 'Calling code',
  landlineCountry: 'Landline country',
  landlineSameAsCountry: 'Same as country',
  landlineNumber: 'Landline number',
  optional: '(optional)',
  role: 'I am a',
  rolePlaceholder: 'Select your role',
  customRole: 'Your role',
  customRoleIfOther: '(if you chose Other)',
  customRolePlaceholder: 'For example: family office, CFO, founder',
  messagePlaceholder: 'What are you raising, investing in or advising on? Amount, timing and sector help us route you.',
  newsletterHint: 'Capital markets insight, once a month. Unsubscribe any time.',
} as const;

export const THANKS_DIALOG = {
  title: 'Message sent',
  close: 'Close',
} as const;

/** The Contact page's questions and answers: their heading is a page text (contact-faq), the questions FAQs, both edited in the back office. */
export const CONTACT_FAQ_LABELS = {
  formLink: 'Ask us a question',
} as const;
