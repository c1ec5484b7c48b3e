import jwt from 'jsonwebtoken';

/** What an admin token says: whose it is and which session. Signed HS256 with the server's secret. */
export interface TokenClaims {
  adminId: string;
  sessionId: string;
  expiresAt: Date;
}

const ISSUER = 'finmesh';
const AUDIENCE = 'finmesh-admin';

export function signToken(secret: string, claims: TokenClaims): string {
  return jwt.sign({ role: 'admin' }, secret, {
    algorithm: 'HS256',
    subject: claims.adminId,
    jwtid: claims.sessionId,
    issuer: ISSUER,
    audience: AUDIENCE,
    expiresIn: Math.max(1, Math.floor((claims.expiresAt.getTime() - Date.now()) / 1000)),
  });
}

/** The claims of a valid token, or `null` for anything forged, altered, expired or malformed. */
export function readToken(secret: string, token: string): TokenClaims | null {
  try {
    const payload = jwt.verify(token, secret, { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE });
    if (typeof payload === 'string' || !payload.sub || !payload.jti || !payload.exp) return null;
    return { adminId: payload.sub, sessionId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}
