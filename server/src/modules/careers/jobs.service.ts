import type { ChangeFeed } from '../../db/changes.js';
import type { EntityManager } from '../../db/orm.js';
import { orderOf, rowsAfter, type Keyset, type ListOrder } from '../../db/keyset.js';
import { isUuid } from '../../db/ids.js';
import { NotFoundError } from '../../domain/errors.js';
import { changesOf, type EventRecorder, subjectsOf } from '../../domain/events.js';
import { paginate, type Connection, type PageRequest } from '../../domain/pagination.js';
import { RECORDED_FIELDS } from '../../rules/events.js';
import { JOB_DEFAULTS, JOB_MESSAGES, isSlug, slugOf, type JobStatusValue } from '../../rules/careers.js';
import { JobEntity } from './careers.entity.js';
import type { JobInput } from './jobs.input.js';

/** The filled points of a list, trimmed (the form drops empty points; so does the server). */
const filled = (points: readonly string[] | null | undefined): string[] =>
  (points ?? []).map((point) => point.trim()).filter((point) => point !== '');
const textOrNull = (value: string | null | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** Who is looking: visitors see Active jobs only. */
export type Audience = 'public' | 'admin';

/** What the events of a job are about. */
const subjectOf = subjectsOf('Job');
/** A job holds no personal data: its events keep every field. */
const JOB_FIELDS = RECORDED_FIELDS.Job;
const fieldsOf = (job: JobEntity) => Object.fromEntries(JOB_FIELDS.map((field) => [field, (job as unknown as Record<string, unknown>)[field] ?? null]));

export class JobsService {
  constructor(
    private readonly em: EntityManager,
    private readonly changes: ChangeFeed,
    private readonly events: EventRecorder,
  ) {}

  /** Visitors: Active jobs, newest posting first. Admins: every job (or one status), newest first. */
  list<TNode>(audience: Audience, status: JobStatusValue | null | undefined, page: PageRequest, toNode: (job: JobEntity) => TNode): Promise<Connection<TNode>> {
    const where = audience === 'public' ? { status: 'Active' as const } : status ? { status } : {};
    return paginate(this.em, JobEntity, { where, orderBy: orderOf(LIST_ORDER), page, toNode });
  }

  /** Every job (or those of one status) as admins list them, `size` at a time after `after`, as stored rows (an export's chunks). */
  rowsAfter(status: JobStatusValue | null, after: Keyset | null, size: number) {
    return rowsAfter(this.em, JobEntity, status ? { status } : {}, LIST_ORDER, after, size);
  }

  /**
   * Every Active job, newest first: for applications, the sitemap and the careers pages. Read once
   * and kept until a job changes on any server (`ChangeFeed`); treat the jobs as read-only.
   */
  activeJobs(): Promise<readonly JobEntity[]> {
    return this.changes.remember('active jobs', 'jobs', (em) => em.find(JobEntity, { status: 'Active' }, { orderBy: { createdAt: 'desc', id: 'desc' } }));
  }

  /** The Active job an application names: by id, else the newest with that title (any case). */
  async openJob(by: { id: string } | { title: string }): Promise<JobEntity | null> {
    const jobs = await this.activeJobs();
    if ('id' in by) return jobs.find((job) => job.id === by.id) ?? null;
    const title = by.title.toLocaleLowerCase();
    return jobs.find((job) => job.title.toLocaleLowerCase() === title) ?? null;
  }

  /** A job by id or slug; visitors find Active jobs only. */
  async get(idOrSlug: string, audience: Audience): Promise<JobEntity> {
    const where = isUuid(idOrSlug) ? { id: idOrSlug } : isSlug(idOrSlug) ? { slug: idOrSlug } : null;
    const job = where && (await this.em.findOne(JobEntity, where));
    if (!job || (audience === 'public' && job.status !== 'Active')) throw new NotFoundError(JOB_MESSAGES.notFound);
    return job;
  }

  /** Kept lists and pages hear of it through the job's event (`ChangeFeed.follow`). */
  async create(input: JobInput): Promise<JobEntity> {
    const slug = await this.freeSlug(slugOf(input.title));
    return this.events.transact(this.em, async (tx, record) => {
      const job = tx.create(JobEntity, { slug, ...this.fields(input) });
      if (job.status === 'Active') job.postedAt = new Date();
      record({ type: 'job.created', subject: subjectOf(job), data: { fields: fieldsOf(job) } });
      return job;
    });
  }

  async update(id: string, input: JobInput): Promise<JobEntity> {
    const job = await this.get(id, 'admin');
    const before = fieldsOf(job);
    await this.events.transact(this.em, async (tx, record) => {
      tx.assign(job, this.fields(input));
      if (job.status === 'Active' && !job.postedAt) job.postedAt = new Date();
      const changes = changesOf(before, fieldsOf(job), JOB_FIELDS, JOB_FIELDS);
      if (Object.keys(changes).length > 0) record({ type: 'job.updated', subject: subjectOf(job), data: { changes } });
    });
    return job;
  }

  async remove(id: string): Promise<void> {
    const job = await this.get(id, 'admin');
    await this.events.transact(this.em, async (tx, record) => {
      tx.remove(job);
      record({ type: 'job.deleted', subject: subjectOf(job) });
    });
  }

  private fields(input: JobInput) {
    const details = input.details ?? {};
    return {
      title: input.title.trim(),
      location: textOrNull(input.location),
      role: textOrNull(input.role) ?? JOB_DEFAULTS.role,
      description: filled(input.description),
      status: input.status ?? JOB_DEFAULTS.status,
      skills: filled(input.skills),
      jobTypes: filled(details.jobTypes).length > 0 ? filled(details.jobTypes) : [JOB_DEFAULTS.jobType],
      pay: textOrNull(details.pay),
      expectedHours: textOrNull(details.expectedHours) ?? JOB_DEFAULTS.expectedHours,
      benefits: filled(details.benefits),
      schedule: textOrNull(details.schedule) ?? JOB_DEFAULTS.schedule,
      supplementalPay: textOrNull(details.supplementalPay),
      education: textOrNull(details.education),
      experience: filled(details.experience),
      startDate: textOrNull(details.startDate),
    };
  }

  /** The slug, or the slug with -2, -3... when another job has it. */
  private async freeSlug(base: string): Promise<string> {
    const taken = new Set(
      (await this.em.find(JobEntity, { slug: { $like: `${base}%` } }, { fields: ['slug'] })).map((job) => job.slug),
    );
    if (!taken.has(base)) return base;
    let n = 2;
    while (taken.has(`${base}-${n}`)) n += 1;
    return `${base}-${n}`;
  }
}

/** Newest first. */
const LIST_ORDER: ListOrder<JobEntity> = { by: 'createdAt', direction: 'desc' };
