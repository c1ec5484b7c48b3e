import { randomBytes } from 'node:crypto';
import { Secret, TOTP as Totp } from 'otpauth';
import QRCode from 'qrcode';
import { RECOVERY_CODE_COUNT, TOTP } from '../../rules/admin.js';
import { tokenHashOf } from '../../secrets.js';

/** A new authenticator secret: 160 random bits (RFC 4226's recommendation), base32 as apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

const totpOf = (secret: string, issuer = '', label = '') =>
  new Totp({ issuer, label, algorithm: 'SHA1', digits: TOTP.digits, period: TOTP.periodSeconds, secret: Secret.fromBase32(secret) });

/** The `otpauth://` address an authenticator app reads from the QR code. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return totpOf(secret, issuer, account).toString();
}

/** The time step of `code` if it is the secret's code now or a step either side of now, else null. */
export function totpStepOf(secret: string, code: string, now = Date.now()): number | null {
  const delta = totpOf(secret).validate({ token: code.replace(/\s/g, ''), timestamp: now, window: TOTP.window });
  return delta === null ? null : Math.floor(now / 1000 / TOTP.periodSeconds) + delta;
}

/** The QR code of `uri`, drawn here (no third party sees the secret), as an SVG data address. */
export async function qrCodeOf(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** `RECOVERY_CODE_COUNT` new recovery codes, each 50 random bits as ten base32 letters and digits ("k7m2q-3xw4p"). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = [...randomBytes(10)].map((byte) => BASE32[byte % 32]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** How a recovery code is kept: the hash of its letters, whatever the case and hyphen it was typed with. */
export const recoveryCodeHash = (code: string): string => tokenHashOf(code.replace(/[\s-]/g, '').toLowerCase());
