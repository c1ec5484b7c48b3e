import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../admin/auth/session';
import { bearerNow, credentialNote, pastedKey } from './credential';

afterEach(() => {
  pastedKey.set('');
  session.clear();
});

describe('what the explorer sends', () => {
  it('sends the signed-in admin’s session, or an API key pasted into it instead', () => {
    expect(bearerNow()).toBeNull();
    session.store('the-session-token');
    expect(bearerNow()).toBe('the-session-token');
    pastedKey.set('  fm_live_pasted ');
    expect(bearerNow()).toBe('fm_live_pasted');
    pastedKey.set('');
    expect(bearerNow()).toBe('the-session-token');
  });

  it('keeps a pasted key in this tab only (sessionStorage), and forgets it when the field is emptied', () => {
    pastedKey.set('fm_live_pasted');
    expect(sessionStorage.getItem('finmesh.explorer.apiKey')).toBe('fm_live_pasted');
    expect(Object.values(localStorage)).not.toContain('fm_live_pasted');
    pastedKey.set('');
    expect(sessionStorage.getItem('finmesh.explorer.apiKey')).toBeNull();
  });
});

describe('the note beside the key field', () => {
  it('says whose requests they are', () => {
    expect(credentialNote({ kind: 'session', token: 't', username: 'rhea.owner' })).toBe('Signed in as rhea.owner');
    expect(credentialNote({ kind: 'key', token: 'fm_live_pasted' })).toBe('Using a pasted key');
    expect(credentialNote({ kind: 'none' })).toBe('Not signed in');
  });
});
