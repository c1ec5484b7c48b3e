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
