import { describe, expect, it } from 'vitest';
import { ContactSubmissionEntity } from '../modules/contact/contact.entity.js';
import { useTestApp } from '../test/fixture.js';
import { VALID_CONTACT } from '../test/payloads.js';

/**
 * Issue P19 §2: behind a proxy that appends the address it was reached from to `X-Forwarded-For`
 * (HAProxy's `option forwardfor`, nginx's `$proxy_add_x_forwarded_for`), the left-most entries are
 * whatever the client wrote. With `TRUST_PROXY=true` they were taken as the client's address, so
 * rotating them passed every per-address limit; trusted by hops or by the proxy's address, the
 * client is the entry the proxy wrote.
 */
const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.7';

/** A request from `client` through the proxy, which appends the client's address to the header the client forged. */
const throughProxy = (forged: string, client = CLIENT) => ({ remoteAddress: PROXY, headers: { 'x-forwarded-for': `${forged}, ${client}` } });
const forgedEntry = (n: number) => `198.51.100.${n}`;

for (const [setting, trustProxy] of [
  ['one proxy (TRUST_PROXY=1)', '1'],
  ['the proxy’s addresses (TRUST_PROXY=10.0.0.0/24)', '10.0.0.0/24'],
] as const) {
  describe(`behind ${setting}`, () => {
    const t = useTestApp({ env: { TRUST_PROXY: trustProxy, PUBLIC_FORM_RATE_LIMIT: '10', LOGIN_MAX_FAILURES_PER_IP: '20' } });
    const signIn = (n: number, client?: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: `guess${n}`, password: 'Wrong!pass-phrase' }, ...throughProxy(forgedEntry(n), client) });
    const postContact = (n: number, client?: string) =>
      t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...VALID_CONTACT, email: `burst${n}@example.com` }, ...throughProxy(forgedEntry(n), client) });

    it('25 wrong passwords under rotating forged entries reach the limit of 20 failures from one address', async () => {
      const statuses: number[] = [];
      for (let n = 1; n <= 25; n += 1) statuses.push((await signIn(n)).statusCode);
      expect(statuses).toEqual([...Array<number>(20).fill(401), ...Array<number>(5).fill(429)]);
      // Another client behind the same proxy is another address.
      expect((await signIn(26, '203.0.113.8')).statusCode).toBe(401);
    });

    it('25 contact posts under rotating forged entries: 10 stored, 15 refused, and another client is still served', async () => {
      const statuses: number[] = [];
      for (let n = 1; n <= 25; n += 1) statuses.push((await postContact(n)).statusCode);
      expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(15).fill(429)]);
      expect((await postContact(26, '203.0.113.8')).statusCode).toBe(201);
      expect(await t.orm.em.fork().count(ContactSubmissionEntity)).toBe(11);
    });
  });
}
