/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What `applyForJob` takes: the application form's fields (the resumes go separately, as `resumes`). */
export type ApplyForJobInput = {
  /** Two-letter country code, for example IN. */
  country: string;
  /** Calling code; +1 when left out. */
  countryCode?: string | null | undefined;
  /** Required: the cover note, plain text of at most 10,000 characters (line breaks kept). */
  coverNote: string;
  /** Required: the applicant's email address. */
  email: string;
  /** Required; one line of at most 100 characters. */
  firstName: string;
  /** The token of `formStart`, issued when the form was shown. */
  formToken?: string | null | undefined;
  /** The job applied for; leave out for a general application. */
  jobId?: string | number | null | undefined;
  /** Required; one line of at most 100 characters. */
  lastName: string;
  /** Optional; one line of at most 100 characters. */
  middleName?: string | null | undefined;
  /** With or without the calling code. */
  phone: string;
  /** The job title; "General application" when neither this nor jobId is given. */
  position?: string | null | undefined;
  /** One of she/her, he/him, they/them, prefer_not_say, other. */
  pronoun?: string | null | undefined;
  /** Also subscribe to the newsletter; defaults to false. */
  subscribe?: boolean | null | undefined;
  /** Leave empty: a hidden field that only bots fill in. */
  website?: string | null | undefined;
};

/** What `bookSeat` takes: the event, and the fields of the "Book Your Seat" form. */
export type BookSeatInput = {
  /** The answers to the event's questions (its `bookingQuestions`), in their order; at most 1000 characters each. */
  answers?: Array<string> | null | undefined;
  /** Optional; one line of at most 200 characters. */
  companyName?: string | null | undefined;
  /** Optional: the country's name, at most 100 characters. */
  country?: string | null | undefined;
  /** Optional: the person's role, one line of at most 100 characters. */
  designation?: string | null | undefined;
  /** Required: where the confirmation, the calendar invitation and the cancel link go. One booking per address and event (compared normalised). */
  email: string;
  /** The event's slug (its page's address, `/events/<slug>`): a published event taking bookings. */
  event: string;
  /** Required; one line of at most 100 characters. */
  firstName: string;
  /** The token of `formStart`, issued when the form was shown. */
  formToken?: string | null | undefined;
  /** Required; one line of at most 100 characters. */
  lastName: string;
  /** Optional; one line of at most 100 characters. */
  middleName?: string | null | undefined;
  /** Optional: the phone number with its calling code (+91 98765 43210), 6 to 15 digits. */
  phoneNumber?: string | null | undefined;
  /** One of she/her, he/him, they/them, prefer_not_say, other. */
  pronoun?: string | null | undefined;
  /** Number of Tickets: 1 to 10. */
  seats: number;
  /** Leave empty: a hidden field that only bots fill in. */
  website?: string | null | undefined;
};

/** Where a seat booking stands. */
export type BookingStatus =
  /** Attended: checked in at the door (still holds its seats). */
  | 'attended'
  /** Booked: holds its seats; the person was sent the calendar invitation. */
  | 'booked'
  /** Cancelled: by the person's cancel link or by the team. */
  | 'cancelled'
  /** Declined: the team said no. */
  | 'declined'
  /** Awaiting approval: the event needs approval; the team approves (books, or waitlists when full) or declines. */
  | 'pending_approval'
  /** Waitlisted: waits, in order, for seats to free; moved up (and emailed) when its seats fit. */
  | 'waitlisted';

/** The Contact page, or the Services page’s "Talk to us" form. */
export type ContactFormSource =
  /** The Contact page’s form. */
  | 'contact'
  /** The Services page’s "Talk to us" form. */
  | 'services';

/** Where a piece of content stands; only published content shows on the site. */
export type ContentStatus =
  /** Taken off the site; kept, with its history, and can be published again. */
  | 'archived'
  /** Being written: seen in the back office and by preview links only. */
  | 'draft'
  /** On the site. */
  | 'published'
  /** Goes live by itself at `publishAt` (within a minute of it). */
  | 'scheduled';

/** How an event's seats stand, as visitors are told: never how many. */
export type EventAvailability =
  /** Seats are free. */
  | 'AVAILABLE'
  /** Every seat is taken: a booking goes on the waitlist. */
  | 'FULL'
  /** Few seats are left: at most 5, or at most a tenth of the room. */
  | 'LIMITED';

/** Where an event happens. */
export type EventFormat =
  /** At its venue and on line. */
  | 'hybrid'
  /** At its venue. */
  | 'in_person'
  /** On line, at its online link (shown to the team and, later, to booked attendees only). */
  | 'online';

/** What `requestDemo` takes: the fields of the "Book a Demo" form. */
export type RequestDemoInput = {
  /** Optional; one line of at most 200 characters. */
  companyName?: string | null | undefined;
  /** Optional: the requester's job title, one line of at most 100 characters. */
  designation?: string | null | undefined;
  /** Required: the requester's address, where the receipt and any calendar invitation go. */
  email: string;
  /** Required; one line of at most 100 characters. */
  firstName: string;
  /** The token of `formStart`, issued when the form was shown. */
  formToken?: string | null | undefined;
  /** Required; one line of at most 100 characters. */
  lastName: string;
  /** ISO 8601 date and time; not before today. */
  meetingDate: string;
  /** Required: the requester's message, at most 5,000 characters. */
  message: string;
  /** The IANA time zone the time was picked in (the browser's, such as Europe/Berlin): the calendar invitation's. Without one it is UTC. */
  timeZone?: string | null | undefined;
  /** Leave empty: a hidden field that only bots fill in. */
  website?: string | null | undefined;
};

/** What `submitContactForm` takes: the Contact page form’s fields, or the "Talk to us" form’s. */
export type SubmitContactFormInput = {
  /** Optional; one line of at most 200 characters. */
  companyName?: string | null | undefined;
  /** Country name; required on the Contact page, optional on the Services form. */
  country?: string | null | undefined;
  /** Calling code, for example +91; +1 when left out. */
  countryCode?: string | null | undefined;
  /** The role in the visitor’s own words, when role is Other. */
  customRole?: string | null | undefined;
  /** Required: the address to answer at. */
  email: string;
  /** Required; one line of at most 100 characters. */
  firstName: string;
  /** The token of `formStart`, issued when the form was shown. */
  formToken?: string | null | undefined;
  /** Optional: the landline's country name, one line of at most 100 characters. */
  landlineCountry?: string | null | undefined;
  /** The landline's calling code, for example +91; countryCode's when left out. */
  landlineCountryCode?: string | null | undefined;
  /** Optional; 6 to 15 digits. */
  landlineNumber?: string | null | undefined;
  /** Required; one line of at most 100 characters. */
  lastName: string;
  /** Required: 10 to 5000 characters once trimmed. */
  message: string;
  /** Optional; one line of at most 100 characters. */
  middleName?: string | null | undefined;
  /** Also subscribe the address to the newsletter. */
  newsletter?: boolean | null | undefined;
  /** With or without the calling code; 7 to 15 digits without it. Required on the Contact page, optional on the Services form. */
  phoneNumber?: string | null | undefined;
  /** Optional; one line of at most 40 characters, such as she/her or they/them (a label such as "She/her" is stored as its value). */
  pronoun?: string | null | undefined;
  /** Investor, Borrower, Advisor or Other (required on the Contact page); on the Services form, what the visitor looks for. */
  role?: string | null | undefined;
  /** Defaults to contact. */
  source?: ContactFormSource | null | undefined;
  /** Leave empty: a hidden field that only bots fill in. */
  website?: string | null | undefined;
};

/** What `subscribe` takes: the address to add, with the spam guard’s fields. */
export type SubscribeInput = {
  /** Required: the email address to add. */
  email: string;
  /** The token of `formStart`, issued when the form was shown. */
  formToken?: string | null | undefined;
  /** Leave empty: a hidden field that only bots fill in. */
  website?: string | null | undefined;
};

export type AboutValuesQueryVariables = Exact<{ [key: string]: never; }>;


export type AboutValuesQuery = { companyValues: Array<{ __typename: 'CompanyValue', id: string, title: string, text: string }> };

export type AboutTeamQueryVariables = Exact<{ [key: string]: never; }>;


export type AboutTeamQuery = { profiles: Array<{ __typename: 'Profile', id: string, name: string, role: string, group: string, profileUrl: string, portrait: string | null, bio: string | null, photoImage: (
      { __typename: 'ImageSources' }
      & { ' $fragmentRefs'?: { 'ResponsiveImage_ImageFragment': ResponsiveImage_ImageFragment } }
    ) | null }> };

export type JobPage_JobFragment = { __typename: 'Job', id: string, slug: string, title: string, location: string | null, role: string, description: Array<string>, skills: Array<string>, postedAt: string | null, createdAt: string, details: { __typename: 'JobDetails', jobTypes: Array<string>, pay: string | null, expectedHours: string, benefits: Array<string>, schedule: string, supplementalPay: string | null, education: string | null, experience: Array<string>, startDate: string | null } } & { ' $fragmentName'?: 'JobPage_JobFragment' };

export type JobPageQueryVariables = Exact<{
  slug: string;
}>;


export type JobPageQuery = { job: (
    { __typename: 'Job' }
    & { ' $fragmentRefs'?: { 'JobPage_JobFragment': JobPage_JobFragment } }
  ) };

export type Openings_JobFragment = { __typename: 'Job', id: string, slug: string, title: string, location: string | null, role: string, description: Array<string>, postedAt: string | null, createdAt: string, details: { __typename: 'JobDetails', jobTypes: Array<string> } } & { ' $fragmentName'?: 'Openings_JobFragment' };

export type OpeningsQueryVariables = Exact<{ [key: string]: never; }>;


export type OpeningsQuery = { jobs: { __typename: 'JobConnection', totalCount: number, edges: Array<{ __typename: 'JobEdge', node: (
        { __typename: 'Job' }
        & { ' $fragmentRefs'?: { 'Openings_JobFragment': Openings_JobFragment } }
      ) }> } };

export type ApplyForJobMutationVariables = Exact<{
  input: ApplyForJobInput;
  resumes?: Array<unknown> | unknown | null | undefined;
}>;


export type ApplyForJobMutation = { applyForJob: { __typename: 'ApplyForJobPayload', success: boolean, message: string } };

export type ContactFaqsQueryVariables = Exact<{ [key: string]: never; }>;


export type ContactFaqsQuery = { faqs: Array<{ __typename: 'Faq', id: string, slug: string, question: string, answer: Array<string> }> };

export type SubmitContactFormMutationVariables = Exact<{
  input: SubmitContactFormInput;
}>;


export type SubmitContactFormMutation = { submitContactForm: { __typename: 'SubmitContactFormPayload', success: boolean, message: string } };

export type RequestDemoMutationVariables = Exact<{
  input: RequestDemoInput;
}>;


export type RequestDemoMutation = { requestDemo: { __typename: 'RequestDemoPayload', success: boolean, message: string } };

export type EventSpeakersQueryVariables = Exact<{ [key: string]: never; }>;


export type EventSpeakersQuery = { profiles: Array<{ __typename: 'Profile', id: string, name: string, role: string, profileUrl: string, portrait: string | null, bio: string | null, photoImage: (
      { __typename: 'ImageSources' }
      & { ' $fragmentRefs'?: { 'ResponsiveImage_ImageFragment': ResponsiveImage_ImageFragment } }
    ) | null }> };

export type EventPageQueryVariables = Exact<{
  slug: string;
}>;


export type EventPageQuery = { event: (
    { __typename: 'Event' }
    & { ' $fragmentRefs'?: { 'EventPage_EventFragment': EventPage_EventFragment } }
  ) };

export type EventPreviewPageQueryVariables = Exact<{
  token: string;
}>;


export type EventPreviewPageQuery = { eventPreview: (
    { __typename: 'Event' }
    & { ' $fragmentRefs'?: { 'EventPage_EventFragment': EventPage_EventFragment } }
  ) };

export type EventsPageQueryVariables = Exact<{
  upcoming: number;
  past: number;
}>;


export type EventsPageQuery = { upcoming: { __typename: 'EventConnection', edges: Array<{ __typename: 'EventEdge', node: (
        { __typename: 'Event', id: string }
        & { ' $fragmentRefs'?: { 'EventCard_EventFragment': EventCard_EventFragment } }
      ) }> }, past: { __typename: 'EventConnection', edges: Array<{ __typename: 'EventEdge', node: (
        { __typename: 'Event', id: string }
        & { ' $fragmentRefs'?: { 'EventCard_EventFragment': EventCard_EventFragment } }
      ) }> } };

export type BookSeatMutationVariables = Exact<{
  input: BookSeatInput;
}>;


export type BookSeatMutation = { bookSeat: { __typename: 'BookSeatPayload', success: boolean, status: BookingStatus, message: string } };

export type EventCard_EventFragment = { __typename: 'Event', id: string, slug: string, title: string, summary: string | null, format: EventFormat, startsAt: string, endsAt: string, timeZone: string, capacity: number, availability: EventAvailability, bookingOpensAt: string | null, bookingClosesAt: string | null, cancelled: boolean, previousStartsAt: string | null, venue: { __typename: 'EventVenue', name: string, addressLines: Array<string>, latitude: number, longitude: number } | null, coverImage: (
    { __typename: 'ImageSources' }
    & { ' $fragmentRefs'?: { 'ResponsiveImage_ImageFragment': ResponsiveImage_ImageFragment } }
  ) | null } & { ' $fragmentName'?: 'EventCard_EventFragment' };

export type EventPage_EventFragment = { __typename: 'Event', id: string, slug: string, title: string, summary: string | null, html: string, format: EventFormat, startsAt: string, endsAt: string, timeZone: string, capacity: number, availability: EventAvailability, bookingOpensAt: string | null, bookingClosesAt: string | null, needsApproval: boolean, cancelled: boolean, cancellationNote: string | null, previousStartsAt: string | null, updatedAt: string, venue: { __typename: 'EventVenue', name: string, addressLines: Array<string>, latitude: number, longitude: number } | null, agenda: Array<{ __typename: 'AgendaSession', startsAt: string, endsAt: string, title: string, speakerIds: Array<string> }>, coverImage: (
    { __typename: 'ImageSources' }
    & { ' $fragmentRefs'?: { 'ResponsiveImage_ImageFragment': ResponsiveImage_ImageFragment } }
  ) | null } & { ' $fragmentName'?: 'EventPage_EventFragment' };

export type BookingQuestionsQueryVariables = Exact<{
  slug: string;
}>;


export type BookingQuestionsQuery = { event: { __typename: 'Event', id: string, questions: Array<string> } };

export type ApplicationJobQueryVariables = Exact<{
  id: string | number;
}>;


export type ApplicationJobQuery = { job: { __typename: 'Job', id: string, title: string } };

export type CountriesQueryVariables = Exact<{ [key: string]: never; }>;


export type CountriesQuery = { countries: Array<{ __typename: 'Country', name: string, code: string, callingCode: string }> };

export type HomeEcosystemTilesQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeEcosystemTilesQuery = { ecosystemTiles: Array<{ __typename: 'EcosystemTile', id: string, title: string, summary: string, text: string, icon: string }> };

export type HomeBorrowerStagesQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeBorrowerStagesQuery = { borrowerStages: Array<{ __typename: 'BorrowerStage', id: string, stage: string, successRate: number, avgAmount: string, avgTerm: string, risk: string, investors: number, roi: number }> };

export type HomeTestimonialsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeTestimonialsQuery = { testimonials: Array<{ __typename: 'Testimonial', id: string, name: string, role: string, lines: Array<string>, portrait: string | null, photoImage: { __typename: 'ImageSources', webp: string } | null }> };

export type HomeEdgePanelsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeEdgePanelsQuery = { edgePanels: Array<{ __typename: 'EdgePanel', id: string, title: string, content: string, colour: string, film: string, videoLabel: string }> };

export type HomePartnerLogosQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePartnerLogosQuery = { partnerLogos: Array<{ __typename: 'PartnerLogo', id: string, name: string, mark: string, website: string | null, logoImage: (
      { __typename: 'ImageSources' }
      & { ' $fragmentRefs'?: { 'ResponsiveImage_ImageFragment': ResponsiveImage_ImageFragment } }
    ) | null }> };

export type HomeFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeFiguresQuery = { homeFigures: Array<{ __typename: 'HomeFigure', id: string, value: string, label: string, placement: string }> };

export type InsightsPageQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  tag?: string | null | undefined;
}>;


export type InsightsPageQuery = { postTags: Array<string>, posts: { __typename: 'PostConnection', edges: Array<{ __typename: 'PostEdge', node: (
        { __typename: 'Post', id: string }
        & { ' $fragmentRefs'?: { 'PostCard_PostFragment': PostCard_PostFragment } }
      ) }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type PostPageQueryVariables = Exact<{
  slug: string;
}>;


export type PostPageQuery = { post: (
    { __typename: 'Post', relatedPosts: Array<(
      { __typename: 'Post', id: string }
      & { ' $fragmentRefs'?: { 'PostCard_PostFragment': PostCard_PostFragment } }
    )> }
    & { ' $fragmentRefs'?: { 'PostArticle_PostFragment': PostArticle_PostFragment } }
  ) };

export type PostPreviewPageQueryVariables = Exact<{
  token: string;
}>;


export type PostPreviewPageQuery = { postPreview: (
    { __typename: 'Post' }
    & { ' $fragmentRefs'?: { 'PostArticle_PostFragment': PostArticle_PostFragment } }
  ) };

export type PostCard_PostFragment = { __typename: 'Post', id: string, slug: string, title: string, summary: string | null, tags: Array<string>, publishedAt: string | null, readingMinutes: number, author: { __typename: 'PostAuthor', name: string } | null, coverImage: (
    { __typename: 'ImageSources' }
    & { ' $fragmentRefs'?: { 'ResponsiveImage_ImageFragment': ResponsiveImage_ImageFragment } }
  ) | null } & { ' $fragmentName'?: 'PostCard_PostFragment' };

export type PostArticle_PostFragment = { __typename: 'Post', id: string, slug: string, title: string, summary: string | null, html: string, tags: Array<string>, status: ContentStatus, publishedAt: string | null, updatedAt: string, readingMinutes: number, seoTitle: string | null, seoDescription: string | null, canonicalUrl: string | null, author: { __typename: 'PostAuthor', name: string } | null, coverImage: (
    { __typename: 'ImageSources' }
    & { ' $fragmentRefs'?: { 'ResponsiveImage_ImageFragment': ResponsiveImage_ImageFragment } }
  ) | null, ogImage: { __typename: 'ImageSources', src: string } | null } & { ' $fragmentName'?: 'PostArticle_PostFragment' };

export type LegalPageQueryVariables = Exact<{
  slug: string;
}>;


export type LegalPageQuery = { legalPage: { __typename: 'LegalPage', id: string, title: string, lead: string, body: unknown, bodyHtml: string, updatedAt: string } };

export type ResponsiveImage_ImageFragment = { __typename: 'ImageSources', id: string, alt: string, width: number, height: number, focalX: number, focalY: number, avif: string, webp: string, src: string } & { ' $fragmentName'?: 'ResponsiveImage_ImageFragment' };

export type SubscribeMutationVariables = Exact<{
  input: SubscribeInput;
}>;


export type SubscribeMutation = { subscribe: { __typename: 'SubscribePayload', message: string, subscriber: { __typename: 'Subscriber', id: string, email: string, isActive: boolean } } };

export type ServicesShowcaseQueryVariables = Exact<{ [key: string]: never; }>;


export type ServicesShowcaseQuery = { serviceOfferings: Array<{ __typename: 'ServiceOffering', id: string, label: string, icon: string, title: string, summary: string, points: Array<string>, highlightValue: string, highlightLabel: string }> };

export type PageSectionsQueryVariables = Exact<{ [key: string]: never; }>;


export type PageSectionsQuery = { pageSections: Array<{ __typename: 'PageSection', slug: string, title: string, eyebrow: string | null, lead: string | null, text: Array<string>, points: Array<string> }> };

export type SiteSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsQuery = { siteSettings: { __typename: 'SiteSettings', siteName: string, tagline: string, contactEmail: string, phone: string, phoneHref: string, addressLines: Array<string>, seoTitle: string, seoDescription: string, seoImageId: string | null, cookieBannerTitle: string, cookieBannerText: string, maintenanceMode: boolean, socialLinks: Array<{ __typename: 'SocialLink', network: string, url: string }>, seoImage: { __typename: 'ImageSources', src: string } | null } };

export type SuccessStoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type SuccessStoriesQuery = { stories: Array<{ __typename: 'SuccessStory', id: string, client: string, sector: string, outcome: string, figureValue: string, figureLabel: string, text: string }> };

export const JobPage_JobFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobPage_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"postedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobTypes"}},{"kind":"Field","name":{"kind":"Name","value":"pay"}},{"kind":"Field","name":{"kind":"Name","value":"expectedHours"}},{"kind":"Field","name":{"kind":"Name","value":"benefits"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"supplementalPay"}},{"kind":"Field","name":{"kind":"Name","value":"education"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}}]}}]}}]} as unknown as DocumentNode<JobPage_JobFragment, unknown>;
export const Openings_JobFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Openings_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"postedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobTypes"}}]}}]}}]} as unknown as DocumentNode<Openings_JobFragment, unknown>;
export const ResponsiveImage_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSources"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"focalX"}},{"kind":"Field","name":{"kind":"Name","value":"focalY"}},{"kind":"Field","name":{"kind":"Name","value":"avif"}},{"kind":"Field","name":{"kind":"Name","value":"webp"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}}]} as unknown as DocumentNode<ResponsiveImage_ImageFragment, unknown>;
export const EventCard_EventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"bookingOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"bookingClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"previousStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addressLines"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSources"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"focalX"}},{"kind":"Field","name":{"kind":"Name","value":"focalY"}},{"kind":"Field","name":{"kind":"Name","value":"avif"}},{"kind":"Field","name":{"kind":"Name","value":"webp"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}}]} as unknown as DocumentNode<EventCard_EventFragment, unknown>;
export const EventPage_EventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPage_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"bookingOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"bookingClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"needsApproval"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationNote"}},{"kind":"Field","name":{"kind":"Name","value":"previousStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addressLines"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agenda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"speakerIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSources"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"focalX"}},{"kind":"Field","name":{"kind":"Name","value":"focalY"}},{"kind":"Field","name":{"kind":"Name","value":"avif"}},{"kind":"Field","name":{"kind":"Name","value":"webp"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}}]} as unknown as DocumentNode<EventPage_EventFragment, unknown>;
export const PostCard_PostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSources"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"focalX"}},{"kind":"Field","name":{"kind":"Name","value":"focalY"}},{"kind":"Field","name":{"kind":"Name","value":"avif"}},{"kind":"Field","name":{"kind":"Name","value":"webp"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}}]} as unknown as DocumentNode<PostCard_PostFragment, unknown>;
export const PostArticle_PostFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostArticle_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ogImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSources"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"focalX"}},{"kind":"Field","name":{"kind":"Name","value":"focalY"}},{"kind":"Field","name":{"kind":"Name","value":"avif"}},{"kind":"Field","name":{"kind":"Name","value":"webp"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}}]} as unknown as DocumentNode<PostArticle_PostFragment, unknown>;
export const AboutValuesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AboutValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<AboutValuesQuery, AboutValuesQueryVariables>;
export const AboutTeamDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AboutTeam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"group"}},{"kind":"Field","name":{"kind":"Name","value":"profileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"portrait"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"photoImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSources"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"focalX"}},{"kind":"Field","name":{"kind":"Name","value":"focalY"}},{"kind":"Field","name":{"kind":"Name","value":"avif"}},{"kind":"Field","name":{"kind":"Name","value":"webp"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}}]} as unknown as DocumentNode<AboutTeamQuery, AboutTeamQueryVariables>;
export const JobPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobPage_job"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobPage_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"skills"}},{"kind":"Field","name":{"kind":"Name","value":"postedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobTypes"}},{"kind":"Field","name":{"kind":"Name","value":"pay"}},{"kind":"Field","name":{"kind":"Name","value":"expectedHours"}},{"kind":"Field","name":{"kind":"Name","value":"benefits"}},{"kind":"Field","name":{"kind":"Name","value":"schedule"}},{"kind":"Field","name":{"kind":"Name","value":"supplementalPay"}},{"kind":"Field","name":{"kind":"Name","value":"education"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}}]}}]}}]} as unknown as DocumentNode<JobPageQuery, JobPageQueryVariables>;
export const OpeningsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Openings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Openings_job"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Openings_job"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Job"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"postedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"details"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jobTypes"}}]}}]}}]} as unknown as DocumentNode<OpeningsQuery, OpeningsQueryVariables>;
export const ApplyForJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApplyForJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyForJobInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"resumes"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyForJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"resumes"},"value":{"kind":"Variable","name":{"kind":"Name","value":"resumes"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ApplyForJobMutation, ApplyForJobMutationVariables>;
export const ContactFaqsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactFaqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]} as unknown as DocumentNode<ContactFaqsQuery, ContactFaqsQueryVariables>;
export const SubmitContactFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitContactForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitContactFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitContactForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubmitContactFormMutation, SubmitContactFormMutationVariables>;
export const RequestDemoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDemo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestDemoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDemo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RequestDemoMutation, RequestDemoMutationVariables>;
export const EventSpeakersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventSpeakers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"profileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"portrait"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"photoImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSources"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"focalX"}},{"kind":"Field","name":{"kind":"Name","value":"focalY"}},{"kind":"Field","name":{"kind":"Name","value":"avif"}},{"kind":"Field","name":{"kind":"Name","value":"webp"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}}]} as unknown as DocumentNode<EventSpeakersQuery, EventSpeakersQueryVariables>;
export const EventPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventPage_event"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSources"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"focalX"}},{"kind":"Field","name":{"kind":"Name","value":"focalY"}},{"kind":"Field","name":{"kind":"Name","value":"avif"}},{"kind":"Field","name":{"kind":"Name","value":"webp"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPage_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"bookingOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"bookingClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"needsApproval"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationNote"}},{"kind":"Field","name":{"kind":"Name","value":"previousStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addressLines"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agenda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"speakerIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"}}]}}]}}]} as unknown as DocumentNode<EventPageQuery, EventPageQueryVariables>;
export const EventPreviewPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPreviewPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventPage_event"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSources"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"focalX"}},{"kind":"Field","name":{"kind":"Name","value":"focalY"}},{"kind":"Field","name":{"kind":"Name","value":"avif"}},{"kind":"Field","name":{"kind":"Name","value":"webp"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventPage_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"bookingOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"bookingClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"needsApproval"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationNote"}},{"kind":"Field","name":{"kind":"Name","value":"previousStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addressLines"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agenda"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"speakerIds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"}}]}}]}}]} as unknown as DocumentNode<EventPreviewPageQuery, EventPreviewPageQueryVariables>;
export const EventsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"upcoming"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"past"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"upcoming"},"name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"when"},"value":{"kind":"EnumValue","value":"UPCOMING"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"upcoming"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCard_event"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"past"},"name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"when"},"value":{"kind":"EnumValue","value":"PAST"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"past"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"EventCard_event"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSources"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"focalX"}},{"kind":"Field","name":{"kind":"Name","value":"focalY"}},{"kind":"Field","name":{"kind":"Name","value":"avif"}},{"kind":"Field","name":{"kind":"Name","value":"webp"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventCard_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Event"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"format"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"availability"}},{"kind":"Field","name":{"kind":"Name","value":"bookingOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"bookingClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}},{"kind":"Field","name":{"kind":"Name","value":"previousStartsAt"}},{"kind":"Field","name":{"kind":"Name","value":"venue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"addressLines"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"}}]}}]}}]} as unknown as DocumentNode<EventsPageQuery, EventsPageQueryVariables>;
export const BookSeatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookSeat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookSeatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookSeat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<BookSeatMutation, BookSeatMutationVariables>;
export const BookingQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questions"}}]}}]}}]} as unknown as DocumentNode<BookingQuestionsQuery, BookingQuestionsQueryVariables>;
export const ApplicationJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApplicationJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"job"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<ApplicationJobQuery, ApplicationJobQueryVariables>;
export const CountriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"countries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"callingCode"}}]}}]}}]} as unknown as DocumentNode<CountriesQuery, CountriesQueryVariables>;
export const HomeEcosystemTilesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeEcosystemTiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ecosystemTiles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}}]}}]} as unknown as DocumentNode<HomeEcosystemTilesQuery, HomeEcosystemTilesQueryVariables>;
export const HomeBorrowerStagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeBorrowerStages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"borrowerStages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"successRate"}},{"kind":"Field","name":{"kind":"Name","value":"avgAmount"}},{"kind":"Field","name":{"kind":"Name","value":"avgTerm"}},{"kind":"Field","name":{"kind":"Name","value":"risk"}},{"kind":"Field","name":{"kind":"Name","value":"investors"}},{"kind":"Field","name":{"kind":"Name","value":"roi"}}]}}]}}]} as unknown as DocumentNode<HomeBorrowerStagesQuery, HomeBorrowerStagesQueryVariables>;
export const HomeTestimonialsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeTestimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"lines"}},{"kind":"Field","name":{"kind":"Name","value":"portrait"}},{"kind":"Field","name":{"kind":"Name","value":"photoImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webp"}}]}}]}}]}}]} as unknown as DocumentNode<HomeTestimonialsQuery, HomeTestimonialsQueryVariables>;
export const HomeEdgePanelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeEdgePanels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edgePanels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"colour"}},{"kind":"Field","name":{"kind":"Name","value":"film"}},{"kind":"Field","name":{"kind":"Name","value":"videoLabel"}}]}}]}}]} as unknown as DocumentNode<HomeEdgePanelsQuery, HomeEdgePanelsQueryVariables>;
export const HomePartnerLogosDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePartnerLogos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"partnerLogos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mark"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"logoImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSources"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"focalX"}},{"kind":"Field","name":{"kind":"Name","value":"focalY"}},{"kind":"Field","name":{"kind":"Name","value":"avif"}},{"kind":"Field","name":{"kind":"Name","value":"webp"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}}]} as unknown as DocumentNode<HomePartnerLogosQuery, HomePartnerLogosQueryVariables>;
export const HomeFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homeFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"placement"}}]}}]}}]} as unknown as DocumentNode<HomeFiguresQuery, HomeFiguresQueryVariables>;
export const InsightsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InsightsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"posts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard_post"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"postTags"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSources"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"focalX"}},{"kind":"Field","name":{"kind":"Name","value":"focalY"}},{"kind":"Field","name":{"kind":"Name","value":"avif"}},{"kind":"Field","name":{"kind":"Name","value":"webp"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"}}]}}]}}]} as unknown as DocumentNode<InsightsPageQuery, InsightsPageQueryVariables>;
export const PostPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"post"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostArticle_post"}},{"kind":"Field","name":{"kind":"Name","value":"relatedPosts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostCard_post"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSources"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"focalX"}},{"kind":"Field","name":{"kind":"Name","value":"focalY"}},{"kind":"Field","name":{"kind":"Name","value":"avif"}},{"kind":"Field","name":{"kind":"Name","value":"webp"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostArticle_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ogImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostCard_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"}}]}}]}}]} as unknown as DocumentNode<PostPageQuery, PostPageQueryVariables>;
export const PostPreviewPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PostPreviewPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PostArticle_post"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResponsiveImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSources"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"focalX"}},{"kind":"Field","name":{"kind":"Name","value":"focalY"}},{"kind":"Field","name":{"kind":"Name","value":"avif"}},{"kind":"Field","name":{"kind":"Name","value":"webp"}},{"kind":"Field","name":{"kind":"Name","value":"src"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PostArticle_post"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Post"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"canonicalUrl"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coverImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResponsiveImage_image"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ogImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}}]}}]}}]} as unknown as DocumentNode<PostPreviewPageQuery, PostPreviewPageQueryVariables>;
export const LegalPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegalPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"lead"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"bodyHtml"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<LegalPageQuery, LegalPageQueryVariables>;
export const SubscribeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Subscribe"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscribeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribe"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"subscriber"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]} as unknown as DocumentNode<SubscribeMutation, SubscribeMutationVariables>;
export const ServicesShowcaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ServicesShowcase"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceOfferings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"highlightValue"}},{"kind":"Field","name":{"kind":"Name","value":"highlightLabel"}}]}}]}}]} as unknown as DocumentNode<ServicesShowcaseQuery, ServicesShowcaseQueryVariables>;
export const PageSectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PageSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"eyebrow"}},{"kind":"Field","name":{"kind":"Name","value":"lead"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"points"}}]}}]}}]} as unknown as DocumentNode<PageSectionsQuery, PageSectionsQueryVariables>;
export const SiteSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SiteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteName"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"phoneHref"}},{"kind":"Field","name":{"kind":"Name","value":"addressLines"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"seoImageId"}},{"kind":"Field","name":{"kind":"Name","value":"seoImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cookieBannerTitle"}},{"kind":"Field","name":{"kind":"Name","value":"cookieBannerText"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceMode"}}]}}]}}]} as unknown as DocumentNode<SiteSettingsQuery, SiteSettingsQueryVariables>;
export const SuccessStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SuccessStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client"}},{"kind":"Field","name":{"kind":"Name","value":"sector"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"figureValue"}},{"kind":"Field","name":{"kind":"Name","value":"figureLabel"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]} as unknown as DocumentNode<SuccessStoriesQuery, SuccessStoriesQueryVariables>;