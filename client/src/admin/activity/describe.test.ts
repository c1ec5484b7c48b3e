import { describe, expect, it } from 'vitest';
import { changesOf, subjectLabelOf, whoOf } from './describe';

describe('changesOf', () => {
  it('reads a status change and a release as before and after', () => {
    expect(changesOf('contact.status_changed', { status: ['new', 'read'] })).toEqual(['status: new → read']);
    expect(changesOf('subscriber.released', { isActive: [false, true] })).toEqual(['is active: no → yes']);
  });

  it('reads an update: kept fields before and after, the others by name only', () => {
    expect(changesOf('recipient.updated', { changes: { notificationTypes: [['career'], ['career', 'newsletters']], changed: ['name'] } })).toEqual([
      'notification types: career → career, newsletters',
      'name changed',
    ]);
  });

  it('does not read a list of two values as a change where the event is no change', () => {
    expect(changesOf('recipient.created', { notificationTypes: ['career', 'newsletters'], isActive: true })).toEqual(['notification types: career, newsletters', 'is active: yes']);
  });

  it('says an export’s filter field by field', () => {
    expect(changesOf('export.created', { list: 'contact-submissions', filter: { status: 'new', search: 'ann' }, rows: 2, complete: true })).toEqual([
      'list: contact-submissions',
      'filter: status = new, search = ann',
      'rows: 2',
      'complete: yes',
    ]);
    expect(changesOf('export.created', { filter: {} })).toEqual(['filter: (none)']);
  });

  it('leaves out ids and facts without a value, and says the others', () => {
    expect(changesOf('contact.received', { source: 'contact', spam: false, spamReason: null })).toEqual(['source: contact', 'spam: no']);
    expect(changesOf('admin.signed_in', { sessionId: '0190a0b0-c0d0-7000-8000-000000000000' })).toEqual([]);
    expect(changesOf('contact.replied', { replyId: 'x' })).toEqual([]);
    expect(changesOf('contact.spam_purged', { count: 3, before: '2026-11-01T00:00:00.000Z' })).toEqual(['count: 3', 'before: 2026-11-01T00:00:00.000Z']);
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
