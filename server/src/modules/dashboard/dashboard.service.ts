import type { EntityManager } from '../../db/orm.js';
import type { StoredRow } from '../../db/stored-rows.js';
import { can, type SignedIn } from '../../domain/principal.js';
import { APPLICATION_STATUSES, type ApplicationStatusValue } from '../../rules/careers.js';
import {
  changePercent,
  DASHBOARD_DAYS,
  LEAD_SOURCE_RULES,
  LEAD_SOURCES,
  NEXT_MEETINGS,
  OUTBOX_PERMISSION,
  BOOKINGS_PERMISSION,
  fillPercent,
  WEEK_DAYS,
  type LeadSourceKey,
} from '../../rules/dashboard.js';
import type { Services } from '../../services.js';
import type { DemoRequestEntity } from '../demo/demo.entity.js';
import { outboxFigures, type OutboxFigures } from '../mail/outbox.js';

const DAY_MS = 86_400_000;

export interface LeadFigures {
  source: LeadSourceKey;
  thisWeek: number;
  lastWeek: number;
  /** From last week to this, in whole percent; null when last week had none. */
  changePercent: number | null;
  /** Leads per day (UTC), oldest first, `DASHBOARD_DAYS` of them, today last. */
  days: number[];
  /** Held by the spam guard, awaiting review. */
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
  /** With `events:manage`. */
  bookings: BookingFigures | null;
}

/** Seat bookings (issue P21): how many were made this week, and how full the next event is. */
export interface BookingFigures {
  /** Made in the last `WEEK_DAYS` days, today included (spam held apart). */
  thisWeek: number;
  nextEvent: { id: string; title: string; slug: string; startsAt: Date; capacity: number; seated: number; fillPercent: number } | null;
}

/**
 * The back office's landing page (issue P14), each section only for a principal who may read its
 * list: leads from the roll-up the database keeps (`lead_days`), the rest from the lists' own
 * indexes. The queries run at once, each on a connection of the pool.
 */
export class DashboardService {
  constructor(
    private readonly em: EntityManager,
    private readonly services: Services,
  ) {}

  async figures(principal: SignedIn, now = new Date()): Promise<Dashboard> {
    const since = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - (DASHBOARD_DAYS - 1) * DAY_MS);
    const readable = LEAD_SOURCES.filter((key) => can(principal, LEAD_SOURCE_RULES[key].permission));
    const [leads, demoRequests, applications, outbox, bookings] = await Promise.all([
      this.leadFigures(readable, since),
      can(principal, 'demos:read') ? this.services.demo.figures(now, NEXT_MEETINGS) : null,
      can(principal, 'careers:read') ? this.applicationFigures() : null,
      can(principal, OUTBOX_PERMISSION) ? outboxFigures(this.em) : null,
      can(principal, BOOKINGS_PERMISSION) ? this.bookingFigures(now) : null,
    ]);
    return { since, leads, demoRequests, applications, outbox, bookings };
  }

  private async bookingFigures(now: Date): Promise<BookingFigures> {
    const weekStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS - (WEEK_DAYS - 1) * DAY_MS);
    const { bookingsThisWeek, nextEvent } = await this.services.bookings.figures(weekStart, now);
    return { thisWeek: bookingsThisWeek, nextEvent: nextEvent && { ...nextEvent, fillPercent: fillPercent(nextEvent.seated, nextEvent.capacity) } };
  }

  /** From the roll-up `status_counts` the database keeps: five rows, whatever the list's length. */
  private async applicationFigures(): Promise<{ status: ApplicationStatusValue; count: number }[]> {
    const rows = await this.em.execute<{ status: ApplicationStatusValue; count: number }[]>(`select status, count from status_counts where list = 'applications'`);
    return APPLICATION_STATUSES.map((status) => ({ status, count: rows.find((row) => row.status === status)?.count ?? 0 }));
  }

  /** Each source's leads per day since `since` (not held), and its held ones: a few hundred rows of the roll-up. */
  private async leadFigures(sources: readonly LeadSourceKey[], since: Date): Promise<LeadFigures[]> {
    if (sources.length === 0) return [];
    const day = since.toISOString().slice(0, 10);
    const [perDay, held] = await Promise.all([
      this.em.execute<{ source: LeadSourceKey; day: number; count: number }[]>(
        `select source, (day - ?::date) as day, count from lead_days where not spam and day >= ?::date and count <> 0 and source in (${sources.map(() => '?').join(', ')})`,
        [day, day, ...sources],
      ),
      this.em.execute<{ source: LeadSourceKey; count: number }[]>(
        `select source, sum(count)::int as count from lead_days where spam and source in (${sources.map(() => '?').join(', ')}) group by source`,
        [...sources],
      ),
    ]);
    return sources.map((source) => {
      const days = new Array<number>(DASHBOARD_DAYS).fill(0);
      for (const row of perDay) if (row.source === source && row.day >= 0 && row.day < DASHBOARD_DAYS) days[row.day] = row.count;
      const sum = (from: number, to: number) => days.slice(from, to).reduce((total, count) => total + count, 0);
      const thisWeek = sum(DASHBOARD_DAYS - WEEK_DAYS, DASHBOARD_DAYS);
      const lastWeek = sum(DASHBOARD_DAYS - 2 * WEEK_DAYS, DASHBOARD_DAYS - WEEK_DAYS);
      const heldCount = held.find((row) => row.source === source)?.count ?? 0;
      return { source, thisWeek, lastWeek, changePercent: changePercent(thisWeek, lastWeek), days, held: heldCount };
    });
  }
}
