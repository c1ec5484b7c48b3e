import { permissionsOfRole } from '@rules/access';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changesOf, exactMomentText, momentText, recordPathOf, subjectLabelOf, whoOf } from './describe';

const change = (type: string, data: Record<string, unknown>, subjectType = 'ContactSubmission') => changesOf({ type, subjectType, data });

afterEach(() => vi.restoreAllMocks());

describe('changesOf', () => {
  it('reads a status change and a release as before and after, each status by its label', () => {
    expect(change('contact.status_changed', { status: ['new', 'in-progress'] })).toEqual(['status: New → In progress']);
    expect(change('application.status_changed', { status: ['new', 'reviewed'] }, 'JobApplication')).toEqual(['status: New → Reviewed']);
    expect(change('admin.role_changed', { changes: { role: ['sales', 'recruiter'] } }, 'Admin')).toEqual(['role: Sales → Recruiter']);
    expect(change('subscriber.released', { isActive: [false, true], status: 'pending' }, 'Subscriber')).toEqual(['is active: no → yes', 'status: Pending']);
  });

  it('reads an update: kept fields before and after, the others by name only', () => {
    expect(change('recipient.updated', { changes: { notificationTypes: [['career'], ['career', 'newsletters']], changed: ['name'] } }, 'EmailRecipient')).toEqual([
      'notification types: career → career, newsletters',
      'name changed',
    ]);
  });

  it('does not read a list of two values as a change where the event is no change', () => {
    expect(change('recipient.created', { notificationTypes: ['career', 'newsletters'], isActive: true }, 'EmailRecipient')).toEqual(['notification types: career, newsletters', 'is active: yes']);
  });

  it('says an export’s filter field by field', () => {
    expect(change('export.created', { list: 'contact-submissions', filter: { status: 'new', search: 'ann' }, rows: 2, complete: true }, 'Export')).toEqual([
      'list: contact-submissions',
      'filter: status = new, search = ann',
      'rows: 2',
      'complete: yes',
    ]);
    expect(change('export.created', { filter: {} }, 'Export')).toEqual(['filter: (none)']);
  });

  it('leaves out ids and facts without a value, and says the others, a moment in the admin’s words (issue P19: dates were raw ISO)', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    expect(change('contact.received', { source: 'contact', spam: false, spamReason: null })).toEqual(['source: contact', 'spam: no']);
    expect(change('admin.signed_in', { sessionId: '0190a0b0-c0d0-7000-8000-000000000000' }, 'Admin')).toEqual([]);
    expect(change('contact.replied', { replyId: 'x' })).toEqual([]);
    const [count, before] = change('contact.spam_purged', { count: 3, before: '2026-11-01T12:00:00.000Z' });
    expect(count).toBe('count: 3');
    expect(before).toBe(`before: ${momentText(new Date('2026-11-01T12:00:00.000Z'))}`);
    expect(before).toMatch(/^before: Nov 1, 2026, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(change('demo.rescheduled', { changes: { meetingDate: ['2030-12-02T10:30:00.000Z', '2030-12-03T14:00:00.000Z'] } }, 'DemoRequest')[0]).toMatch(/^meeting date: Dec 2, 2030, .+ → Dec 3, 2030, .+$/);
  });
});

describe('moments in the admin’s language', () => {
  const moment = new Date('2026-11-27T09:30:15.000Z');

  it('writes a moment to the minute in the admin’s language, and exactly (seconds and zone) for the hover', () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    expect(momentText(moment)).toMatch(/^2[67]\.11\.2026, \d{2}:\d{2}$/);
    expect(exactMomentText(moment)).toMatch(/2026 um \d{2}:\d{2}:15 \S+/);

    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    expect(momentText(moment)).toMatch(/^2[67] Nov 2026, \d{2}:\d{2}$/);
  });
});

describe('recordPathOf', () => {
  const owner = permissionsOfRole('owner');
  const viewer = permissionsOfRole('viewer');
  const subject = 'Q29udGFjdFN1Ym1pc3Npb246MQ';

  it('opens the record itself on its screen (issue P19: the links filtered the Activity list)', () => {
    expect(recordPathOf({ subjectType: 'ContactSubmission', subject, subjectName: 'Ananya Rao' }, owner)).toBe(`/admin/form-submissions?open=${subject}`);
    expect(recordPathOf({ subjectType: 'JobApplication', subject }, owner)).toBe(`/admin/careers?tab=applications&applications.open=${subject}`);
    expect(recordPathOf({ subjectType: 'Subscriber', subject }, owner)).toBe(`/admin/newsletter?open=${subject}`);
    expect(recordPathOf({ subjectType: 'EmailRecipient', subject }, owner)).toBe(`/admin/email-recipients/edit/${subject}`);
    expect(recordPathOf({ subjectType: 'WebhookEndpoint', subject }, owner)).toBe(`/admin/webhooks/${subject}`);
    expect(recordPathOf({ subjectType: 'Admin', subject, subjectName: 'sam.sales' }, owner)).toBe('/admin/team?q=sam.sales');
  });

  it('offers no link to a record the reader may not open, nor for an event about no record', () => {
    expect(recordPathOf({ subjectType: 'ContactSubmission', subject }, viewer)).toBe(`/admin/form-submissions?open=${subject}`);
    expect(recordPathOf({ subjectType: 'EmailRecipient', subject }, viewer)).toBeNull();
    expect(recordPathOf({ subjectType: 'Admin', subject, subjectName: 'sam.sales' }, viewer)).toBeNull();
    // Opening a job is editing it.
    expect(recordPathOf({ subjectType: 'Job', subject }, viewer)).toBeNull();
    expect(recordPathOf({ subjectType: 'Job', subject }, owner)).toBe(`/admin/careers/${subject}/edit`);
    expect(recordPathOf({ subjectType: 'Retention', subject: null }, owner)).toBeNull();
  });
});

describe('whoOf and subjectLabelOf', () => {
  it('names the principal, a visitor or the app', () => {
    expect(whoOf({ principalKind: 'admin', principalName: 'maya' })).toBe('maya');
    expect(whoOf({ principalKind: 'visitor', principalName: null })).toBe('A visitor');
    expect(whoOf({ principalKind: 'system', principalName: null })).toBe('The app (scheduled job)');
    expect(subjectLabelOf('ContactSubmission')).toBe('Contact message');
  });
});
