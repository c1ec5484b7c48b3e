import { describe, expect, it } from 'vitest';
import { ROLES } from './access.js';
import { APPLICATION_STATUSES } from './careers.js';
import { CONTACT_STATUSES } from './contact.js';
import { DEMO_STATUSES } from './demo.js';
import { SUBSCRIBER_STATUSES } from './newsletter.js';
import { ADMIN_STATUSES } from './team.js';
import { valueLabel } from './value-labels.js';

describe('valueLabel', () => {
  it('names a stored status as the screens do, never in the stored lower case', () => {
    expect(valueLabel('ContactSubmission', 'status', 'in-progress')).toBe('In progress');
    expect(valueLabel('JobApplication', 'status', 'reviewed')).toBe('Reviewed');
    expect(valueLabel('Subscriber', 'status', 'inactive')).toBe('Unsubscribed');
    expect(valueLabel('Admin', 'role', 'owner')).toBe('Owner');
    expect(valueLabel('DemoRequest', 'spamReason', 'too_fast')).toBe('Sent faster than a person can fill in the form');
  });

  it('has a label for every status of every record with statuses, and every role', () => {
    const lists: [string, string, readonly string[]][] = [
      ['ContactSubmission', 'status', CONTACT_STATUSES],
      ['DemoRequest', 'status', DEMO_STATUSES],
      ['JobApplication', 'status', APPLICATION_STATUSES],
      ['Subscriber', 'status', SUBSCRIBER_STATUSES],
      ['Admin', 'status', ADMIN_STATUSES],
      ['Admin', 'role', ROLES],
      ['AdminInvite', 'role', ROLES],
    ];
    for (const [subjectType, field, values] of lists) {
      for (const value of values) expect(valueLabel(subjectType, field, value), `${subjectType}.${field} ${value}`).toMatch(/^[A-Z]/);
    }
  });

  it('leaves a value it has no label for as it is', () => {
    expect(valueLabel('Job', 'status', 'Active')).toBe('Active');
    expect(valueLabel('ContactSubmission', 'source', 'services')).toBe('services');
  });
});
