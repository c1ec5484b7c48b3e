import { toASCII, toUnicode } from 'tr46';
import { describe, expect, it } from 'vitest';
import { isEmailAddress } from '../rules/email.js';
import { ACCEPTED_ADDRESSES, REFUSED_ADDRESSES } from '../test/addresses.js';
import { isPlainDomain, readEmailAddress, storedEmail, UTS46 } from './email-address.js';

/**
 * Issue P17: one definition of an email address. The browser's check (`rules/email.ts`) and the
 * server's (that, then UTS #46 through tr46) read the UASG table alike, but for the rows only UTS #46
 * can judge; every write path applies it (security/addresses.test.ts).
 */
describe('an email address', () => {
  it.each(ACCEPTED_ADDRESSES)('takes $typed ($why), stored as $stored and mailed to $envelope', (address) => {
    expect(isEmailAddress(address.typed)).toBe(true);
    expect(readEmailAddress(address.typed)).toEqual({ stored: address.stored, envelope: address.envelope, needsSmtpUtf8: /[^ -~]/.test(address.stored.split('@')[0] ?? '') });
    expect(storedEmail(address.typed)).toBe(address.stored);
    // The stored form reads as itself: stored, looked up and mailed alike.
    expect(readEmailAddress(address.stored)?.stored).toBe(address.stored);
  });

  it.each(REFUSED_ADDRESSES)('refuses $typed: $why', (address) => {
    expect(readEmailAddress(address.typed)).toBeNull();
    expect(isEmailAddress(address.typed)).toBe(address.serverOnly === true);
  });

  it('refuses every character UTS #46 would silently drop from a domain, and every format character, in either part', () => {
    const invisible: number[] = [];
    for (let code = 0x80; code <= 0x10ffff; code += 1) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const character = String.fromCodePoint(code);
      if (toUnicode(character).domain === '' || /\p{Cf}/u.test(character)) invisible.push(code);
    }
    // U+00AD, U+034F, U+200B-U+200F, U+2060-U+206F, U+FE00-U+FE0F, U+FEFF, the tags and variation selectors of plane 14 ...
    expect(invisible.length).toBeGreaterThan(300);
    const taken = invisible.filter((code) => {
      const character = String.fromCodePoint(code);
      return [`zw${character}form@example.com`, `zwform@exam${character}ple.com`].some((typed) => isEmailAddress(typed) || readEmailAddress(typed) !== null);
    });
    expect(taken.map((code) => `U+${code.toString(16).toUpperCase()}`)).toEqual([]);
  });

  it('reads anything, however long or odd, quickly and without throwing', () => {
    const started = performance.now();
    for (const value of [undefined, null, 42, {}, [], 'a'.repeat(100_000), `${'a.'.repeat(50_000)}@example.com`, `a@${'b-'.repeat(50_000)}.com`, '\ud800'.repeat(1000), '@'.repeat(10_000)]) {
      expect(readEmailAddress(value)).toBeNull();
    }
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('a plain ASCII domain', () => {
  /** Domains from the letters that matter to the shortcut: every length and place of hyphens, dots and digits. */
  function* domains(): Generator<string> {
    const alphabet = ['a', 'z', '0', '9', '-', '.', 'x', 'n', 'A', 'ß'];
    let seed = 7;
    const next = (most: number) => (seed = (seed * 48271) % 2147483647) % most;
    for (let count = 0; count < 20_000; count += 1) {
      const length = 1 + next(count % 10 === 0 ? 300 : 24);
      yield Array.from({ length }, () => alphabet[next(alphabet.length)]).join('');
    }
    yield* ['xn--bcher-kva.de', 'ab--cd.com', 'a.b', `${'a'.repeat(63)}.com`, `${'a'.repeat(64)}.com`, `${'a.'.repeat(126)}b`, `${'a.'.repeat(126)}bc`, 'example.com'];
  }

  it('is given back as it is, as UTS #46 gives it: the shortcut agrees with tr46 on every one it takes', () => {
    let taken = 0;
    for (const domain of domains()) {
      if (!isPlainDomain(domain)) continue;
      taken += 1;
      expect(toASCII(domain, { ...UTS46, verifyDNSLength: true }), domain).toBe(domain);
      expect(toUnicode(domain, UTS46), domain).toEqual({ domain, error: false });
    }
    expect(taken).toBeGreaterThan(1000);
  });
});
