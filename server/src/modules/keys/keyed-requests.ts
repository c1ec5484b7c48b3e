import { bearerOf } from '../../context.js';
import { TooManyRequestsError } from '../../domain/errors.js';
import type { RequestHook } from '../../http/app.js';
import { API_KEY_MESSAGES } from '../../rules/keys.js';
import { isApiKeyText } from './key-secret.js';

/**
 * Every request that presents a valid key, whatever it asks for: counted against the key's rate
 * limit (`API_KEY_RATE_LIMIT` a minute), answered with where it stands (`RateLimit-Limit`,
 * `RateLimit-Remaining`, `RateLimit-Reset` in seconds), and refused (429, `Retry-After`) past it.
 * A key that is revoked, expired or unknown is no credential: the route refuses the request (401)
 * as it would any other, and nothing is counted.
 */
export const countKeyedRequest: RequestHook = async (request, reply, contextOf) => {
  const bearer = bearerOf(request);
  if (!bearer || !isApiKeyText(bearer)) return;
  const context = contextOf(request);
  const principal = await context.principal();
  if (principal.kind !== 'key') return;
  const use = await context.services.keys.use(principal, { method: request.method, route: request.routeOptions.url ?? null });
  reply.header('RateLimit-Limit', String(use.limit));
  reply.header('RateLimit-Remaining', String(use.remaining));
  reply.header('RateLimit-Reset', String(use.resetSeconds));
  if (!use.admitted) throw new TooManyRequestsError(API_KEY_MESSAGES.tooManyRequests, use.resetSeconds);
};
