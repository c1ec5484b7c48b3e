import { createHash } from 'node:crypto';

/** The hash an invitation keeps of its link's token (the token itself is only in the email). */
export const inviteTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The filter of invitations that can still be accepted: not used, not revoked, not expired. A
 * function, so each query compares with the time it runs at.
 */
export const pendingInvite = () => ({ usedAt: null, revokedAt: null, expiresAt: { $gt: new Date() } });
