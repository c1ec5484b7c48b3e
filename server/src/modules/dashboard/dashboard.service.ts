import type { EntityManager } from '../../db/orm.js';
import type { StoredRow } from '../../db/stored-rows.js';
import type { LeadSource, LeadSources } from '../../domain/figures.js';
import { can, type SignedIn } from '../../domain/principal.js';
import { APPLICATION_STATUSES, type ApplicationStatusValue } from '../../rules/careers.js';
import {
  changePercent,
  DASHBOARD_DAYS,
  LEAD_SOURCE_RULES,
  LEAD_SOURCES,
  NEXT_MEETINGS,
  OUTBOX_PERMISSION,
  WEEK_DAYS,
  type LeadSourceKey,
} from '../../rules/dashboard.js';
import type { Services } from '../../services.js';
import type { DemoRequestEntity } from '../demo/demo.entity.js';
import { outboxFigures, type OutboxFigures } from '../mail/outbox.js';

const DAY_MS = 86_400_000;

/** Held spam is counted up to this many per source (the dashboard says "10,000+"). */
export const HELD_COUNT_LIMIT = 10_000;

export interface LeadFigures {
  source: LeadSourceKey;
  thisWeek: number;
  lastWeek: number;
  /** From last week to this, in whole percent; null when last week had none. */
  changePercent: number | null;
  /** Leads per day (UTC), oldest first, `DASHBOARD_DAYS` of them, today last. */
  days: number[];
  /** Held by the spam guard, awaiting review (up to `HELD_COUNT_LIMIT`). */
  held: number;
}

export interface Dashboard {
  /** The first day of `days` (midnight UTC). */
  since: Date;
  /** The sources the principal may read, in `LEAD_SOURCES` order. */
  leads: LeadFigures[];
  /** With `demos:read`. */
  demoRequests: { pending: number; nextMeetings: StoredRow<DemoRequestEntity>[] } | null;
  /** With `careers:read`: every status, in the pipeline's order. */
  applications: { status: ApplicationStatusValue; count: number }[] | null;
  /** With `recipients:manage`. */
  outbox: OutboxFigures | null;
}

/**
 * The back office's landing page (issue P14): figures read from the lists' own indexes, each
 * section only for a principal who may read its list. Each query runs on its own connection of
 * the pool, at once: the answer takes as long as the slowest.
 */
export class DashboardService {
  constructor(
    private readonly em: EntityManager,
    private readonly sources: LeadSources,
    private readonly services: Services,
  ) {}

  async figures(principal: SignedIn, now = new Date()): Promise<Dashboard> {
    const since = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - (DASHBOARD_DAYS - 1) * DAY_MS);
    const readable = LEAD_SOURCES.filter((key) => can(principal, LEAD_SOURCE_RULES[key].permission) && this.sources[key]);
    const [leads, demoRequests, applications, outbox] = await Promise.all([
      Promise.all(readable.map((key) => this.leadFigures(key, this.sources[key] as LeadSource, since))),
      can(principal, 'demos:read') ? this.services.demo.figures(now, NEXT_MEETINGS) : null,
      can(principal, 'careers:read') ? this.applicationFigures() : null,
      can(principal, OUTBOX_PERMISSION) ? outboxFigures(this.em) : null,
    ]);
    return { since, leads, demoRequests, applications, outbox };
  }

  private async applicationFigures(): Promise<{ status: ApplicationStatusValue; count: number }[]> {
    const counts = await this.services.applications.countsByStatus();
    return APPLICATION_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
  }

  /** One source's leads per day since `since` (not held), and its held ones: two index range scans. */
  private async leadFigures(key: LeadSourceKey, source: LeadSource, since: Date): Promise<LeadFigures> {
    const meta = this.em.getMetadata().get(source.entity);
    const column = (property: string) => {
      const name = meta.properties[property]?.fieldNames[0];
      if (!name) throw new Error(`${meta.className} has no property ${property} (lead source ${key})`);
      return `"${name}"`;
    };
    const only = Object.entries(source.only ?? {});
    const condition = only.map(([property]) => ` and ${column(property)} = ?`).join('');
    const values = only.map(([, value]) => value);
    const at = column(source.at);
    const table = `"${meta.tableName}"`;
    const [perDay, [held]] = await Promise.all([
      this.em.execute<{ day: number; count: number }[]>(
        `select floor(extract(epoch from (${at} - ?::timestamptz)) / 86400)::int as day, count(*)::int as count
           from ${table} where spam = false and ${at} >= ?${condition} group by 1`,
        [since, since, ...values],
      ),
      this.em.execute<{ count: number }[]>(`select count(*)::int as count from (select 1 from ${table} where spam = true${condition} limit ${HELD_COUNT_LIMIT}) held`, values),
    ]);
    const days = new Array<number>(DASHBOARD_DAYS).fill(0);
    for (const row of perDay) if (row.day >= 0 && row.day < DASHBOARD_DAYS) days[row.day] = row.count;
    const sum = (from: number, to: number) => days.slice(from, to).reduce((total, count) => total + count, 0);
    const thisWeek = sum(DASHBOARD_DAYS - WEEK_DAYS, DASHBOARD_DAYS);
    const lastWeek = sum(DASHBOARD_DAYS - 2 * WEEK_DAYS, DASHBOARD_DAYS - WEEK_DAYS);
    return { source: key, thisWeek, lastWeek, changePercent: changePercent(thisWeek, lastWeek), days, held: held?.count ?? 0 };
  }
}
