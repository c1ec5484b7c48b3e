/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AboutValues {\n    companyValues {\n      id\n      title\n      text\n    }\n  }\n": typeof types.AboutValuesDocument,
    "\n  query AboutTeam {\n    profiles {\n      id\n      name\n      role\n      group\n      profileUrl\n      portrait\n      bio\n      photoImage {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n": typeof types.AboutTeamDocument,
    "\n  fragment JobPage_job on Job {\n    id\n    slug\n    title\n    location\n    role\n    description\n    skills\n    postedAt\n    createdAt\n    details {\n      jobTypes\n      pay\n      expectedHours\n      benefits\n      schedule\n      supplementalPay\n      education\n      experience\n      startDate\n    }\n  }\n": typeof types.JobPage_JobFragmentDoc,
    "\n  query JobPage($slug: String!) {\n    job(slug: $slug) {\n      ...JobPage_job\n    }\n  }\n": typeof types.JobPageDocument,
    "\n  fragment Openings_job on Job {\n    id\n    slug\n    title\n    location\n    role\n    description\n    postedAt\n    createdAt\n    details {\n      jobTypes\n    }\n  }\n": typeof types.Openings_JobFragmentDoc,
    "\n  query Openings {\n    jobs(first: 100) {\n      totalCount\n      edges {\n        node {\n          ...Openings_job\n        }\n      }\n    }\n  }\n": typeof types.OpeningsDocument,
    "\n  mutation ApplyForJob($input: ApplyForJobInput!, $resumes: [Upload!]) {\n    applyForJob(input: $input, resumes: $resumes) {\n      success\n      message\n    }\n  }\n": typeof types.ApplyForJobDocument,
    "\n  query ContactFaqs {\n    faqs {\n      id\n      slug\n      question\n      answer\n    }\n  }\n": typeof types.ContactFaqsDocument,
    "\n  mutation SubmitContactForm($input: SubmitContactFormInput!) {\n    submitContactForm(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.SubmitContactFormDocument,
    "\n  mutation RequestDemo($input: RequestDemoInput!) {\n    requestDemo(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.RequestDemoDocument,
    "\n  query EventSpeakers {\n    profiles {\n      id\n      name\n      role\n      profileUrl\n      portrait\n      bio\n      photoImage {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n": typeof types.EventSpeakersDocument,
    "\n  query EventPage($slug: String!) {\n    event(slug: $slug) {\n      ...EventPage_event\n    }\n  }\n": typeof types.EventPageDocument,
    "\n  query EventPreviewPage($token: String!) {\n    eventPreview(token: $token) {\n      ...EventPage_event\n    }\n  }\n": typeof types.EventPreviewPageDocument,
    "\n  query EventsPage($upcoming: Int!, $past: Int!) {\n    upcoming: events(when: UPCOMING, first: $upcoming) {\n      edges {\n        node {\n          id\n          ...EventCard_event\n        }\n      }\n    }\n    past: events(when: PAST, first: $past) {\n      edges {\n        node {\n          id\n          ...EventCard_event\n        }\n      }\n    }\n  }\n": typeof types.EventsPageDocument,
    "\n  mutation BookSeat($input: BookSeatInput!) {\n    bookSeat(input: $input) {\n      success\n      status\n      message\n    }\n  }\n": typeof types.BookSeatDocument,
    "\n  fragment EventCard_event on Event {\n    id\n    slug\n    title\n    summary\n    format\n    startsAt\n    endsAt\n    timeZone\n    capacity\n    availability\n    bookingOpensAt\n    bookingClosesAt\n    cancelled\n    previousStartsAt\n    venue {\n      name\n      addressLines\n      latitude\n      longitude\n    }\n    coverImage {\n      ...ResponsiveImage_image\n    }\n  }\n": typeof types.EventCard_EventFragmentDoc,
    "\n  fragment EventPage_event on Event {\n    id\n    slug\n    title\n    summary\n    html\n    format\n    startsAt\n    endsAt\n    timeZone\n    capacity\n    availability\n    bookingOpensAt\n    bookingClosesAt\n    needsApproval\n    cancelled\n    cancellationNote\n    previousStartsAt\n    updatedAt\n    venue {\n      name\n      addressLines\n      latitude\n      longitude\n    }\n    agenda {\n      startsAt\n      endsAt\n      title\n      speakerIds\n    }\n    coverImage {\n      ...ResponsiveImage_image\n    }\n  }\n": typeof types.EventPage_EventFragmentDoc,
    "\n  query BookingQuestions($slug: String!) {\n    event(slug: $slug) {\n      id\n      questions\n    }\n  }\n": typeof types.BookingQuestionsDocument,
    "\n  query ApplicationJob($id: ID!) {\n    job(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.ApplicationJobDocument,
    "\n  query Countries {\n    countries {\n      name\n      code\n      callingCode\n    }\n  }\n": typeof types.CountriesDocument,
    "\n  query HomeEcosystemTiles {\n    ecosystemTiles {\n      id\n      title\n      summary\n      text\n      icon\n    }\n  }\n": typeof types.HomeEcosystemTilesDocument,
    "\n  query HomeBorrowerStages {\n    borrowerStages {\n      id\n      stage\n      successRate\n      avgAmount\n      avgTerm\n      risk\n      investors\n      roi\n    }\n  }\n": typeof types.HomeBorrowerStagesDocument,
    "\n  query HomeTestimonials {\n    testimonials {\n      id\n      name\n      role\n      lines\n      portrait\n      photoImage {\n        webp\n      }\n    }\n  }\n": typeof types.HomeTestimonialsDocument,
    "\n  query HomeEdgePanels {\n    edgePanels {\n      id\n      title\n      content\n      colour\n      film\n      videoLabel\n    }\n  }\n": typeof types.HomeEdgePanelsDocument,
    "\n  query HomePartnerLogos {\n    partnerLogos {\n      id\n      name\n      mark\n      website\n      logoImage {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n": typeof types.HomePartnerLogosDocument,
    "\n  query HomeFigures {\n    homeFigures {\n      id\n      value\n      label\n      placement\n    }\n  }\n": typeof types.HomeFiguresDocument,
    "\n  query InsightsPage($first: Int!, $after: String, $tag: String) {\n    posts(first: $first, after: $after, tag: $tag) {\n      edges {\n        node {\n          id\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    postTags\n  }\n": typeof types.InsightsPageDocument,
    "\n  query PostPage($slug: String!) {\n    post(slug: $slug) {\n      ...PostArticle_post\n      relatedPosts(first: 3) {\n        id\n        ...PostCard_post\n      }\n    }\n  }\n": typeof types.PostPageDocument,
    "\n  query PostPreviewPage($token: String!) {\n    postPreview(token: $token) {\n      ...PostArticle_post\n    }\n  }\n": typeof types.PostPreviewPageDocument,
    "\n  fragment PostCard_post on Post {\n    id\n    slug\n    title\n    summary\n    tags\n    publishedAt\n    readingMinutes\n    author {\n      name\n    }\n    coverImage {\n      ...ResponsiveImage_image\n    }\n  }\n": typeof types.PostCard_PostFragmentDoc,
    "\n  fragment PostArticle_post on Post {\n    id\n    slug\n    title\n    summary\n    html\n    tags\n    status\n    publishedAt\n    updatedAt\n    readingMinutes\n    seoTitle\n    seoDescription\n    canonicalUrl\n    author {\n      name\n    }\n    coverImage {\n      ...ResponsiveImage_image\n    }\n    ogImage {\n      src\n    }\n  }\n": typeof types.PostArticle_PostFragmentDoc,
    "\n  query LegalPage($slug: String!) {\n    legalPage(slug: $slug) {\n      id\n      title\n      lead\n      body\n      bodyHtml\n      updatedAt\n    }\n  }\n": typeof types.LegalPageDocument,
    "\n  fragment ResponsiveImage_image on ImageSources {\n    id\n    alt\n    width\n    height\n    focalX\n    focalY\n    avif\n    webp\n    src\n  }\n": typeof types.ResponsiveImage_ImageFragmentDoc,
    "\n  mutation Subscribe($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      message\n      subscriber {\n        id\n        email\n        isActive\n      }\n    }\n  }\n": typeof types.SubscribeDocument,
    "\n  query ServicesShowcase {\n    serviceOfferings {\n      id\n      label\n      icon\n      title\n      summary\n      points\n      highlightValue\n      highlightLabel\n    }\n  }\n": typeof types.ServicesShowcaseDocument,
    "\n  query PageSections {\n    pageSections {\n      slug\n      title\n      eyebrow\n      lead\n      text\n      points\n    }\n  }\n": typeof types.PageSectionsDocument,
    "\n  query SiteSettings {\n    siteSettings {\n      siteName\n      tagline\n      contactEmail\n      phone\n      phoneHref\n      addressLines\n      socialLinks {\n        network\n        url\n      }\n      seoTitle\n      seoDescription\n      seoImageId\n      seoImage {\n        src\n      }\n      cookieBannerTitle\n      cookieBannerText\n      maintenanceMode\n    }\n  }\n": typeof types.SiteSettingsDocument,
    "\n  query SuccessStories {\n    stories {\n      id\n      client\n      sector\n      outcome\n      figureValue\n      figureLabel\n      text\n    }\n  }\n": typeof types.SuccessStoriesDocument,
};
const documents: Documents = {
    "\n  query AboutValues {\n    companyValues {\n      id\n      title\n      text\n    }\n  }\n": types.AboutValuesDocument,
    "\n  query AboutTeam {\n    profiles {\n      id\n      name\n      role\n      group\n      profileUrl\n      portrait\n      bio\n      photoImage {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n": types.AboutTeamDocument,
    "\n  fragment JobPage_job on Job {\n    id\n    slug\n    title\n    location\n    role\n    description\n    skills\n    postedAt\n    createdAt\n    details {\n      jobTypes\n      pay\n      expectedHours\n      benefits\n      schedule\n      supplementalPay\n      education\n      experience\n      startDate\n    }\n  }\n": types.JobPage_JobFragmentDoc,
    "\n  query JobPage($slug: String!) {\n    job(slug: $slug) {\n      ...JobPage_job\n    }\n  }\n": types.JobPageDocument,
    "\n  fragment Openings_job on Job {\n    id\n    slug\n    title\n    location\n    role\n    description\n    postedAt\n    createdAt\n    details {\n      jobTypes\n    }\n  }\n": types.Openings_JobFragmentDoc,
    "\n  query Openings {\n    jobs(first: 100) {\n      totalCount\n      edges {\n        node {\n          ...Openings_job\n        }\n      }\n    }\n  }\n": types.OpeningsDocument,
    "\n  mutation ApplyForJob($input: ApplyForJobInput!, $resumes: [Upload!]) {\n    applyForJob(input: $input, resumes: $resumes) {\n      success\n      message\n    }\n  }\n": types.ApplyForJobDocument,
    "\n  query ContactFaqs {\n    faqs {\n      id\n      slug\n      question\n      answer\n    }\n  }\n": types.ContactFaqsDocument,
    "\n  mutation SubmitContactForm($input: SubmitContactFormInput!) {\n    submitContactForm(input: $input) {\n      success\n      message\n    }\n  }\n": types.SubmitContactFormDocument,
    "\n  mutation RequestDemo($input: RequestDemoInput!) {\n    requestDemo(input: $input) {\n      success\n      message\n    }\n  }\n": types.RequestDemoDocument,
    "\n  query EventSpeakers {\n    profiles {\n      id\n      name\n      role\n      profileUrl\n      portrait\n      bio\n      photoImage {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n": types.EventSpeakersDocument,
    "\n  query EventPage($slug: String!) {\n    event(slug: $slug) {\n      ...EventPage_event\n    }\n  }\n": types.EventPageDocument,
    "\n  query EventPreviewPage($token: String!) {\n    eventPreview(token: $token) {\n      ...EventPage_event\n    }\n  }\n": types.EventPreviewPageDocument,
    "\n  query EventsPage($upcoming: Int!, $past: Int!) {\n    upcoming: events(when: UPCOMING, first: $upcoming) {\n      edges {\n        node {\n          id\n          ...EventCard_event\n        }\n      }\n    }\n    past: events(when: PAST, first: $past) {\n      edges {\n        node {\n          id\n          ...EventCard_event\n        }\n      }\n    }\n  }\n": types.EventsPageDocument,
    "\n  mutation BookSeat($input: BookSeatInput!) {\n    bookSeat(input: $input) {\n      success\n      status\n      message\n    }\n  }\n": types.BookSeatDocument,
    "\n  fragment EventCard_event on Event {\n    id\n    slug\n    title\n    summary\n    format\n    startsAt\n    endsAt\n    timeZone\n    capacity\n    availability\n    bookingOpensAt\n    bookingClosesAt\n    cancelled\n    previousStartsAt\n    venue {\n      name\n      addressLines\n      latitude\n      longitude\n    }\n    coverImage {\n      ...ResponsiveImage_image\n    }\n  }\n": types.EventCard_EventFragmentDoc,
    "\n  fragment EventPage_event on Event {\n    id\n    slug\n    title\n    summary\n    html\n    format\n    startsAt\n    endsAt\n    timeZone\n    capacity\n    availability\n    bookingOpensAt\n    bookingClosesAt\n    needsApproval\n    cancelled\n    cancellationNote\n    previousStartsAt\n    updatedAt\n    venue {\n      name\n      addressLines\n      latitude\n      longitude\n    }\n    agenda {\n      startsAt\n      endsAt\n      title\n      speakerIds\n    }\n    coverImage {\n      ...ResponsiveImage_image\n    }\n  }\n": types.EventPage_EventFragmentDoc,
    "\n  query BookingQuestions($slug: String!) {\n    event(slug: $slug) {\n      id\n      questions\n    }\n  }\n": types.BookingQuestionsDocument,
    "\n  query ApplicationJob($id: ID!) {\n    job(id: $id) {\n      id\n      title\n    }\n  }\n": types.ApplicationJobDocument,
    "\n  query Countries {\n    countries {\n      name\n      code\n      callingCode\n    }\n  }\n": types.CountriesDocument,
    "\n  query HomeEcosystemTiles {\n    ecosystemTiles {\n      id\n      title\n      summary\n      text\n      icon\n    }\n  }\n": types.HomeEcosystemTilesDocument,
    "\n  query HomeBorrowerStages {\n    borrowerStages {\n      id\n      stage\n      successRate\n      avgAmount\n      avgTerm\n      risk\n      investors\n      roi\n    }\n  }\n": types.HomeBorrowerStagesDocument,
    "\n  query HomeTestimonials {\n    testimonials {\n      id\n      name\n      role\n      lines\n      portrait\n      photoImage {\n        webp\n      }\n    }\n  }\n": types.HomeTestimonialsDocument,
    "\n  query HomeEdgePanels {\n    edgePanels {\n      id\n      title\n      content\n      colour\n      film\n      videoLabel\n    }\n  }\n": types.HomeEdgePanelsDocument,
    "\n  query HomePartnerLogos {\n    partnerLogos {\n      id\n      name\n      mark\n      website\n      logoImage {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n": types.HomePartnerLogosDocument,
    "\n  query HomeFigures {\n    homeFigures {\n      id\n      value\n      label\n      placement\n    }\n  }\n": types.HomeFiguresDocument,
    "\n  query InsightsPage($first: Int!, $after: String, $tag: String) {\n    posts(first: $first, after: $after, tag: $tag) {\n      edges {\n        node {\n          id\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    postTags\n  }\n": types.InsightsPageDocument,
    "\n  query PostPage($slug: String!) {\n    post(slug: $slug) {\n      ...PostArticle_post\n      relatedPosts(first: 3) {\n        id\n        ...PostCard_post\n      }\n    }\n  }\n": types.PostPageDocument,
    "\n  query PostPreviewPage($token: String!) {\n    postPreview(token: $token) {\n      ...PostArticle_post\n    }\n  }\n": types.PostPreviewPageDocument,
    "\n  fragment PostCard_post on Post {\n    id\n    slug\n    title\n    summary\n    tags\n    publishedAt\n    readingMinutes\n    author {\n      name\n    }\n    coverImage {\n      ...ResponsiveImage_image\n    }\n  }\n": types.PostCard_PostFragmentDoc,
    "\n  fragment PostArticle_post on Post {\n    id\n    slug\n    title\n    summary\n    html\n    tags\n    status\n    publishedAt\n    updatedAt\n    readingMinutes\n    seoTitle\n    seoDescription\n    canonicalUrl\n    author {\n      name\n    }\n    coverImage {\n      ...ResponsiveImage_image\n    }\n    ogImage {\n      src\n    }\n  }\n": types.PostArticle_PostFragmentDoc,
    "\n  query LegalPage($slug: String!) {\n    legalPage(slug: $slug) {\n      id\n      title\n      lead\n      body\n      bodyHtml\n      updatedAt\n    }\n  }\n": types.LegalPageDocument,
    "\n  fragment ResponsiveImage_image on ImageSources {\n    id\n    alt\n    width\n    height\n    focalX\n    focalY\n    avif\n    webp\n    src\n  }\n": types.ResponsiveImage_ImageFragmentDoc,
    "\n  mutation Subscribe($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      message\n      subscriber {\n        id\n        email\n        isActive\n      }\n    }\n  }\n": types.SubscribeDocument,
    "\n  query ServicesShowcase {\n    serviceOfferings {\n      id\n      label\n      icon\n      title\n      summary\n      points\n      highlightValue\n      highlightLabel\n    }\n  }\n": types.ServicesShowcaseDocument,
    "\n  query PageSections {\n    pageSections {\n      slug\n      title\n      eyebrow\n      lead\n      text\n      points\n    }\n  }\n": types.PageSectionsDocument,
    "\n  query SiteSettings {\n    siteSettings {\n      siteName\n      tagline\n      contactEmail\n      phone\n      phoneHref\n      addressLines\n      socialLinks {\n        network\n        url\n      }\n      seoTitle\n      seoDescription\n      seoImageId\n      seoImage {\n        src\n      }\n      cookieBannerTitle\n      cookieBannerText\n      maintenanceMode\n    }\n  }\n": types.SiteSettingsDocument,
    "\n  query SuccessStories {\n    stories {\n      id\n      client\n      sector\n      outcome\n      figureValue\n      figureLabel\n      text\n    }\n  }\n": types.SuccessStoriesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutValues {\n    companyValues {\n      id\n      title\n      text\n    }\n  }\n"): (typeof documents)["\n  query AboutValues {\n    companyValues {\n      id\n      title\n      text\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AboutTeam {\n    profiles {\n      id\n      name\n      role\n      group\n      profileUrl\n      portrait\n      bio\n      photoImage {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n"): (typeof documents)["\n  query AboutTeam {\n    profiles {\n      id\n      name\n      role\n      group\n      profileUrl\n      portrait\n      bio\n      photoImage {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobPage_job on Job {\n    id\n    slug\n    title\n    location\n    role\n    description\n    skills\n    postedAt\n    createdAt\n    details {\n      jobTypes\n      pay\n      expectedHours\n      benefits\n      schedule\n      supplementalPay\n      education\n      experience\n      startDate\n    }\n  }\n"): (typeof documents)["\n  fragment JobPage_job on Job {\n    id\n    slug\n    title\n    location\n    role\n    description\n    skills\n    postedAt\n    createdAt\n    details {\n      jobTypes\n      pay\n      expectedHours\n      benefits\n      schedule\n      supplementalPay\n      education\n      experience\n      startDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobPage($slug: String!) {\n    job(slug: $slug) {\n      ...JobPage_job\n    }\n  }\n"): (typeof documents)["\n  query JobPage($slug: String!) {\n    job(slug: $slug) {\n      ...JobPage_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Openings_job on Job {\n    id\n    slug\n    title\n    location\n    role\n    description\n    postedAt\n    createdAt\n    details {\n      jobTypes\n    }\n  }\n"): (typeof documents)["\n  fragment Openings_job on Job {\n    id\n    slug\n    title\n    location\n    role\n    description\n    postedAt\n    createdAt\n    details {\n      jobTypes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Openings {\n    jobs(first: 100) {\n      totalCount\n      edges {\n        node {\n          ...Openings_job\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Openings {\n    jobs(first: 100) {\n      totalCount\n      edges {\n        node {\n          ...Openings_job\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApplyForJob($input: ApplyForJobInput!, $resumes: [Upload!]) {\n    applyForJob(input: $input, resumes: $resumes) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ApplyForJob($input: ApplyForJobInput!, $resumes: [Upload!]) {\n    applyForJob(input: $input, resumes: $resumes) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactFaqs {\n    faqs {\n      id\n      slug\n      question\n      answer\n    }\n  }\n"): (typeof documents)["\n  query ContactFaqs {\n    faqs {\n      id\n      slug\n      question\n      answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactForm($input: SubmitContactFormInput!) {\n    submitContactForm(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContactForm($input: SubmitContactFormInput!) {\n    submitContactForm(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestDemo($input: RequestDemoInput!) {\n    requestDemo(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestDemo($input: RequestDemoInput!) {\n    requestDemo(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventSpeakers {\n    profiles {\n      id\n      name\n      role\n      profileUrl\n      portrait\n      bio\n      photoImage {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventSpeakers {\n    profiles {\n      id\n      name\n      role\n      profileUrl\n      portrait\n      bio\n      photoImage {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPage($slug: String!) {\n    event(slug: $slug) {\n      ...EventPage_event\n    }\n  }\n"): (typeof documents)["\n  query EventPage($slug: String!) {\n    event(slug: $slug) {\n      ...EventPage_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPreviewPage($token: String!) {\n    eventPreview(token: $token) {\n      ...EventPage_event\n    }\n  }\n"): (typeof documents)["\n  query EventPreviewPage($token: String!) {\n    eventPreview(token: $token) {\n      ...EventPage_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventsPage($upcoming: Int!, $past: Int!) {\n    upcoming: events(when: UPCOMING, first: $upcoming) {\n      edges {\n        node {\n          id\n          ...EventCard_event\n        }\n      }\n    }\n    past: events(when: PAST, first: $past) {\n      edges {\n        node {\n          id\n          ...EventCard_event\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventsPage($upcoming: Int!, $past: Int!) {\n    upcoming: events(when: UPCOMING, first: $upcoming) {\n      edges {\n        node {\n          id\n          ...EventCard_event\n        }\n      }\n    }\n    past: events(when: PAST, first: $past) {\n      edges {\n        node {\n          id\n          ...EventCard_event\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookSeat($input: BookSeatInput!) {\n    bookSeat(input: $input) {\n      success\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation BookSeat($input: BookSeatInput!) {\n    bookSeat(input: $input) {\n      success\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventCard_event on Event {\n    id\n    slug\n    title\n    summary\n    format\n    startsAt\n    endsAt\n    timeZone\n    capacity\n    availability\n    bookingOpensAt\n    bookingClosesAt\n    cancelled\n    previousStartsAt\n    venue {\n      name\n      addressLines\n      latitude\n      longitude\n    }\n    coverImage {\n      ...ResponsiveImage_image\n    }\n  }\n"): (typeof documents)["\n  fragment EventCard_event on Event {\n    id\n    slug\n    title\n    summary\n    format\n    startsAt\n    endsAt\n    timeZone\n    capacity\n    availability\n    bookingOpensAt\n    bookingClosesAt\n    cancelled\n    previousStartsAt\n    venue {\n      name\n      addressLines\n      latitude\n      longitude\n    }\n    coverImage {\n      ...ResponsiveImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventPage_event on Event {\n    id\n    slug\n    title\n    summary\n    html\n    format\n    startsAt\n    endsAt\n    timeZone\n    capacity\n    availability\n    bookingOpensAt\n    bookingClosesAt\n    needsApproval\n    cancelled\n    cancellationNote\n    previousStartsAt\n    updatedAt\n    venue {\n      name\n      addressLines\n      latitude\n      longitude\n    }\n    agenda {\n      startsAt\n      endsAt\n      title\n      speakerIds\n    }\n    coverImage {\n      ...ResponsiveImage_image\n    }\n  }\n"): (typeof documents)["\n  fragment EventPage_event on Event {\n    id\n    slug\n    title\n    summary\n    html\n    format\n    startsAt\n    endsAt\n    timeZone\n    capacity\n    availability\n    bookingOpensAt\n    bookingClosesAt\n    needsApproval\n    cancelled\n    cancellationNote\n    previousStartsAt\n    updatedAt\n    venue {\n      name\n      addressLines\n      latitude\n      longitude\n    }\n    agenda {\n      startsAt\n      endsAt\n      title\n      speakerIds\n    }\n    coverImage {\n      ...ResponsiveImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingQuestions($slug: String!) {\n    event(slug: $slug) {\n      id\n      questions\n    }\n  }\n"): (typeof documents)["\n  query BookingQuestions($slug: String!) {\n    event(slug: $slug) {\n      id\n      questions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationJob($id: ID!) {\n    job(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query ApplicationJob($id: ID!) {\n    job(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Countries {\n    countries {\n      name\n      code\n      callingCode\n    }\n  }\n"): (typeof documents)["\n  query Countries {\n    countries {\n      name\n      code\n      callingCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeEcosystemTiles {\n    ecosystemTiles {\n      id\n      title\n      summary\n      text\n      icon\n    }\n  }\n"): (typeof documents)["\n  query HomeEcosystemTiles {\n    ecosystemTiles {\n      id\n      title\n      summary\n      text\n      icon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeBorrowerStages {\n    borrowerStages {\n      id\n      stage\n      successRate\n      avgAmount\n      avgTerm\n      risk\n      investors\n      roi\n    }\n  }\n"): (typeof documents)["\n  query HomeBorrowerStages {\n    borrowerStages {\n      id\n      stage\n      successRate\n      avgAmount\n      avgTerm\n      risk\n      investors\n      roi\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeTestimonials {\n    testimonials {\n      id\n      name\n      role\n      lines\n      portrait\n      photoImage {\n        webp\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomeTestimonials {\n    testimonials {\n      id\n      name\n      role\n      lines\n      portrait\n      photoImage {\n        webp\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeEdgePanels {\n    edgePanels {\n      id\n      title\n      content\n      colour\n      film\n      videoLabel\n    }\n  }\n"): (typeof documents)["\n  query HomeEdgePanels {\n    edgePanels {\n      id\n      title\n      content\n      colour\n      film\n      videoLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePartnerLogos {\n    partnerLogos {\n      id\n      name\n      mark\n      website\n      logoImage {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n"): (typeof documents)["\n  query HomePartnerLogos {\n    partnerLogos {\n      id\n      name\n      mark\n      website\n      logoImage {\n        ...ResponsiveImage_image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeFigures {\n    homeFigures {\n      id\n      value\n      label\n      placement\n    }\n  }\n"): (typeof documents)["\n  query HomeFigures {\n    homeFigures {\n      id\n      value\n      label\n      placement\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsightsPage($first: Int!, $after: String, $tag: String) {\n    posts(first: $first, after: $after, tag: $tag) {\n      edges {\n        node {\n          id\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    postTags\n  }\n"): (typeof documents)["\n  query InsightsPage($first: Int!, $after: String, $tag: String) {\n    posts(first: $first, after: $after, tag: $tag) {\n      edges {\n        node {\n          id\n          ...PostCard_post\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n    postTags\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostPage($slug: String!) {\n    post(slug: $slug) {\n      ...PostArticle_post\n      relatedPosts(first: 3) {\n        id\n        ...PostCard_post\n      }\n    }\n  }\n"): (typeof documents)["\n  query PostPage($slug: String!) {\n    post(slug: $slug) {\n      ...PostArticle_post\n      relatedPosts(first: 3) {\n        id\n        ...PostCard_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostPreviewPage($token: String!) {\n    postPreview(token: $token) {\n      ...PostArticle_post\n    }\n  }\n"): (typeof documents)["\n  query PostPreviewPage($token: String!) {\n    postPreview(token: $token) {\n      ...PostArticle_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostCard_post on Post {\n    id\n    slug\n    title\n    summary\n    tags\n    publishedAt\n    readingMinutes\n    author {\n      name\n    }\n    coverImage {\n      ...ResponsiveImage_image\n    }\n  }\n"): (typeof documents)["\n  fragment PostCard_post on Post {\n    id\n    slug\n    title\n    summary\n    tags\n    publishedAt\n    readingMinutes\n    author {\n      name\n    }\n    coverImage {\n      ...ResponsiveImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostArticle_post on Post {\n    id\n    slug\n    title\n    summary\n    html\n    tags\n    status\n    publishedAt\n    updatedAt\n    readingMinutes\n    seoTitle\n    seoDescription\n    canonicalUrl\n    author {\n      name\n    }\n    coverImage {\n      ...ResponsiveImage_image\n    }\n    ogImage {\n      src\n    }\n  }\n"): (typeof documents)["\n  fragment PostArticle_post on Post {\n    id\n    slug\n    title\n    summary\n    html\n    tags\n    status\n    publishedAt\n    updatedAt\n    readingMinutes\n    seoTitle\n    seoDescription\n    canonicalUrl\n    author {\n      name\n    }\n    coverImage {\n      ...ResponsiveImage_image\n    }\n    ogImage {\n      src\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegalPage($slug: String!) {\n    legalPage(slug: $slug) {\n      id\n      title\n      lead\n      body\n      bodyHtml\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query LegalPage($slug: String!) {\n    legalPage(slug: $slug) {\n      id\n      title\n      lead\n      body\n      bodyHtml\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResponsiveImage_image on ImageSources {\n    id\n    alt\n    width\n    height\n    focalX\n    focalY\n    avif\n    webp\n    src\n  }\n"): (typeof documents)["\n  fragment ResponsiveImage_image on ImageSources {\n    id\n    alt\n    width\n    height\n    focalX\n    focalY\n    avif\n    webp\n    src\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Subscribe($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      message\n      subscriber {\n        id\n        email\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Subscribe($input: SubscribeInput!) {\n    subscribe(input: $input) {\n      message\n      subscriber {\n        id\n        email\n        isActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ServicesShowcase {\n    serviceOfferings {\n      id\n      label\n      icon\n      title\n      summary\n      points\n      highlightValue\n      highlightLabel\n    }\n  }\n"): (typeof documents)["\n  query ServicesShowcase {\n    serviceOfferings {\n      id\n      label\n      icon\n      title\n      summary\n      points\n      highlightValue\n      highlightLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PageSections {\n    pageSections {\n      slug\n      title\n      eyebrow\n      lead\n      text\n      points\n    }\n  }\n"): (typeof documents)["\n  query PageSections {\n    pageSections {\n      slug\n      title\n      eyebrow\n      lead\n      text\n      points\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteSettings {\n    siteSettings {\n      siteName\n      tagline\n      contactEmail\n      phone\n      phoneHref\n      addressLines\n      socialLinks {\n        network\n        url\n      }\n      seoTitle\n      seoDescription\n      seoImageId\n      seoImage {\n        src\n      }\n      cookieBannerTitle\n      cookieBannerText\n      maintenanceMode\n    }\n  }\n"): (typeof documents)["\n  query SiteSettings {\n    siteSettings {\n      siteName\n      tagline\n      contactEmail\n      phone\n      phoneHref\n      addressLines\n      socialLinks {\n        network\n        url\n      }\n      seoTitle\n      seoDescription\n      seoImageId\n      seoImage {\n        src\n      }\n      cookieBannerTitle\n      cookieBannerText\n      maintenanceMode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SuccessStories {\n    stories {\n      id\n      client\n      sector\n      outcome\n      figureValue\n      figureLabel\n      text\n    }\n  }\n"): (typeof documents)["\n  query SuccessStories {\n    stories {\n      id\n      client\n      sector\n      outcome\n      figureValue\n      figureLabel\n      text\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;