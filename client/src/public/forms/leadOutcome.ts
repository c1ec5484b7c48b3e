import { refusalOf, type Refusal } from '../../app/graphql-errors';
import type { LeadOutcome } from './messages';

/**
 * The outcome of a failed form mutation. Only the lazily loaded mutation modules import this, so
 * Apollo's error classes stay out of the pages' first download.
 */
export function leadOutcomeOf(error: unknown): LeadOutcome {
  return leadOutcomeOfRefusal(refusalOf(error));
}

/** The outcome of a refusal the server explained, or of a failure it did not (`null`). */
export function leadOutcomeOfRefusal(refusal: Refusal | null): LeadOutcome {
  if (!refusal) return { kind: 'failed' };
  if (refusal.code === 'BAD_USER_INPUT' && refusal.fields.length > 0) {
    return { kind: 'invalid', fields: refusal.fields, message: refusal.message };
  }
  return { kind: 'refused', message: refusal.message };
}

/** The outcome of a form mutation's answer: stored, or refused with the server's message; no answer is a failure. */
export function leadOutcomeOfPayload(payload: { success: boolean; message: string } | null | undefined): LeadOutcome {
  if (!payload) return { kind: 'failed' };
  return payload.success ? { kind: 'sent', message: payload.message } : { kind: 'refused', message: payload.message };
}
