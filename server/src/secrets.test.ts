import { describe, expect, it } from 'vitest';
import { deriveKey, hasValidSignature, sign, signatureOf, unsign } from './secrets.js';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const key = deriveKey('a-server-secret-long-enough-for-the-tests-0123456789', 'tests');

describe('signatures', () => {
  it('accepts the signature of a value, and round-trips a signed token', () => {
    expect(hasValidSignature(key, 'resumes/a.pdf:1700000000', signatureOf(key, 'resumes/a.pdf:1700000000'))).toBe(true);
    expect(unsign(key, sign(key, 'subscriber 42'))).toBe('subscriber 42');
  });

  it('refuses a signature with any character changed, even one that decodes to the same bytes', () => {
    const signature = signatureOf(key, 'resumes/a.pdf:1700000000');
    // 32 bytes take 43 characters; the last one carries 4 bits and 2 spare ones, so flipping a spare bit spells the same bytes.
    const last = ALPHABET.indexOf(signature.at(-1) as string);
    const respelled = `${signature.slice(0, -1)}${ALPHABET[last ^ 1]}`;
    expect(Buffer.from(respelled, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    expect(hasValidSignature(key, 'resumes/a.pdf:1700000000', respelled)).toBe(false);
    expect(hasValidSignature(key, 'resumes/a.pdf:1700000001', signature)).toBe(false);
    expect(hasValidSignature(key, 'resumes/a.pdf:1700000000', `${signature}=`)).toBe(false);
  });
});
