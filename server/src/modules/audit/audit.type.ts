import { Field, ID, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../../graphql/enums.js';
import { JSONObject } from '../../graphql/json.js';
import { nodeFrom } from '../../graphql/records.js';
import { connectionOf, Node } from '../../graphql/relay.js';
import { PRINCIPAL_KINDS, SUBJECT_TYPES, type EventType, type SubjectType } from '../../rules/events.js';
import type { Actor } from '../../domain/principal.js';
import { AUDIT_EVENT_DIFFERENCES, auditEventRecord } from './audit.record.js';
import type { NamedEvent } from './audit.service.js';

export const AuditSubjectType = graphqlEnum('AuditSubjectType', SUBJECT_TYPES, {
  description: 'What an event of the audit trail is about: the GraphQL type of its record.',
  values: {
    ContactSubmission: 'A contact message (`ContactSubmission`).',
    DemoRequest: 'A demo request (`DemoRequest`).',
    JobApplication: 'A job application (`JobApplication`).',
    Job: 'A job posting (`Job`).',
    Subscriber: 'A newsletter subscriber (`Subscriber`).',
    EmailRecipient: 'A notification email recipient (`EmailRecipient`).',
    Admin: 'A back-office account (`Admin`).',
    AdminInvite: 'An invitation to join the team (`AdminInvite`).',
    Export: 'A CSV export of a back-office list (REST only; the event names no record).',
    ApiKey: "An integrator's API key (`ApiKey`).",
    WebhookEndpoint: 'A webhook endpoint (`WebhookEndpoint`).',
    Retention: 'An hourly run of the data retention (the event names no record: it keeps how many applications and leads went).',
    Person: "A data-subject request about one email address (the event names no record: it keeps the address's keyed hash and counts).",
    Post: 'An Insights post (`Post`).',
    PageSection: 'The words of a section of a public page (`PageSection`).',
    SuccessStory: 'A success story (`SuccessStory`).',
    Testimonial: 'A testimonial (`Testimonial`).',
    PartnerLogo: 'A partner or ecosystem logo (`PartnerLogo`).',
    Profile: 'A profile of the leadership, an adviser or a speaker (`Profile`).',
    HomeFigure: "A figure of the home page's hero or the Services page's impact band (`HomeFigure`).",
    BorrowerStage: "A row of the home page's borrower chart (`BorrowerStage`).",
    Faq: 'A frequently asked question (`Faq`).',
    LegalPage: 'The text of a legal page (`LegalPage`).',
    ServiceOffering: "A service of the Services page's tabs (`ServiceOffering`).",
    CompanyValue: "A value of the About page's \"What We Stand For\" (`CompanyValue`).",
    EcosystemTile: "A tile of the home page's ecosystem grid (`EcosystemTile`).",
    EdgePanel: "A panel of the home page's \"Our Edge\" (`EdgePanel`).",
    Event: 'An event the team runs (`Event`).',
    EventBooking: 'A seat booking of an event (`EventBooking`).',
    MediaAsset: 'An image of the media library (`MediaAsset`).',
    SiteSettings: 'The site settings (`SiteSettings`).',
    AccountPolicy: "The team's sign-in policy (`AccountPolicy`).",
  },
});
export const AuditPrincipalKind = graphqlEnum('AuditPrincipalKind', PRINCIPAL_KINDS, {
  description: 'Who did it: a visitor of the website, an admin, an API key, or the app itself (scheduled jobs).',
  values: {
    visitor: 'Someone on the public website, not signed in (a form sent, a failed sign-in).',
    admin: 'A signed-in back-office account.',
    key: "An integrator's API key.",
    system: 'The app itself, such as the scheduled purge of spam.',
  },
});

@ObjectType('AuditEvent', { implements: Node, description: 'One entry of the audit trail: what happened, to what, by whom, from where, and what changed.' })
export class AuditEvent extends Node {
  @Field(() => String, { description: 'What happened, as `contact.status_changed`.' })
  type!: EventType;

  @Field(() => String, { description: 'What happened, in words ("Contact message status changed").' })
  label!: string;

  @Field(() => Date, { description: 'When it happened.' })
  occurredAt!: Date;

  @Field(() => AuditSubjectType, { description: 'The type of record it is about.' })
  subjectType!: SubjectType;

  @Field(() => ID, { nullable: true, description: 'The global id of the record it is about (null for a summary, such as a spam purge, and a failed sign-in of an unknown name). The record may since have been deleted.' })
  subject!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "What the record it is about is called now (an admin's username, a person's name, a subscriber's address, a job's title), when the caller may read such records: null when it names no record, the record is gone (deleted or erased), or the caller may not read it (a Sales member reads no applicant's name).",
  })
  subjectName!: string | null;

  @Field(() => AuditPrincipalKind, { description: 'What kind of principal did it.' })
  principalKind!: Actor['kind'];

  @Field(() => ID, { nullable: true, description: 'The global id of the admin (or API key) who did it; null for visitors and the app.' })
  principal!: string | null;

  @Field(() => String, { nullable: true, description: 'The name the admin or key had then.' })
  principalName!: string | null;

  @Field(() => String, { nullable: true, description: 'The client address, hashed with a server secret: equal hashes, same address.' })
  clientAddressHash!: string | null;

  @Field(() => String, { nullable: true, description: 'The request that made the change, as the server logs name it.' })
  requestId!: string | null;

  @Field(() => JSONObject, { description: 'Ids and what changed: `{ "status": ["new", "read"] }` is a field before and after; `changed` names fields whose values are not kept.' })
  data!: Record<string, unknown>;
}

export const toAuditEvent = nodeFrom(AuditEvent, auditEventRecord, AUDIT_EVENT_DIFFERENCES);

/** An event with its record's name, as its reader may see it. */
export const toNamedAuditEvent = ({ event, subjectName }: NamedEvent): AuditEvent => Object.assign(toAuditEvent(event), { subjectName });

export const AuditEventConnection = connectionOf(AuditEvent);
