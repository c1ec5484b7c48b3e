import Fastify from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { Mutation, Resolver } from 'type-graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../context.js';
import { accessOf, Public, stepUpOf } from '../graphql/access.js';
import { EventEntity } from '../db/events.entity.js';
import { toGlobalId } from '../graphql/relay.js';
import { buildAppSchema } from '../graphql/schema.js';
import { PUBLIC, type Access } from '../http/access.js';
import { registeredRoutes, registerRestRoutes } from '../http/rest.js';
import { ContactSubmissionConnection } from '../modules/contact/contact.type.js';
import { WebhookDeliveryEntity } from '../modules/webhooks/webhooks.entity.js';
import { newId } from '../db/ids.js';
import { AREAS } from '../modules/index.js';
import { ACCESS_MESSAGES, permissionsOf, permissionsOfRole, type Permission, type Role } from '../rules/access.js';
import { ADMIN_MESSAGES } from '../rules/admin.js';
import { API_KEY_SCOPES } from '../rules/keys.js';
import { createTestApp, graphql, type TestApp } from '../test/app.js';
import { oneOfEach, type OneOfEach } from '../test/records.js';
import { bodyFor, rootOperations, urlOf } from '../test/operations.js';
import { mediaUpload, pngOf } from '../test/images.js';

/**
 * Who may do what (issue P18), as one table: every REST route and every GraphQL root field the app
 * has, walked (not listed), against each role, an API key of each scope a key may hold (P15), and
 * no principal at all. Exactly the declared ones answer; every other call is 401 (no valid
 * principal) or 403 (no permission) and changes nothing. A new operation fails here until someone
 * writes its row.
 */
const EXPECTED: Readonly<Record<string, Access>> = {
  // Anyone.
  'Query.node': 'public',
  'Query.registrationOpen': 'public',
  'Query.countries': 'public',
  'Query.formStart': 'public',
  'Query.jobs': 'public',
  'Query.job': 'public',
  'Mutation.login': 'public',
  'Mutation.createAdmin': 'public',
  'Mutation.submitContactForm': 'public',
  'Mutation.requestDemo': 'public',
  'Mutation.applyForJob': 'public',
  'Mutation.subscribe': 'public',
  'POST /api/admin/login': 'public',
  'POST /api/admin/create-admin': 'public',
  // Forgot password (P22): anyone may ask; the emailed link's token is the credential.
  'Mutation.requestPasswordReset': 'public',
  'Mutation.resetPassword': 'public',
  'POST /api/admin/forgot-password': 'public',
  'POST /api/admin/reset-password': 'public',
  // An invitation's link is its credential.
  'Query.invitation': 'public',
  'Mutation.acceptAdminInvite': 'public',
  'POST /api/admin/invitation': 'public',
  'POST /api/admin/accept-invite': 'public',
  'POST /api/contact': 'public',
  'POST /api/career/apply': 'public',
  'GET /api/jobs': 'public',
  'GET /api/jobs/:id': 'public',
  'POST /api/demo-requests': 'public',
  'POST /api/subscriptions/subscribe': 'public',
  'GET /api/countries': 'public',
  'GET /uploads/*': 'public',
  'GET /newsletter/confirm': 'public',
  'POST /newsletter/confirm': 'public',
  'GET /newsletter/unsubscribe': 'public',
  'POST /newsletter/unsubscribe': 'public',
  // Any signed-in principal: its own session and account.
  'Query.me': 'signed-in',
  // The list of sessions (P22): one's own; another member's only with team:manage, decided by the service.
  'Query.sessions': 'signed-in',
  'Mutation.endSession': 'signed-in',
  'GET /api/admin/sessions': 'signed-in',
  'POST /api/admin/sessions/:id/end': 'signed-in',
  'Mutation.changeEmail': 'signed-in',
  'Query.accountActivity': 'signed-in',
  // Step-up (P22): a member proves it is them again, in their own session.
  'Mutation.confirmIdentity': 'signed-in',
  'POST /api/admin/profile/confirm-identity': 'signed-in',
  // Two factors (P22): the second step of signing in is public (its token is the credential); the set-up is the admin's own.
  'Mutation.finishSignIn': 'public',
  'POST /api/admin/login/second-step': 'public',
  'Query.twoFactor': 'signed-in',
  'Mutation.startTotpSetup': 'signed-in',
  'Mutation.confirmTotpSetup': 'signed-in',
  'Mutation.disableTwoFactor': 'signed-in',
  'Mutation.newRecoveryCodes': 'signed-in',
  'GET /api/admin/profile/two-factor': 'signed-in',
  'POST /api/admin/profile/two-factor/setup': 'signed-in',
  'POST /api/admin/profile/two-factor/confirm': 'signed-in',
  'POST /api/admin/profile/two-factor/disable': 'signed-in',
  'POST /api/admin/profile/two-factor/recovery-codes': 'signed-in',
  'GET /api/admin/profile/activity': 'signed-in',
  'PUT /api/admin/profile/email': 'signed-in',
  'Query.verifyToken': 'signed-in',
  'Mutation.logout': 'signed-in',
  'Mutation.changePassword': 'signed-in',
  'POST /api/admin/verify-token': 'signed-in',
  'POST /api/admin/logout': 'signed-in',
  'POST /api/admin/change-password': 'signed-in',
  'GET /api/admin/profile': 'signed-in',
  'Mutation.signOutEverywhere': 'signed-in',
  // The dashboard: signed in; each section only for those who may read its list (its own test).
  'Query.dashboard': 'signed-in',
  'GET /api/admin/dashboard': 'signed-in',
  'Query.newItems': 'signed-in',
  'Mutation.markListSeen': 'signed-in',
  'GET /api/admin/new-items': 'signed-in',
  'POST /api/admin/new-items/:screen/seen': 'signed-in',
  'POST /api/admin/sign-out-everywhere': 'signed-in',
  // The team: Owners.
  'Query.teamMembers': 'team:manage',
  'Query.adminInvites': 'team:manage',
  'Mutation.inviteAdmin': 'team:manage',
  'Mutation.revokeAdminInvite': 'team:manage',
  'Mutation.changeAdminRole': 'team:manage',
  'Mutation.deactivateAdmin': 'team:manage',
  'Mutation.reactivateAdmin': 'team:manage',
  'GET /api/admin/team': 'team:manage',
  'PUT /api/admin/team/:id/role': 'team:manage',
  'POST /api/admin/team/:id/deactivate': 'team:manage',
  'POST /api/admin/team/:id/reactivate': 'team:manage',
  'GET /api/admin/team/invites': 'team:manage',
  'POST /api/admin/team/invites': 'team:manage',
  'DELETE /api/admin/team/invites/:id': 'team:manage',
  // The sign-in policy (P22): how long sessions last, the Owner's.
  'Query.accountPolicy': 'team:manage',
  'Mutation.updateAccountPolicy': 'team:manage',
  'GET /api/admin/account-policy': 'team:manage',
  'PUT /api/admin/account-policy': 'team:manage',
  // API keys: Owners.
  'Query.apiKeys': 'keys:manage',
  'Mutation.createApiKey': 'keys:manage',
  'Mutation.revokeApiKey': 'keys:manage',
  'GET /api/admin/api-keys': 'keys:manage',
  'POST /api/admin/api-keys': 'keys:manage',
  'DELETE /api/admin/api-keys/:id': 'keys:manage',
  // Webhooks: Owners.
  'Query.webhookEndpoints': 'webhooks:manage',
  'Query.webhookDeliveries': 'webhooks:manage',
  'Mutation.createWebhookEndpoint': 'webhooks:manage',
  'Mutation.updateWebhookEndpoint': 'webhooks:manage',
  'Mutation.deleteWebhookEndpoint': 'webhooks:manage',
  'Mutation.resendWebhookDelivery': 'webhooks:manage',
  'GET /api/admin/webhooks': 'webhooks:manage',
  'POST /api/admin/webhooks': 'webhooks:manage',
  'PATCH /api/admin/webhooks/:id': 'webhooks:manage',
  'DELETE /api/admin/webhooks/:id': 'webhooks:manage',
  'GET /api/admin/webhooks/:id/deliveries': 'webhooks:manage',
  'POST /api/admin/webhooks/deliveries/:id/resend': 'webhooks:manage',
  // The site's settings (P20): every page reads them; Owners and Admins change them.
  'Query.siteSettings': 'public',
  'Mutation.updateSiteSettings': 'settings:manage',
  'GET /api/admin/settings': 'settings:manage',
  'PUT /api/admin/settings': 'settings:manage',
  'POST /api/admin/settings/preview': 'signed-in',
  // Leads.
  'Query.contactSubmissions': 'leads:read',
  'GET /api/contact/admin/contact-submissions': 'leads:read',
  'Mutation.updateContactSubmissionStatus': 'leads:write',
  'Mutation.replyToContactSubmission': 'leads:write',
  'Query.contactSubmissionReplyDraft': 'leads:write',
  'Mutation.markContactSubmissionNotSpam': 'leads:write',
  'Mutation.deleteContactSubmission': 'leads:write',
  'PUT /api/contact/admin/contact-submissions/:id/status': 'leads:write',
  'POST /api/contact/admin/contact-submissions/:id/reply': 'leads:write',
  'POST /api/contact/admin/contact-submissions/:id/not-spam': 'leads:write',
  'DELETE /api/contact/admin/contact-submissions/:id': 'leads:write',
  // Demo requests.
  'Query.demoRequests': 'demos:read',
  'GET /api/admin/demo-requests': 'demos:read',
  'Mutation.updateDemoRequestStatus': 'demos:write',
  'Query.demoRequestStatusChange': 'demos:write',
  'Mutation.updateDemoRequestNotes': 'demos:write',
  'Mutation.rescheduleDemoRequest': 'demos:write',
  'Mutation.markDemoRequestNotSpam': 'demos:write',
  'Mutation.deleteDemoRequest': 'demos:write',
  'PUT /api/admin/demo-requests/:id/status': 'demos:write',
  'PUT /api/admin/demo-requests/:id/notes': 'demos:write',
  'PUT /api/admin/demo-requests/:id/meeting': 'demos:write',
  'POST /api/admin/demo-requests/:id/not-spam': 'demos:write',
  'DELETE /api/admin/demo-requests/:id': 'demos:write',
  // Content (P20): visitors read published posts and the feed; the back office writes, publishes and reads every post.
  'Query.posts': 'public',
  'Query.post': 'public',
  'Query.postPreview': 'public',
  'Query.postTags': 'public',
  'GET /insights/feed.xml': 'public',
  'Query.postRevisions': 'content:read',
  'Query.postPreviewLink': 'content:read',
  'GET /api/admin/posts': 'content:read',
  'GET /api/admin/posts/:id': 'content:read',
  'GET /api/admin/posts/:id/revisions': 'content:read',
  'POST /api/admin/posts/:id/preview-link': 'content:read',
  'Query.postAuthors': 'content:write',
  'Mutation.createPost': 'content:write',
  'Mutation.updatePost': 'content:write',
  'Mutation.restorePostRevision': 'content:write',
  'Mutation.deletePost': 'content:write',
  'POST /api/admin/posts': 'content:write',
  'PUT /api/admin/posts/:id': 'content:write',
  'POST /api/admin/posts/:id/restore': 'content:write',
  'DELETE /api/admin/posts/:id': 'content:write',
  'Mutation.publishPost': 'content:publish',
  'Mutation.schedulePost': 'content:publish',
  'Mutation.unpublishPost': 'content:publish',
  'Mutation.archivePost': 'content:publish',
  'POST /api/admin/posts/:id/publish': 'content:publish',
  'POST /api/admin/posts/:id/schedule': 'content:publish',
  'POST /api/admin/posts/:id/unpublish': 'content:publish',
  'POST /api/admin/posts/:id/archive': 'content:publish',
  // Events (P21): visitors read published events (never the online link); the back office, with events:manage, does everything else.
  'Query.events': 'public',
  'Query.event': 'public',
  'Query.eventPreview': 'public',
  'Query.eventRevisions': 'events:manage',
  'Query.eventPreviewLink': 'events:manage',
  'Mutation.createEvent': 'events:manage',
  'Mutation.updateEvent': 'events:manage',
  'Mutation.publishEvent': 'events:manage',
  'Mutation.scheduleEvent': 'events:manage',
  'Mutation.archiveEvent': 'events:manage',
  'Mutation.cancelEvent': 'events:manage',
  'Mutation.restoreEventRevision': 'events:manage',
  'GET /api/admin/events': 'events:manage',
  'GET /api/admin/events/:id': 'events:manage',
  'GET /api/admin/events/:id/revisions': 'events:manage',
  'POST /api/admin/events': 'events:manage',
  'PUT /api/admin/events/:id': 'events:manage',
  'POST /api/admin/events/:id/publish': 'events:manage',
  'POST /api/admin/events/:id/schedule': 'events:manage',
  'POST /api/admin/events/:id/archive': 'events:manage',
  'POST /api/admin/events/:id/cancel': 'events:manage',
  'POST /api/admin/events/:id/restore': 'events:manage',
  // Seat bookings (P21): the form and the cancel link (its token is its credential) are anyone's; the attendees lists and check-in are events:manage.
  'Mutation.bookSeat': 'public',
  'Mutation.cancelBooking': 'public',
  'POST /api/events/:slug/bookings': 'public',
  'POST /api/bookings/cancel': 'public',
  'GET /events/:slug/bookings/cancel': 'public',
  'POST /events/:slug/bookings/cancel': 'public',
  'Query.eventBookings': 'events:manage',
  'Query.eventSeats': 'events:manage',
  'Mutation.setBookingStatus': 'events:manage',
  'Mutation.checkInBooking': 'events:manage',
  'GET /api/admin/events/:id/bookings': 'events:manage',
  'GET /api/admin/events/:id/seats': 'events:manage',
  'PUT /api/admin/events/:id/bookings/:bookingId/status': 'events:manage',
  'POST /api/admin/events/:id/bookings/:bookingId/check-in': 'events:manage',
  'POST /api/admin/events/:id/preview-link': 'events:manage',
  // The declared content kinds (page texts, success stories, testimonials, FAQs, legal pages, figures, borrower stages, partner logos, profiles, services, values, ecosystem tiles, edge panels): the same operations as posts', under each kind's names.
  'Query.stories': 'public',
  'Query.story': 'public',
  'Query.storyRevisions': 'content:read',
  'GET /api/admin/stories': 'content:read',
  'GET /api/admin/stories/:id': 'content:read',
  'GET /api/admin/stories/:id/revisions': 'content:read',
  'Mutation.createStory': 'content:write',
  'Mutation.updateStory': 'content:write',
  'Mutation.restoreStoryRevision': 'content:write',
  'Mutation.deleteStory': 'content:write',
  'POST /api/admin/stories': 'content:write',
  'PUT /api/admin/stories/:id': 'content:write',
  'POST /api/admin/stories/:id/restore': 'content:write',
  'DELETE /api/admin/stories/:id': 'content:write',
  'Mutation.publishStory': 'content:publish',
  'Mutation.scheduleStory': 'content:publish',
  'Mutation.unpublishStory': 'content:publish',
  'Mutation.archiveStory': 'content:publish',
  'POST /api/admin/stories/:id/publish': 'content:publish',
  'POST /api/admin/stories/:id/schedule': 'content:publish',
  'POST /api/admin/stories/:id/unpublish': 'content:publish',
  'POST /api/admin/stories/:id/archive': 'content:publish',
  'Query.testimonials': 'public',
  'Query.testimonial': 'public',
  'Query.testimonialRevisions': 'content:read',
  'GET /api/admin/testimonials': 'content:read',
  'GET /api/admin/testimonials/:id': 'content:read',
  'GET /api/admin/testimonials/:id/revisions': 'content:read',
  'Mutation.createTestimonial': 'content:write',
  'Mutation.updateTestimonial': 'content:write',
  'Mutation.restoreTestimonialRevision': 'content:write',
  'Mutation.deleteTestimonial': 'content:write',
  'POST /api/admin/testimonials': 'content:write',
  'PUT /api/admin/testimonials/:id': 'content:write',
  'POST /api/admin/testimonials/:id/restore': 'content:write',
  'DELETE /api/admin/testimonials/:id': 'content:write',
  'Mutation.publishTestimonial': 'content:publish',
  'Mutation.scheduleTestimonial': 'content:publish',
  'Mutation.unpublishTestimonial': 'content:publish',
  'Mutation.archiveTestimonial': 'content:publish',
  'POST /api/admin/testimonials/:id/publish': 'content:publish',
  'POST /api/admin/testimonials/:id/schedule': 'content:publish',
  'POST /api/admin/testimonials/:id/unpublish': 'content:publish',
  'POST /api/admin/testimonials/:id/archive': 'content:publish',
  'Query.faqs': 'public',
  'Query.faq': 'public',
  'Query.faqRevisions': 'content:read',
  'GET /api/admin/faqs': 'content:read',
  'GET /api/admin/faqs/:id': 'content:read',
  'GET /api/admin/faqs/:id/revisions': 'content:read',
  'Mutation.createFaq': 'content:write',
  'Mutation.updateFaq': 'content:write',
  'Mutation.restoreFaqRevision': 'content:write',
  'Mutation.deleteFaq': 'content:write',
  'POST /api/admin/faqs': 'content:write',
  'PUT /api/admin/faqs/:id': 'content:write',
  'POST /api/admin/faqs/:id/restore': 'content:write',
  'DELETE /api/admin/faqs/:id': 'content:write',
  'Mutation.publishFaq': 'content:publish',
  'Mutation.scheduleFaq': 'content:publish',
  'Mutation.unpublishFaq': 'content:publish',
  'Mutation.archiveFaq': 'content:publish',
  'POST /api/admin/faqs/:id/publish': 'content:publish',
  'POST /api/admin/faqs/:id/schedule': 'content:publish',
  'POST /api/admin/faqs/:id/unpublish': 'content:publish',
  'POST /api/admin/faqs/:id/archive': 'content:publish',
  'Query.legalPages': 'public',
  'Query.legalPage': 'public',
  'Query.legalPageRevisions': 'content:read',
  'GET /api/admin/legal-pages': 'content:read',
  'GET /api/admin/legal-pages/:id': 'content:read',
  'GET /api/admin/legal-pages/:id/revisions': 'content:read',
  'Mutation.createLegalPage': 'content:write',
  'Mutation.updateLegalPage': 'content:write',
  'Mutation.restoreLegalPageRevision': 'content:write',
  'Mutation.deleteLegalPage': 'content:write',
  'POST /api/admin/legal-pages': 'content:write',
  'PUT /api/admin/legal-pages/:id': 'content:write',
  'POST /api/admin/legal-pages/:id/restore': 'content:write',
  'DELETE /api/admin/legal-pages/:id': 'content:write',
  'Mutation.publishLegalPage': 'content:publish',
  'Mutation.scheduleLegalPage': 'content:publish',
  'Mutation.unpublishLegalPage': 'content:publish',
  'Mutation.archiveLegalPage': 'content:publish',
  'POST /api/admin/legal-pages/:id/publish': 'content:publish',
  'POST /api/admin/legal-pages/:id/schedule': 'content:publish',
  'POST /api/admin/legal-pages/:id/unpublish': 'content:publish',
  'POST /api/admin/legal-pages/:id/archive': 'content:publish',
  // The home page's figures and its borrower chart's stages: the same operations again.
  'Query.homeFigures': 'public',
  'Query.homeFigure': 'public',
  'Query.homeFigureRevisions': 'content:read',
  'GET /api/admin/figures': 'content:read',
  'GET /api/admin/figures/:id': 'content:read',
  'GET /api/admin/figures/:id/revisions': 'content:read',
  'Mutation.createHomeFigure': 'content:write',
  'Mutation.updateHomeFigure': 'content:write',
  'Mutation.restoreHomeFigureRevision': 'content:write',
  'Mutation.deleteHomeFigure': 'content:write',
  'POST /api/admin/figures': 'content:write',
  'PUT /api/admin/figures/:id': 'content:write',
  'POST /api/admin/figures/:id/restore': 'content:write',
  'DELETE /api/admin/figures/:id': 'content:write',
  'Mutation.publishHomeFigure': 'content:publish',
  'Mutation.scheduleHomeFigure': 'content:publish',
  'Mutation.unpublishHomeFigure': 'content:publish',
  'Mutation.archiveHomeFigure': 'content:publish',
  'POST /api/admin/figures/:id/publish': 'content:publish',
  'POST /api/admin/figures/:id/schedule': 'content:publish',
  'POST /api/admin/figures/:id/unpublish': 'content:publish',
  'POST /api/admin/figures/:id/archive': 'content:publish',
  'Query.borrowerStages': 'public',
  'Query.borrowerStage': 'public',
  'Query.borrowerStageRevisions': 'content:read',
  'GET /api/admin/stages': 'content:read',
  'GET /api/admin/stages/:id': 'content:read',
  'GET /api/admin/stages/:id/revisions': 'content:read',
  'Mutation.createBorrowerStage': 'content:write',
  'Mutation.updateBorrowerStage': 'content:write',
  'Mutation.restoreBorrowerStageRevision': 'content:write',
  'Mutation.deleteBorrowerStage': 'content:write',
  'POST /api/admin/stages': 'content:write',
  'PUT /api/admin/stages/:id': 'content:write',
  'POST /api/admin/stages/:id/restore': 'content:write',
  'DELETE /api/admin/stages/:id': 'content:write',
  'Mutation.publishBorrowerStage': 'content:publish',
  'Mutation.scheduleBorrowerStage': 'content:publish',
  'Mutation.unpublishBorrowerStage': 'content:publish',
  'Mutation.archiveBorrowerStage': 'content:publish',
  'POST /api/admin/stages/:id/publish': 'content:publish',
  'POST /api/admin/stages/:id/schedule': 'content:publish',
  'POST /api/admin/stages/:id/unpublish': 'content:publish',
  'POST /api/admin/stages/:id/archive': 'content:publish',
  'Query.partnerLogos': 'public',
  'Query.partnerLogo': 'public',
  'Query.partnerLogoRevisions': 'content:read',
  'GET /api/admin/partners': 'content:read',
  'GET /api/admin/partners/:id': 'content:read',
  'GET /api/admin/partners/:id/revisions': 'content:read',
  'Mutation.createPartnerLogo': 'content:write',
  'Mutation.updatePartnerLogo': 'content:write',
  'Mutation.restorePartnerLogoRevision': 'content:write',
  'Mutation.deletePartnerLogo': 'content:write',
  'POST /api/admin/partners': 'content:write',
  'PUT /api/admin/partners/:id': 'content:write',
  'POST /api/admin/partners/:id/restore': 'content:write',
  'DELETE /api/admin/partners/:id': 'content:write',
  'Mutation.publishPartnerLogo': 'content:publish',
  'Mutation.schedulePartnerLogo': 'content:publish',
  'Mutation.unpublishPartnerLogo': 'content:publish',
  'Mutation.archivePartnerLogo': 'content:publish',
  'POST /api/admin/partners/:id/publish': 'content:publish',
  'POST /api/admin/partners/:id/schedule': 'content:publish',
  'POST /api/admin/partners/:id/unpublish': 'content:publish',
  'POST /api/admin/partners/:id/archive': 'content:publish',
  'Query.pageSections': 'public',
  'Query.pageSection': 'public',
  'Query.pageSectionRevisions': 'content:read',
  'GET /api/admin/page-sections': 'content:read',
  'GET /api/admin/page-sections/:id': 'content:read',
  'GET /api/admin/page-sections/:id/revisions': 'content:read',
  'Mutation.createPageSection': 'content:write',
  'Mutation.updatePageSection': 'content:write',
  'Mutation.restorePageSectionRevision': 'content:write',
  'Mutation.deletePageSection': 'content:write',
  'POST /api/admin/page-sections': 'content:write',
  'PUT /api/admin/page-sections/:id': 'content:write',
  'POST /api/admin/page-sections/:id/restore': 'content:write',
  'DELETE /api/admin/page-sections/:id': 'content:write',
  'Mutation.publishPageSection': 'content:publish',
  'Mutation.schedulePageSection': 'content:publish',
  'Mutation.unpublishPageSection': 'content:publish',
  'Mutation.archivePageSection': 'content:publish',
  'POST /api/admin/page-sections/:id/publish': 'content:publish',
  'POST /api/admin/page-sections/:id/schedule': 'content:publish',
  'POST /api/admin/page-sections/:id/unpublish': 'content:publish',
  'POST /api/admin/page-sections/:id/archive': 'content:publish',
  'Query.profiles': 'public',
  'Query.profile': 'public',
  'Query.profileRevisions': 'content:read',
  'GET /api/admin/profiles': 'content:read',
  'GET /api/admin/profiles/:id': 'content:read',
  'GET /api/admin/profiles/:id/revisions': 'content:read',
  'Mutation.createProfile': 'content:write',
  'Mutation.updateProfile': 'content:write',
  'Mutation.restoreProfileRevision': 'content:write',
  'Mutation.deleteProfile': 'content:write',
  'POST /api/admin/profiles': 'content:write',
  'PUT /api/admin/profiles/:id': 'content:write',
  'POST /api/admin/profiles/:id/restore': 'content:write',
  'DELETE /api/admin/profiles/:id': 'content:write',
  'Mutation.publishProfile': 'content:publish',
  'Mutation.scheduleProfile': 'content:publish',
  'Mutation.unpublishProfile': 'content:publish',
  'Mutation.archiveProfile': 'content:publish',
  'POST /api/admin/profiles/:id/publish': 'content:publish',
  'POST /api/admin/profiles/:id/schedule': 'content:publish',
  'POST /api/admin/profiles/:id/unpublish': 'content:publish',
  'POST /api/admin/profiles/:id/archive': 'content:publish',
  // The Services page's tabs, the About page's values, the home page's ecosystem tiles and Our Edge panels.
  'Query.serviceOfferings': 'public',
  'Query.serviceOffering': 'public',
  'Query.serviceOfferingRevisions': 'content:read',
  'GET /api/admin/services': 'content:read',
  'GET /api/admin/services/:id': 'content:read',
  'GET /api/admin/services/:id/revisions': 'content:read',
  'Mutation.createServiceOffering': 'content:write',
  'Mutation.updateServiceOffering': 'content:write',
  'Mutation.restoreServiceOfferingRevision': 'content:write',
  'Mutation.deleteServiceOffering': 'content:write',
  'POST /api/admin/services': 'content:write',
  'PUT /api/admin/services/:id': 'content:write',
  'POST /api/admin/services/:id/restore': 'content:write',
  'DELETE /api/admin/services/:id': 'content:write',
  'Mutation.publishServiceOffering': 'content:publish',
  'Mutation.scheduleServiceOffering': 'content:publish',
  'Mutation.unpublishServiceOffering': 'content:publish',
  'Mutation.archiveServiceOffering': 'content:publish',
  'POST /api/admin/services/:id/publish': 'content:publish',
  'POST /api/admin/services/:id/schedule': 'content:publish',
  'POST /api/admin/services/:id/unpublish': 'content:publish',
  'POST /api/admin/services/:id/archive': 'content:publish',
  'Query.companyValues': 'public',
  'Query.companyValue': 'public',
  'Query.companyValueRevisions': 'content:read',
  'GET /api/admin/values': 'content:read',
  'GET /api/admin/values/:id': 'content:read',
  'GET /api/admin/values/:id/revisions': 'content:read',
  'Mutation.createCompanyValue': 'content:write',
  'Mutation.updateCompanyValue': 'content:write',
  'Mutation.restoreCompanyValueRevision': 'content:write',
  'Mutation.deleteCompanyValue': 'content:write',
  'POST /api/admin/values': 'content:write',
  'PUT /api/admin/values/:id': 'content:write',
  'POST /api/admin/values/:id/restore': 'content:write',
  'DELETE /api/admin/values/:id': 'content:write',
  'Mutation.publishCompanyValue': 'content:publish',
  'Mutation.scheduleCompanyValue': 'content:publish',
  'Mutation.unpublishCompanyValue': 'content:publish',
  'Mutation.archiveCompanyValue': 'content:publish',
  'POST /api/admin/values/:id/publish': 'content:publish',
  'POST /api/admin/values/:id/schedule': 'content:publish',
  'POST /api/admin/values/:id/unpublish': 'content:publish',
  'POST /api/admin/values/:id/archive': 'content:publish',
  'Query.ecosystemTiles': 'public',
  'Query.ecosystemTile': 'public',
  'Query.ecosystemTileRevisions': 'content:read',
  'GET /api/admin/ecosystem-tiles': 'content:read',
  'GET /api/admin/ecosystem-tiles/:id': 'content:read',
  'GET /api/admin/ecosystem-tiles/:id/revisions': 'content:read',
  'Mutation.createEcosystemTile': 'content:write',
  'Mutation.updateEcosystemTile': 'content:write',
  'Mutation.restoreEcosystemTileRevision': 'content:write',
  'Mutation.deleteEcosystemTile': 'content:write',
  'POST /api/admin/ecosystem-tiles': 'content:write',
  'PUT /api/admin/ecosystem-tiles/:id': 'content:write',
  'POST /api/admin/ecosystem-tiles/:id/restore': 'content:write',
  'DELETE /api/admin/ecosystem-tiles/:id': 'content:write',
  'Mutation.publishEcosystemTile': 'content:publish',
  'Mutation.scheduleEcosystemTile': 'content:publish',
  'Mutation.unpublishEcosystemTile': 'content:publish',
  'Mutation.archiveEcosystemTile': 'content:publish',
  'POST /api/admin/ecosystem-tiles/:id/publish': 'content:publish',
  'POST /api/admin/ecosystem-tiles/:id/schedule': 'content:publish',
  'POST /api/admin/ecosystem-tiles/:id/unpublish': 'content:publish',
  'POST /api/admin/ecosystem-tiles/:id/archive': 'content:publish',
  'Query.edgePanels': 'public',
  'Query.edgePanel': 'public',
  'Query.edgePanelRevisions': 'content:read',
  'GET /api/admin/edge-panels': 'content:read',
  'GET /api/admin/edge-panels/:id': 'content:read',
  'GET /api/admin/edge-panels/:id/revisions': 'content:read',
  'Mutation.createEdgePanel': 'content:write',
  'Mutation.updateEdgePanel': 'content:write',
  'Mutation.restoreEdgePanelRevision': 'content:write',
  'Mutation.deleteEdgePanel': 'content:write',
  'POST /api/admin/edge-panels': 'content:write',
  'PUT /api/admin/edge-panels/:id': 'content:write',
  'POST /api/admin/edge-panels/:id/restore': 'content:write',
  'DELETE /api/admin/edge-panels/:id': 'content:write',
  'Mutation.publishEdgePanel': 'content:publish',
  'Mutation.scheduleEdgePanel': 'content:publish',
  'Mutation.unpublishEdgePanel': 'content:publish',
  'Mutation.archiveEdgePanel': 'content:publish',
  'POST /api/admin/edge-panels/:id/publish': 'content:publish',
  'POST /api/admin/edge-panels/:id/schedule': 'content:publish',
  'POST /api/admin/edge-panels/:id/unpublish': 'content:publish',
  'POST /api/admin/edge-panels/:id/archive': 'content:publish',
  // Careers.
  'Query.applications': 'careers:read',
  'Query.resumeLink': 'careers:read',
  'GET /api/career/applications': 'careers:read',
  'Mutation.createJob': 'careers:write',
  'Mutation.updateJob': 'careers:write',
  'Mutation.deleteJob': 'careers:write',
  'Mutation.updateApplicationStatus': 'careers:write',
  'Mutation.markJobApplicationNotSpam': 'careers:write',
  'Mutation.deleteApplication': 'careers:write',
  'POST /api/jobs': 'careers:write',
  'PUT /api/jobs/:id': 'careers:write',
  'DELETE /api/jobs/:id': 'careers:write',
  'PUT /api/career/applications/:id/status': 'careers:write',
  'POST /api/career/applications/:id/not-spam': 'careers:write',
  'DELETE /api/career/applications/:id': 'careers:write',
  // Newsletter.
  'Query.subscribers': 'newsletter:read',
  'GET /api/subscriptions': 'newsletter:read',
  'Mutation.markSubscriberNotSpam': 'newsletter:write',
  'Mutation.unsubscribeSubscriber': 'newsletter:write',
  'POST /api/subscriptions/:id/not-spam': 'newsletter:write',
  'POST /api/subscriptions/unsubscribe': 'newsletter:write',
  // Exports: asked for by any signed-in principal (the list's own permission is checked by the
  // service: its own test); the link it answers is the credential of the download.
  'POST /api/admin/exports': 'signed-in',
  'GET /exports/*': 'public',
  // Data-subject requests; the export's link is the credential of its download, as the lists' exports.
  'Query.privacyLookup': 'privacy:manage',
  'Mutation.exportPerson': 'privacy:manage',
  'Mutation.erasePerson': 'privacy:manage',
  'POST /api/admin/privacy/lookup': 'privacy:manage',
  'POST /api/admin/privacy/export': 'privacy:manage',
  'POST /api/admin/privacy/erase': 'privacy:manage',
  'GET /privacy-exports/*': 'public',
  // The audit trail (read only: nothing writes an event through an API).
  'Query.auditEvents': 'audit:read',
  'GET /api/admin/activity': 'audit:read',
  // The media library (P20): its variants are public; reading it is content:read, changing it content:write.
  'GET /media/:id/:file': 'public',
  'Query.mediaAssets': 'content:read',
  'Query.mediaAsset': 'content:read',
  'GET /api/admin/media': 'content:read',
  'GET /api/admin/media/:id': 'content:read',
  'Mutation.uploadMedia': 'content:write',
  'Mutation.updateMedia': 'content:write',
  'Mutation.deleteMedia': 'content:write',
  'POST /api/admin/media': 'content:write',
  'PATCH /api/admin/media/:id': 'content:write',
  'DELETE /api/admin/media/:id': 'content:write',
  // Notification recipients.
  'Query.emailRecipients': 'recipients:manage',
  'Query.emailRecipient': 'recipients:manage',
  'Mutation.createEmailRecipient': 'recipients:manage',
  'Mutation.updateEmailRecipient': 'recipients:manage',
  'Mutation.toggleEmailRecipientStatus': 'recipients:manage',
  'Mutation.deleteEmailRecipient': 'recipients:manage',
  ...Object.fromEntries(
    ['/email-recipients', '/api/email-recipients'].flatMap((base) => [
      [`GET ${base}`, 'recipients:manage'],
      [`GET ${base}/:id`, 'recipients:manage'],
      [`POST ${base}`, 'recipients:manage'],
      [`PUT ${base}/:id`, 'recipients:manage'],
      [`DELETE ${base}/:id`, 'recipients:manage'],
      [`PATCH ${base}/:id/toggle-status`, 'recipients:manage'],
    ]),
  ),
};

/**
 * The step-up column (issue P22): the operations that hand out data or access, for which a member
 * must have proved it is them in the last 10 minutes (signing in, or `confirmIdentity`); an older
 * proof is a 403 STEP_UP_REQUIRED that changes nothing. API keys are not asked.
 */
const STEP_UP = new Set([
  'POST /api/admin/exports',
  'Mutation.exportPerson',
  'Mutation.erasePerson',
  'POST /api/admin/privacy/export',
  'POST /api/admin/privacy/erase',
  'Mutation.createApiKey',
  'POST /api/admin/api-keys',
  'Mutation.createWebhookEndpoint',
  'Mutation.updateWebhookEndpoint',
  'Mutation.deleteWebhookEndpoint',
  'POST /api/admin/webhooks',
  'PATCH /api/admin/webhooks/:id',
  'DELETE /api/admin/webhooks/:id',
  'Mutation.changeAdminRole',
  'Mutation.deactivateAdmin',
  'PUT /api/admin/team/:id/role',
  'POST /api/admin/team/:id/deactivate',
  'Mutation.updateAccountPolicy',
  'PUT /api/admin/account-policy',
]);

/**
 * `createAdmin` is public (it registers the first admin), and its service decides afterwards: a
 * visitor 401 (registration is closed), a principal who may not manage the team 403. By hand.
 */
const CREATE_ADMIN = new Set(['Mutation.createAdmin', 'POST /api/admin/create-admin']);

/** Operations that end the caller's session: run with a session of their own. */
const SIGNS_OUT = new Set(['Mutation.logout', 'POST /api/admin/logout', 'Mutation.signOutEverywhere', 'POST /api/admin/sign-out-everywhere']);

/** Operations that end every session of the caller's account: the next calls need a new one. */
const SIGNS_OUT_EVERYWHERE = new Set(['Mutation.signOutEverywhere', 'POST /api/admin/sign-out-everywhere']);

/**
 * What an admin does with their own account and session: a key has neither, so a key is refused as
 * without a valid principal (401), whatever its scopes. (GraphQL's `changePassword` and
 * `markListSeen` read their input first: the placeholders sent here are refused as input.)
 */
const ADMINS_OWN = new Set([
  'Query.me',
  'Query.sessions',
  'Mutation.endSession',
  'GET /api/admin/sessions',
  'POST /api/admin/sessions/:id/end',
  'Query.verifyToken',
  'Mutation.logout',
  'Mutation.signOutEverywhere',
  'Query.newItems',
  'POST /api/admin/verify-token',
  'POST /api/admin/logout',
  'POST /api/admin/change-password',
  'PUT /api/admin/profile/email',
  'Query.accountActivity',
  'GET /api/admin/profile/activity',
  'Query.twoFactor',
  'Mutation.startTotpSetup',
  'Mutation.disableTwoFactor',
  'Mutation.newRecoveryCodes',
  'GET /api/admin/profile/two-factor',
  'POST /api/admin/profile/two-factor/setup',
  'POST /api/admin/profile/two-factor/confirm',
  'POST /api/admin/profile/two-factor/disable',
  'POST /api/admin/profile/two-factor/recovery-codes',
  'GET /api/admin/profile',
  'Mutation.confirmIdentity',
  'POST /api/admin/profile/confirm-identity',
  'POST /api/admin/sign-out-everywhere',
  'GET /api/admin/new-items',
  'POST /api/admin/new-items/:screen/seen',
]);

type KeyOf<TScope extends Permission> = `key ${TScope}`;
const KEYS = API_KEY_SCOPES.map((scope): KeyOf<Permission> => `key ${scope}`);
type Who = 'none' | Role | KeyOf<Permission>;
/** Whom this run walks as: no one and each role (`npm test`), or a key of each scope (the security suite, `PERMISSION_WALK=keys`). */
const PRINCIPALS: readonly Who[] = process.env['PERMISSION_WALK'] === 'keys' ? KEYS : ['none', 'owner', 'admin', 'editor', 'recruiter', 'sales', 'viewer'];

const scopeOf = (who: Who): Permission | null => (who.startsWith('key ') ? (who.slice(4) as Permission) : null);

/** What `who` may do: its role's permissions, or its key's scope (a `:write` bringing its `:read`). */
function permissionsOfWho(who: Exclude<Who, 'none'>): ReadonlySet<Permission> {
  const scope = scopeOf(who);
  return scope ? permissionsOf([scope]) : permissionsOfRole(who as Role);
}

type Outcome = 'answers' | 401 | 403;

const STRONG = 'Str0ng!pass-phrase';

function expectedOutcome(operation: string, who: Who): Outcome {
  if (CREATE_ADMIN.has(operation)) return who === 'none' ? 401 : who === 'owner' ? 'answers' : 403;
  const access = EXPECTED[operation];
  if (access === 'public') return 'answers';
  if (who === 'none') return 401;
  if (access === 'signed-in') return scopeOf(who) && ADMINS_OWN.has(operation) ? 401 : 'answers';
  return access !== undefined && permissionsOfWho(who).has(access) ? 'answers' : 403;
}

let t: TestApp;
let schema: GraphQLSchema;
let owner: { authorization: string };
/** Each key's bearer header, by its scope. */
const keys = new Map<Permission, { authorization: string }>();
const sequence = { next: 0 };
const unique = (stem: string) => `${stem}${(sequence.next += 1)}`;

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });

async function signIn(username: string): Promise<{ authorization: string }> {
  const response = await post('/api/admin/login', { username, password: STRONG });
  expect(response.statusCode, `sign-in of ${username}`).toBe(200);
  return { authorization: `Bearer ${(response.json() as { token: string }).token}` };
}

/** A key of one scope, made by the Owner: its id and bearer header. */
async function newKey(scope: Permission, name = `key ${scope}`): Promise<{ id: string; headers: { authorization: string } }> {
  const response = await post('/api/admin/api-keys', { name, scopes: [scope] }, owner);
  expect(response.statusCode, `the ${name}`).toBe(201);
  const { secret, data } = response.json() as { secret: string; data: { _id: string } };
  return { id: data._id, headers: { authorization: `Bearer ${secret}` } };
}

/** A fresh session of `who` (none for no principal; a key is its own credential). */
async function credentialsOf(who: Who): Promise<Record<string, string>> {
  const scope = scopeOf(who);
  if (scope) return keys.get(scope) ?? {};
  return who === 'none' ? {} : signIn(who === 'owner' ? 'the.owner' : `the.${who}`);
}

beforeAll(async () => {
  t = await createTestApp();
  schema = await buildAppSchema(AREAS);
  const registered = await post('/api/admin/create-admin', { username: 'the.owner', password: STRONG });
  owner = { authorization: `Bearer ${(registered.json() as { token: string }).token}` };
  for (const role of ['admin', 'editor', 'recruiter', 'sales', 'viewer'] satisfies Role[]) {
    expect((await post('/api/admin/create-admin', { username: `the.${role}`, password: STRONG, role }, owner)).statusCode).toBe(201);
  }
  for (const scope of API_KEY_SCOPES) keys.set(scope, (await newKey(scope)).headers);
});
afterAll(() => t.close());

/** One record of every kind, a key of its own for the operations that revoke one, and a webhook endpoint with a delivery. */
type Records = OneOfEach & { apiKey: string; webhookEndpoint: string; webhookDelivery: string; mediaAsset: string };
const seed = async (): Promise<Records> => ({ ...(await oneOfEach(t, owner)), apiKey: (await newKey('leads:read', 'a key to revoke')).id, ...(await webhook()), mediaAsset: await image() });

/** An image of the media library, uploaded by the Owner. */
async function image(): Promise<string> {
  const request = mediaUpload('skyline.png', await pngOf(40, 30), 'Skyline');
  const response = await t.app.inject({ method: 'POST', url: request.url, payload: request.payload, headers: { ...request.headers, ...owner } });
  expect(response.statusCode, 'the image').toBe(201);
  return (response.json() as { data: { _id: string } }).data._id;
}

/** An endpoint (made by the Owner) and one delivery to it, as the webhooks consumer writes them. */
async function webhook(): Promise<{ webhookEndpoint: string; webhookDelivery: string }> {
  const response = await post('/api/admin/webhooks', { url: 'https://hooks.example.com/finmesh', eventTypes: ['contact.received'] }, owner);
  expect(response.statusCode, 'the webhook endpoint').toBe(201);
  const endpointId = (response.json() as { data: { _id: string } }).data._id;
  const em = t.orm.em.fork();
  const delivery = em.create(WebhookDeliveryEntity, { endpointId, eventId: newId(), eventType: 'contact.received', webhookId: `msg_${newId()}`, payload: '{}', status: 'failed', attempts: 1, createdAt: new Date() });
  await em.flush();
  return { webhookEndpoint: endpointId, webhookDelivery: delivery.id };
}

/** The record a REST path acts on, by the path before its `/:id`. */
const restIdOf = (records: Records) => (prefix: string): string | undefined =>
  ({
    '/api/contact/admin/contact-submissions': records.contact,
    '/api/admin/demo-requests': records.demo,
    '/api/jobs': records.job,
    '/api/career/applications': records.application,
    '/api/subscriptions': records.subscriber,
    '/email-recipients': records.recipient,
    '/api/email-recipients': records.recipient,
    '/api/admin/api-keys': records.apiKey,
    '/api/admin/webhooks': records.webhookEndpoint,
    '/api/admin/webhooks/deliveries': records.webhookDelivery,
    '/api/admin/posts': records.post,
    '/api/admin/events': records.event,
    '/api/admin/media': records.mediaAsset,
    '/media': records.mediaAsset,
    '/api/admin/stories': records.story,
    '/api/admin/testimonials': records.testimonial,
    '/api/admin/figures': records.figure,
    '/api/admin/stages': records.stage,
    '/api/admin/partners': records.partner,
    '/api/admin/profiles': records.profile,
    '/api/admin/page-sections': records.section,
    '/api/admin/services': records.service,
    '/api/admin/values': records.value,
    '/api/admin/ecosystem-tiles': records.tile,
    '/api/admin/edge-panels': records.panel,
  })[prefix];

/** The record a GraphQL root field acts on (its global id), by the type its name speaks of. */
const graphqlIdOf = (records: Records) => (fieldName: string): string | undefined => {
  // `node` answers per type (its own test below); here it fetches a public one.
  if (fieldName === 'node') return toGlobalId('Job', records.job);
  if (/ContactSubmission/.test(fieldName)) return toGlobalId('ContactSubmission', records.contact);
  if (/DemoRequest/.test(fieldName)) return toGlobalId('DemoRequest', records.demo);
  if (/Application|resumeLink/.test(fieldName)) return toGlobalId('JobApplication', records.application);
  if (/Job/.test(fieldName)) return toGlobalId('Job', records.job);
  if (/Subscriber/.test(fieldName)) return toGlobalId('Subscriber', records.subscriber);
  if (/EmailRecipient/.test(fieldName)) return toGlobalId('EmailRecipient', records.recipient);
  if (/ApiKey/.test(fieldName)) return toGlobalId('ApiKey', records.apiKey);
  if (/WebhookDelivery/.test(fieldName)) return toGlobalId('WebhookDelivery', records.webhookDelivery);
  if (/[wW]ebhook/.test(fieldName)) return toGlobalId('WebhookEndpoint', records.webhookEndpoint);
  if (/^post|Post/.test(fieldName)) return toGlobalId('Post', records.post);
  if (/^event|Event(Revision)?$/.test(fieldName)) return toGlobalId('Event', records.event);
  if (/[mM]edia/.test(fieldName)) return toGlobalId('MediaAsset', records.mediaAsset);
  if (/^stor|Story/.test(fieldName)) return toGlobalId('SuccessStory', records.story);
  if (/^testimonial|Testimonial/.test(fieldName)) return toGlobalId('Testimonial', records.testimonial);
  if (/^homeFigure|HomeFigure/.test(fieldName)) return toGlobalId('HomeFigure', records.figure);
  if (/^borrowerStage|BorrowerStage/.test(fieldName)) return toGlobalId('BorrowerStage', records.stage);
  if (/^partnerLogo|PartnerLogo/.test(fieldName)) return toGlobalId('PartnerLogo', records.partner);
  if (/^profile|Profile/.test(fieldName)) return toGlobalId('Profile', records.profile);
  if (/^pageSection|PageSection/.test(fieldName)) return toGlobalId('PageSection', records.section);
  if (/^serviceOffering|ServiceOffering/.test(fieldName)) return toGlobalId('ServiceOffering', records.service);
  if (/^companyValue|CompanyValue/.test(fieldName)) return toGlobalId('CompanyValue', records.value);
  if (/^ecosystemTile|EcosystemTile/.test(fieldName)) return toGlobalId('EcosystemTile', records.tile);
  if (/^edgePanel|EdgePanel/.test(fieldName)) return toGlobalId('EdgePanel', records.panel);
  return undefined;
};

/**
 * What a refusal is meant to write, left out of the fingerprint (a table's rows `where`, or a row
 * but some of its columns): a refused post counts against its address's limit on refusals (only 400
 * and 413 do, so a 401 or 403 should not; left out all the same, as in generated-input); a key's
 * every request counts against its rate limit, and the first of each minute records the key's use
 * (`api_key.used`, `last_used_at`), whatever the answer.
 */
const BOOKKEEPING: Readonly<Record<string, { where?: string; row?: string }>> = {
  form_submission_counts: { where: "r.form <> 'refused'" },
  api_key_request_counts: { where: 'false' },
  api_keys: { row: "(to_jsonb(r) - 'last_used_at')::text" },
  events: { where: "r.type <> 'api_key.used'" },
};

/** Every row of every table, as one fingerprint per table. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = [...new Set([...t.orm.getMetadata().getAll().values()].map((meta) => meta.tableName).filter(Boolean))].sort();
  expect(tables.length).toBeGreaterThan(5);
  const parts = tables.map((table) => {
    const { where, row = 'r::text' } = BOOKKEEPING[table] ?? {};
    return `(select count(*)::text || ':' || coalesce(md5(string_agg(${row}, '|' order by ${row})), '') from "${table}" r ${where ? `where ${where}` : ''}) as "${table}"`;
  });
  const [row] = await t.orm.em.getConnection().execute<Record<string, string>[]>(`select ${parts.join(', ')}`);
  return row ?? {};
}

/** The tables whose rows differ between two fingerprints. */
const tablesChanged = (before: Record<string, string>, after: Record<string, string>) => Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);

/** What a REST route declares, by `METHOD url` (HEAD is GET's). */
const declaredRoutes = () =>
  Object.fromEntries(registeredRoutes(t.app).filter(({ method }) => method !== 'HEAD').map(({ method, url, access }) => [`${method} ${url}`, access]));

/** What a GraphQL root field declares, by `Query.x` / `Mutation.x`. */
const declaredFields = () => {
  const fields = [schema.getQueryType(), schema.getMutationType()].flatMap((root) => (root ? Object.values(root.getFields()).map((field) => [root.name, field] as const) : []));
  return Object.fromEntries(
    fields.map(([root, field]) => {
      const access = accessOf(field);
      return [`${root}.${field.name}`, access?.access === 'permission' ? access.permission : access?.access];
    }),
  );
};

/**
 * A resolver class with one mutation, decorated by hand: test files are compiled without the
 * legacy decorators the areas' resolvers use (tsconfig.json leaves tests out).
 */
function resolverWith(field: string, returns: Parameters<typeof Mutation>[0] & (() => unknown), ...decorators: MethodDecorator[]): new () => object {
  class Stray {
    answer(): boolean {
      return true;
    }
  }
  const descriptor: PropertyDescriptor = { value: Stray.prototype.answer, writable: true, configurable: true };
  Object.defineProperty(Stray.prototype, field, descriptor);
  for (const decorate of [Mutation(returns), ...decorators]) decorate(Stray.prototype, field, descriptor);
  Resolver()(Stray);
  return Stray;
}

/** A root field someone forgot to declare, the same field declared, and a public field that would hand anyone every lead. */
const StrayResolver = resolverWith('strayWrite', () => Boolean);
const DeclaredResolver = resolverWith('strayWrite', () => Boolean, Public());
const WideResolver = resolverWith('everyLead', () => ContactSubmissionConnection, Public());

/** The operations that declare a step-up (`recentProof`, `@StepUp()`), sorted. */
const declaredStepUps = () =>
  [
    ...registeredRoutes(t.app).filter(({ method, stepUp }) => method !== 'HEAD' && stepUp).map(({ method, url }) => `${method} ${url}`),
    ...[schema.getQueryType(), schema.getMutationType()].flatMap((root) => (root ? Object.values(root.getFields()).filter(stepUpOf).map((field) => `${root.name}.${field.name}`) : [])),
  ].sort();

describe('the declarations', () => {
  it('say exactly what the table says, for every route and root field the app has', () => {
    expect({ ...declaredRoutes(), ...declaredFields() }).toEqual(EXPECTED);
  });

  it('ask for a recent proof exactly where the step-up column says', () => {
    expect(declaredStepUps()).toEqual([...STEP_UP].sort());
  });
});

describe('the step-up column, as an Owner whose proof is 11 minutes old', () => {
  it('refuses every operation of it with STEP_UP_REQUIRED, on both doors, and changes nothing; a fresh proof lets them through', async () => {
    const records = await seed();
    const headers = await signIn('the.owner');
    // This session only (the one just begun): the other walks' sessions are left as they were.
    await t.orm.em.fork().getConnection().execute(`update admin_sessions set proven_at = ? where id = (select id from admin_sessions order by created_at desc limit 1)`, [new Date(Date.now() - 11 * 60_000)]);
    const before = await fingerprint();
    const answers: Record<string, unknown> = {};
    for (const call of callsFor(records, 'owner').filter((candidate) => STEP_UP.has(candidate.name))) {
      const { status, code } = await call.sendForCode(headers);
      answers[call.name] = [status, code];
    }
    expect(answers).toEqual(Object.fromEntries([...STEP_UP].map((name) => [name, [403, 'STEP_UP_REQUIRED']])));
    expect(tablesChanged(before, await fingerprint())).toEqual([]);
  });
});

/**
 * Whether an answer is a refusal of access: 401 asking to sign in (or, for createAdmin, saying
 * registration is closed), 403 naming a permission. Any other answer is the operation's own,
 * even a 401 (a wrong password at login) or a 403 (a public link whose signature is not valid).
 */
function outcomeOf(code: unknown, message: unknown): Outcome {
  if (code === 'UNAUTHENTICATED' && (message === ADMIN_MESSAGES.signInRequired || message === ADMIN_MESSAGES.registrationClosed)) return 401;
  if (code === 'FORBIDDEN' && typeof message === 'string' && message.startsWith('You do not have permission to ')) return 403;
  return 'answers';
}

/** What an operation answered: its HTTP status, and the refusal's code and message (the envelope's, or the first error's), with the body a 403 would be compared by. */
interface Answer {
  status: number;
  code: unknown;
  message: unknown;
  refusal: unknown;
}

interface Call {
  name: string;
  /** The outcome, the HTTP status it came with, and the body of a 403 (its envelope or error). */
  send(headers: Record<string, string>): Promise<{ outcome: Outcome; status: number; forbidden?: unknown }>;
  /** The HTTP status and the refusal's code, for the step-up column. */
  sendForCode(headers: Record<string, string>): Promise<{ status: number; code: unknown }>;
}

/** A call of an operation whose answer `ask` reads. */
function callOf(name: string, ask: (headers: Record<string, string>) => Promise<Answer>): Call {
  return {
    name,
    async send(headers) {
      const { status, code, message, refusal } = await ask(headers);
      const outcome = outcomeOf(code, message);
      return { outcome, status, forbidden: outcome === 403 ? refusal : undefined };
    },
    async sendForCode(headers) {
      const { status, code } = await ask(headers);
      return { status, code };
    },
  };
}

/** Every operation, with real ids, as one call each. */
function callsFor(records: Records, who: Who): Call[] {
  const rest: Call[] = registeredRoutes(t.app)
    .filter(({ method }) => method !== 'HEAD')
    .map(({ method, url }) => {
      const name = `${method} ${url}`;
      const payload = CREATE_ADMIN.has(name) ? { username: unique(`new.${who.replace(/[^a-z]+/g, '.')}.`), password: STRONG, role: 'viewer' } : bodyFor(method);
      return callOf(name, async (headers) => {
        const response = await t.app.inject({ method: method as 'GET', url: urlOf(url, restIdOf(records)), headers, payload });
        const body = String(response.headers['content-type']).startsWith('application/json') ? (response.json() as { message?: unknown; code?: unknown }) : {};
        const code = body.code ?? (response.statusCode === 401 ? 'UNAUTHENTICATED' : response.statusCode === 403 ? 'FORBIDDEN' : undefined);
        return { status: response.statusCode, code, message: body.message, refusal: body };
      });
    });
  const fields: Call[] = rootOperations(schema, () => true, graphqlIdOf(records)).map(({ name, document }) =>
    callOf(name, async (headers) => {
      const query = CREATE_ADMIN.has(name)
        ? `mutation { createAdmin(input: { username: "${unique(`new.${who.replace(/[^a-z]+/g, '.')}.`)}", password: "${STRONG}", role: "viewer" }) { __typename } }`
        : document;
      const { status, body } = await graphql(t.app, query, {}, headers);
      const error = body.errors?.[0];
      const code = error?.extensions?.code;
      return { status, code, message: error?.message, refusal: { message: error?.message, code } };
    }),
  );
  return [...rest, ...fields];
}

/** How long one principal's walk of every operation may take. */
const WALK_TIMEOUT_MS = 60_000;

describe.each(PRINCIPALS)('as %s', (who) => {
  let records: Records;
  let headers: Record<string, string>;
  beforeAll(async () => {
    records = await seed();
    headers = await credentialsOf(who);
  });

  it('fetches with node(id:) exactly the types it may read', async () => {
    const nodes: [string, string, Access][] = [
      ['ContactSubmission', records.contact, 'leads:read'],
      ['DemoRequest', records.demo, 'demos:read'],
      ['Job', records.job, 'public'],
      ['JobApplication', records.application, 'careers:read'],
      ['Subscriber', records.subscriber, 'newsletter:read'],
      ['EmailRecipient', records.recipient, 'recipients:manage'],
      ['ApiKey', records.apiKey, 'keys:manage'],
      ['WebhookEndpoint', records.webhookEndpoint, 'webhooks:manage'],
      ['WebhookDelivery', records.webhookDelivery, 'webhooks:manage'],
      ['MediaAsset', records.mediaAsset, 'content:read'],
      ['AuditEvent', (await t.orm.em.fork().findOneOrFail(EventEntity, { subjectId: records.recipient })).id, 'audit:read'],
    ];
    for (const [type, id, access] of nodes) {
      const { body } = await graphql(t.app, `{ node(id: ${JSON.stringify(toGlobalId(type, id))}) { __typename } }`, {}, headers);
      const allowed = access === 'public' || (who !== 'none' && access !== 'signed-in' && permissionsOfWho(who).has(access));
      if (allowed) expect(body.data, type).toEqual({ node: { __typename: type } });
      else expect(body.errors?.[0]?.extensions?.code, type).toBe(who === 'none' ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    }
  });

  it('answers exactly the operations declared for it; every other one is refused and changes nothing', async () => {
    const calls = callsFor(records, who);
    expect(calls.length).toBe(Object.keys(EXPECTED).length);
    const expected: Record<string, Outcome> = Object.fromEntries(calls.map((call) => [call.name, expectedOutcome(call.name, who)]));
    const outcomes: Record<string, Outcome> = {};
    const send = async (call: Call) => {
      const { outcome, status, forbidden } = await call.send(SIGNS_OUT.has(call.name) && who !== 'none' ? await credentialsOf(who) : headers);
      outcomes[call.name] = outcome;
      // One rule for both doors (issue P19): a refusal answers its status on GraphQL as on REST.
      if (outcome !== 'answers') expect(status, `${call.name} as ${who}`).toBe(outcome);
      if (SIGNS_OUT_EVERYWHERE.has(call.name) && who !== 'none') {
        headers = await credentialsOf(who);
        if (who === 'owner') owner = await signIn('the.owner');
      }
      if (outcome === 403) {
        const access = CREATE_ADMIN.has(call.name) ? 'team:manage' : EXPECTED[call.name];
        const message = access && access !== 'public' && access !== 'signed-in' ? ACCESS_MESSAGES.forbidden(access) : '';
        const shape = call.name.includes(' ') ? { success: false, message, error: message, errors: [{ msg: message }] } : { message, code: 'FORBIDDEN' };
        expect(forbidden, call.name).toEqual(shape);
      }
    };
    // The refusals first, every one between the same two fingerprints of the database: a refusal
    // changes nothing, so neither do all of them together. (One that answers instead is named by the
    // outcomes below; the tables say what it changed.) Then the operations it may call.
    const before = await fingerprint();
    for (const call of calls.filter((candidate) => expected[candidate.name] !== 'answers')) await send(call);
    expect(tablesChanged(before, await fingerprint()), `the refused calls as ${who} changed these tables`).toEqual([]);
    for (const call of calls.filter((candidate) => expected[candidate.name] === 'answers')) await send(call);
    expect(outcomes).toEqual(expected);
  }, WALK_TIMEOUT_MS);

});

describe('an operation that declares no access', () => {
  it('stops the GraphQL schema from building (so the app from starting), naming the field', async () => {
    await expect(buildAppSchema([...AREAS, { name: 'stray', resolvers: [StrayResolver] }])).rejects.toThrow(
      "Mutation.strayWrite declares no access: add @Can('…'), @SignedIn() or @Public()",
    );
    await expect(buildAppSchema([...AREAS, { name: 'declared', resolvers: [DeclaredResolver] }])).resolves.toBeDefined();
  });

  it('stops the REST routes from registering (app.ready() rejects), naming the method and path', async () => {
    const app = Fastify();
    const contextOf = (): AppContext => {
      throw new Error('no request reaches a route that was refused');
    };
    const started = registerRestRoutes(app, contextOf, [
      (scope) => void scope.get('/api/stray', async () => ({ ok: true })),
      (scope) => void scope.get('/api/fine', PUBLIC, async () => ({ ok: true })),
    ]).then(() => app.ready());
    await expect(started).rejects.toThrow("GET /api/stray declares no access: register it with can('…'), SIGNED_IN or PUBLIC");
    await app.close();
  });
});

describe('a root field that answers with records its permission does not cover', () => {
  it('stops the schema from building', async () => {
    await expect(buildAppSchema([...AREAS, { name: 'wide', resolvers: [WideResolver] }])).rejects.toThrow(
      "Mutation.everyLead answers with ContactSubmission, which needs leads:read: declare @Can('leads:read') or a permission that brings it",
    );
  });
});

describe('a caller without access learns nothing about what it sent', () => {
  it('answers 401 and 403 before 400 (UNAUTHENTICATED and FORBIDDEN before BAD_USER_INPUT)', async () => {
    // A blank title and no paragraphs break the input rules: a caller with access gets BAD_USER_INPUT.
    const document = 'mutation { createJob(input: { title: "", description: [] }) { __typename } }';
    expect((await graphql(t.app, document, {}, owner)).body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const { body } = await graphql(t.app, document);
    expect(body.errors?.[0]).toMatchObject({ message: 'Please sign in to continue.', extensions: { code: 'UNAUTHENTICATED' } });
    const forbidden = await graphql(t.app, document, {}, await credentialsOf('sales'));
    expect(forbidden.body.errors?.[0]).toMatchObject({ message: ACCESS_MESSAGES.forbidden('careers:write'), extensions: { code: 'FORBIDDEN' } });
  });
});
