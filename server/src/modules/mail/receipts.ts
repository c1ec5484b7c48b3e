import type { SiteSettings } from '../settings/settings.service.js';
import type { OutgoingEmail } from './outbox.js';
import { keptFor } from './kept.js';

/**
 * Receipts: the mail a public form sends to the address it was given. Anyone can type anyone's
 * address, so a receipt says only what we say (what arrived, when, and how to reach us) and
 * carries none of the sender's words; else the form would mail a stranger's text from our address.
 */

/** The longest first name a greeting takes, counted in letters (with the spaces, dots, hyphens and apostrophes between). */
export const GREETING_NAME_MAX = 40;

/** Combining marks a letter may carry (a Devanagari vowel sign, a nukta and an anusvara; not a tower of accents). */
const LETTER = String.raw`(?:\p{L}\p{M}{0,4})`;
/** A word of a name: letters with apostrophes inside (O'Brien, D’Souza), perhaps closing with a dot (St., Jr.); or initials (J.R.R.). */
const NAME_WORD = new RegExp(String.raw`^(?:${LETTER}+(?:['’]${LETTER}+)*\.?|(?:${LETTER}\.)+)$`, 'u');
const MARK = /\p{M}/gu;

/**
 * The first name as typed when it is a plain name: words of letters of any script, between
 * single spaces or hyphens, at most `GREETING_NAME_MAX` letters; otherwise `null`. A dot only
 * closes a word, so no name can read as a link (evil.example).
 */
export function plainFirstName(firstName: string | null | undefined): string | null {
  const name = firstName?.normalize('NFC').trim() ?? '';
  // Counted before the pattern runs, so a long text costs nothing.
  if (name === '' || [...name.replace(MARK, '')].length > GREETING_NAME_MAX) return null;
  return name.split(/[ -]/).every((word) => NAME_WORD.test(word)) ? name : null;
}

/** "Hello Ananya", or "Hello" when the first name is not a plain name. */
export function greeting(firstName: string | null | undefined): string {
  const name = plainFirstName(firstName);
  return name ? `Hello ${name}` : 'Hello';
}

const UTC_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: 'UTC' });

/** A moment as a receipt or a notice states it: "Tuesday, 5 May 2026 at 10:04 UTC". */
export function utcTime(date: Date): string {
  return `${UTC_TIME.format(date)} UTC`;
}

/** "Thursday, 11 March 2030 at 09:30 (Asia/Kolkata)": a moment on the clocks of `timeZone` (an IANA name; UTC as `utcTime` says it). */
export function zonedTime(date: Date, timeZone: string): string {
  if (timeZone === 'UTC') return utcTime(date);
  // Every booking's mail of an event names the same two moments: each is written once.
  return keptFor(zonedTimes, `${timeZone} ${date.getTime()}`, () => `${clockOf(timeZone).format(date)} (${timeZone})`, 500);
}

const zonedTimes = new Map<string, string>();

/** One formatter per zone, made on first use: making one costs far more than formatting (every booking's mail names two times). */
const clocks = new Map<string, Intl.DateTimeFormat>();
// Zones are IANA names (a few hundred).
const clockOf = (timeZone: string): Intl.DateTimeFormat => keptFor(clocks, timeZone, () => new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone }), 1000);

/**
 * How a mail names the site and says how to reach it: the site's settings as the mail is written
 * (`SettingsService.current`), so a renamed site's mail says its new name.
 */
export type MailSite = Pick<SiteSettings, 'siteName' | 'contactEmail' | 'phone'>;

/** How to reach the company, closing every receipt. */
export const reachUs = (site: MailSite): string => `Questions? Write to ${site.contactEmail} or call ${site.phone} on working days.`;

/** What a receipt is made of: our words only. */
export interface ReceiptContent {
  kind: string;
  /** The address the form was given, and the first name typed with it (greeted by only when plain). */
  to: { email: string; firstName?: string | null };
  subject: string;
  /** By default the greeting ("Hello Ananya"). */
  heading?: string;
  /** What we received and when, and what happens next. */
  paragraphs: readonly string[];
  /** Small print; by default, what to do about a receipt for something one never sent. */
  footnote?: string;
  headers?: Record<string, string>;
  /** The site it is from: how it closes (`reachUs`). */
  site: MailSite;
}

/** A receipt, addressed and greeted by first name only when it is a plain name. */
export function receipt({ kind, to, subject, heading, paragraphs, footnote, headers, site }: ReceiptContent): OutgoingEmail {
  const name = plainFirstName(to.firstName);
  return {
    kind,
    to: name ? { address: to.email, name } : { address: to.email },
    content: {
      subject,
      heading: heading ?? greeting(name),
      paragraphs: [...paragraphs, reachUs(site)],
      footnote:
        footnote ?? `For your security this email does not repeat what was sent. If it was not you, someone else entered your address: you can ignore this email, or tell us at ${site.contactEmail}.`,
    },
    ...(headers ? { headers } : {}),
  };
}
