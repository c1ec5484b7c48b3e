import { isBlank, type Rule } from './rule.js';

/** The back office's sign-in and registration messages (spec sections 5 and 8). */
export const ADMIN_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  allFieldsRequired: 'All fields are required',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordWeak: 'Please ensure your password meets all requirements',
  usernameFormat: 'Username must be 3 to 64 characters, without spaces',
  usernameTaken: 'That username is already taken',
  invalidCredentials: 'Invalid credentials',
  registrationClosed: 'Registration is closed. An administrator must sign in to create another admin account.',
  signInRequired: 'Please sign in to continue.',
  usernameTooLong: 'Username must be at most 64 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  signedIn: 'Signed in',
  signedOut: 'Signed out',
  adminCreated: 'Admin account created',
} as const;

/** The special characters the spec's password rule counts. */
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

/** The longest username registration allows. */
const LOGIN_USERNAME_MAX_LENGTH = 64;

/** Passwords longer than this are refused rather than silently cut (hashing cost stays bounded). */
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordRequirement {
  label: string;
  met: (password: string) => boolean;
}

/** The live checklist of the Register screen; the server enforces the same list. */
export const PASSWORD_REQUIREMENTS: readonly PasswordRequirement[] = [
  { label: 'At least 8 characters', met: (password) => password.length >= 8 },
  { label: 'One uppercase letter', met: (password) => /[A-Z]/.test(password) },
  { label: 'One number', met: (password) => /\d/.test(password) },
  {
    label: `One special character (${PASSWORD_SPECIAL_CHARACTERS})`,
    met: (password) => [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)),
  },
];

export function isStrongPassword(password: string): boolean {
  return password.length <= PASSWORD_MAX_LENGTH && PASSWORD_REQUIREMENTS.every((requirement) => requirement.met(password));
}

/** Sign-in: both fields present (the username counts when trimmed). */
export const loginUsername: Rule = (value) => {
  if (typeof value !== 'string' || isBlank(value)) return ADMIN_MESSAGES.usernameRequired;
  return value.length > LOGIN_USERNAME_MAX_LENGTH ? ADMIN_MESSAGES.usernameTooLong : null;
};
export const loginPassword: Rule = (value) => {
  if (typeof value !== 'string' || value === '') return ADMIN_MESSAGES.passwordRequired;
  // No password that can be set is longer, and hashing a huge one would only cost time.
  return value.length > PASSWORD_MAX_LENGTH ? ADMIN_MESSAGES.passwordTooLong : null;
};

/** Registration. */
export const newUsername: Rule = (value) => {
  if (isBlank(value) || typeof value !== 'string') return ADMIN_MESSAGES.allFieldsRequired;
  return /^\S{3,64}$/.test(value.trim()) ? null : ADMIN_MESSAGES.usernameFormat;
};
export const newPassword: Rule = (value) => {
  if (typeof value !== 'string' || value === '') return ADMIN_MESSAGES.allFieldsRequired;
  return isStrongPassword(value) ? null : ADMIN_MESSAGES.passwordWeak;
};

/** Usernames are compared without regard to case or surrounding spaces. */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}
