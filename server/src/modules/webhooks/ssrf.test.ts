import type { LookupAddress } from 'node:dns';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type TestReceiver } from '../../test/webhook-receiver.js';
import { isForbiddenAddress, type Resolve } from './address-check.js';
import { WebhookSender } from './sender.js';

/**
 * The SSRF check (issue P15): a webhook connects only to an address checked where the connection
 * is made. Names are resolved by a stub (no real DNS): each points at a local receiver's port, so
 * an address let through would be a hit on it, and the table asserts none.
 */
let receiver: TestReceiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(() => receiver.close());
afterEach(() => {
  receiver.received.length = 0;
});

const NAMES: Record<string, LookupAddress[]> = {
  'loopback.test': [{ address: '127.0.0.1', family: 4 }],
  'private.test': [{ address: '10.0.0.1', family: 4 }],
  'metadata.test': [{ address: '169.254.169.254', family: 4 }],
  'v6-loopback.test': [{ address: '::1', family: 6 }],
  'mapped.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'unique-local.test': [{ address: 'fd00::1', family: 6 }],
  'cgnat.test': [{ address: '100.64.0.1', family: 4 }],
  // One good address does not make a bad one good: the connection could try either.
  'mixed.test': [
    { address: '93.184.215.14', family: 4 },
    { address: '192.168.1.10', family: 4 },
  ],
};
const resolve: Resolve = (hostname, callback) => {
  const addresses = NAMES[hostname];
  if (!addresses) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
  return callback(null, addresses);
};

const attempt = (url: string) => ({ url, headers: { 'webhook-id': 'msg_test' }, body: '{}' });

describe('with the address checks on', () => {
  const sender = new WebhookSender({ allowPrivate: false, resolve });
  afterAll(() => sender.close());

  it.each([
    ['loopback.test', 'Refused: loopback.test resolves to 127.0.0.1, a private address'],
    ['private.test', 'Refused: private.test resolves to 10.0.0.1, a private address'],
    ['metadata.test', 'Refused: metadata.test resolves to 169.254.169.254, a private address'],
    ['v6-loopback.test', 'Refused: v6-loopback.test resolves to ::1, a private address'],
    ['mapped.test', 'Refused: mapped.test resolves to ::ffff:127.0.0.1, a private address'],
    ['unique-local.test', 'Refused: unique-local.test resolves to fd00::1, a private address'],
    ['cgnat.test', 'Refused: cgnat.test resolves to 100.64.0.1, a private address'],
    ['mixed.test', 'Refused: mixed.test resolves to 192.168.1.10, a private address'],
  ])('refuses %s at connect time', async (name, error) => {
    const result = await sender.send(attempt(`http://${name}:${receiver.port}/hooks`));
    expect(result).toMatchObject({ ok: false, status: null, body: null, error });
    expect(receiver.received).toHaveLength(0);
  });

  it.each([
    ['127.0.0.1', 'Refused: 127.0.0.1 is a private address'],
    ['[::1]', 'Refused: ::1 is a private address'],
    ['[::ffff:127.0.0.1]', 'Refused: ::ffff:7f00:1 is a private address'],
    ['2130706433', 'Refused: 127.0.0.1 is a private address'],
    ['0x7f.1', 'Refused: 127.0.0.1 is a private address'],
    ['0', 'Refused: 0.0.0.0 is a reserved address'],
    ['192.0.2.1', 'Refused: 192.0.2.1 is a reserved address'],
    ['[2001:db8::1]', 'Refused: 2001:db8::1 is a reserved address'],
    ['169.254.169.254', 'Refused: 169.254.169.254 is a private address'],
    ['[fd00:ec2::254]', 'Refused: fd00:ec2::254 is a private address'],
  ])('refuses the address %s written in the URL (never looked up)', async (host, error) => {
    const result = await sender.send(attempt(`http://${host}:${receiver.port}/hooks`));
    expect(result).toMatchObject({ ok: false, status: null, error });
    expect(receiver.received).toHaveLength(0);
  });

  it('says when a name does not resolve', async () => {
    expect(await sender.send(attempt('https://nowhere.test/hooks'))).toMatchObject({ ok: false, error: 'ENOTFOUND: getaddrinfo ENOTFOUND nowhere.test' });
  });
});

describe('the range check', () => {
  it.each([
    '0.0.0.0',
    '10.1.2.3',
    '100.64.0.1',
    '127.255.255.254',
    '169.254.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '224.0.0.251',
    '255.255.255.255',
    '::',
    '::1',
    'fc00::1',
    'fe80::1',
    'fe80::1%eth0',
    'ff02::1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::10.0.0.1',
    '2002:7f00:1::',
    '192.0.2.1',
    '198.51.100.7',
    '203.0.113.9',
    '2001:db8::1',
    '3fff::1',
    '100::1',
    'not-an-address',
    '',
  ])('forbids %s', (address) => expect(isForbiddenAddress(address)).toBe(true));

  it.each(['8.8.8.8', '1.1.1.1', '100.128.0.1', '172.32.0.1', '93.184.215.14', '2606:4700:4700::1111', '::ffff:8.8.8.8', '64:ff9b::8.8.8.8'])('allows %s', (address) =>
    expect(isForbiddenAddress(address)).toBe(false),
  );
});

describe('outside production', () => {
  const sender = new WebhookSender({ allowPrivate: false, allowLoopback: true, resolve });
  afterAll(() => sender.close());

  it.each(['loopback.test', 'v6-loopback.test', 'mapped.test'])('lets %s reach this machine (a local receiver)', async (name) => {
    const result = await sender.send(attempt(`http://${name}:${receiver.port}/hooks`));
    expect(result.error ?? '').not.toMatch(/^Refused/);
  });

  it.each([
    ['private.test', 'Refused: private.test resolves to 10.0.0.1, a private address'],
    ['metadata.test', 'Refused: metadata.test resolves to 169.254.169.254, a private address'],
    ['mixed.test', 'Refused: mixed.test resolves to 192.168.1.10, a private address'],
  ])('still refuses %s', async (name, error) => {
    expect(await sender.send(attempt(`http://${name}:${receiver.port}/hooks`))).toMatchObject({ ok: false, error });
  });

  it('refuses 127.0.0.1 carried in NAT64 or 6to4 (a gateway, not this machine)', () => {
    expect(isForbiddenAddress('64:ff9b::127.0.0.1', { loopback: true, private: false })).toBe(true);
    expect(isForbiddenAddress('2002:7f00:1::', { loopback: true, private: false })).toBe(true);
    expect(isForbiddenAddress('::ffff:127.0.0.1', { loopback: true, private: false })).toBe(false);
  });
});

describe('with WEBHOOK_ALLOW_PRIVATE', () => {
  it.each(['192.0.2.1', '0.0.0.0', '2001:db8::1', 'ff02::1'])('still refuses %s, an address that reaches no server', (address) =>
    expect(isForbiddenAddress(address, { loopback: true, private: true })).toBe(true),
  );
  it.each(['10.0.0.1', '127.0.0.1', '::1', 'fd00::1', '8.8.8.8'])('allows %s', (address) => expect(isForbiddenAddress(address, { loopback: true, private: true })).toBe(false));
});

describe('redirects, with the address checks off (WEBHOOK_ALLOW_PRIVATE)', () => {
  const sender = new WebhookSender({ allowPrivate: true });
  afterAll(() => sender.close());

  it('are not followed: a 302 is a failed attempt, its Location in the error', async () => {
    receiver.answer = () => ({ status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' }, body: 'moved' });
    const result = await sender.send(attempt(receiver.url));
    expect(result).toMatchObject({ ok: false, status: 302, body: 'moved', error: 'Redirect not followed (Location: http://169.254.169.254/latest/meta-data/)' });
    expect(receiver.received).toHaveLength(1);
  });

  it('time out after the limit, whatever the phase', async () => {
    const slow = new WebhookSender({ allowPrivate: true, timeoutMs: 300 });
    receiver.answer = () => ({ status: 200 });
    const silent = await startReceiver();
    // Accepts the request and never answers.
    silent.answer = () => null;
    try {
      const result = await slow.send(attempt(receiver.url.replace(String(receiver.port), String(silent.port))));
      expect(result).toMatchObject({ ok: false, status: null, error: 'Timed out after 0.3 s' });
    } finally {
      await slow.close();
      await silent.close();
    }
  });
});
