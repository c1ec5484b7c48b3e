import { isPermission, PERMISSIONS, type Permission } from './access.js';
import { allOf, isBlank, optionalText, type Rule } from './rule.js';

/**
 * API keys (issue P15): what an integrator's key may be given and how it is refused. Shared by the
 * server and the back office's API keys screen.
 */

/** How every key begins, so a leaked one is recognised (by a secret scanner, or a person) for what it is. */
export const API_KEY_PREFIX = 'fm_live_';

/** How much of a key the lists show (the prefix and four characters of the secret): enough to tell keys apart. */
export const API_KEY_SHOWN_LENGTH = 12;

/**
 * Managing the team, API keys and webhooks is not for keys: a leaked key must not be able to let
 * anyone in, to make itself a new key that outlives the revocation of the old one, or to send the
 * data somewhere else. Those stay with Owners
 * signed in to the back office.
 */
export const PERMISSIONS_NOT_FOR_KEYS: readonly Permission[] = ['team:manage', 'keys:manage', 'webhooks:manage'];

/** What a key may be given: every permission but those (a `:write` brings its `:read`, as for roles). */
export const API_KEY_SCOPES: readonly Permission[] = PERMISSIONS.filter((permission) => !PERMISSIONS_NOT_FOR_KEYS.includes(permission));

export const isApiKeyScope = (value: string): value is Permission => isPermission(value) && !PERMISSIONS_NOT_FOR_KEYS.includes(value);

/** What a key is now: usable, past its expiry, or revoked (for good). */
export const API_KEY_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

export const API_KEY_NAME_MAX_LENGTH = 100;

export const API_KEY_MESSAGES = {
  nameRequired: 'Name is required',
  scopesRequired: 'Choose at least one scope',
  scopeUnknown: `Scopes must be one or more of ${API_KEY_SCOPES.join(', ')}`,
  scopeNotForKeys: `An API key cannot be given ${PERMISSIONS_NOT_FOR_KEYS.slice(0, -1).join(', ')} or ${PERMISSIONS_NOT_FOR_KEYS.at(-1)}: managing the team, API keys and webhooks is for Owners signed in to the back office`,
  expiryInvalid: 'Expiry must be a date and time with its offset, such as 2027-01-31T00:00:00Z',
  expiryPast: 'Expiry must be in the future',
  created: 'API key created. Copy its secret now: it is not shown again.',
  revoked: 'API key revoked: it stops working at once',
  notFound: 'API key not found',
  alreadyRevoked: 'This API key is already revoked',
  tooManyRequests: 'Too many requests with this API key. Please wait for the next minute and try again.',
} as const;

export const apiKeyName: Rule = allOf((value) => (isBlank(value) ? API_KEY_MESSAGES.nameRequired : null), optionalText('Name', API_KEY_NAME_MAX_LENGTH));

export const apiKeyScopes: Rule = (value) => {
  if (isBlank(value) || (Array.isArray(value) && value.length === 0)) return API_KEY_MESSAGES.scopesRequired;
  if (!Array.isArray(value) || !value.every((scope) => typeof scope === 'string' && isPermission(scope))) return API_KEY_MESSAGES.scopeUnknown;
  return value.some((scope) => PERMISSIONS_NOT_FOR_KEYS.includes(scope as Permission)) ? API_KEY_MESSAGES.scopeNotForKeys : null;
};

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** An instant written in ISO 8601 with its offset, or `null` when the text is not one (`2027-02-30T…` included). */
export function instantOf(text: string): Date | null {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCFullYear() !== year || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return null;
  const instant = new Date(text.trim());
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** A key's expiry: none (left out or blank: the key works until revoked), or an instant after `now`. */
export function apiKeyExpiry(now: () => number = Date.now): Rule {
  return (value) => {
    if (isBlank(value)) return null;
    const instant = typeof value === 'string' ? instantOf(value) : null;
    if (!instant) return API_KEY_MESSAGES.expiryInvalid;
    return instant.getTime() > now() ? null : API_KEY_MESSAGES.expiryPast;
  };
}
