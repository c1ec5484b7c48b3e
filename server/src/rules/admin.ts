import type { Role } from './access.js';
import { COMPANY } from './brand.js';
import { requiredEmail } from './email.js';
import { isBlank, type Rule } from './rule.js';

/**
 * Passwords follow NIST SP 800-63B and OWASP ASVS 5.0 level 2: long enough, not one of the
 * passwords attackers try first (common ones, repeats, sequences, the person's own words: their
 * username, the company's name), and no composition rules (an uppercase letter, a digit and a
 * symbol make "Password1!", not a strong password). The lists and the guessing model are large, so
 * only the server judges how easily a password is guessed (`modules/admin/passwords.ts`); the
 * browser checks the length, and shows the server's message.
 */
export const PASSWORD_MIN_LENGTH = 12;

/** Passwords longer than this are refused rather than silently cut (hashing cost stays bounded). */
export const PASSWORD_MAX_LENGTH = 128;

/** What every refusal of an easily guessed password ends with: what to do instead. */
const CHOOSE_ANOTHER = 'Please choose another: a few unrelated words you will remember make a strong one.';

/** The back office's sign-in, registration and password messages (spec sections 5 and 8, issues P17 and P19). */
export const ADMIN_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  allFieldsRequired: 'All fields are required',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordCommon: 'This password is one of the most commonly used passwords. Please choose another.',
  passwordRepetitive: `This password repeats a character or a pattern (like aaaa or abcabc), which makes it easy to guess. ${CHOOSE_ANOTHER}`,
  passwordSequential: `This password follows a sequence (like abcd, 1234 or qwerty), which makes it easy to guess. ${CHOOSE_ANOTHER}`,
  passwordOwnWords: `This password is made of your username, your email address or the name ${COMPANY.name}, which makes it easy to guess. ${CHOOSE_ANOTHER}`,
  passwordGuessable: `This password is too easy to guess. ${CHOOSE_ANOTHER}`,
  currentPasswordWrong: 'Your current password is not correct',
  passwordChangeRequired: `Passwords now need at least ${PASSWORD_MIN_LENGTH} characters and may not be easy to guess (a common password, a repeat, a sequence or your username). Please choose a new one to go on.`,
  passwordChanged: 'Password changed',
  emailChanged: 'Email address changed',
  usernameFormat: 'Username must be 3 to 64 characters, without spaces',
  usernameTaken: 'That username is already taken',
  invalidCredentials: 'Invalid credentials',
  registrationClosed: 'Registration is closed. An administrator must sign in to create another admin account.',
  signInRequired: 'Please sign in to continue.',
  usernameTooLong: 'Username must be at most 64 characters',
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  signedIn: 'Signed in',
  signedOut: 'Signed out',
  adminCreated: 'Admin account created',
} as const;

/** Under every new password: what makes a good one, and what is refused. */
export const PASSWORD_ADVICE = `A few unrelated words you will remember make a good one. Common passwords, repeats (aaaa), sequences (abcd, 1234, qwerty), your username and the name ${COMPANY.name} are refused.`;

/** The longest username registration allows. */
const LOGIN_USERNAME_MAX_LENGTH = 64;

/** Characters as a person counts them (an emoji is one), as NIST asks, not UTF-16 units. */
export function passwordLength(password: string): number {
  return [...password].length;
}

export interface PasswordRequirement {
  label: string;
  met: (password: string) => boolean;
}

/** The live checklist of the screens that set a password; the server enforces the same. */
export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  { label: `At least ${PASSWORD_MIN_LENGTH} characters`, met: (password) => passwordLength(password) >= PASSWORD_MIN_LENGTH },
];

/** What is wrong with a new password as far as the browser can tell, or `null` (the server also judges how easily it is guessed). */
export function passwordProblem(password: string): string | null {
  if (passwordLength(password) < PASSWORD_MIN_LENGTH) return ADMIN_MESSAGES.passwordTooShort;
  return password.length > PASSWORD_MAX_LENGTH ? ADMIN_MESSAGES.passwordTooLong : null;
}

/** Sign-in: both fields present (the username counts when trimmed). */
export const loginUsername: Rule = (value) => {
  if (typeof value !== 'string' || isBlank(value)) return ADMIN_MESSAGES.usernameRequired;
  return value.length > LOGIN_USERNAME_MAX_LENGTH ? ADMIN_MESSAGES.usernameTooLong : null;
};
export const loginPassword: Rule = (value) => enteredPassword(value, ADMIN_MESSAGES.passwordRequired);

/** A password typed to prove who one is (sign-in, the current one when changing it). */
function enteredPassword(value: unknown, missing: string): string | null {
  if (typeof value !== 'string' || value === '') return missing;
  // No password that can be set is longer, and hashing a huge one would only cost time.
  return value.length > PASSWORD_MAX_LENGTH ? ADMIN_MESSAGES.passwordTooLong : null;
}

/** Registration. */
export const newUsername: Rule = (value) => {
  if (isBlank(value) || typeof value !== 'string') return ADMIN_MESSAGES.allFieldsRequired;
  return /^\S{3,64}$/.test(value.trim()) ? null : ADMIN_MESSAGES.usernameFormat;
};
export const newPassword: Rule = (value) => {
  if (typeof value !== 'string' || value === '') return ADMIN_MESSAGES.allFieldsRequired;
  return passwordProblem(value);
};

/** Changing one's password: the current one, then a new one by the rules above. */
export const currentPassword: Rule = (value) => enteredPassword(value, ADMIN_MESSAGES.allFieldsRequired);

/** Usernames are compared without regard to case or surrounding spaces. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}

/** How long a password reset link works (issue P22): once, for this many minutes; a newer link voids it. */
export const PASSWORD_RESET_MINUTES = 30;

/** Where the reset email's link leads (the token follows in the address's fragment, so no server log or Referer sees it). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** "Forgot password?" and the page its email's link opens (issue P22). */
export const PASSWORD_RESET_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  // The same answer whether or not an account uses the address: no one learns who is a member.
  requested: `If an account uses that address, we have emailed it a link to choose a new password. The link works once, for ${PASSWORD_RESET_MINUTES} minutes.`,
  linkInvalid: 'This link to reset your password is invalid, used or expired. Ask for a new one.',
  tokenRequired: 'Open the link from the email again, all of it, or ask for a new one.',
  done: 'Your password is changed and every session of your account has ended. Sign in with your new password.',
} as const;

/** The address a reset link is asked for. */
export const resetEmail = requiredEmail(PASSWORD_RESET_MESSAGES.emailRequired, PASSWORD_RESET_MESSAGES.emailInvalid);

/** A reset link's token as the email carries it (43 characters of base64url); anything else is a cut-off link. */
export const resetToken: Rule = (value) => (typeof value === 'string' && /^[A-Za-z0-9_-]{20,128}$/.test(value) ? null : PASSWORD_RESET_MESSAGES.tokenRequired);

/** The list of sessions (issue P22). */
export const SESSION_MESSAGES = {
  notFound: 'That session has already ended.',
  memberNotFound: 'Team member not found',
  ended: 'Session ended',
} as const;

/**
 * How long a session lasts (issue P22, OWASP ASVS 5.0 V7.3): it ends after this many hours without
 * a request, and this many days after sign-in whatever its use. An Owner changes both on the Team
 * screen; these are the first run's values and the bounds.
 */
export const SESSION_POLICY = {
  idleHours: { first: 12, min: 1, max: 7 * 24 },
  maxDays: { first: 7, min: 1, max: 30 },
} as const;

/** The sign-in policy's words (the Team screen's "Sign-in policy"). */
export const SESSION_POLICY_MESSAGES = {
  idleHoursInvalid: `Inactivity limit must be a whole number of hours from ${SESSION_POLICY.idleHours.min} to ${SESSION_POLICY.idleHours.max}`,
  maxDaysInvalid: `Session length must be a whole number of days from ${SESSION_POLICY.maxDays.min} to ${SESSION_POLICY.maxDays.max}`,
  idleLongerThanMax: 'The inactivity limit must be shorter than the session length',
  twoFactorRolesInvalid: 'Choose the roles that must use two-factor authentication from the list',
  versionRequired: 'The version of the sign-in policy you changed is required',
  stale: 'Someone else changed the sign-in policy since you opened it. Reload to see their changes, then make yours again.',
  saved: 'Sign-in policy saved',
} as const;

const wholeBetween =
  (bounds: { min: number; max: number }, message: string): Rule =>
  (value) =>
    Number.isInteger(value) && (value as number) >= bounds.min && (value as number) <= bounds.max ? null : message;

export const sessionIdleHours = wholeBetween(SESSION_POLICY.idleHours, SESSION_POLICY_MESSAGES.idleHoursInvalid);
export const sessionMaxDays = wholeBetween(SESSION_POLICY.maxDays, SESSION_POLICY_MESSAGES.maxDaysInvalid);

/**
 * The second factor (issue P22, NIST SP 800-63B AAL2): an authenticator app's codes (TOTP, RFC
 * 6238: 6 digits a 30-second step, a step either side taken for clocks that drift, a code never
 * taken twice) or one of the account's recovery codes (shown once, single use).
 */
export const TOTP = { digits: 6, periodSeconds: 30, window: 1 } as const;
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes in a row that lock the second step, and how long the first lock lasts (each further wrong code after it doubles it, up to the longest). */
export const SECOND_FACTOR_LOCK = { failures: 5, firstMinutes: 5, longestMinutes: 60 } as const;
/** How long the second step of a sign-in may take after the password. */
export const SECOND_STEP_MINUTES = 5;

export const TWO_FACTOR_MESSAGES = {
  secondStep: 'Enter the 6-digit code from your authenticator app to finish signing in.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes',
  codeWrong: 'That code is not right, or was already used. Enter the newest code from your authenticator app.',
  recoveryCodeWrong: 'That recovery code is not right, or was already used.',
  locked: (minutes: number) => `Too many wrong codes. Signing in to this account is paused for ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  stepExpired: 'This sign-in took too long or was already finished. Please sign in again.',
  setupCodeWrong: 'That code is not right. Enter the code your authenticator app shows now.',
  setupNotStarted: 'Start the set-up again: scan the new QR code, then enter its code.',
  alreadyOn: 'Two-factor authentication is already on for your account.',
  notOn: 'Two-factor authentication is not on for your account.',
  enabled: 'Two-factor authentication is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor authentication is off.',
  codesMade: 'New recovery codes are ready. The old ones no longer work.',
  setupRequired: 'Your team requires two-factor authentication for your role. Set it up to go on.',
  requiredByPolicy: 'Your team requires two-factor authentication for your role, so it cannot be turned off.',
} as const;

/**
 * Step-up ("sudo mode", issue P22): the operations that hand out data or access (exports, a
 * person's data, API keys, webhooks, roles, removing a member, the sign-in policy) need a proof of
 * the member from the last minutes: their sign-in, or the password or a code asked for again.
 */
export const STEP_UP_MINUTES = 10;

export const STEP_UP_MESSAGES = {
  required: 'Confirm it is you to go on: enter your password or a code from your authenticator app.',
  proofRequired: 'Enter your password, or a code from your authenticator app',
  noSecondFactor: 'Two-factor authentication is not on for your account: enter your password instead.',
  confirmed: 'Thanks, that is you. You will not be asked again for 10 minutes.',
} as const;

/** The roles that must sign in with two factors until an Owner saves a sign-in policy: `TWO_FACTOR_ROLES`, Owners and Admins by default. */
export const TWO_FACTOR_ROLES_FIRST: readonly Role[] = ['owner', 'admin'];

/** What the second step takes: an authenticator code (6 digits, spaces allowed) or a recovery code (10 letters and digits, a hyphen allowed). */
export function secondFactorCodeKind(value: string): 'totp' | 'recovery' | null {
  const compact = value.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(compact)) return 'totp';
  return /^[a-z2-7]{10}$/.test(compact) ? 'recovery' : null;
}

export const secondFactorCode: Rule = (value) => (typeof value === 'string' && value.length <= 32 && secondFactorCodeKind(value) ? null : TWO_FACTOR_MESSAGES.codeRequired);
export const totpCode: Rule = (value) => (typeof value === 'string' && value.length <= 32 && secondFactorCodeKind(value) === 'totp' ? null : TWO_FACTOR_MESSAGES.codeRequired);
