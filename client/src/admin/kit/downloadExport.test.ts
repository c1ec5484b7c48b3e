import { CONTACT_STATUSES } from '@rules/contact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RestRefusal } from '../../app/graphql-errors';
import { session } from '../auth/session';
import { downloadExport, restValue } from './downloadExport';

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('downloadExport', () => {
  it('asks for the list with its filter (empty values left out) and the admin’s token, then opens the link it gets', async () => {
    session.store('the-token');
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ success: true, data: { url: '/exports/abc.def.csv', expiresAt: '2026-11-27T10:01:00.000Z' } }), { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const open = vi.fn();

    await downloadExport('contact-submissions', { status: 'new', search: '' }, open);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/admin/exports');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'content-type': 'application/json', authorization: 'Bearer the-token' });
    expect(JSON.parse(String(init?.body))).toEqual({ list: 'contact-submissions', filter: { status: 'new' } });
    expect(open).toHaveBeenCalledWith('/exports/abc.def.csv');
  });

  it('opens nothing when the server refuses, and throws its refusal: the status, its code and the envelope’s message', async () => {
    const message = 'You do not have permission to see leads.';
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ success: false, message, error: message, errors: [{ msg: message }] }, { status: 403 })));
    const open = vi.fn();
    const refused = await downloadExport('contact-submissions', {}, open).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RestRefusal);
    expect([(refused as RestRefusal).status, (refused as RestRefusal).code, (refused as RestRefusal).message]).toEqual([403, 'FORBIDDEN', message]);
    expect(open).not.toHaveBeenCalled();
  });

  it('throws a refusal without a message when the answer is no envelope (a proxy’s page)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })));
    const refused = await downloadExport('contact-submissions', {}, vi.fn()).catch((error: unknown) => error);
    expect([(refused as RestRefusal).status, (refused as RestRefusal).code, (refused as RestRefusal).message]).toEqual([502, 'UNKNOWN', '']);
  });
});

describe('restValue', () => {
  it('turns a GraphQL enum name back into the stored value the REST list takes', () => {
    expect(restValue('in_progress', CONTACT_STATUSES)).toBe('in-progress');
    expect(restValue('new', CONTACT_STATUSES)).toBe('new');
    expect(restValue('spam', CONTACT_STATUSES)).toBe('spam');
    expect(restValue('', CONTACT_STATUSES)).toBe('');
  });
});
