import { NotFoundError } from '../../domain/errors.js';
import type { PublicRecord } from '../../domain/records.js';
import type { SubjectType } from '../../rules/events.js';
import type { Services } from '../../services.js';
import { bookingRecord } from '../bookings/bookings.record.js';
import { applicationRecord, jobRecord } from '../careers/careers.record.js';
import { contactRecord } from '../contact/contact.record.js';
import { demoRecord } from '../demo/demo.record.js';
import { eventRecord } from '../content/events.record.js';
import { mediaAssetRecord } from '../media/media.record.js';
import { subscriberRecord } from '../newsletter/newsletter.record.js';
import { siteSettingsRecord } from '../settings/settings.record.js';

/** How a webhook's payload reads one subject: its REST record as it is now, or `null` when it is gone. */
type RecordReader = (services: Services, id: string) => Promise<PublicRecord | null>;

/** Not found is `null`; anything else (the database down) fails the batch, to be taken again. */
const orNull = async <T>(found: Promise<T | null>): Promise<T | null> =>
  found.catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });

/** The subjects of the events an endpoint may want (`WEBHOOK_EVENT_TYPES`), each by its area's one record shape. */
const READERS: Partial<Record<SubjectType, RecordReader>> = {
  ContactSubmission: async (services, id) => {
    const found = await orNull(services.contact.get(id));
    return found && contactRecord.of(found);
  },
  DemoRequest: async (services, id) => {
    const found = await services.demo.find(id);
    return found && demoRecord.of(found);
  },
  JobApplication: async (services, id) => {
    const found = await orNull(services.applications.get(id));
    return found && applicationRecord.of(found);
  },
  Job: async (services, id) => {
    const found = await orNull(services.jobs.get(id, 'admin'));
    return found && jobRecord.of(found);
  },
  Subscriber: async (services, id) => {
    const found = await services.newsletter.findById(id);
    return found && subscriberRecord.of(found);
  },
  // As the team sees it (with its online link): endpoints are registered by the Owner.
  Event: async (services, id) => {
    const found = await orNull(services.events.get(id, 'admin'));
    return found && eventRecord.of(found);
  },
  EventBooking: async (services, id) => {
    const found = await services.bookings.find(id);
    return found && bookingRecord.of(found);
  },
  MediaAsset: async (services, id) => {
    const found = await services.media.find(id);
    return found && mediaAssetRecord.of(found);
  },
  // One row: the settings as they are now (a payload is made when it is queued, right after the change).
  SiteSettings: async (services) => siteSettingsRecord.of(await services.settings.current()),
};

/** What an event is about, as its webhook payload's `data` says it: the record, or (deleted) its id and type. */
export async function subjectData(services: Services, subjectType: SubjectType, subjectId: string | null): Promise<object> {
  const reader = READERS[subjectType];
  const record = subjectId && reader ? await reader(services, subjectId) : null;
  return record ?? { _id: subjectId, type: subjectType, deleted: true };
}
