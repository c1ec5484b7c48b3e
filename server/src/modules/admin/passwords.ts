import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ADMIN_MESSAGES, newPassword } from '../../rules/admin.js';
import { COMPANY } from '../../rules/brand.js';
import { allOf, type Rule } from '../../rules/rule.js';

/**
 * argon2id at OWASP's recommended minimum (19 MiB, 2 passes, 1 lane); @node-rs/argon2 uses
 * argon2id by default, and the PHC string records the parameters used.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** A hash of a random password, verified against when a username does not exist, so timing reveals nothing. */
const decoyHash = hash(crypto.randomUUID(), ARGON2_OPTIONS);

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/**
 * zxcvbn-ts's list of common passwords (about 49,000, drawn from breach corpora and kept up to
 * date by that project), lower-cased: "PASSWORD1234" is as common as "password1234". Read once
 * at start-up (about 50 ms); a look-up is a Set's.
 */
const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** A new password as the server judges it without knowing whose it is: the shared rules (length), then the list only the server holds. */
export const newPasswordOnServer: Rule = allOf(newPassword, (value) => (typeof value === 'string' && isCommonPassword(value) ? ADMIN_MESSAGES.passwordCommon : null));

/** Whose password it is: the words of theirs an attacker tries first. */
export interface PasswordOwner {
  username: string;
  email?: string | null;
}

/** Words of this site anyone would try against any of its accounts. */
const SITE_WORDS = [COMPANY.name, ...COMPANY.legalName.split(/\s+/), COMPANY.city, 'admin', 'administrator', 'backoffice', 'office'];

/**
 * How many characters zxcvbn reads (the first ones). Its matching grows with the square of the
 * length (every substring against every dictionary, with l33t variants): 128 characters took 35-48 ms
 * of CPU here with its defaults, the first 40 with four l33t substitutions at most 2-4 ms, whatever
 * they are. A password whose first 40 characters are easy to guess is refused; one whose first 40
 * are not is hard to guess, whatever follows.
 */
const JUDGED_LENGTH = 40;

/**
 * The guessing model: zxcvbn-ts's common passwords and word list, keyboard layouts, repeats,
 * sequences, dates and l33t spellings ("p@ssw0rd"; four substitutions at most, which finds the
 * same weak passwords as a hundred in a fraction of the time). Built once (about 35 ms).
 */
const guessing = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: JUDGED_LENGTH, l33tMaxSubstitutions: 4 });

/**
 * The least zxcvbn score a new password needs: 3, "safely unguessable" (at least 10^8 guesses).
 * Below it are two common words run together ("kettlesunset"), a word with a year and a symbol
 * ("Password!2026", "Finmesh2026!"): guessed in hours offline, even against argon2id.
 */
const MIN_SCORE = 3;

/** What zxcvbn found most wrong (its warning), in our words. */
const PROBLEMS_OF_WARNINGS: Readonly<Record<string, string>> = {
  simpleRepeat: ADMIN_MESSAGES.passwordRepetitive,
  extendedRepeat: ADMIN_MESSAGES.passwordRepetitive,
  sequences: ADMIN_MESSAGES.passwordSequential,
  straightRow: ADMIN_MESSAGES.passwordSequential,
  keyPattern: ADMIN_MESSAGES.passwordSequential,
  userInputs: ADMIN_MESSAGES.passwordOwnWords,
  topTen: ADMIN_MESSAGES.passwordCommon,
  topHundred: ADMIN_MESSAGES.passwordCommon,
  common: ADMIN_MESSAGES.passwordCommon,
  similarToCommon: ADMIN_MESSAGES.passwordCommon,
  pwned: ADMIN_MESSAGES.passwordCommon,
};

/** Letters and digits only, lower-cased: the words a name or an address is made of. */
const wordsIn = (text: string): string[] => text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** The owner's words and the site's, whole and in parts ("priya.shah" is "priya.shah", "priya" and "shah"). */
function ownWordsOf(owner: PasswordOwner): Set<string> {
  const whole = [owner.username, owner.email ?? '', owner.email?.split('@')[0] ?? ''].map((text) => text.trim().toLowerCase()).filter(Boolean);
  return new Set([...whole, ...[...whole, ...SITE_WORDS].flatMap(wordsIn)]);
}

/**
 * Only the owner's words, spaced or punctuated, with numbers at most ("Finmesh Finmesh",
 * "priya.shah 2026"): zxcvbn finds a word repeated only when nothing stands between the repeats.
 */
function onlyOwnWords(password: string, words: ReadonlySet<string>): boolean {
  const parts = wordsIn(password);
  return parts.some((part) => words.has(part)) && parts.every((part) => words.has(part) || /^\p{N}+$/u.test(part));
}

/**
 * What is wrong with `password` as `owner`'s new password, or `null`: the rules any password must
 * meet (length, not a common one), then how easily it is guessed by someone who knows whose it is
 * (zxcvbn, with the owner's and the site's words as its `userInputs`). Checked before the password
 * is hashed; a few milliseconds at most (`JUDGED_LENGTH`).
 */
export function newPasswordProblem(password: string, owner: PasswordOwner): string | null {
  const rules = newPasswordOnServer(password);
  if (rules) return rules;
  const words = ownWordsOf(owner);
  if (onlyOwnWords(password, words)) return ADMIN_MESSAGES.passwordOwnWords;
  const { score, feedback } = guessing.check(password, [...words]);
  if (score >= MIN_SCORE) return null;
  return (feedback.warning && PROBLEMS_OF_WARNINGS[feedback.warning]) || ADMIN_MESSAGES.passwordGuessable;
}
