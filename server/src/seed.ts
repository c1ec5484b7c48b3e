import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import { SAMPLE_APPLICATIONS, SAMPLE_DEMO_REQUESTS, SAMPLE_JOBS, SAMPLE_MESSAGES, SAMPLE_POSTS, SAMPLE_RECIPIENTS, SAMPLE_SUBSCRIBERS, type SampleApplication, type SamplePost, type SampleTime } from './db/demo-content.js';
import { ContentItemEntity, ContentRevisionEntity } from './modules/content/content.entity.js';
import { readingMinutes, type ListItemNode, type RichTextDocument } from './shared/rich-text/index.js';
import { slugFrom } from './rules/content.js';
import type { EntityManager, OpenOptions } from './db/orm.js';
import { onePagePdf } from './db/sample-pdf.js';
import { newResumeKey } from './modules/careers/applications.service.js';
import { ApplicationFileEntity, JobApplicationEntity, JobEntity } from './modules/careers/careers.entity.js';
import { ContactSubmissionEntity } from './modules/contact/contact.entity.js';
import { DemoRequestEntity } from './modules/demo/demo.entity.js';
import { SubscriberEntity } from './modules/newsletter/newsletter.entity.js';
import { EmailRecipientEntity } from './modules/recipients/recipients.entity.js';
import { COMPANY } from './rules/brand.js';
import { slugOf } from './rules/careers.js';
import { fileStorageOf } from './services.js';
import type { FileStorage } from './storage.js';

/**
 * What `openDatabase` runs on the start that creates the database: the demo content, unless
 * SEED_DEMO_CONTENT=false. It writes into several areas' tables, so it lives here, with the
 * composition root (`server.ts`), not in `db/`. Resumes go to the file storage the app uses (a bucket with S3_BUCKET).
 */
export function firstRunSeed(config: Pick<Config, 'seedDemoContent' | 'storage' | 'dataDir'>, log?: FastifyBaseLogger): OpenOptions['seed'] {
  if (!config.seedDemoContent) return undefined;
  return async (em) => {
    await seedDemoContent(em, fileStorageOf(config));
    log?.info('demo content seeded (SEED_DEMO_CONTENT=false starts empty)');
  };
}

/**
 * Demo content for a first run, so a newcomer sees a living product: openings on /careers (one
 * Closed, one Draft), applications with their resumes, contact and Services messages and demo
 * requests in every status over the last weeks, newsletter readers, and a recipient for each
 * kind of notification. The records are written as they stand, not taken in through the forms:
 * no mail is queued for them and nothing counts against the forms' rate limit.
 */
export async function seedDemoContent(em: EntityManager, storage: FileStorage, now = new Date()): Promise<void> {
  const at = (time: SampleTime) => momentOf(time, now);
  // The files first, as an application does: if the records cannot be written, they go again.
  const resumes = await Promise.all(
    SAMPLE_APPLICATIONS.map(async (application) => {
      const data = samplePdfResume(application);
      const storageKey = newResumeKey('pdf');
      await storage.save(storageKey, data);
      return { storageKey, size: data.length };
    }),
  );
  try {
    await em.transactional(async (tx) => {
      for (const { email, subscribed } of SAMPLE_SUBSCRIBERS) tx.create(SubscriberEntity, { email, subscribedAt: at(subscribed), createdAt: at(subscribed), updatedAt: at(subscribed) });
      for (const recipient of SAMPLE_RECIPIENTS) tx.create(EmailRecipientEntity, { ...recipient, notificationTypes: [...recipient.notificationTypes] });

      const jobs = new Map<string, JobEntity>();
      for (const { created, ...job } of SAMPLE_JOBS) {
        const posted = job.status === 'Draft' ? null : at(created);
        jobs.set(job.title, tx.create(JobEntity, { ...job, slug: slugOf(job.title), postedAt: posted, createdAt: at(created), updatedAt: at(created) }));
      }

      SAMPLE_APPLICATIONS.forEach(({ job: title, applied, resume: _resume, ...person }, index) => {
        const job = jobs.get(title) ?? null;
        const application = tx.create(JobApplicationEntity, { ...person, job, position: job?.title ?? title, appliedAt: at(applied), updatedAt: at(applied) });
        const { storageKey, size } = resumes[index] as (typeof resumes)[number];
        tx.create(ApplicationFileEntity, { application, storageKey, size, originalName: `${person.firstName}-${person.lastName}-resume.pdf`, contentType: 'application/pdf', createdAt: at(applied) });
      });

      for (const { received, newsletter = false, ...message } of SAMPLE_MESSAGES) {
        tx.create(ContactSubmissionEntity, { ...message, newsletter, createdAt: at(received), updatedAt: at(received) });
      }
      for (const { received, meeting, ...request } of SAMPLE_DEMO_REQUESTS) {
        tx.create(DemoRequestEntity, { ...request, meetingDate: momentOf(meeting, now, { past: false }), createdAt: at(received), updatedAt: at(received) });
      }
      for (const post of SAMPLE_POSTS) {
        const body = documentOf(post);
        const published = at(post.published);
        const fields = { summary: post.summary, readingMinutes: readingMinutes(body) };
        const item = tx.create(ContentItemEntity, { type: 'post', slug: slugFrom(post.title), title: post.title, status: 'published', body, fields, tags: [...post.tags], publishedAt: published, createdAt: published, updatedAt: published });
        tx.create(ContentRevisionEntity, { item, version: 1, title: item.title, slug: item.slug, status: 'published', body, fields, tags: item.tags, changed: ['title', 'slug', 'body', 'fields', 'tags'], byKind: 'system', createdAt: published });
      }
    });
  } catch (error) {
    await Promise.all(resumes.map(({ storageKey }) => storage.remove(storageKey)));
    throw error;
  }
}

/** A sample post's lines as the editor's document: `## ` a heading, `- ` a bullet (consecutive ones one list), anything else a paragraph. */
function documentOf({ text }: SamplePost): RichTextDocument {
  const textOf = (line: string) => [{ type: 'text' as const, text: line }];
  const content: RichTextDocument['content'] = [];
  for (const line of text) {
    if (line.startsWith('## ')) content.push({ type: 'heading', attrs: { level: 2 }, content: textOf(line.slice(3)) });
    else if (line.startsWith('- ')) {
      const item: ListItemNode = { type: 'listItem', content: [{ type: 'paragraph', content: textOf(line.slice(2)) }] };
      const last = content.at(-1);
      if (last?.type === 'bulletList') last.content.push(item);
      else content.push({ type: 'bulletList', content: [item] });
    } else content.push({ type: 'paragraph', content: textOf(line) });
  }
  return { type: 'doc', content };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** India Standard Time is UTC+05:30 all year. */
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/**
 * `days` before `now` (after it, when negative) at `hour` o'clock in India. What already happened
 * is never later than `now`: an hour still to come today moves to yesterday.
 */
export function momentOf({ days, hour }: SampleTime, now: Date, { past = true } = {}): Date {
  const indianDay = new Date(now.getTime() + IST_OFFSET_MS - days * DAY_MS);
  const moment = Date.UTC(indianDay.getUTCFullYear(), indianDay.getUTCMonth(), indianDay.getUTCDate(), hour) - IST_OFFSET_MS;
  return new Date(past && moment > now.getTime() ? moment - DAY_MS : moment);
}

/** A sample applicant's one-page resume, marked as sample content. */
function samplePdfResume({ firstName, lastName, email, phone, resume }: SampleApplication): Buffer {
  return onePagePdf([
    { text: `${firstName} ${lastName}`, style: 'title' },
    { text: resume.headline },
    { text: `${email}  |  ${phone}` },
    { text: 'Experience', style: 'heading' },
    ...resume.experience.map((text) => ({ text })),
    { text: 'Education', style: 'heading' },
    { text: resume.education },
    { text: 'Skills', style: 'heading' },
    { text: resume.skills },
    { text: `Sample resume: demo content of a first ${COMPANY.name} run. The person and the companies are made up.`, style: 'note' },
  ]);
}
