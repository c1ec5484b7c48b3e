import { executeBound } from '../../db/bound-sql.js';
import { newId, isUuid } from '../../db/ids.js';
import type { EntityManager } from '../../db/orm.js';
import { storedRows, storedRowsOfChunk, type StoredRow } from '../../db/stored-rows.js';
import { orderOf, rowsAfter, type Keyset, type ListOrder } from '../../db/keyset.js';
import { InvalidInputError, NotFoundError } from '../../domain/errors.js';
import { type EventRecorder, subjectsOf } from '../../domain/events.js';
import type { FormGuard } from '../../domain/form-guard.js';
import { intakeSettings, releaseLead, takeIn, type FormsGate, type IntakeSettings } from '../../domain/intake.js';
import { textOrNull } from '../../domain/text.js';
import { paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { APPLICATION_MESSAGES, type ApplicationStatusValue } from '../../rules/careers.js';
import { storedEmail } from '../../domain/email-address.js';
import { internationalNumber, normalizeCallingCode } from '../../rules/phone.js';
import type { FileStorage } from '../../storage.js';
import type { Announcement } from '../mail/announcer.js';
import type { MailSite } from '../mail/receipts.js';
import type { NewsletterService } from '../newsletter/newsletter.service.js';
import { ApplicationFileEntity, JobApplicationEntity, type JobEntity } from './careers.entity.js';
import { applicationReceipt, newApplicationNotice } from './careers.emails.js';
import type { ApplyForJobInput } from './applications.input.js';
import { checkResumes, type IncomingFile } from './resume-files.js';
import { checkResumeLink, resumeLink, type LinkCheck } from './resume-links.js';
import type { JobsService } from './jobs.service.js';

/** PostgreSQL's foreign key violation. */
const isForeignKeyViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23503';

/** Where resumes go inside the uploads folder. */
const RESUME_FOLDER = 'resumes';

/** A new resume's key in the file storage, under a generated name. */
export const newResumeKey = (extension: string) => `${RESUME_FOLDER}/${newId()}.${extension}`;

export interface CareersSettings {
  publicUrl: string;
  guard: FormGuard;
  /** Closes the form while the site is in maintenance. */
  gate: FormsGate;
  storage: FileStorage;
  /** Signs the short-lived resume links. */
  resumeLinkKey: Buffer;
  events: EventRecorder;
  /** The site's name and contact details as its settings hold them now, for the mail it writes (`SettingsService.stored`). */
  site: () => Promise<MailSite>;
}

/** What the events of an application are about. */
const subjectOf = subjectsOf('JobApplication');

export interface ApplicationWithFiles {
  application: JobApplicationEntity;
  files: ApplicationFileEntity[];
}

/** An application and its files as stored (an export's rows): the job as its key. */
export interface StoredApplication {
  application: StoredRow<JobApplicationEntity, 'job'>;
  files: readonly StoredRow<ApplicationFileEntity, 'application'>[];
}

export interface ResumeDownload {
  check: LinkCheck;
  file?: { name: string; contentType: string; size: number; stream: NodeJS.ReadableStream };
}

export interface ApplicationFilter {
  status?: ApplicationStatusValue | null;
  /** The job applied for, by its key (`checkJobKey`): its applications only. */
  job?: string | null;
  /** What the spam guard held (`true`) instead of what people sent (the default). */
  spam?: boolean | null;
}

const GENERAL_APPLICATION = 'General application';

/** Applications with their resumes, from the careers page to the hiring back office. */
export class ApplicationsService {
  private readonly intake: IntakeSettings;

  constructor(
    private readonly em: EntityManager,
    private readonly settings: CareersSettings,
    newsletter: NewsletterService,
    private readonly jobs: JobsService,
  ) {
    this.intake = intakeSettings(settings, newsletter);
  }

  /**
   * Checks the resumes (count, size, real content), stores them under generated names, and
   * records the application with the hiring notification and the candidate's receipt in one
   * transaction. If anything fails after the files were stored, they are removed again. What
   * the spam guard holds is stored as spam, files and all, with nothing sent.
   */
  async apply(input: ApplyForJobInput, files: readonly IncomingFile[], ip: string): Promise<{ message: string }> {
    const stored: string[] = [];
    try {
      await takeIn(this.em, this.intake, {
        form: 'application',
        ip,
        input,
        store: async (rows, mark) => {
          const resumes = await checkResumes(files);
          const job = await this.openJob(input);
          const countryCode = normalizeCallingCode(input.countryCode);
          const application = rows.create(JobApplicationEntity, {
            job,
            position: job?.title ?? textOrNull(input.position) ?? GENERAL_APPLICATION,
            firstName: input.firstName.trim(),
            middleName: textOrNull(input.middleName),
            lastName: input.lastName.trim(),
            pronoun: textOrNull(input.pronoun),
            email: storedEmail(input.email),
            country: input.country.trim(),
            countryCode,
            phone: internationalNumber(input.phone, countryCode),
            coverNote: input.coverNote.trim(),
            subscribe: input.subscribe === true,
            ...mark,
          });
          for (const resume of resumes) {
            const storageKey = newResumeKey(resume.extension);
            await this.settings.storage.save(storageKey, resume.data);
            stored.push(storageKey);
            rows.create(ApplicationFileEntity, { application, storageKey, originalName: resume.originalName, contentType: resume.contentType, size: resume.data.length });
          }
          return { application, resumeCount: resumes.length };
        },
        event: ({ application, resumeCount }, held) => ({
          type: 'application.received',
          subject: subjectOf(application),
          data: { jobId: application.job?.id ?? null, resumeCount, spam: held !== null, spamReason: held },
        }),
        subscribe: input.subscribe === true ? input.email : null,
      });
    } catch (error) {
      await Promise.all(stored.map((key) => this.settings.storage.remove(key)));
      // The job was deleted between reading it and writing the application.
      if (isForeignKeyViolation(error)) throw new NotFoundError(APPLICATION_MESSAGES.positionUnknown);
      throw error;
    }
    return { message: APPLICATION_MESSAGES.submitted };
  }

  /** Files an application the spam guard held as new, and sends what its arrival would have sent. */
  async markNotSpam(id: string): Promise<ApplicationWithFiles> {
    const found = await this.get(id);
    const { application } = found;
    await releaseLead(this.em, this.intake, {
      entity: JobApplicationEntity,
      record: application,
      filedAs: { status: 'new' },
      event: { type: 'application.released', subject: subjectOf(application), data: { status: ['spam', 'new'] } },
      subscribe: application.subscribe ? { email: application.email, source: 'application' } : null,
    });
    await this.em.refresh(application);
    return found;
  }

  /**
   * Deletes resume files written before `before` that no application owns: left by a process that
   * died between storing a file and committing its record. Newer ones may belong to a request still
   * in flight (on any server), so they wait for a later sweep. Returns how many went.
   */
  async sweepOrphanFiles(before: Date): Promise<number> {
    const stale = (await this.settings.storage.list(RESUME_FOLDER)).filter((file) => file.modifiedAt < before);
    if (stale.length === 0) return 0;
    const owned = await this.em.find(ApplicationFileEntity, { storageKey: { $in: stale.map((file) => file.key) } }, { fields: ['storageKey'] });
    const orphans = stale.filter((file) => !owned.some((row) => row.storageKey === file.key));
    await Promise.all(orphans.map((file) => this.settings.storage.remove(file.key)));
    return orphans.length;
  }

  /**
   * Deletes what the spam guard held before `before`, with its files; returns how many. The files
   * go first: a purge cut short leaves rows to try again, never files nobody can reach.
   */
  async purgeSpam(before: Date): Promise<number> {
    let purged = 0;
    for (;;) {
      const batch = await this.em
        .createQueryBuilder(JobApplicationEntity)
        .select('id')
        .where({ spam: true, appliedAt: { $lt: before } })
        .limit(200)
        .execute('all');
      if (batch.length === 0) return purged;
      const ids = batch.map((row) => row.id);
      const files = await this.em.createQueryBuilder(ApplicationFileEntity).select('storageKey').where({ application: { $in: ids } }).execute('all');
      await Promise.all(files.map((file) => this.settings.storage.remove(file.storageKey)));
      purged += await this.settings.events.transact(this.em, async (tx, record) => {
        const count = await tx.nativeDelete(JobApplicationEntity, { id: { $in: ids } });
        if (count > 0) record({ type: 'application.spam_purged', subject: { type: 'JobApplication', id: null }, data: { count, before: before.toISOString() } });
        return count;
      });
    }
  }

  /** Newest first, with their files. `filter.spam` lists what the spam guard held instead. */
  async list(filter: ApplicationFilter, page: PageRequest): Promise<Connection<ApplicationWithFiles>> {
    const connection = await paginate(this.em, JobApplicationEntity, {
      where: whereOf(filter),
      orderBy: orderOf(LIST_ORDER),
      page,
      toNode: (application) => application,
    });
    const files = await this.filesOf(connection.edges.map((edge) => edge.node.id));
    return { ...connection, edges: connection.edges.map((edge) => ({ cursor: edge.cursor, node: { application: edge.node, files: files.get(edge.node.id) ?? [] } })) };
  }

  /** The list as `list` shows it, `size` at a time after `after`, with their files, read as stored rows (an export's chunks). */
  async rowsAfter(filter: ApplicationFilter, after: Keyset | null, size: number): Promise<{ rows: StoredApplication[]; next: Keyset | null }> {
    const { rows, next, chunk } = await rowsAfter(this.em, JobApplicationEntity, whereOf(filter), LIST_ORDER, after, size, ['job']);
    const files = rows.length > 0 ? await storedRowsOfChunk(this.em, ApplicationFileEntity, 'application', JobApplicationEntity, chunk, { createdAt: 'asc', id: 'asc' }) : new Map();
    return { rows: rows.map((application) => ({ application, files: files.get(application.id) ?? [] })), next };
  }

  async get(id: string): Promise<ApplicationWithFiles> {
    const application = isUuid(id) ? await this.em.findOne(JobApplicationEntity, { id }) : null;
    if (!application) throw new NotFoundError(APPLICATION_MESSAGES.notFound);
    return { application, files: (await this.filesOf([application.id])).get(application.id) ?? [] };
  }

  async updateStatus(id: string, status: ApplicationStatusValue): Promise<ApplicationWithFiles> {
    const found = await this.get(id);
    const was = found.application.status;
    if (was === status) return found;
    await this.settings.events.transact(this.em, async (_tx, record) => {
      found.application.status = status;
      record({ type: 'application.status_changed', subject: subjectOf(found.application), data: { status: [was, status] } });
    });
    return found;
  }

  /** Deletes the application and its files. */
  async remove(id: string): Promise<void> {
    const { application, files } = await this.get(id);
    await this.settings.events.transact(this.em, async (tx, record) => {
      tx.remove(application);
      record({ type: 'application.deleted', subject: subjectOf(application), data: { resumeCount: files.length } });
    });
    await Promise.all(files.map((file) => this.settings.storage.remove(file.storageKey)));
  }

  /** A fresh short-lived link to one resume. */
  async fileLink(fileId: string): Promise<string> {
    const file = isUuid(fileId) ? await this.em.findOne(ApplicationFileEntity, { id: fileId }) : null;
    if (!file) throw new NotFoundError(APPLICATION_MESSAGES.resumeNotFound);
    return resumeLink(this.settings.resumeLinkKey, file.storageKey);
  }

  linkTo(file: ApplicationFileEntity): string {
    return resumeLink(this.settings.resumeLinkKey, file.storageKey);
  }

  /** The file a signed link points at, when the link is genuine and unexpired. */
  async download(storageKey: string, expires: unknown, signature: unknown): Promise<ResumeDownload> {
    const check = checkResumeLink(this.settings.resumeLinkKey, storageKey, expires, signature);
    if (check !== 'valid') return { check };
    const file = await this.em.findOne(ApplicationFileEntity, { storageKey });
    const opened = file ? await this.settings.storage.open(storageKey) : null;
    if (!file || !opened) return { check: 'invalid' };
    return { check, file: { name: file.originalName, contentType: file.contentType, size: opened.size, stream: opened.stream } };
  }

  /** The hiring notification and the candidate's receipt, of each application of `ids` still there (the mail consumer's `announcements`). */
  async announcementsOf(ids: readonly string[]): Promise<Map<string, Announcement>> {
    const applications = await storedRows(this.em, JobApplicationEntity, { id: { $in: [...ids] } }, ['job']);
    const files = await this.fileCountsOf(applications.map((application) => application.id));
    const site = await this.settings.site();
    return new Map(
      applications.map((application) => [
        application.id,
        {
          staff: { type: 'career', content: newApplicationNotice(application, files.get(application.id) ?? 0, this.settings.publicUrl) },
          receipt: applicationReceipt(application, site),
        },
      ]),
    );
  }

  /** The Active job applied for: by id, else by title; `null` for a general application (or a title no open job has). */
  private async openJob(input: ApplyForJobInput): Promise<JobEntity | null> {
    if (input.jobId) {
      const job = await this.jobs.openJob({ id: input.jobId });
      if (!job) throw new NotFoundError(APPLICATION_MESSAGES.positionUnknown);
      return job;
    }
    const title = textOrNull(input.position);
    return title ? this.jobs.openJob({ title }) : null;
  }

  /** How many files each application of `ids` has (those without files are absent). */
  private async fileCountsOf(ids: readonly string[]): Promise<Map<string, number>> {
    const rows = await executeBound<{ application_id: string; files: number }>(
      this.em,
      `select "application_id", count(*)::int as "files" from "application_files" where "application_id" = any($1::uuid[]) group by "application_id"`,
      [ids],
    );
    return new Map(rows.map((row) => [row.application_id, row.files]));
  }

  private async filesOf(ids: string[]): Promise<Map<string, ApplicationFileEntity[]>> {
    const grouped = new Map<string, ApplicationFileEntity[]>();
    if (ids.length === 0) return grouped;
    for (const file of await this.em.find(ApplicationFileEntity, { application: { $in: ids } }, { orderBy: { createdAt: 'asc', id: 'asc' } })) {
      grouped.set(file.application.id, [...(grouped.get(file.application.id) ?? []), file]);
    }
    return grouped;
  }
}

/** Newest first. */
const LIST_ORDER: ListOrder<JobApplicationEntity> = { by: 'appliedAt', direction: 'desc' };

/** Served by the indexes that lead with what it names: `(job, spam, status, applied_at, id)`, `(job, spam, applied_at, id)` and the same without the job. */
const whereOf = (filter: ApplicationFilter) => ({
  ...(filter.job ? { job: filter.job } : {}),
  ...(filter.status ? { status: filter.status } : {}),
  spam: filter.spam === true,
});

/**
 * A job filter's key as the APIs read it (REST's `jobId`, or the key inside GraphQL's global id):
 * one that is no job's key is refused, saying so; a job that does not exist just matches nothing.
 */
export function checkJobKey(key: string | null): string {
  if (key === null || !isUuid(key)) throw InvalidInputError.field('jobId', APPLICATION_MESSAGES.jobIdInvalid);
  return key;
}
