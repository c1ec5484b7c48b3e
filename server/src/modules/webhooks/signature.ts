import { createHmac, randomBytes } from 'node:crypto';

/** Standard Webhooks' prefix of a signing secret. */
const SECRET_PREFIX = 'whsec_';

/** A new signing secret: `whsec_` and the base64 of 32 random bytes (padded base64, as the reference libraries read it). */
export const newWebhookSecret = (): string => SECRET_PREFIX + randomBytes(32).toString('base64');

/**
 * The Standard Webhooks headers of one attempt: `webhook-timestamp` in seconds at the attempt,
 * and `webhook-signature` `v1,` + base64 HMAC-SHA256 of `id.timestamp.body` keyed by the secret's bytes.
 */
export function signedHeaders(secret: string, webhookId: string, body: string, at: Date): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000).toString();
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  const signature = createHmac('sha256', key).update(`${webhookId}.${timestamp}.${body}`).digest('base64');
  return { 'webhook-id': webhookId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
