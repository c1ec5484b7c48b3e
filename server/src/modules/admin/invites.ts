/**
 * The filter of invitations that can still be accepted: not used, not revoked, not expired. A
 * function, so each query compares with the time it runs at.
 */
export const pendingInvite = () => ({ usedAt: null, revokedAt: null, expiresAt: { $gt: new Date() } });
