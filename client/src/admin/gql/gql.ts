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
    "\n  query AuditEvents(\n    $person: String\n    $type: String\n    $subjectType: AuditSubjectType\n    $subject: ID\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    auditEvents(person: $person, type: $type, subjectType: $subjectType, subject: $subject, from: $from, to: $to, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          id\n          type\n          label\n          occurredAt\n          subjectType\n          subject\n          subjectName\n          principalKind\n          principalName\n          clientAddressHash\n          data\n        }\n      }\n    }\n  }\n": typeof types.AuditEventsDocument,
    "\n  query VerifyToken {\n    verifyToken {\n      success\n      expiresAt\n      twoFactorSetupRequired\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n": typeof types.VerifyTokenDocument,
    "\n  query PreviousSignIn {\n    verifyToken {\n      previousSignInAt\n    }\n  }\n": typeof types.PreviousSignInDocument,
    "\n  mutation AdminLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n      secondStep {\n        token\n        message\n      }\n    }\n  }\n": typeof types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    logout {\n      success\n    }\n  }\n": typeof types.AdminLogoutDocument,
    "\n  query RegistrationOpen {\n    registrationOpen\n  }\n": typeof types.RegistrationOpenDocument,
    "\n  mutation RegisterAdmin($input: CreateAdminInput!) {\n    createAdmin(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n": typeof types.RegisterAdminDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query Invitation($token: String!) {\n    invitation(input: { token: $token }) {\n      email\n      role\n      expiresAt\n    }\n  }\n": typeof types.InvitationDocument,
    "\n  mutation AcceptAdminInvite($input: AcceptAdminInviteInput!) {\n    acceptAdminInvite(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n": typeof types.AcceptAdminInviteDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      message\n      sessionsEnded\n    }\n  }\n": typeof types.SignOutEverywhereDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation FinishSignIn($input: FinishSignInInput!) {\n    finishSignIn(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n": typeof types.FinishSignInDocument,
    "\n  mutation ConfirmIdentity($input: ConfirmIdentityInput!) {\n    confirmIdentity(input: $input) {\n      message\n      provenUntil\n    }\n  }\n": typeof types.ConfirmIdentityDocument,
    "\n  fragment ApplicationCard_application on JobApplication {\n    id\n    firstName\n    middleName\n    lastName\n    position\n    coverNote\n    status\n    appliedAt\n  }\n": typeof types.ApplicationCard_ApplicationFragmentDoc,
    "\n  fragment JobListings_job on Job {\n    id\n    title\n    location\n    status\n    postedAt\n    createdAt\n    details {\n      jobTypes\n    }\n  }\n": typeof types.JobListings_JobFragmentDoc,
    "\n  fragment Applications_application on JobApplication {\n    id\n    position\n    firstName\n    middleName\n    lastName\n    email\n    phone\n    country\n    coverNote\n    status\n    spam\n    spamReason\n    appliedAt\n    files {\n      id\n      name\n      size\n      path\n    }\n  }\n": typeof types.Applications_ApplicationFragmentDoc,
    "\n  fragment JobFormPage_job on Job {\n    id\n    title\n    location\n    role\n    status\n    details {\n      jobTypes\n      pay\n      expectedHours\n      schedule\n      startDate\n      education\n      supplementalPay\n      experience\n      benefits\n    }\n    skills\n    description\n  }\n": typeof types.JobFormPage_JobFragmentDoc,
    "\n  query AdminJobs($status: JobStatus, $first: Int!, $offset: Int!) {\n    jobs(status: $status, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...JobListings_job\n        }\n      }\n    }\n  }\n": typeof types.AdminJobsDocument,
    "\n  query AdminJob($id: ID!) {\n    job(id: $id) {\n      ...JobFormPage_job\n    }\n  }\n": typeof types.AdminJobDocument,
    "\n  mutation CreateJob($input: CreateJobInput!) {\n    createJob(input: $input) {\n      message\n      job {\n        ...JobFormPage_job\n        ...JobListings_job\n      }\n    }\n  }\n": typeof types.CreateJobDocument,
    "\n  mutation UpdateJob($input: UpdateJobInput!) {\n    updateJob(input: $input) {\n      message\n      job {\n        ...JobFormPage_job\n        ...JobListings_job\n      }\n    }\n  }\n": typeof types.UpdateJobDocument,
    "\n  mutation DeleteJob($id: ID!) {\n    deleteJob(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n": typeof types.DeleteJobDocument,
    "\n  query OpenedApplication($id: ID!) {\n    node(id: $id) {\n      id\n      ... on JobApplication {\n        ...Applications_application\n      }\n    }\n  }\n": typeof types.OpenedApplicationDocument,
    "\n  query Applications($status: ApplicationStatus, $spam: Boolean!, $jobId: ID, $first: Int!, $offset: Int!) {\n    applications(status: $status, spam: $spam, jobId: $jobId, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...Applications_application\n        }\n      }\n    }\n  }\n": typeof types.ApplicationsDocument,
    "\n  query ApplicationColumn($status: ApplicationStatus!, $jobId: ID, $first: Int!, $after: String) {\n    applications(status: $status, spam: false, jobId: $jobId, first: $first, after: $after) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...ApplicationCard_application\n        }\n      }\n    }\n  }\n": typeof types.ApplicationColumnDocument,
    "\n  query JobChoices($first: Int!) {\n    jobs(first: $first) {\n      edges {\n        node {\n          id\n          title\n          status\n        }\n      }\n    }\n  }\n": typeof types.JobChoicesDocument,
    "\n  mutation UpdateApplicationStatus($id: ID!, $status: ApplicationStatus!) {\n    updateApplicationStatus(input: { id: $id, status: $status }) {\n      message\n      application {\n        ...Applications_application\n      }\n    }\n  }\n": typeof types.UpdateApplicationStatusDocument,
    "\n  mutation MarkApplicationNotSpam($id: ID!) {\n    markJobApplicationNotSpam(input: { id: $id }) {\n      message\n      application {\n        ...Applications_application\n      }\n    }\n  }\n": typeof types.MarkApplicationNotSpamDocument,
    "\n  mutation DeleteApplication($id: ID!) {\n    deleteApplication(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n": typeof types.DeleteApplicationDocument,
    "\n  query ResumeLink($fileId: ID!) {\n    resumeLink(fileId: $fileId)\n  }\n": typeof types.ResumeLinkDocument,
    "\n  query Dashboard {\n    dashboard {\n      since\n      leads {\n        source\n        thisWeek\n        lastWeek\n        changePercent\n        days\n        held\n      }\n      demoRequests {\n        pending\n        nextMeetings {\n          id\n          firstName\n          lastName\n          companyName\n          meetingDate\n        }\n      }\n      applications {\n        status\n        count\n      }\n      outbox {\n        queued\n        failed\n        lastDeliveredAt\n      }\n      bookings {\n        thisWeek\n        nextEvent {\n          id\n          title\n          startsAt\n          capacity\n          seated\n          fillPercent\n        }\n      }\n    }\n  }\n": typeof types.DashboardDocument,
    "\n  fragment DemoRequestsPage_request on DemoRequest {\n    id\n    firstName\n    lastName\n    companyName\n    designation\n    email\n    meetingDate\n    timeZone\n    meetingPlace\n    message\n    status\n    notes\n    spam\n    spamReason\n    createdAt\n  }\n": typeof types.DemoRequestsPage_RequestFragmentDoc,
    "\n  query DemoRequests($status: DemoStatus, $spam: Boolean!, $first: Int!, $offset: Int!) {\n    demoRequests(status: $status, spam: $spam, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...DemoRequestsPage_request\n        }\n      }\n    }\n  }\n": typeof types.DemoRequestsDocument,
    "\n  query OpenedDemoRequest($id: ID!) {\n    node(id: $id) {\n      id\n      ... on DemoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n": typeof types.OpenedDemoRequestDocument,
    "\n  mutation MarkDemoRequestNotSpam($id: ID!) {\n    markDemoRequestNotSpam(input: { id: $id }) {\n      message\n      demoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n": typeof types.MarkDemoRequestNotSpamDocument,
    "\n  query DemoRequestStatusChange($id: ID!, $status: DemoStatus!) {\n    demoRequestStatusChange(id: $id, status: $status) {\n      mail {\n        to\n        subject\n        says\n        invites\n        copyTo\n        copyToIsYours\n        organizer\n        rsvp\n      }\n    }\n  }\n": typeof types.DemoRequestStatusChangeDocument,
    "\n  mutation UpdateDemoStatus($id: ID!, $status: DemoStatus!, $meetingPlace: String) {\n    updateDemoRequestStatus(input: { id: $id, status: $status, meetingPlace: $meetingPlace }) {\n      message\n      demoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n": typeof types.UpdateDemoStatusDocument,
    "\n  mutation UpdateDemoNotes($id: ID!, $notes: String) {\n    updateDemoRequestNotes(input: { id: $id, notes: $notes }) {\n      message\n      demoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n": typeof types.UpdateDemoNotesDocument,
    "\n  mutation RescheduleDemoRequest($id: ID!, $meetingDate: String!) {\n    rescheduleDemoRequest(input: { id: $id, meetingDate: $meetingDate }) {\n      message\n      demoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n": typeof types.RescheduleDemoRequestDocument,
    "\n  mutation DeleteDemoRequest($id: ID!) {\n    deleteDemoRequest(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n": typeof types.DeleteDemoRequestDocument,
    "\n  fragment Attendee_booking on EventBooking {\n    id\n    firstName\n    middleName\n    lastName\n    companyName\n    designation\n    email\n    phoneNumber\n    seats\n    answers\n    status\n    waitlistedAt\n    checkedInAt\n    cancelledAt\n    createdAt\n  }\n": typeof types.Attendee_BookingFragmentDoc,
    "\n  query AttendeesEvent($id: ID!) {\n    event(id: $id) {\n      id\n      title\n      status\n      cancelled\n      needsApproval\n      questions\n      capacity\n      startsAt\n      endsAt\n      timeZone\n    }\n    eventSeats(eventId: $id) {\n      capacity\n      seated\n      free\n      waitlisted\n      pending\n    }\n  }\n": typeof types.AttendeesEventDocument,
    "\n  query AttendeeCounts($eventId: ID!) {\n    booked: eventBookings(eventId: $eventId, status: booked, first: 1) {\n      totalCount\n    }\n    waitlisted: eventBookings(eventId: $eventId, status: waitlisted, first: 1) {\n      totalCount\n    }\n    pending: eventBookings(eventId: $eventId, status: pending_approval, first: 1) {\n      totalCount\n    }\n    attended: eventBookings(eventId: $eventId, status: attended, first: 1) {\n      totalCount\n    }\n    cancelled: eventBookings(eventId: $eventId, status: cancelled, first: 1) {\n      totalCount\n    }\n    declined: eventBookings(eventId: $eventId, status: declined, first: 1) {\n      totalCount\n    }\n  }\n": typeof types.AttendeeCountsDocument,
    "\n  query EventBookings($eventId: ID!, $status: BookingStatus, $search: String, $first: Int!, $offset: Int!) {\n    eventBookings(eventId: $eventId, status: $status, search: $search, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...Attendee_booking\n        }\n      }\n    }\n  }\n": typeof types.EventBookingsDocument,
    "\n  query DoorBookings($eventId: ID!, $first: Int!, $after: String) {\n    eventBookings(eventId: $eventId, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...Attendee_booking\n        }\n      }\n    }\n  }\n": typeof types.DoorBookingsDocument,
    "\n  mutation SetBookingStatus($input: SetBookingStatusInput!) {\n    setBookingStatus(input: $input) {\n      message\n      booking {\n        ...Attendee_booking\n      }\n    }\n  }\n": typeof types.SetBookingStatusDocument,
    "\n  mutation CheckInBooking($input: CheckInBookingInput!) {\n    checkInBooking(input: $input) {\n      message\n      booking {\n        ...Attendee_booking\n      }\n    }\n  }\n": typeof types.CheckInBookingDocument,
    "\n  fragment EventsPage_event on Event {\n    id\n    title\n    slug\n    status\n    version\n    format\n    startsAt\n    endsAt\n    timeZone\n    capacity\n    cancelled\n    publishAt\n    publishedAt\n    updatedAt\n  }\n": typeof types.EventsPage_EventFragmentDoc,
    "\n  fragment EventEditor_event on Event {\n    id\n    title\n    slug\n    summary\n    body\n    coverImageId\n    format\n    venue {\n      name\n      addressLines\n      latitude\n      longitude\n    }\n    onlineUrl\n    startsAt\n    endsAt\n    timeZone\n    agenda {\n      startsAt\n      endsAt\n      title\n      speakerIds\n    }\n    capacity\n    bookingOpensAt\n    bookingClosesAt\n    needsApproval\n    questions\n    cancelled\n    cancelledAt\n    cancellationNote\n    previousStartsAt\n    status\n    version\n    path\n    publishAt\n    publishedAt\n    updatedAt\n  }\n": typeof types.EventEditor_EventFragmentDoc,
    "\n  query AdminEvents($when: EventWhen, $status: ContentStatus, $first: Int!, $offset: Int!) {\n    events(when: $when, status: $status, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...EventsPage_event\n        }\n      }\n    }\n  }\n": typeof types.AdminEventsDocument,
    "\n  query AdminEvent($id: ID!) {\n    event(id: $id) {\n      ...EventEditor_event\n    }\n  }\n": typeof types.AdminEventDocument,
    "\n  query EventRevisions($id: ID!) {\n    eventRevisions(id: $id) {\n      id\n      version\n      title\n      status\n      changed\n      byKind\n      byName\n      createdAt\n    }\n  }\n": typeof types.EventRevisionsDocument,
    "\n  query EventPreviewLink($id: ID!) {\n    eventPreviewLink(id: $id) {\n      url\n      expiresAt\n    }\n  }\n": typeof types.EventPreviewLinkDocument,
    "\n  query EventSpeakers {\n    profiles(status: published) {\n      id\n      name\n      role\n    }\n  }\n": typeof types.EventSpeakersDocument,
    "\n  mutation CreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n": typeof types.CreateEventDocument,
    "\n  mutation UpdateEvent($input: UpdateEventInput!) {\n    updateEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n": typeof types.UpdateEventDocument,
    "\n  mutation PublishEvent($input: PublishEventInput!) {\n    publishEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n": typeof types.PublishEventDocument,
    "\n  mutation ScheduleEvent($input: ScheduleEventInput!) {\n    scheduleEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n": typeof types.ScheduleEventDocument,
    "\n  mutation ArchiveEvent($input: ArchiveEventInput!) {\n    archiveEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n        ...EventsPage_event\n      }\n    }\n  }\n": typeof types.ArchiveEventDocument,
    "\n  mutation CancelEvent($input: CancelEventInput!) {\n    cancelEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n        ...EventsPage_event\n      }\n    }\n  }\n": typeof types.CancelEventDocument,
    "\n  mutation RestoreEventRevision($input: RestoreEventRevisionInput!) {\n    restoreEventRevision(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n": typeof types.RestoreEventRevisionDocument,
    "\n  fragment SubmissionRow_submission on ContactSubmission {\n    id\n    source\n    pronoun\n    firstName\n    middleName\n    lastName\n    companyName\n    email\n    phoneNumber\n    landlineNumber\n    country\n    role\n    newsletter\n    message\n    status\n    spam\n    spamReason\n    createdAt\n    replies {\n      message\n      sentBy\n      createdAt\n    }\n  }\n": typeof types.SubmissionRow_SubmissionFragmentDoc,
    "\n  query ContactSubmissions($search: String, $status: ContactStatus, $source: ContactFormSource, $spam: Boolean!, $first: Int!, $offset: Int!) {\n    contactSubmissions(search: $search, status: $status, source: $source, spam: $spam, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          ...SubmissionRow_submission\n        }\n      }\n    }\n  }\n": typeof types.ContactSubmissionsDocument,
    "\n  query OpenedSubmission($id: ID!) {\n    node(id: $id) {\n      id\n      ... on ContactSubmission {\n        ...SubmissionRow_submission\n      }\n    }\n  }\n": typeof types.OpenedSubmissionDocument,
    "\n  mutation UpdateSubmissionStatus($id: ID!, $status: ContactStatus!) {\n    updateContactSubmissionStatus(input: { id: $id, status: $status }) {\n      message\n      submission {\n        ...SubmissionRow_submission\n      }\n    }\n  }\n": typeof types.UpdateSubmissionStatusDocument,
    "\n  query ContactReplyDraft($id: ID!) {\n    contactSubmissionReplyDraft(id: $id) {\n      to\n      from\n      replyTo\n      replyToIsYours\n      subject\n      greeting\n      quoteLabel\n      quotedText\n    }\n  }\n": typeof types.ContactReplyDraftDocument,
    "\n  mutation ReplyToSubmission($id: ID!, $message: String!) {\n    replyToContactSubmission(input: { id: $id, message: $message }) {\n      message\n      submission {\n        ...SubmissionRow_submission\n      }\n    }\n  }\n": typeof types.ReplyToSubmissionDocument,
    "\n  mutation MarkSubmissionNotSpam($id: ID!) {\n    markContactSubmissionNotSpam(input: { id: $id }) {\n      message\n      submission {\n        ...SubmissionRow_submission\n      }\n    }\n  }\n": typeof types.MarkSubmissionNotSpamDocument,
    "\n  mutation DeleteSubmission($id: ID!) {\n    deleteContactSubmission(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n": typeof types.DeleteSubmissionDocument,
    "\n  fragment ApiKeysPage_key on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    status\n    createdBy\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n": typeof types.ApiKeysPage_KeyFragmentDoc,
    "\n  query ApiKeys($first: Int!, $offset: Int!) {\n    apiKeys(first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...ApiKeysPage_key\n        }\n      }\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      message\n      secret\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(input: { id: $id }) {\n      message\n      apiKey {\n        ...ApiKeysPage_key\n      }\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  query NoRecord($id: ID!) {\n    node(id: $id) {\n      id\n    }\n  }\n": typeof types.NoRecordDocument,
    "\n  fragment MediaPage_asset on MediaAsset {\n    id\n    fileName\n    contentType\n    width\n    height\n    bytes\n    alt\n    focalX\n    focalY\n    thumbnailUrl\n    createdBy\n    createdAt\n    variants {\n      format\n      width\n      height\n      url\n    }\n  }\n": typeof types.MediaPage_AssetFragmentDoc,
    "\n  query MediaAssets($first: Int!, $offset: Int!, $search: String) {\n    mediaAssets(first: $first, offset: $offset, search: $search) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...MediaPage_asset\n        }\n      }\n    }\n  }\n": typeof types.MediaAssetsDocument,
    "\n  query MediaUses($id: ID!) {\n    mediaAsset(id: $id) {\n      id\n      usedBy {\n        subjectType\n        subjectId\n        label\n        href\n      }\n    }\n  }\n": typeof types.MediaUsesDocument,
    "\n  mutation UpdateMedia($id: ID!, $input: UpdateMediaInput!) {\n    updateMedia(id: $id, input: $input) {\n      message\n      mediaAsset {\n        ...MediaPage_asset\n      }\n    }\n  }\n": typeof types.UpdateMediaDocument,
    "\n  mutation DeleteMedia($id: ID!) {\n    deleteMedia(id: $id) {\n      message\n      id\n    }\n  }\n": typeof types.DeleteMediaDocument,
    "\n  mutation UploadMedia($input: UploadMediaInput!, $file: Upload) {\n    uploadMedia(input: $input, file: $file) {\n      message\n      mediaAsset {\n        ...MediaPage_asset\n      }\n    }\n  }\n": typeof types.UploadMediaDocument,
    "\n  query MediaImage($id: ID!) {\n    mediaAsset(id: $id) {\n      id\n      alt\n      fileName\n      thumbnailUrl\n      width\n      height\n    }\n  }\n": typeof types.MediaImageDocument,
    "\n  fragment SubscriberRow_subscriber on Subscriber {\n    id\n    email\n    subscribedAt\n    isActive\n    status\n    consentAt\n    consentSource\n    consentAddressHash\n    spam\n    spamReason\n  }\n": typeof types.SubscriberRow_SubscriberFragmentDoc,
    "\n  query Subscribers($search: String, $status: SubscriberStatus, $spam: Boolean!, $first: Int!, $offset: Int!) {\n    subscribers(search: $search, status: $status, spam: $spam, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          ...SubscriberRow_subscriber\n        }\n      }\n    }\n  }\n": typeof types.SubscribersDocument,
    "\n  query OpenedSubscriber($id: ID!) {\n    node(id: $id) {\n      id\n      ... on Subscriber {\n        ...SubscriberRow_subscriber\n      }\n    }\n  }\n": typeof types.OpenedSubscriberDocument,
    "\n  mutation MarkSubscriberNotSpam($id: ID!) {\n    markSubscriberNotSpam(input: { id: $id }) {\n      message\n      subscriber {\n        id\n        isActive\n        status\n        spam\n        spamReason\n      }\n    }\n  }\n": typeof types.MarkSubscriberNotSpamDocument,
    "\n  mutation UnsubscribeSubscriber($email: String!) {\n    unsubscribeSubscriber(input: { email: $email }) {\n      message\n      subscriber {\n        id\n        isActive\n        status\n      }\n    }\n  }\n": typeof types.UnsubscribeSubscriberDocument,
    "\n  fragment PostsPage_post on Post {\n    id\n    title\n    slug\n    status\n    version\n    tags\n    author {\n      id\n      name\n    }\n    publishAt\n    publishedAt\n    updatedAt\n  }\n": typeof types.PostsPage_PostFragmentDoc,
    "\n  fragment PostEditor_post on Post {\n    id\n    title\n    slug\n    summary\n    body\n    tags\n    coverImageId\n    seoTitle\n    seoDescription\n    ogImageId\n    canonicalUrl\n    author {\n      id\n      name\n    }\n    status\n    version\n    path\n    readingMinutes\n    publishAt\n    publishedAt\n    updatedAt\n  }\n": typeof types.PostEditor_PostFragmentDoc,
    "\n  query AdminPosts($status: ContentStatus, $tag: String, $first: Int!, $offset: Int!) {\n    posts(status: $status, tag: $tag, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...PostsPage_post\n        }\n      }\n    }\n  }\n": typeof types.AdminPostsDocument,
    "\n  query AdminPost($id: ID!) {\n    post(id: $id) {\n      ...PostEditor_post\n    }\n  }\n": typeof types.AdminPostDocument,
    "\n  query PostRevisions($id: ID!) {\n    postRevisions(id: $id) {\n      id\n      version\n      title\n      status\n      changed\n      byKind\n      byName\n      createdAt\n    }\n  }\n": typeof types.PostRevisionsDocument,
    "\n  query PostPreviewLink($id: ID!) {\n    postPreviewLink(id: $id) {\n      url\n      expiresAt\n    }\n  }\n": typeof types.PostPreviewLinkDocument,
    "\n  query PostAuthors {\n    postAuthors {\n      id\n      name\n    }\n  }\n": typeof types.PostAuthorsDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n": typeof types.CreatePostDocument,
    "\n  mutation UpdatePost($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n": typeof types.UpdatePostDocument,
    "\n  mutation PublishPost($id: ID!, $version: Int!) {\n    publishPost(input: { id: $id, version: $version }) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n": typeof types.PublishPostDocument,
    "\n  mutation SchedulePost($id: ID!, $version: Int!, $publishAt: DateTimeISO!) {\n    schedulePost(input: { id: $id, version: $version, publishAt: $publishAt }) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n": typeof types.SchedulePostDocument,
    "\n  mutation UnpublishPost($id: ID!, $version: Int!) {\n    unpublishPost(input: { id: $id, version: $version }) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n": typeof types.UnpublishPostDocument,
    "\n  mutation ArchivePost($id: ID!, $version: Int!) {\n    archivePost(input: { id: $id, version: $version }) {\n      message\n      post {\n        ...PostEditor_post\n        ...PostsPage_post\n      }\n    }\n  }\n": typeof types.ArchivePostDocument,
    "\n  mutation RestorePostRevision($id: ID!, $version: Int!, $revisionId: ID!) {\n    restorePostRevision(input: { id: $id, version: $version, revisionId: $revisionId }) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n": typeof types.RestorePostRevisionDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n": typeof types.DeletePostDocument,
    "\n  query PrivacyLookup($email: String!) {\n    privacyLookup(email: $email) {\n      email\n      total\n      suppressed\n      areas {\n        name\n        label\n        count\n      }\n    }\n  }\n": typeof types.PrivacyLookupDocument,
    "\n  mutation ExportPerson($input: ExportPersonInput!) {\n    exportPerson(input: $input) {\n      url\n      expiresAt\n    }\n  }\n": typeof types.ExportPersonDocument,
    "\n  mutation ErasePerson($input: ErasePersonInput!) {\n    erasePerson(input: $input) {\n      message\n      email\n      total\n      files\n      areas {\n        name\n        label\n        count\n      }\n    }\n  }\n": typeof types.ErasePersonDocument,
    "\n  query Profile {\n    me {\n      id\n      username\n      email\n      role\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  query Sessions($adminId: ID) {\n    sessions(adminId: $adminId) {\n      id\n      device\n      clientAddress\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n": typeof types.SessionsDocument,
    "\n  mutation EndSession($input: EndSessionInput!) {\n    endSession(input: $input) {\n      message\n    }\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      message\n      admin {\n        id\n        email\n      }\n    }\n  }\n": typeof types.ChangeEmailDocument,
    "\n  mutation ChangeOwnPassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      admin {\n        id\n      }\n    }\n  }\n": typeof types.ChangeOwnPasswordDocument,
    "\n  query AccountActivity {\n    accountActivity {\n      id\n      type\n      label\n      occurredAt\n      device\n      clientAddress\n      byOther\n    }\n  }\n": typeof types.AccountActivityDocument,
    "\n  query TwoFactor {\n    twoFactor {\n      enabledAt\n      recoveryCodesLeft\n    }\n  }\n": typeof types.TwoFactorDocument,
    "\n  mutation StartTotpSetup {\n    startTotpSetup {\n      secret\n      uri\n      qrCode\n    }\n  }\n": typeof types.StartTotpSetupDocument,
    "\n  mutation ConfirmTotpSetup($input: ConfirmTotpSetupInput!) {\n    confirmTotpSetup(input: $input) {\n      message\n      recoveryCodes\n    }\n  }\n": typeof types.ConfirmTotpSetupDocument,
    "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      message\n    }\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  mutation NewRecoveryCodes($input: NewRecoveryCodesInput!) {\n    newRecoveryCodes(input: $input) {\n      message\n      recoveryCodes\n    }\n  }\n": typeof types.NewRecoveryCodesDocument,
    "\n  fragment RecipientsPage_recipient on EmailRecipient {\n    id\n    name\n    email\n    notificationTypes\n    isActive\n  }\n": typeof types.RecipientsPage_RecipientFragmentDoc,
    "\n  query EmailRecipients($search: String, $first: Int!, $offset: Int!) {\n    emailRecipients(search: $search, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...RecipientsPage_recipient\n        }\n      }\n    }\n  }\n": typeof types.EmailRecipientsDocument,
    "\n  query EmailRecipient($id: ID!) {\n    emailRecipient(id: $id) {\n      id\n      name\n      email\n      notificationTypes\n      isActive\n    }\n  }\n": typeof types.EmailRecipientDocument,
    "\n  mutation CreateEmailRecipient($input: CreateEmailRecipientInput!) {\n    createEmailRecipient(input: $input) {\n      message\n      recipient {\n        ...RecipientsPage_recipient\n      }\n    }\n  }\n": typeof types.CreateEmailRecipientDocument,
    "\n  mutation UpdateEmailRecipient($input: UpdateEmailRecipientInput!) {\n    updateEmailRecipient(input: $input) {\n      message\n      recipient {\n        ...RecipientsPage_recipient\n      }\n    }\n  }\n": typeof types.UpdateEmailRecipientDocument,
    "\n  mutation ToggleEmailRecipient($id: ID!) {\n    toggleEmailRecipientStatus(input: { id: $id }) {\n      message\n      recipient {\n        ...RecipientsPage_recipient\n      }\n    }\n  }\n": typeof types.ToggleEmailRecipientDocument,
    "\n  mutation DeleteEmailRecipient($id: ID!) {\n    deleteEmailRecipient(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n": typeof types.DeleteEmailRecipientDocument,
    "\n  query AdminSiteSettings {\n    siteSettings {\n      siteName\n      tagline\n      contactEmail\n      phone\n      addressLines\n      socialLinks {\n        network\n        url\n      }\n      seoTitle\n      seoDescription\n      seoImageId\n      cookieBannerTitle\n      cookieBannerText\n      mailSenderName\n      maintenanceMode\n      maintenanceMessage\n      version\n      updatedAt\n      updatedBy\n    }\n  }\n": typeof types.AdminSiteSettingsDocument,
    "\n  mutation UpdateSiteSettings($input: UpdateSiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      message\n      siteSettings {\n        version\n        maintenanceMode\n      }\n    }\n  }\n": typeof types.UpdateSiteSettingsDocument,
    "\n  query NewItems {\n    newItems {\n      screen\n      count\n    }\n  }\n": typeof types.NewItemsDocument,
    "\n  mutation MarkListSeen($screen: String!) {\n    markListSeen(input: { screen: $screen }) {\n      success\n    }\n  }\n": typeof types.MarkListSeenDocument,
    "\n  fragment TeamPage_member on Admin {\n    id\n    username\n    email\n    role\n    status\n    lastLoginAt\n    twoFactorEnabled\n  }\n": typeof types.TeamPage_MemberFragmentDoc,
    "\n  fragment TeamPage_invite on AdminInvite {\n    id\n    email\n    role\n    expiresAt\n  }\n": typeof types.TeamPage_InviteFragmentDoc,
    "\n  query TeamMembers($search: String, $status: String, $first: Int!, $offset: Int!) {\n    teamMembers(search: $search, status: $status, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...TeamPage_member\n        }\n      }\n    }\n  }\n": typeof types.TeamMembersDocument,
    "\n  query AdminInvites($first: Int!, $offset: Int!) {\n    adminInvites(first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...TeamPage_invite\n        }\n      }\n    }\n  }\n": typeof types.AdminInvitesDocument,
    "\n  mutation InviteAdmin($input: InviteAdminInput!) {\n    inviteAdmin(input: $input) {\n      message\n      invite {\n        ...TeamPage_invite\n      }\n    }\n  }\n": typeof types.InviteAdminDocument,
    "\n  mutation RevokeAdminInvite($id: ID!) {\n    revokeAdminInvite(input: { id: $id }) {\n      message\n      invite {\n        id\n      }\n    }\n  }\n": typeof types.RevokeAdminInviteDocument,
    "\n  mutation ChangeAdminRole($id: ID!, $role: String!) {\n    changeAdminRole(input: { id: $id, role: $role }) {\n      message\n      admin {\n        ...TeamPage_member\n      }\n    }\n  }\n": typeof types.ChangeAdminRoleDocument,
    "\n  mutation DeactivateAdmin($id: ID!) {\n    deactivateAdmin(input: { id: $id }) {\n      message\n      admin {\n        ...TeamPage_member\n      }\n    }\n  }\n": typeof types.DeactivateAdminDocument,
    "\n  mutation ReactivateAdmin($id: ID!) {\n    reactivateAdmin(input: { id: $id }) {\n      message\n      admin {\n        ...TeamPage_member\n      }\n    }\n  }\n": typeof types.ReactivateAdminDocument,
    "\n  query AccountPolicy {\n    accountPolicy {\n      sessionIdleHours\n      sessionMaxDays\n      twoFactorRoles\n      version\n    }\n  }\n": typeof types.AccountPolicyDocument,
    "\n  mutation UpdateAccountPolicy($input: UpdateAccountPolicyInput!) {\n    updateAccountPolicy(input: $input) {\n      message\n      accountPolicy {\n        sessionIdleHours\n        sessionMaxDays\n        twoFactorRoles\n        version\n      }\n    }\n  }\n": typeof types.UpdateAccountPolicyDocument,
    "\n  fragment DeliveriesPage_delivery on WebhookDelivery {\n    id\n    eventType\n    eventId\n    status\n    attempts\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n    responseStatus\n    responseBody\n    error\n    durationMs\n  }\n": typeof types.DeliveriesPage_DeliveryFragmentDoc,
    "\n  query WebhookEndpoints($first: Int!, $offset: Int!) {\n    webhookEndpoints(first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...WebhooksPage_endpoint\n        }\n      }\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      message\n      secret\n      webhookEndpoint {\n        id\n        url\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      message\n      webhookEndpoint {\n        ...WebhooksPage_endpoint\n      }\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      message\n      id\n    }\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  query WebhookEndpoint($id: ID!) {\n    node(id: $id) {\n      ... on WebhookEndpoint {\n        ...WebhooksPage_endpoint\n      }\n    }\n  }\n": typeof types.WebhookEndpointDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          ...DeliveriesPage_delivery\n        }\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      message\n      webhookDelivery {\n        id\n      }\n    }\n  }\n": typeof types.ResendWebhookDeliveryDocument,
    "\n  fragment WebhooksPage_endpoint on WebhookEndpoint {\n    id\n    url\n    eventTypes\n    enabled\n    createdBy\n    createdAt\n    failingSince\n    disabledAt\n    lastDeliveryAt\n  }\n": typeof types.WebhooksPage_EndpointFragmentDoc,
};
const documents: Documents = {
    "\n  query AuditEvents(\n    $person: String\n    $type: String\n    $subjectType: AuditSubjectType\n    $subject: ID\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    auditEvents(person: $person, type: $type, subjectType: $subjectType, subject: $subject, from: $from, to: $to, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          id\n          type\n          label\n          occurredAt\n          subjectType\n          subject\n          subjectName\n          principalKind\n          principalName\n          clientAddressHash\n          data\n        }\n      }\n    }\n  }\n": types.AuditEventsDocument,
    "\n  query VerifyToken {\n    verifyToken {\n      success\n      expiresAt\n      twoFactorSetupRequired\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n": types.VerifyTokenDocument,
    "\n  query PreviousSignIn {\n    verifyToken {\n      previousSignInAt\n    }\n  }\n": types.PreviousSignInDocument,
    "\n  mutation AdminLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n      secondStep {\n        token\n        message\n      }\n    }\n  }\n": types.AdminLoginDocument,
    "\n  mutation AdminLogout {\n    logout {\n      success\n    }\n  }\n": types.AdminLogoutDocument,
    "\n  query RegistrationOpen {\n    registrationOpen\n  }\n": types.RegistrationOpenDocument,
    "\n  mutation RegisterAdmin($input: CreateAdminInput!) {\n    createAdmin(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n": types.RegisterAdminDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query Invitation($token: String!) {\n    invitation(input: { token: $token }) {\n      email\n      role\n      expiresAt\n    }\n  }\n": types.InvitationDocument,
    "\n  mutation AcceptAdminInvite($input: AcceptAdminInviteInput!) {\n    acceptAdminInvite(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n": types.AcceptAdminInviteDocument,
    "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      message\n      sessionsEnded\n    }\n  }\n": types.SignOutEverywhereDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation FinishSignIn($input: FinishSignInInput!) {\n    finishSignIn(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n": types.FinishSignInDocument,
    "\n  mutation ConfirmIdentity($input: ConfirmIdentityInput!) {\n    confirmIdentity(input: $input) {\n      message\n      provenUntil\n    }\n  }\n": types.ConfirmIdentityDocument,
    "\n  fragment ApplicationCard_application on JobApplication {\n    id\n    firstName\n    middleName\n    lastName\n    position\n    coverNote\n    status\n    appliedAt\n  }\n": types.ApplicationCard_ApplicationFragmentDoc,
    "\n  fragment JobListings_job on Job {\n    id\n    title\n    location\n    status\n    postedAt\n    createdAt\n    details {\n      jobTypes\n    }\n  }\n": types.JobListings_JobFragmentDoc,
    "\n  fragment Applications_application on JobApplication {\n    id\n    position\n    firstName\n    middleName\n    lastName\n    email\n    phone\n    country\n    coverNote\n    status\n    spam\n    spamReason\n    appliedAt\n    files {\n      id\n      name\n      size\n      path\n    }\n  }\n": types.Applications_ApplicationFragmentDoc,
    "\n  fragment JobFormPage_job on Job {\n    id\n    title\n    location\n    role\n    status\n    details {\n      jobTypes\n      pay\n      expectedHours\n      schedule\n      startDate\n      education\n      supplementalPay\n      experience\n      benefits\n    }\n    skills\n    description\n  }\n": types.JobFormPage_JobFragmentDoc,
    "\n  query AdminJobs($status: JobStatus, $first: Int!, $offset: Int!) {\n    jobs(status: $status, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...JobListings_job\n        }\n      }\n    }\n  }\n": types.AdminJobsDocument,
    "\n  query AdminJob($id: ID!) {\n    job(id: $id) {\n      ...JobFormPage_job\n    }\n  }\n": types.AdminJobDocument,
    "\n  mutation CreateJob($input: CreateJobInput!) {\n    createJob(input: $input) {\n      message\n      job {\n        ...JobFormPage_job\n        ...JobListings_job\n      }\n    }\n  }\n": types.CreateJobDocument,
    "\n  mutation UpdateJob($input: UpdateJobInput!) {\n    updateJob(input: $input) {\n      message\n      job {\n        ...JobFormPage_job\n        ...JobListings_job\n      }\n    }\n  }\n": types.UpdateJobDocument,
    "\n  mutation DeleteJob($id: ID!) {\n    deleteJob(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n": types.DeleteJobDocument,
    "\n  query OpenedApplication($id: ID!) {\n    node(id: $id) {\n      id\n      ... on JobApplication {\n        ...Applications_application\n      }\n    }\n  }\n": types.OpenedApplicationDocument,
    "\n  query Applications($status: ApplicationStatus, $spam: Boolean!, $jobId: ID, $first: Int!, $offset: Int!) {\n    applications(status: $status, spam: $spam, jobId: $jobId, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...Applications_application\n        }\n      }\n    }\n  }\n": types.ApplicationsDocument,
    "\n  query ApplicationColumn($status: ApplicationStatus!, $jobId: ID, $first: Int!, $after: String) {\n    applications(status: $status, spam: false, jobId: $jobId, first: $first, after: $after) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...ApplicationCard_application\n        }\n      }\n    }\n  }\n": types.ApplicationColumnDocument,
    "\n  query JobChoices($first: Int!) {\n    jobs(first: $first) {\n      edges {\n        node {\n          id\n          title\n          status\n        }\n      }\n    }\n  }\n": types.JobChoicesDocument,
    "\n  mutation UpdateApplicationStatus($id: ID!, $status: ApplicationStatus!) {\n    updateApplicationStatus(input: { id: $id, status: $status }) {\n      message\n      application {\n        ...Applications_application\n      }\n    }\n  }\n": types.UpdateApplicationStatusDocument,
    "\n  mutation MarkApplicationNotSpam($id: ID!) {\n    markJobApplicationNotSpam(input: { id: $id }) {\n      message\n      application {\n        ...Applications_application\n      }\n    }\n  }\n": types.MarkApplicationNotSpamDocument,
    "\n  mutation DeleteApplication($id: ID!) {\n    deleteApplication(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n": types.DeleteApplicationDocument,
    "\n  query ResumeLink($fileId: ID!) {\n    resumeLink(fileId: $fileId)\n  }\n": types.ResumeLinkDocument,
    "\n  query Dashboard {\n    dashboard {\n      since\n      leads {\n        source\n        thisWeek\n        lastWeek\n        changePercent\n        days\n        held\n      }\n      demoRequests {\n        pending\n        nextMeetings {\n          id\n          firstName\n          lastName\n          companyName\n          meetingDate\n        }\n      }\n      applications {\n        status\n        count\n      }\n      outbox {\n        queued\n        failed\n        lastDeliveredAt\n      }\n      bookings {\n        thisWeek\n        nextEvent {\n          id\n          title\n          startsAt\n          capacity\n          seated\n          fillPercent\n        }\n      }\n    }\n  }\n": types.DashboardDocument,
    "\n  fragment DemoRequestsPage_request on DemoRequest {\n    id\n    firstName\n    lastName\n    companyName\n    designation\n    email\n    meetingDate\n    timeZone\n    meetingPlace\n    message\n    status\n    notes\n    spam\n    spamReason\n    createdAt\n  }\n": types.DemoRequestsPage_RequestFragmentDoc,
    "\n  query DemoRequests($status: DemoStatus, $spam: Boolean!, $first: Int!, $offset: Int!) {\n    demoRequests(status: $status, spam: $spam, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...DemoRequestsPage_request\n        }\n      }\n    }\n  }\n": types.DemoRequestsDocument,
    "\n  query OpenedDemoRequest($id: ID!) {\n    node(id: $id) {\n      id\n      ... on DemoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n": types.OpenedDemoRequestDocument,
    "\n  mutation MarkDemoRequestNotSpam($id: ID!) {\n    markDemoRequestNotSpam(input: { id: $id }) {\n      message\n      demoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n": types.MarkDemoRequestNotSpamDocument,
    "\n  query DemoRequestStatusChange($id: ID!, $status: DemoStatus!) {\n    demoRequestStatusChange(id: $id, status: $status) {\n      mail {\n        to\n        subject\n        says\n        invites\n        copyTo\n        copyToIsYours\n        organizer\n        rsvp\n      }\n    }\n  }\n": types.DemoRequestStatusChangeDocument,
    "\n  mutation UpdateDemoStatus($id: ID!, $status: DemoStatus!, $meetingPlace: String) {\n    updateDemoRequestStatus(input: { id: $id, status: $status, meetingPlace: $meetingPlace }) {\n      message\n      demoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n": types.UpdateDemoStatusDocument,
    "\n  mutation UpdateDemoNotes($id: ID!, $notes: String) {\n    updateDemoRequestNotes(input: { id: $id, notes: $notes }) {\n      message\n      demoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n": types.UpdateDemoNotesDocument,
    "\n  mutation RescheduleDemoRequest($id: ID!, $meetingDate: String!) {\n    rescheduleDemoRequest(input: { id: $id, meetingDate: $meetingDate }) {\n      message\n      demoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n": types.RescheduleDemoRequestDocument,
    "\n  mutation DeleteDemoRequest($id: ID!) {\n    deleteDemoRequest(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n": types.DeleteDemoRequestDocument,
    "\n  fragment Attendee_booking on EventBooking {\n    id\n    firstName\n    middleName\n    lastName\n    companyName\n    designation\n    email\n    phoneNumber\n    seats\n    answers\n    status\n    waitlistedAt\n    checkedInAt\n    cancelledAt\n    createdAt\n  }\n": types.Attendee_BookingFragmentDoc,
    "\n  query AttendeesEvent($id: ID!) {\n    event(id: $id) {\n      id\n      title\n      status\n      cancelled\n      needsApproval\n      questions\n      capacity\n      startsAt\n      endsAt\n      timeZone\n    }\n    eventSeats(eventId: $id) {\n      capacity\n      seated\n      free\n      waitlisted\n      pending\n    }\n  }\n": types.AttendeesEventDocument,
    "\n  query AttendeeCounts($eventId: ID!) {\n    booked: eventBookings(eventId: $eventId, status: booked, first: 1) {\n      totalCount\n    }\n    waitlisted: eventBookings(eventId: $eventId, status: waitlisted, first: 1) {\n      totalCount\n    }\n    pending: eventBookings(eventId: $eventId, status: pending_approval, first: 1) {\n      totalCount\n    }\n    attended: eventBookings(eventId: $eventId, status: attended, first: 1) {\n      totalCount\n    }\n    cancelled: eventBookings(eventId: $eventId, status: cancelled, first: 1) {\n      totalCount\n    }\n    declined: eventBookings(eventId: $eventId, status: declined, first: 1) {\n      totalCount\n    }\n  }\n": types.AttendeeCountsDocument,
    "\n  query EventBookings($eventId: ID!, $status: BookingStatus, $search: String, $first: Int!, $offset: Int!) {\n    eventBookings(eventId: $eventId, status: $status, search: $search, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...Attendee_booking\n        }\n      }\n    }\n  }\n": types.EventBookingsDocument,
    "\n  query DoorBookings($eventId: ID!, $first: Int!, $after: String) {\n    eventBookings(eventId: $eventId, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...Attendee_booking\n        }\n      }\n    }\n  }\n": types.DoorBookingsDocument,
    "\n  mutation SetBookingStatus($input: SetBookingStatusInput!) {\n    setBookingStatus(input: $input) {\n      message\n      booking {\n        ...Attendee_booking\n      }\n    }\n  }\n": types.SetBookingStatusDocument,
    "\n  mutation CheckInBooking($input: CheckInBookingInput!) {\n    checkInBooking(input: $input) {\n      message\n      booking {\n        ...Attendee_booking\n      }\n    }\n  }\n": types.CheckInBookingDocument,
    "\n  fragment EventsPage_event on Event {\n    id\n    title\n    slug\n    status\n    version\n    format\n    startsAt\n    endsAt\n    timeZone\n    capacity\n    cancelled\n    publishAt\n    publishedAt\n    updatedAt\n  }\n": types.EventsPage_EventFragmentDoc,
    "\n  fragment EventEditor_event on Event {\n    id\n    title\n    slug\n    summary\n    body\n    coverImageId\n    format\n    venue {\n      name\n      addressLines\n      latitude\n      longitude\n    }\n    onlineUrl\n    startsAt\n    endsAt\n    timeZone\n    agenda {\n      startsAt\n      endsAt\n      title\n      speakerIds\n    }\n    capacity\n    bookingOpensAt\n    bookingClosesAt\n    needsApproval\n    questions\n    cancelled\n    cancelledAt\n    cancellationNote\n    previousStartsAt\n    status\n    version\n    path\n    publishAt\n    publishedAt\n    updatedAt\n  }\n": types.EventEditor_EventFragmentDoc,
    "\n  query AdminEvents($when: EventWhen, $status: ContentStatus, $first: Int!, $offset: Int!) {\n    events(when: $when, status: $status, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...EventsPage_event\n        }\n      }\n    }\n  }\n": types.AdminEventsDocument,
    "\n  query AdminEvent($id: ID!) {\n    event(id: $id) {\n      ...EventEditor_event\n    }\n  }\n": types.AdminEventDocument,
    "\n  query EventRevisions($id: ID!) {\n    eventRevisions(id: $id) {\n      id\n      version\n      title\n      status\n      changed\n      byKind\n      byName\n      createdAt\n    }\n  }\n": types.EventRevisionsDocument,
    "\n  query EventPreviewLink($id: ID!) {\n    eventPreviewLink(id: $id) {\n      url\n      expiresAt\n    }\n  }\n": types.EventPreviewLinkDocument,
    "\n  query EventSpeakers {\n    profiles(status: published) {\n      id\n      name\n      role\n    }\n  }\n": types.EventSpeakersDocument,
    "\n  mutation CreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n": types.CreateEventDocument,
    "\n  mutation UpdateEvent($input: UpdateEventInput!) {\n    updateEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n": types.UpdateEventDocument,
    "\n  mutation PublishEvent($input: PublishEventInput!) {\n    publishEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n": types.PublishEventDocument,
    "\n  mutation ScheduleEvent($input: ScheduleEventInput!) {\n    scheduleEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n": types.ScheduleEventDocument,
    "\n  mutation ArchiveEvent($input: ArchiveEventInput!) {\n    archiveEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n        ...EventsPage_event\n      }\n    }\n  }\n": types.ArchiveEventDocument,
    "\n  mutation CancelEvent($input: CancelEventInput!) {\n    cancelEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n        ...EventsPage_event\n      }\n    }\n  }\n": types.CancelEventDocument,
    "\n  mutation RestoreEventRevision($input: RestoreEventRevisionInput!) {\n    restoreEventRevision(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n": types.RestoreEventRevisionDocument,
    "\n  fragment SubmissionRow_submission on ContactSubmission {\n    id\n    source\n    pronoun\n    firstName\n    middleName\n    lastName\n    companyName\n    email\n    phoneNumber\n    landlineNumber\n    country\n    role\n    newsletter\n    message\n    status\n    spam\n    spamReason\n    createdAt\n    replies {\n      message\n      sentBy\n      createdAt\n    }\n  }\n": types.SubmissionRow_SubmissionFragmentDoc,
    "\n  query ContactSubmissions($search: String, $status: ContactStatus, $source: ContactFormSource, $spam: Boolean!, $first: Int!, $offset: Int!) {\n    contactSubmissions(search: $search, status: $status, source: $source, spam: $spam, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          ...SubmissionRow_submission\n        }\n      }\n    }\n  }\n": types.ContactSubmissionsDocument,
    "\n  query OpenedSubmission($id: ID!) {\n    node(id: $id) {\n      id\n      ... on ContactSubmission {\n        ...SubmissionRow_submission\n      }\n    }\n  }\n": types.OpenedSubmissionDocument,
    "\n  mutation UpdateSubmissionStatus($id: ID!, $status: ContactStatus!) {\n    updateContactSubmissionStatus(input: { id: $id, status: $status }) {\n      message\n      submission {\n        ...SubmissionRow_submission\n      }\n    }\n  }\n": types.UpdateSubmissionStatusDocument,
    "\n  query ContactReplyDraft($id: ID!) {\n    contactSubmissionReplyDraft(id: $id) {\n      to\n      from\n      replyTo\n      replyToIsYours\n      subject\n      greeting\n      quoteLabel\n      quotedText\n    }\n  }\n": types.ContactReplyDraftDocument,
    "\n  mutation ReplyToSubmission($id: ID!, $message: String!) {\n    replyToContactSubmission(input: { id: $id, message: $message }) {\n      message\n      submission {\n        ...SubmissionRow_submission\n      }\n    }\n  }\n": types.ReplyToSubmissionDocument,
    "\n  mutation MarkSubmissionNotSpam($id: ID!) {\n    markContactSubmissionNotSpam(input: { id: $id }) {\n      message\n      submission {\n        ...SubmissionRow_submission\n      }\n    }\n  }\n": types.MarkSubmissionNotSpamDocument,
    "\n  mutation DeleteSubmission($id: ID!) {\n    deleteContactSubmission(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n": types.DeleteSubmissionDocument,
    "\n  fragment ApiKeysPage_key on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    status\n    createdBy\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n": types.ApiKeysPage_KeyFragmentDoc,
    "\n  query ApiKeys($first: Int!, $offset: Int!) {\n    apiKeys(first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...ApiKeysPage_key\n        }\n      }\n    }\n  }\n": types.ApiKeysDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      message\n      secret\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(input: { id: $id }) {\n      message\n      apiKey {\n        ...ApiKeysPage_key\n      }\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  query NoRecord($id: ID!) {\n    node(id: $id) {\n      id\n    }\n  }\n": types.NoRecordDocument,
    "\n  fragment MediaPage_asset on MediaAsset {\n    id\n    fileName\n    contentType\n    width\n    height\n    bytes\n    alt\n    focalX\n    focalY\n    thumbnailUrl\n    createdBy\n    createdAt\n    variants {\n      format\n      width\n      height\n      url\n    }\n  }\n": types.MediaPage_AssetFragmentDoc,
    "\n  query MediaAssets($first: Int!, $offset: Int!, $search: String) {\n    mediaAssets(first: $first, offset: $offset, search: $search) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...MediaPage_asset\n        }\n      }\n    }\n  }\n": types.MediaAssetsDocument,
    "\n  query MediaUses($id: ID!) {\n    mediaAsset(id: $id) {\n      id\n      usedBy {\n        subjectType\n        subjectId\n        label\n        href\n      }\n    }\n  }\n": types.MediaUsesDocument,
    "\n  mutation UpdateMedia($id: ID!, $input: UpdateMediaInput!) {\n    updateMedia(id: $id, input: $input) {\n      message\n      mediaAsset {\n        ...MediaPage_asset\n      }\n    }\n  }\n": types.UpdateMediaDocument,
    "\n  mutation DeleteMedia($id: ID!) {\n    deleteMedia(id: $id) {\n      message\n      id\n    }\n  }\n": types.DeleteMediaDocument,
    "\n  mutation UploadMedia($input: UploadMediaInput!, $file: Upload) {\n    uploadMedia(input: $input, file: $file) {\n      message\n      mediaAsset {\n        ...MediaPage_asset\n      }\n    }\n  }\n": types.UploadMediaDocument,
    "\n  query MediaImage($id: ID!) {\n    mediaAsset(id: $id) {\n      id\n      alt\n      fileName\n      thumbnailUrl\n      width\n      height\n    }\n  }\n": types.MediaImageDocument,
    "\n  fragment SubscriberRow_subscriber on Subscriber {\n    id\n    email\n    subscribedAt\n    isActive\n    status\n    consentAt\n    consentSource\n    consentAddressHash\n    spam\n    spamReason\n  }\n": types.SubscriberRow_SubscriberFragmentDoc,
    "\n  query Subscribers($search: String, $status: SubscriberStatus, $spam: Boolean!, $first: Int!, $offset: Int!) {\n    subscribers(search: $search, status: $status, spam: $spam, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          ...SubscriberRow_subscriber\n        }\n      }\n    }\n  }\n": types.SubscribersDocument,
    "\n  query OpenedSubscriber($id: ID!) {\n    node(id: $id) {\n      id\n      ... on Subscriber {\n        ...SubscriberRow_subscriber\n      }\n    }\n  }\n": types.OpenedSubscriberDocument,
    "\n  mutation MarkSubscriberNotSpam($id: ID!) {\n    markSubscriberNotSpam(input: { id: $id }) {\n      message\n      subscriber {\n        id\n        isActive\n        status\n        spam\n        spamReason\n      }\n    }\n  }\n": types.MarkSubscriberNotSpamDocument,
    "\n  mutation UnsubscribeSubscriber($email: String!) {\n    unsubscribeSubscriber(input: { email: $email }) {\n      message\n      subscriber {\n        id\n        isActive\n        status\n      }\n    }\n  }\n": types.UnsubscribeSubscriberDocument,
    "\n  fragment PostsPage_post on Post {\n    id\n    title\n    slug\n    status\n    version\n    tags\n    author {\n      id\n      name\n    }\n    publishAt\n    publishedAt\n    updatedAt\n  }\n": types.PostsPage_PostFragmentDoc,
    "\n  fragment PostEditor_post on Post {\n    id\n    title\n    slug\n    summary\n    body\n    tags\n    coverImageId\n    seoTitle\n    seoDescription\n    ogImageId\n    canonicalUrl\n    author {\n      id\n      name\n    }\n    status\n    version\n    path\n    readingMinutes\n    publishAt\n    publishedAt\n    updatedAt\n  }\n": types.PostEditor_PostFragmentDoc,
    "\n  query AdminPosts($status: ContentStatus, $tag: String, $first: Int!, $offset: Int!) {\n    posts(status: $status, tag: $tag, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...PostsPage_post\n        }\n      }\n    }\n  }\n": types.AdminPostsDocument,
    "\n  query AdminPost($id: ID!) {\n    post(id: $id) {\n      ...PostEditor_post\n    }\n  }\n": types.AdminPostDocument,
    "\n  query PostRevisions($id: ID!) {\n    postRevisions(id: $id) {\n      id\n      version\n      title\n      status\n      changed\n      byKind\n      byName\n      createdAt\n    }\n  }\n": types.PostRevisionsDocument,
    "\n  query PostPreviewLink($id: ID!) {\n    postPreviewLink(id: $id) {\n      url\n      expiresAt\n    }\n  }\n": types.PostPreviewLinkDocument,
    "\n  query PostAuthors {\n    postAuthors {\n      id\n      name\n    }\n  }\n": types.PostAuthorsDocument,
    "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n": types.CreatePostDocument,
    "\n  mutation UpdatePost($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n": types.UpdatePostDocument,
    "\n  mutation PublishPost($id: ID!, $version: Int!) {\n    publishPost(input: { id: $id, version: $version }) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n": types.PublishPostDocument,
    "\n  mutation SchedulePost($id: ID!, $version: Int!, $publishAt: DateTimeISO!) {\n    schedulePost(input: { id: $id, version: $version, publishAt: $publishAt }) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n": types.SchedulePostDocument,
    "\n  mutation UnpublishPost($id: ID!, $version: Int!) {\n    unpublishPost(input: { id: $id, version: $version }) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n": types.UnpublishPostDocument,
    "\n  mutation ArchivePost($id: ID!, $version: Int!) {\n    archivePost(input: { id: $id, version: $version }) {\n      message\n      post {\n        ...PostEditor_post\n        ...PostsPage_post\n      }\n    }\n  }\n": types.ArchivePostDocument,
    "\n  mutation RestorePostRevision($id: ID!, $version: Int!, $revisionId: ID!) {\n    restorePostRevision(input: { id: $id, version: $version, revisionId: $revisionId }) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n": types.RestorePostRevisionDocument,
    "\n  mutation DeletePost($id: ID!) {\n    deletePost(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n": types.DeletePostDocument,
    "\n  query PrivacyLookup($email: String!) {\n    privacyLookup(email: $email) {\n      email\n      total\n      suppressed\n      areas {\n        name\n        label\n        count\n      }\n    }\n  }\n": types.PrivacyLookupDocument,
    "\n  mutation ExportPerson($input: ExportPersonInput!) {\n    exportPerson(input: $input) {\n      url\n      expiresAt\n    }\n  }\n": types.ExportPersonDocument,
    "\n  mutation ErasePerson($input: ErasePersonInput!) {\n    erasePerson(input: $input) {\n      message\n      email\n      total\n      files\n      areas {\n        name\n        label\n        count\n      }\n    }\n  }\n": types.ErasePersonDocument,
    "\n  query Profile {\n    me {\n      id\n      username\n      email\n      role\n    }\n  }\n": types.ProfileDocument,
    "\n  query Sessions($adminId: ID) {\n    sessions(adminId: $adminId) {\n      id\n      device\n      clientAddress\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n": types.SessionsDocument,
    "\n  mutation EndSession($input: EndSessionInput!) {\n    endSession(input: $input) {\n      message\n    }\n  }\n": types.EndSessionDocument,
    "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      message\n      admin {\n        id\n        email\n      }\n    }\n  }\n": types.ChangeEmailDocument,
    "\n  mutation ChangeOwnPassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      admin {\n        id\n      }\n    }\n  }\n": types.ChangeOwnPasswordDocument,
    "\n  query AccountActivity {\n    accountActivity {\n      id\n      type\n      label\n      occurredAt\n      device\n      clientAddress\n      byOther\n    }\n  }\n": types.AccountActivityDocument,
    "\n  query TwoFactor {\n    twoFactor {\n      enabledAt\n      recoveryCodesLeft\n    }\n  }\n": types.TwoFactorDocument,
    "\n  mutation StartTotpSetup {\n    startTotpSetup {\n      secret\n      uri\n      qrCode\n    }\n  }\n": types.StartTotpSetupDocument,
    "\n  mutation ConfirmTotpSetup($input: ConfirmTotpSetupInput!) {\n    confirmTotpSetup(input: $input) {\n      message\n      recoveryCodes\n    }\n  }\n": types.ConfirmTotpSetupDocument,
    "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      message\n    }\n  }\n": types.DisableTwoFactorDocument,
    "\n  mutation NewRecoveryCodes($input: NewRecoveryCodesInput!) {\n    newRecoveryCodes(input: $input) {\n      message\n      recoveryCodes\n    }\n  }\n": types.NewRecoveryCodesDocument,
    "\n  fragment RecipientsPage_recipient on EmailRecipient {\n    id\n    name\n    email\n    notificationTypes\n    isActive\n  }\n": types.RecipientsPage_RecipientFragmentDoc,
    "\n  query EmailRecipients($search: String, $first: Int!, $offset: Int!) {\n    emailRecipients(search: $search, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...RecipientsPage_recipient\n        }\n      }\n    }\n  }\n": types.EmailRecipientsDocument,
    "\n  query EmailRecipient($id: ID!) {\n    emailRecipient(id: $id) {\n      id\n      name\n      email\n      notificationTypes\n      isActive\n    }\n  }\n": types.EmailRecipientDocument,
    "\n  mutation CreateEmailRecipient($input: CreateEmailRecipientInput!) {\n    createEmailRecipient(input: $input) {\n      message\n      recipient {\n        ...RecipientsPage_recipient\n      }\n    }\n  }\n": types.CreateEmailRecipientDocument,
    "\n  mutation UpdateEmailRecipient($input: UpdateEmailRecipientInput!) {\n    updateEmailRecipient(input: $input) {\n      message\n      recipient {\n        ...RecipientsPage_recipient\n      }\n    }\n  }\n": types.UpdateEmailRecipientDocument,
    "\n  mutation ToggleEmailRecipient($id: ID!) {\n    toggleEmailRecipientStatus(input: { id: $id }) {\n      message\n      recipient {\n        ...RecipientsPage_recipient\n      }\n    }\n  }\n": types.ToggleEmailRecipientDocument,
    "\n  mutation DeleteEmailRecipient($id: ID!) {\n    deleteEmailRecipient(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n": types.DeleteEmailRecipientDocument,
    "\n  query AdminSiteSettings {\n    siteSettings {\n      siteName\n      tagline\n      contactEmail\n      phone\n      addressLines\n      socialLinks {\n        network\n        url\n      }\n      seoTitle\n      seoDescription\n      seoImageId\n      cookieBannerTitle\n      cookieBannerText\n      mailSenderName\n      maintenanceMode\n      maintenanceMessage\n      version\n      updatedAt\n      updatedBy\n    }\n  }\n": types.AdminSiteSettingsDocument,
    "\n  mutation UpdateSiteSettings($input: UpdateSiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      message\n      siteSettings {\n        version\n        maintenanceMode\n      }\n    }\n  }\n": types.UpdateSiteSettingsDocument,
    "\n  query NewItems {\n    newItems {\n      screen\n      count\n    }\n  }\n": types.NewItemsDocument,
    "\n  mutation MarkListSeen($screen: String!) {\n    markListSeen(input: { screen: $screen }) {\n      success\n    }\n  }\n": types.MarkListSeenDocument,
    "\n  fragment TeamPage_member on Admin {\n    id\n    username\n    email\n    role\n    status\n    lastLoginAt\n    twoFactorEnabled\n  }\n": types.TeamPage_MemberFragmentDoc,
    "\n  fragment TeamPage_invite on AdminInvite {\n    id\n    email\n    role\n    expiresAt\n  }\n": types.TeamPage_InviteFragmentDoc,
    "\n  query TeamMembers($search: String, $status: String, $first: Int!, $offset: Int!) {\n    teamMembers(search: $search, status: $status, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...TeamPage_member\n        }\n      }\n    }\n  }\n": types.TeamMembersDocument,
    "\n  query AdminInvites($first: Int!, $offset: Int!) {\n    adminInvites(first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...TeamPage_invite\n        }\n      }\n    }\n  }\n": types.AdminInvitesDocument,
    "\n  mutation InviteAdmin($input: InviteAdminInput!) {\n    inviteAdmin(input: $input) {\n      message\n      invite {\n        ...TeamPage_invite\n      }\n    }\n  }\n": types.InviteAdminDocument,
    "\n  mutation RevokeAdminInvite($id: ID!) {\n    revokeAdminInvite(input: { id: $id }) {\n      message\n      invite {\n        id\n      }\n    }\n  }\n": types.RevokeAdminInviteDocument,
    "\n  mutation ChangeAdminRole($id: ID!, $role: String!) {\n    changeAdminRole(input: { id: $id, role: $role }) {\n      message\n      admin {\n        ...TeamPage_member\n      }\n    }\n  }\n": types.ChangeAdminRoleDocument,
    "\n  mutation DeactivateAdmin($id: ID!) {\n    deactivateAdmin(input: { id: $id }) {\n      message\n      admin {\n        ...TeamPage_member\n      }\n    }\n  }\n": types.DeactivateAdminDocument,
    "\n  mutation ReactivateAdmin($id: ID!) {\n    reactivateAdmin(input: { id: $id }) {\n      message\n      admin {\n        ...TeamPage_member\n      }\n    }\n  }\n": types.ReactivateAdminDocument,
    "\n  query AccountPolicy {\n    accountPolicy {\n      sessionIdleHours\n      sessionMaxDays\n      twoFactorRoles\n      version\n    }\n  }\n": types.AccountPolicyDocument,
    "\n  mutation UpdateAccountPolicy($input: UpdateAccountPolicyInput!) {\n    updateAccountPolicy(input: $input) {\n      message\n      accountPolicy {\n        sessionIdleHours\n        sessionMaxDays\n        twoFactorRoles\n        version\n      }\n    }\n  }\n": types.UpdateAccountPolicyDocument,
    "\n  fragment DeliveriesPage_delivery on WebhookDelivery {\n    id\n    eventType\n    eventId\n    status\n    attempts\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n    responseStatus\n    responseBody\n    error\n    durationMs\n  }\n": types.DeliveriesPage_DeliveryFragmentDoc,
    "\n  query WebhookEndpoints($first: Int!, $offset: Int!) {\n    webhookEndpoints(first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...WebhooksPage_endpoint\n        }\n      }\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      message\n      secret\n      webhookEndpoint {\n        id\n        url\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      message\n      webhookEndpoint {\n        ...WebhooksPage_endpoint\n      }\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      message\n      id\n    }\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  query WebhookEndpoint($id: ID!) {\n    node(id: $id) {\n      ... on WebhookEndpoint {\n        ...WebhooksPage_endpoint\n      }\n    }\n  }\n": types.WebhookEndpointDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          ...DeliveriesPage_delivery\n        }\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      message\n      webhookDelivery {\n        id\n      }\n    }\n  }\n": types.ResendWebhookDeliveryDocument,
    "\n  fragment WebhooksPage_endpoint on WebhookEndpoint {\n    id\n    url\n    eventTypes\n    enabled\n    createdBy\n    createdAt\n    failingSince\n    disabledAt\n    lastDeliveryAt\n  }\n": types.WebhooksPage_EndpointFragmentDoc,
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
export function graphql(source: "\n  query AuditEvents(\n    $person: String\n    $type: String\n    $subjectType: AuditSubjectType\n    $subject: ID\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    auditEvents(person: $person, type: $type, subjectType: $subjectType, subject: $subject, from: $from, to: $to, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          id\n          type\n          label\n          occurredAt\n          subjectType\n          subject\n          subjectName\n          principalKind\n          principalName\n          clientAddressHash\n          data\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AuditEvents(\n    $person: String\n    $type: String\n    $subjectType: AuditSubjectType\n    $subject: ID\n    $from: DateTimeISO\n    $to: DateTimeISO\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n  ) {\n    auditEvents(person: $person, type: $type, subjectType: $subjectType, subject: $subject, from: $from, to: $to, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          id\n          type\n          label\n          occurredAt\n          subjectType\n          subject\n          subjectName\n          principalKind\n          principalName\n          clientAddressHash\n          data\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyToken {\n    verifyToken {\n      success\n      expiresAt\n      twoFactorSetupRequired\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n"): (typeof documents)["\n  query VerifyToken {\n    verifyToken {\n      success\n      expiresAt\n      twoFactorSetupRequired\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviousSignIn {\n    verifyToken {\n      previousSignInAt\n    }\n  }\n"): (typeof documents)["\n  query PreviousSignIn {\n    verifyToken {\n      previousSignInAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n      secondStep {\n        token\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogin($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n      secondStep {\n        token\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminLogout {\n    logout {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation AdminLogout {\n    logout {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegistrationOpen {\n    registrationOpen\n  }\n"): (typeof documents)["\n  query RegistrationOpen {\n    registrationOpen\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterAdmin($input: CreateAdminInput!) {\n    createAdmin(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterAdmin($input: CreateAdminInput!) {\n    createAdmin(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invitation($token: String!) {\n    invitation(input: { token: $token }) {\n      email\n      role\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query Invitation($token: String!) {\n    invitation(input: { token: $token }) {\n      email\n      role\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptAdminInvite($input: AcceptAdminInviteInput!) {\n    acceptAdminInvite(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptAdminInvite($input: AcceptAdminInviteInput!) {\n    acceptAdminInvite(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      message\n      sessionsEnded\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutEverywhere {\n    signOutEverywhere {\n      message\n      sessionsEnded\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FinishSignIn($input: FinishSignInInput!) {\n    finishSignIn(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation FinishSignIn($input: FinishSignInInput!) {\n    finishSignIn(input: $input) {\n      token\n      expiresAt\n      admin {\n        id\n        username\n        role\n        passwordChangeRequired\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmIdentity($input: ConfirmIdentityInput!) {\n    confirmIdentity(input: $input) {\n      message\n      provenUntil\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmIdentity($input: ConfirmIdentityInput!) {\n    confirmIdentity(input: $input) {\n      message\n      provenUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApplicationCard_application on JobApplication {\n    id\n    firstName\n    middleName\n    lastName\n    position\n    coverNote\n    status\n    appliedAt\n  }\n"): (typeof documents)["\n  fragment ApplicationCard_application on JobApplication {\n    id\n    firstName\n    middleName\n    lastName\n    position\n    coverNote\n    status\n    appliedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobListings_job on Job {\n    id\n    title\n    location\n    status\n    postedAt\n    createdAt\n    details {\n      jobTypes\n    }\n  }\n"): (typeof documents)["\n  fragment JobListings_job on Job {\n    id\n    title\n    location\n    status\n    postedAt\n    createdAt\n    details {\n      jobTypes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Applications_application on JobApplication {\n    id\n    position\n    firstName\n    middleName\n    lastName\n    email\n    phone\n    country\n    coverNote\n    status\n    spam\n    spamReason\n    appliedAt\n    files {\n      id\n      name\n      size\n      path\n    }\n  }\n"): (typeof documents)["\n  fragment Applications_application on JobApplication {\n    id\n    position\n    firstName\n    middleName\n    lastName\n    email\n    phone\n    country\n    coverNote\n    status\n    spam\n    spamReason\n    appliedAt\n    files {\n      id\n      name\n      size\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobFormPage_job on Job {\n    id\n    title\n    location\n    role\n    status\n    details {\n      jobTypes\n      pay\n      expectedHours\n      schedule\n      startDate\n      education\n      supplementalPay\n      experience\n      benefits\n    }\n    skills\n    description\n  }\n"): (typeof documents)["\n  fragment JobFormPage_job on Job {\n    id\n    title\n    location\n    role\n    status\n    details {\n      jobTypes\n      pay\n      expectedHours\n      schedule\n      startDate\n      education\n      supplementalPay\n      experience\n      benefits\n    }\n    skills\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminJobs($status: JobStatus, $first: Int!, $offset: Int!) {\n    jobs(status: $status, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...JobListings_job\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminJobs($status: JobStatus, $first: Int!, $offset: Int!) {\n    jobs(status: $status, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...JobListings_job\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminJob($id: ID!) {\n    job(id: $id) {\n      ...JobFormPage_job\n    }\n  }\n"): (typeof documents)["\n  query AdminJob($id: ID!) {\n    job(id: $id) {\n      ...JobFormPage_job\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateJob($input: CreateJobInput!) {\n    createJob(input: $input) {\n      message\n      job {\n        ...JobFormPage_job\n        ...JobListings_job\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateJob($input: CreateJobInput!) {\n    createJob(input: $input) {\n      message\n      job {\n        ...JobFormPage_job\n        ...JobListings_job\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJob($input: UpdateJobInput!) {\n    updateJob(input: $input) {\n      message\n      job {\n        ...JobFormPage_job\n        ...JobListings_job\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateJob($input: UpdateJobInput!) {\n    updateJob(input: $input) {\n      message\n      job {\n        ...JobFormPage_job\n        ...JobListings_job\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteJob($id: ID!) {\n    deleteJob(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteJob($id: ID!) {\n    deleteJob(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenedApplication($id: ID!) {\n    node(id: $id) {\n      id\n      ... on JobApplication {\n        ...Applications_application\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpenedApplication($id: ID!) {\n    node(id: $id) {\n      id\n      ... on JobApplication {\n        ...Applications_application\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Applications($status: ApplicationStatus, $spam: Boolean!, $jobId: ID, $first: Int!, $offset: Int!) {\n    applications(status: $status, spam: $spam, jobId: $jobId, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...Applications_application\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Applications($status: ApplicationStatus, $spam: Boolean!, $jobId: ID, $first: Int!, $offset: Int!) {\n    applications(status: $status, spam: $spam, jobId: $jobId, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...Applications_application\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApplicationColumn($status: ApplicationStatus!, $jobId: ID, $first: Int!, $after: String) {\n    applications(status: $status, spam: false, jobId: $jobId, first: $first, after: $after) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...ApplicationCard_application\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApplicationColumn($status: ApplicationStatus!, $jobId: ID, $first: Int!, $after: String) {\n    applications(status: $status, spam: false, jobId: $jobId, first: $first, after: $after) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        cursor\n        node {\n          id\n          ...ApplicationCard_application\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobChoices($first: Int!) {\n    jobs(first: $first) {\n      edges {\n        node {\n          id\n          title\n          status\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query JobChoices($first: Int!) {\n    jobs(first: $first) {\n      edges {\n        node {\n          id\n          title\n          status\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateApplicationStatus($id: ID!, $status: ApplicationStatus!) {\n    updateApplicationStatus(input: { id: $id, status: $status }) {\n      message\n      application {\n        ...Applications_application\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateApplicationStatus($id: ID!, $status: ApplicationStatus!) {\n    updateApplicationStatus(input: { id: $id, status: $status }) {\n      message\n      application {\n        ...Applications_application\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkApplicationNotSpam($id: ID!) {\n    markJobApplicationNotSpam(input: { id: $id }) {\n      message\n      application {\n        ...Applications_application\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkApplicationNotSpam($id: ID!) {\n    markJobApplicationNotSpam(input: { id: $id }) {\n      message\n      application {\n        ...Applications_application\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteApplication($id: ID!) {\n    deleteApplication(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteApplication($id: ID!) {\n    deleteApplication(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResumeLink($fileId: ID!) {\n    resumeLink(fileId: $fileId)\n  }\n"): (typeof documents)["\n  query ResumeLink($fileId: ID!) {\n    resumeLink(fileId: $fileId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Dashboard {\n    dashboard {\n      since\n      leads {\n        source\n        thisWeek\n        lastWeek\n        changePercent\n        days\n        held\n      }\n      demoRequests {\n        pending\n        nextMeetings {\n          id\n          firstName\n          lastName\n          companyName\n          meetingDate\n        }\n      }\n      applications {\n        status\n        count\n      }\n      outbox {\n        queued\n        failed\n        lastDeliveredAt\n      }\n      bookings {\n        thisWeek\n        nextEvent {\n          id\n          title\n          startsAt\n          capacity\n          seated\n          fillPercent\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Dashboard {\n    dashboard {\n      since\n      leads {\n        source\n        thisWeek\n        lastWeek\n        changePercent\n        days\n        held\n      }\n      demoRequests {\n        pending\n        nextMeetings {\n          id\n          firstName\n          lastName\n          companyName\n          meetingDate\n        }\n      }\n      applications {\n        status\n        count\n      }\n      outbox {\n        queued\n        failed\n        lastDeliveredAt\n      }\n      bookings {\n        thisWeek\n        nextEvent {\n          id\n          title\n          startsAt\n          capacity\n          seated\n          fillPercent\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DemoRequestsPage_request on DemoRequest {\n    id\n    firstName\n    lastName\n    companyName\n    designation\n    email\n    meetingDate\n    timeZone\n    meetingPlace\n    message\n    status\n    notes\n    spam\n    spamReason\n    createdAt\n  }\n"): (typeof documents)["\n  fragment DemoRequestsPage_request on DemoRequest {\n    id\n    firstName\n    lastName\n    companyName\n    designation\n    email\n    meetingDate\n    timeZone\n    meetingPlace\n    message\n    status\n    notes\n    spam\n    spamReason\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoRequests($status: DemoStatus, $spam: Boolean!, $first: Int!, $offset: Int!) {\n    demoRequests(status: $status, spam: $spam, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...DemoRequestsPage_request\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DemoRequests($status: DemoStatus, $spam: Boolean!, $first: Int!, $offset: Int!) {\n    demoRequests(status: $status, spam: $spam, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...DemoRequestsPage_request\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenedDemoRequest($id: ID!) {\n    node(id: $id) {\n      id\n      ... on DemoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpenedDemoRequest($id: ID!) {\n    node(id: $id) {\n      id\n      ... on DemoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkDemoRequestNotSpam($id: ID!) {\n    markDemoRequestNotSpam(input: { id: $id }) {\n      message\n      demoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkDemoRequestNotSpam($id: ID!) {\n    markDemoRequestNotSpam(input: { id: $id }) {\n      message\n      demoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoRequestStatusChange($id: ID!, $status: DemoStatus!) {\n    demoRequestStatusChange(id: $id, status: $status) {\n      mail {\n        to\n        subject\n        says\n        invites\n        copyTo\n        copyToIsYours\n        organizer\n        rsvp\n      }\n    }\n  }\n"): (typeof documents)["\n  query DemoRequestStatusChange($id: ID!, $status: DemoStatus!) {\n    demoRequestStatusChange(id: $id, status: $status) {\n      mail {\n        to\n        subject\n        says\n        invites\n        copyTo\n        copyToIsYours\n        organizer\n        rsvp\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDemoStatus($id: ID!, $status: DemoStatus!, $meetingPlace: String) {\n    updateDemoRequestStatus(input: { id: $id, status: $status, meetingPlace: $meetingPlace }) {\n      message\n      demoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDemoStatus($id: ID!, $status: DemoStatus!, $meetingPlace: String) {\n    updateDemoRequestStatus(input: { id: $id, status: $status, meetingPlace: $meetingPlace }) {\n      message\n      demoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateDemoNotes($id: ID!, $notes: String) {\n    updateDemoRequestNotes(input: { id: $id, notes: $notes }) {\n      message\n      demoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateDemoNotes($id: ID!, $notes: String) {\n    updateDemoRequestNotes(input: { id: $id, notes: $notes }) {\n      message\n      demoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleDemoRequest($id: ID!, $meetingDate: String!) {\n    rescheduleDemoRequest(input: { id: $id, meetingDate: $meetingDate }) {\n      message\n      demoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleDemoRequest($id: ID!, $meetingDate: String!) {\n    rescheduleDemoRequest(input: { id: $id, meetingDate: $meetingDate }) {\n      message\n      demoRequest {\n        ...DemoRequestsPage_request\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteDemoRequest($id: ID!) {\n    deleteDemoRequest(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteDemoRequest($id: ID!) {\n    deleteDemoRequest(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Attendee_booking on EventBooking {\n    id\n    firstName\n    middleName\n    lastName\n    companyName\n    designation\n    email\n    phoneNumber\n    seats\n    answers\n    status\n    waitlistedAt\n    checkedInAt\n    cancelledAt\n    createdAt\n  }\n"): (typeof documents)["\n  fragment Attendee_booking on EventBooking {\n    id\n    firstName\n    middleName\n    lastName\n    companyName\n    designation\n    email\n    phoneNumber\n    seats\n    answers\n    status\n    waitlistedAt\n    checkedInAt\n    cancelledAt\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendeesEvent($id: ID!) {\n    event(id: $id) {\n      id\n      title\n      status\n      cancelled\n      needsApproval\n      questions\n      capacity\n      startsAt\n      endsAt\n      timeZone\n    }\n    eventSeats(eventId: $id) {\n      capacity\n      seated\n      free\n      waitlisted\n      pending\n    }\n  }\n"): (typeof documents)["\n  query AttendeesEvent($id: ID!) {\n    event(id: $id) {\n      id\n      title\n      status\n      cancelled\n      needsApproval\n      questions\n      capacity\n      startsAt\n      endsAt\n      timeZone\n    }\n    eventSeats(eventId: $id) {\n      capacity\n      seated\n      free\n      waitlisted\n      pending\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AttendeeCounts($eventId: ID!) {\n    booked: eventBookings(eventId: $eventId, status: booked, first: 1) {\n      totalCount\n    }\n    waitlisted: eventBookings(eventId: $eventId, status: waitlisted, first: 1) {\n      totalCount\n    }\n    pending: eventBookings(eventId: $eventId, status: pending_approval, first: 1) {\n      totalCount\n    }\n    attended: eventBookings(eventId: $eventId, status: attended, first: 1) {\n      totalCount\n    }\n    cancelled: eventBookings(eventId: $eventId, status: cancelled, first: 1) {\n      totalCount\n    }\n    declined: eventBookings(eventId: $eventId, status: declined, first: 1) {\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query AttendeeCounts($eventId: ID!) {\n    booked: eventBookings(eventId: $eventId, status: booked, first: 1) {\n      totalCount\n    }\n    waitlisted: eventBookings(eventId: $eventId, status: waitlisted, first: 1) {\n      totalCount\n    }\n    pending: eventBookings(eventId: $eventId, status: pending_approval, first: 1) {\n      totalCount\n    }\n    attended: eventBookings(eventId: $eventId, status: attended, first: 1) {\n      totalCount\n    }\n    cancelled: eventBookings(eventId: $eventId, status: cancelled, first: 1) {\n      totalCount\n    }\n    declined: eventBookings(eventId: $eventId, status: declined, first: 1) {\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventBookings($eventId: ID!, $status: BookingStatus, $search: String, $first: Int!, $offset: Int!) {\n    eventBookings(eventId: $eventId, status: $status, search: $search, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...Attendee_booking\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventBookings($eventId: ID!, $status: BookingStatus, $search: String, $first: Int!, $offset: Int!) {\n    eventBookings(eventId: $eventId, status: $status, search: $search, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...Attendee_booking\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DoorBookings($eventId: ID!, $first: Int!, $after: String) {\n    eventBookings(eventId: $eventId, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...Attendee_booking\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DoorBookings($eventId: ID!, $first: Int!, $after: String) {\n    eventBookings(eventId: $eventId, first: $first, after: $after) {\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          ...Attendee_booking\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetBookingStatus($input: SetBookingStatusInput!) {\n    setBookingStatus(input: $input) {\n      message\n      booking {\n        ...Attendee_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetBookingStatus($input: SetBookingStatusInput!) {\n    setBookingStatus(input: $input) {\n      message\n      booking {\n        ...Attendee_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInBooking($input: CheckInBookingInput!) {\n    checkInBooking(input: $input) {\n      message\n      booking {\n        ...Attendee_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckInBooking($input: CheckInBookingInput!) {\n    checkInBooking(input: $input) {\n      message\n      booking {\n        ...Attendee_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventsPage_event on Event {\n    id\n    title\n    slug\n    status\n    version\n    format\n    startsAt\n    endsAt\n    timeZone\n    capacity\n    cancelled\n    publishAt\n    publishedAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment EventsPage_event on Event {\n    id\n    title\n    slug\n    status\n    version\n    format\n    startsAt\n    endsAt\n    timeZone\n    capacity\n    cancelled\n    publishAt\n    publishedAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EventEditor_event on Event {\n    id\n    title\n    slug\n    summary\n    body\n    coverImageId\n    format\n    venue {\n      name\n      addressLines\n      latitude\n      longitude\n    }\n    onlineUrl\n    startsAt\n    endsAt\n    timeZone\n    agenda {\n      startsAt\n      endsAt\n      title\n      speakerIds\n    }\n    capacity\n    bookingOpensAt\n    bookingClosesAt\n    needsApproval\n    questions\n    cancelled\n    cancelledAt\n    cancellationNote\n    previousStartsAt\n    status\n    version\n    path\n    publishAt\n    publishedAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment EventEditor_event on Event {\n    id\n    title\n    slug\n    summary\n    body\n    coverImageId\n    format\n    venue {\n      name\n      addressLines\n      latitude\n      longitude\n    }\n    onlineUrl\n    startsAt\n    endsAt\n    timeZone\n    agenda {\n      startsAt\n      endsAt\n      title\n      speakerIds\n    }\n    capacity\n    bookingOpensAt\n    bookingClosesAt\n    needsApproval\n    questions\n    cancelled\n    cancelledAt\n    cancellationNote\n    previousStartsAt\n    status\n    version\n    path\n    publishAt\n    publishedAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEvents($when: EventWhen, $status: ContentStatus, $first: Int!, $offset: Int!) {\n    events(when: $when, status: $status, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...EventsPage_event\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminEvents($when: EventWhen, $status: ContentStatus, $first: Int!, $offset: Int!) {\n    events(when: $when, status: $status, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...EventsPage_event\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminEvent($id: ID!) {\n    event(id: $id) {\n      ...EventEditor_event\n    }\n  }\n"): (typeof documents)["\n  query AdminEvent($id: ID!) {\n    event(id: $id) {\n      ...EventEditor_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventRevisions($id: ID!) {\n    eventRevisions(id: $id) {\n      id\n      version\n      title\n      status\n      changed\n      byKind\n      byName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query EventRevisions($id: ID!) {\n    eventRevisions(id: $id) {\n      id\n      version\n      title\n      status\n      changed\n      byKind\n      byName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPreviewLink($id: ID!) {\n    eventPreviewLink(id: $id) {\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query EventPreviewLink($id: ID!) {\n    eventPreviewLink(id: $id) {\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventSpeakers {\n    profiles(status: published) {\n      id\n      name\n      role\n    }\n  }\n"): (typeof documents)["\n  query EventSpeakers {\n    profiles(status: published) {\n      id\n      name\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEvent($input: CreateEventInput!) {\n    createEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEvent($input: UpdateEventInput!) {\n    updateEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEvent($input: UpdateEventInput!) {\n    updateEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishEvent($input: PublishEventInput!) {\n    publishEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PublishEvent($input: PublishEventInput!) {\n    publishEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleEvent($input: ScheduleEventInput!) {\n    scheduleEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleEvent($input: ScheduleEventInput!) {\n    scheduleEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchiveEvent($input: ArchiveEventInput!) {\n    archiveEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n        ...EventsPage_event\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ArchiveEvent($input: ArchiveEventInput!) {\n    archiveEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n        ...EventsPage_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelEvent($input: CancelEventInput!) {\n    cancelEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n        ...EventsPage_event\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelEvent($input: CancelEventInput!) {\n    cancelEvent(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n        ...EventsPage_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestoreEventRevision($input: RestoreEventRevisionInput!) {\n    restoreEventRevision(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestoreEventRevision($input: RestoreEventRevisionInput!) {\n    restoreEventRevision(input: $input) {\n      message\n      event {\n        ...EventEditor_event\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubmissionRow_submission on ContactSubmission {\n    id\n    source\n    pronoun\n    firstName\n    middleName\n    lastName\n    companyName\n    email\n    phoneNumber\n    landlineNumber\n    country\n    role\n    newsletter\n    message\n    status\n    spam\n    spamReason\n    createdAt\n    replies {\n      message\n      sentBy\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment SubmissionRow_submission on ContactSubmission {\n    id\n    source\n    pronoun\n    firstName\n    middleName\n    lastName\n    companyName\n    email\n    phoneNumber\n    landlineNumber\n    country\n    role\n    newsletter\n    message\n    status\n    spam\n    spamReason\n    createdAt\n    replies {\n      message\n      sentBy\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactSubmissions($search: String, $status: ContactStatus, $source: ContactFormSource, $spam: Boolean!, $first: Int!, $offset: Int!) {\n    contactSubmissions(search: $search, status: $status, source: $source, spam: $spam, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          ...SubmissionRow_submission\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactSubmissions($search: String, $status: ContactStatus, $source: ContactFormSource, $spam: Boolean!, $first: Int!, $offset: Int!) {\n    contactSubmissions(search: $search, status: $status, source: $source, spam: $spam, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          ...SubmissionRow_submission\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenedSubmission($id: ID!) {\n    node(id: $id) {\n      id\n      ... on ContactSubmission {\n        ...SubmissionRow_submission\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpenedSubmission($id: ID!) {\n    node(id: $id) {\n      id\n      ... on ContactSubmission {\n        ...SubmissionRow_submission\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSubmissionStatus($id: ID!, $status: ContactStatus!) {\n    updateContactSubmissionStatus(input: { id: $id, status: $status }) {\n      message\n      submission {\n        ...SubmissionRow_submission\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSubmissionStatus($id: ID!, $status: ContactStatus!) {\n    updateContactSubmissionStatus(input: { id: $id, status: $status }) {\n      message\n      submission {\n        ...SubmissionRow_submission\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactReplyDraft($id: ID!) {\n    contactSubmissionReplyDraft(id: $id) {\n      to\n      from\n      replyTo\n      replyToIsYours\n      subject\n      greeting\n      quoteLabel\n      quotedText\n    }\n  }\n"): (typeof documents)["\n  query ContactReplyDraft($id: ID!) {\n    contactSubmissionReplyDraft(id: $id) {\n      to\n      from\n      replyTo\n      replyToIsYours\n      subject\n      greeting\n      quoteLabel\n      quotedText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplyToSubmission($id: ID!, $message: String!) {\n    replyToContactSubmission(input: { id: $id, message: $message }) {\n      message\n      submission {\n        ...SubmissionRow_submission\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReplyToSubmission($id: ID!, $message: String!) {\n    replyToContactSubmission(input: { id: $id, message: $message }) {\n      message\n      submission {\n        ...SubmissionRow_submission\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkSubmissionNotSpam($id: ID!) {\n    markContactSubmissionNotSpam(input: { id: $id }) {\n      message\n      submission {\n        ...SubmissionRow_submission\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkSubmissionNotSpam($id: ID!) {\n    markContactSubmissionNotSpam(input: { id: $id }) {\n      message\n      submission {\n        ...SubmissionRow_submission\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSubmission($id: ID!) {\n    deleteContactSubmission(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSubmission($id: ID!) {\n    deleteContactSubmission(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiKeysPage_key on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    status\n    createdBy\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n"): (typeof documents)["\n  fragment ApiKeysPage_key on ApiKey {\n    id\n    name\n    prefix\n    scopes\n    status\n    createdBy\n    createdAt\n    lastUsedAt\n    expiresAt\n    revokedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys($first: Int!, $offset: Int!) {\n    apiKeys(first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...ApiKeysPage_key\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys($first: Int!, $offset: Int!) {\n    apiKeys(first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...ApiKeysPage_key\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      message\n      secret\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      message\n      secret\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(input: { id: $id }) {\n      message\n      apiKey {\n        ...ApiKeysPage_key\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($id: ID!) {\n    revokeApiKey(input: { id: $id }) {\n      message\n      apiKey {\n        ...ApiKeysPage_key\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoRecord($id: ID!) {\n    node(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  query NoRecord($id: ID!) {\n    node(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MediaPage_asset on MediaAsset {\n    id\n    fileName\n    contentType\n    width\n    height\n    bytes\n    alt\n    focalX\n    focalY\n    thumbnailUrl\n    createdBy\n    createdAt\n    variants {\n      format\n      width\n      height\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment MediaPage_asset on MediaAsset {\n    id\n    fileName\n    contentType\n    width\n    height\n    bytes\n    alt\n    focalX\n    focalY\n    thumbnailUrl\n    createdBy\n    createdAt\n    variants {\n      format\n      width\n      height\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaAssets($first: Int!, $offset: Int!, $search: String) {\n    mediaAssets(first: $first, offset: $offset, search: $search) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...MediaPage_asset\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MediaAssets($first: Int!, $offset: Int!, $search: String) {\n    mediaAssets(first: $first, offset: $offset, search: $search) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...MediaPage_asset\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaUses($id: ID!) {\n    mediaAsset(id: $id) {\n      id\n      usedBy {\n        subjectType\n        subjectId\n        label\n        href\n      }\n    }\n  }\n"): (typeof documents)["\n  query MediaUses($id: ID!) {\n    mediaAsset(id: $id) {\n      id\n      usedBy {\n        subjectType\n        subjectId\n        label\n        href\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateMedia($id: ID!, $input: UpdateMediaInput!) {\n    updateMedia(id: $id, input: $input) {\n      message\n      mediaAsset {\n        ...MediaPage_asset\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateMedia($id: ID!, $input: UpdateMediaInput!) {\n    updateMedia(id: $id, input: $input) {\n      message\n      mediaAsset {\n        ...MediaPage_asset\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMedia($id: ID!) {\n    deleteMedia(id: $id) {\n      message\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMedia($id: ID!) {\n    deleteMedia(id: $id) {\n      message\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadMedia($input: UploadMediaInput!, $file: Upload) {\n    uploadMedia(input: $input, file: $file) {\n      message\n      mediaAsset {\n        ...MediaPage_asset\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadMedia($input: UploadMediaInput!, $file: Upload) {\n    uploadMedia(input: $input, file: $file) {\n      message\n      mediaAsset {\n        ...MediaPage_asset\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MediaImage($id: ID!) {\n    mediaAsset(id: $id) {\n      id\n      alt\n      fileName\n      thumbnailUrl\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  query MediaImage($id: ID!) {\n    mediaAsset(id: $id) {\n      id\n      alt\n      fileName\n      thumbnailUrl\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubscriberRow_subscriber on Subscriber {\n    id\n    email\n    subscribedAt\n    isActive\n    status\n    consentAt\n    consentSource\n    consentAddressHash\n    spam\n    spamReason\n  }\n"): (typeof documents)["\n  fragment SubscriberRow_subscriber on Subscriber {\n    id\n    email\n    subscribedAt\n    isActive\n    status\n    consentAt\n    consentSource\n    consentAddressHash\n    spam\n    spamReason\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Subscribers($search: String, $status: SubscriberStatus, $spam: Boolean!, $first: Int!, $offset: Int!) {\n    subscribers(search: $search, status: $status, spam: $spam, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          ...SubscriberRow_subscriber\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Subscribers($search: String, $status: SubscriberStatus, $spam: Boolean!, $first: Int!, $offset: Int!) {\n    subscribers(search: $search, status: $status, spam: $spam, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          id\n          ...SubscriberRow_subscriber\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OpenedSubscriber($id: ID!) {\n    node(id: $id) {\n      id\n      ... on Subscriber {\n        ...SubscriberRow_subscriber\n      }\n    }\n  }\n"): (typeof documents)["\n  query OpenedSubscriber($id: ID!) {\n    node(id: $id) {\n      id\n      ... on Subscriber {\n        ...SubscriberRow_subscriber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkSubscriberNotSpam($id: ID!) {\n    markSubscriberNotSpam(input: { id: $id }) {\n      message\n      subscriber {\n        id\n        isActive\n        status\n        spam\n        spamReason\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkSubscriberNotSpam($id: ID!) {\n    markSubscriberNotSpam(input: { id: $id }) {\n      message\n      subscriber {\n        id\n        isActive\n        status\n        spam\n        spamReason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeSubscriber($email: String!) {\n    unsubscribeSubscriber(input: { email: $email }) {\n      message\n      subscriber {\n        id\n        isActive\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnsubscribeSubscriber($email: String!) {\n    unsubscribeSubscriber(input: { email: $email }) {\n      message\n      subscriber {\n        id\n        isActive\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostsPage_post on Post {\n    id\n    title\n    slug\n    status\n    version\n    tags\n    author {\n      id\n      name\n    }\n    publishAt\n    publishedAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PostsPage_post on Post {\n    id\n    title\n    slug\n    status\n    version\n    tags\n    author {\n      id\n      name\n    }\n    publishAt\n    publishedAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PostEditor_post on Post {\n    id\n    title\n    slug\n    summary\n    body\n    tags\n    coverImageId\n    seoTitle\n    seoDescription\n    ogImageId\n    canonicalUrl\n    author {\n      id\n      name\n    }\n    status\n    version\n    path\n    readingMinutes\n    publishAt\n    publishedAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PostEditor_post on Post {\n    id\n    title\n    slug\n    summary\n    body\n    tags\n    coverImageId\n    seoTitle\n    seoDescription\n    ogImageId\n    canonicalUrl\n    author {\n      id\n      name\n    }\n    status\n    version\n    path\n    readingMinutes\n    publishAt\n    publishedAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPosts($status: ContentStatus, $tag: String, $first: Int!, $offset: Int!) {\n    posts(status: $status, tag: $tag, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...PostsPage_post\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPosts($status: ContentStatus, $tag: String, $first: Int!, $offset: Int!) {\n    posts(status: $status, tag: $tag, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...PostsPage_post\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPost($id: ID!) {\n    post(id: $id) {\n      ...PostEditor_post\n    }\n  }\n"): (typeof documents)["\n  query AdminPost($id: ID!) {\n    post(id: $id) {\n      ...PostEditor_post\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostRevisions($id: ID!) {\n    postRevisions(id: $id) {\n      id\n      version\n      title\n      status\n      changed\n      byKind\n      byName\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query PostRevisions($id: ID!) {\n    postRevisions(id: $id) {\n      id\n      version\n      title\n      status\n      changed\n      byKind\n      byName\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostPreviewLink($id: ID!) {\n    postPreviewLink(id: $id) {\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query PostPreviewLink($id: ID!) {\n    postPreviewLink(id: $id) {\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostAuthors {\n    postAuthors {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query PostAuthors {\n    postAuthors {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePost($input: CreatePostInput!) {\n    createPost(input: $input) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePost($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePost($input: UpdatePostInput!) {\n    updatePost(input: $input) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishPost($id: ID!, $version: Int!) {\n    publishPost(input: { id: $id, version: $version }) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PublishPost($id: ID!, $version: Int!) {\n    publishPost(input: { id: $id, version: $version }) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SchedulePost($id: ID!, $version: Int!, $publishAt: DateTimeISO!) {\n    schedulePost(input: { id: $id, version: $version, publishAt: $publishAt }) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SchedulePost($id: ID!, $version: Int!, $publishAt: DateTimeISO!) {\n    schedulePost(input: { id: $id, version: $version, publishAt: $publishAt }) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnpublishPost($id: ID!, $version: Int!) {\n    unpublishPost(input: { id: $id, version: $version }) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnpublishPost($id: ID!, $version: Int!) {\n    unpublishPost(input: { id: $id, version: $version }) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ArchivePost($id: ID!, $version: Int!) {\n    archivePost(input: { id: $id, version: $version }) {\n      message\n      post {\n        ...PostEditor_post\n        ...PostsPage_post\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ArchivePost($id: ID!, $version: Int!) {\n    archivePost(input: { id: $id, version: $version }) {\n      message\n      post {\n        ...PostEditor_post\n        ...PostsPage_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestorePostRevision($id: ID!, $version: Int!, $revisionId: ID!) {\n    restorePostRevision(input: { id: $id, version: $version, revisionId: $revisionId }) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestorePostRevision($id: ID!, $version: Int!, $revisionId: ID!) {\n    restorePostRevision(input: { id: $id, version: $version, revisionId: $revisionId }) {\n      message\n      post {\n        ...PostEditor_post\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePost($id: ID!) {\n    deletePost(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePost($id: ID!) {\n    deletePost(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrivacyLookup($email: String!) {\n    privacyLookup(email: $email) {\n      email\n      total\n      suppressed\n      areas {\n        name\n        label\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query PrivacyLookup($email: String!) {\n    privacyLookup(email: $email) {\n      email\n      total\n      suppressed\n      areas {\n        name\n        label\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportPerson($input: ExportPersonInput!) {\n    exportPerson(input: $input) {\n      url\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation ExportPerson($input: ExportPersonInput!) {\n    exportPerson(input: $input) {\n      url\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ErasePerson($input: ErasePersonInput!) {\n    erasePerson(input: $input) {\n      message\n      email\n      total\n      files\n      areas {\n        name\n        label\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ErasePerson($input: ErasePersonInput!) {\n    erasePerson(input: $input) {\n      message\n      email\n      total\n      files\n      areas {\n        name\n        label\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me {\n      id\n      username\n      email\n      role\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    me {\n      id\n      username\n      email\n      role\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Sessions($adminId: ID) {\n    sessions(adminId: $adminId) {\n      id\n      device\n      clientAddress\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query Sessions($adminId: ID) {\n    sessions(adminId: $adminId) {\n      id\n      device\n      clientAddress\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($input: EndSessionInput!) {\n    endSession(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation EndSession($input: EndSessionInput!) {\n    endSession(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      message\n      admin {\n        id\n        email\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeEmail($input: ChangeEmailInput!) {\n    changeEmail(input: $input) {\n      message\n      admin {\n        id\n        email\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeOwnPassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      admin {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeOwnPassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      admin {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountActivity {\n    accountActivity {\n      id\n      type\n      label\n      occurredAt\n      device\n      clientAddress\n      byOther\n    }\n  }\n"): (typeof documents)["\n  query AccountActivity {\n    accountActivity {\n      id\n      type\n      label\n      occurredAt\n      device\n      clientAddress\n      byOther\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TwoFactor {\n    twoFactor {\n      enabledAt\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query TwoFactor {\n    twoFactor {\n      enabledAt\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTotpSetup {\n    startTotpSetup {\n      secret\n      uri\n      qrCode\n    }\n  }\n"): (typeof documents)["\n  mutation StartTotpSetup {\n    startTotpSetup {\n      secret\n      uri\n      qrCode\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotpSetup($input: ConfirmTotpSetupInput!) {\n    confirmTotpSetup(input: $input) {\n      message\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTotpSetup($input: ConfirmTotpSetupInput!) {\n    confirmTotpSetup(input: $input) {\n      message\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NewRecoveryCodes($input: NewRecoveryCodesInput!) {\n    newRecoveryCodes(input: $input) {\n      message\n      recoveryCodes\n    }\n  }\n"): (typeof documents)["\n  mutation NewRecoveryCodes($input: NewRecoveryCodesInput!) {\n    newRecoveryCodes(input: $input) {\n      message\n      recoveryCodes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecipientsPage_recipient on EmailRecipient {\n    id\n    name\n    email\n    notificationTypes\n    isActive\n  }\n"): (typeof documents)["\n  fragment RecipientsPage_recipient on EmailRecipient {\n    id\n    name\n    email\n    notificationTypes\n    isActive\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailRecipients($search: String, $first: Int!, $offset: Int!) {\n    emailRecipients(search: $search, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...RecipientsPage_recipient\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query EmailRecipients($search: String, $first: Int!, $offset: Int!) {\n    emailRecipients(search: $search, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...RecipientsPage_recipient\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailRecipient($id: ID!) {\n    emailRecipient(id: $id) {\n      id\n      name\n      email\n      notificationTypes\n      isActive\n    }\n  }\n"): (typeof documents)["\n  query EmailRecipient($id: ID!) {\n    emailRecipient(id: $id) {\n      id\n      name\n      email\n      notificationTypes\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEmailRecipient($input: CreateEmailRecipientInput!) {\n    createEmailRecipient(input: $input) {\n      message\n      recipient {\n        ...RecipientsPage_recipient\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEmailRecipient($input: CreateEmailRecipientInput!) {\n    createEmailRecipient(input: $input) {\n      message\n      recipient {\n        ...RecipientsPage_recipient\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmailRecipient($input: UpdateEmailRecipientInput!) {\n    updateEmailRecipient(input: $input) {\n      message\n      recipient {\n        ...RecipientsPage_recipient\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmailRecipient($input: UpdateEmailRecipientInput!) {\n    updateEmailRecipient(input: $input) {\n      message\n      recipient {\n        ...RecipientsPage_recipient\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleEmailRecipient($id: ID!) {\n    toggleEmailRecipientStatus(input: { id: $id }) {\n      message\n      recipient {\n        ...RecipientsPage_recipient\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleEmailRecipient($id: ID!) {\n    toggleEmailRecipientStatus(input: { id: $id }) {\n      message\n      recipient {\n        ...RecipientsPage_recipient\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteEmailRecipient($id: ID!) {\n    deleteEmailRecipient(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteEmailRecipient($id: ID!) {\n    deleteEmailRecipient(input: { id: $id }) {\n      message\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSiteSettings {\n    siteSettings {\n      siteName\n      tagline\n      contactEmail\n      phone\n      addressLines\n      socialLinks {\n        network\n        url\n      }\n      seoTitle\n      seoDescription\n      seoImageId\n      cookieBannerTitle\n      cookieBannerText\n      mailSenderName\n      maintenanceMode\n      maintenanceMessage\n      version\n      updatedAt\n      updatedBy\n    }\n  }\n"): (typeof documents)["\n  query AdminSiteSettings {\n    siteSettings {\n      siteName\n      tagline\n      contactEmail\n      phone\n      addressLines\n      socialLinks {\n        network\n        url\n      }\n      seoTitle\n      seoDescription\n      seoImageId\n      cookieBannerTitle\n      cookieBannerText\n      mailSenderName\n      maintenanceMode\n      maintenanceMessage\n      version\n      updatedAt\n      updatedBy\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSiteSettings($input: UpdateSiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      message\n      siteSettings {\n        version\n        maintenanceMode\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSiteSettings($input: UpdateSiteSettingsInput!) {\n    updateSiteSettings(input: $input) {\n      message\n      siteSettings {\n        version\n        maintenanceMode\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewItems {\n    newItems {\n      screen\n      count\n    }\n  }\n"): (typeof documents)["\n  query NewItems {\n    newItems {\n      screen\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkListSeen($screen: String!) {\n    markListSeen(input: { screen: $screen }) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation MarkListSeen($screen: String!) {\n    markListSeen(input: { screen: $screen }) {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamPage_member on Admin {\n    id\n    username\n    email\n    role\n    status\n    lastLoginAt\n    twoFactorEnabled\n  }\n"): (typeof documents)["\n  fragment TeamPage_member on Admin {\n    id\n    username\n    email\n    role\n    status\n    lastLoginAt\n    twoFactorEnabled\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamPage_invite on AdminInvite {\n    id\n    email\n    role\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment TeamPage_invite on AdminInvite {\n    id\n    email\n    role\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamMembers($search: String, $status: String, $first: Int!, $offset: Int!) {\n    teamMembers(search: $search, status: $status, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...TeamPage_member\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamMembers($search: String, $status: String, $first: Int!, $offset: Int!) {\n    teamMembers(search: $search, status: $status, first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...TeamPage_member\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminInvites($first: Int!, $offset: Int!) {\n    adminInvites(first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...TeamPage_invite\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminInvites($first: Int!, $offset: Int!) {\n    adminInvites(first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...TeamPage_invite\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteAdmin($input: InviteAdminInput!) {\n    inviteAdmin(input: $input) {\n      message\n      invite {\n        ...TeamPage_invite\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation InviteAdmin($input: InviteAdminInput!) {\n    inviteAdmin(input: $input) {\n      message\n      invite {\n        ...TeamPage_invite\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeAdminInvite($id: ID!) {\n    revokeAdminInvite(input: { id: $id }) {\n      message\n      invite {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeAdminInvite($id: ID!) {\n    revokeAdminInvite(input: { id: $id }) {\n      message\n      invite {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeAdminRole($id: ID!, $role: String!) {\n    changeAdminRole(input: { id: $id, role: $role }) {\n      message\n      admin {\n        ...TeamPage_member\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangeAdminRole($id: ID!, $role: String!) {\n    changeAdminRole(input: { id: $id, role: $role }) {\n      message\n      admin {\n        ...TeamPage_member\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeactivateAdmin($id: ID!) {\n    deactivateAdmin(input: { id: $id }) {\n      message\n      admin {\n        ...TeamPage_member\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeactivateAdmin($id: ID!) {\n    deactivateAdmin(input: { id: $id }) {\n      message\n      admin {\n        ...TeamPage_member\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReactivateAdmin($id: ID!) {\n    reactivateAdmin(input: { id: $id }) {\n      message\n      admin {\n        ...TeamPage_member\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReactivateAdmin($id: ID!) {\n    reactivateAdmin(input: { id: $id }) {\n      message\n      admin {\n        ...TeamPage_member\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPolicy {\n    accountPolicy {\n      sessionIdleHours\n      sessionMaxDays\n      twoFactorRoles\n      version\n    }\n  }\n"): (typeof documents)["\n  query AccountPolicy {\n    accountPolicy {\n      sessionIdleHours\n      sessionMaxDays\n      twoFactorRoles\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAccountPolicy($input: UpdateAccountPolicyInput!) {\n    updateAccountPolicy(input: $input) {\n      message\n      accountPolicy {\n        sessionIdleHours\n        sessionMaxDays\n        twoFactorRoles\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAccountPolicy($input: UpdateAccountPolicyInput!) {\n    updateAccountPolicy(input: $input) {\n      message\n      accountPolicy {\n        sessionIdleHours\n        sessionMaxDays\n        twoFactorRoles\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DeliveriesPage_delivery on WebhookDelivery {\n    id\n    eventType\n    eventId\n    status\n    attempts\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n    responseStatus\n    responseBody\n    error\n    durationMs\n  }\n"): (typeof documents)["\n  fragment DeliveriesPage_delivery on WebhookDelivery {\n    id\n    eventType\n    eventId\n    status\n    attempts\n    createdAt\n    lastAttemptAt\n    nextAttemptAt\n    responseStatus\n    responseBody\n    error\n    durationMs\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints($first: Int!, $offset: Int!) {\n    webhookEndpoints(first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...WebhooksPage_endpoint\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints($first: Int!, $offset: Int!) {\n    webhookEndpoints(first: $first, offset: $offset) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n      }\n      edges {\n        node {\n          ...WebhooksPage_endpoint\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      message\n      secret\n      webhookEndpoint {\n        id\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      message\n      secret\n      webhookEndpoint {\n        id\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      message\n      webhookEndpoint {\n        ...WebhooksPage_endpoint\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(id: $id, input: $input) {\n      message\n      webhookEndpoint {\n        ...WebhooksPage_endpoint\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      message\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($id: ID!) {\n    deleteWebhookEndpoint(id: $id) {\n      message\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoint($id: ID!) {\n    node(id: $id) {\n      ... on WebhookEndpoint {\n        ...WebhooksPage_endpoint\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoint($id: ID!) {\n    node(id: $id) {\n      ... on WebhookEndpoint {\n        ...WebhooksPage_endpoint\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          ...DeliveriesPage_delivery\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String, $last: Int, $before: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      totalCountIsExact\n      pageInfo {\n        hasNextPage\n        hasPreviousPage\n        startCursor\n        endCursor\n      }\n      edges {\n        node {\n          ...DeliveriesPage_delivery\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      message\n      webhookDelivery {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResendWebhookDelivery($id: ID!) {\n    resendWebhookDelivery(id: $id) {\n      message\n      webhookDelivery {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebhooksPage_endpoint on WebhookEndpoint {\n    id\n    url\n    eventTypes\n    enabled\n    createdBy\n    createdAt\n    failingSince\n    disabledAt\n    lastDeliveryAt\n  }\n"): (typeof documents)["\n  fragment WebhooksPage_endpoint on WebhookEndpoint {\n    id\n    url\n    eventTypes\n    enabled\n    createdBy\n    createdAt\n    failingSince\n    disabledAt\n    lastDeliveryAt\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;