import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * Leads received per source and day (UTC), held spam apart: the dashboard's roll-up, kept by the
 * database itself. Triggers on each lead table (migration `LeadDays`) add what a statement
 * inserts and take away what it deletes, or moves (spam released, a day changed), so the figures
 * are exact whoever writes (the app on any replica, the spam purge, a script) and the dashboard
 * reads a few hundred rows instead of scanning the lists.
 */
export const LeadDayEntity = defineEntity({
  name: 'LeadDay',
  tableName: 'lead_days',
  properties: {
    source: p.text().primary(),
    day: p.date().primary(),
    spam: p.boolean().primary(),
    count: p.integer(),
  },
});
export type LeadDayEntity = InferEntity<typeof LeadDayEntity>;

/**
 * How many records (not held as spam) of a list have each status: the dashboard's applications
 * by status, kept by triggers like `lead_days` (migration `StatusCounts`), so it never counts a
 * list of 200,000 applications.
 */
export const StatusCountEntity = defineEntity({
  name: 'StatusCount',
  tableName: 'status_counts',
  properties: {
    list: p.text().primary(),
    status: p.text().primary(),
    count: p.integer(),
  },
});
export type StatusCountEntity = InferEntity<typeof StatusCountEntity>;

/** When an admin last opened a list (the sidebar counts what arrived since). */
export const ListVisitEntity = defineEntity({
  name: 'ListVisit',
  tableName: 'list_visits',
  properties: {
    adminId: p.uuid().primary(),
    screen: p.text().primary(),
    seenAt: p.datetime(),
  },
});
export type ListVisitEntity = InferEntity<typeof ListVisitEntity>;
