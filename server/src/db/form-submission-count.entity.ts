import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * The submissions of each public form from each client address, counted per window of
 * `PUBLIC_FORM_RATE_WINDOW_SECONDS` (a window starts at a multiple of its length). In the
 * database, so the limit holds across every server; old windows are deleted by the housekeeping.
 */
export const FormSubmissionCountEntity = defineEntity({
  name: 'FormSubmissionCount',
  tableName: 'form_submission_counts',
  properties: {
    form: p.text().primary(),
    address: p.text().primary(),
    windowStart: p.datetime().primary(),
    count: p.integer(),
  },
  primaryKeys: ['form', 'address', 'windowStart'],
});
export type FormSubmissionCountEntity = InferEntity<typeof FormSubmissionCountEntity>;
