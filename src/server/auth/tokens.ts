import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../domain/roles';

/** What the access token carries: enough for every role and scope check without a lookup. */
export interface AccessClaims {
  userId: number;
  sessionId: number;
  roles: Role[];
  lawCompanyId: number | null;
  lawCompany: { enableTrackersAutoApprove: boolean; enableShadowMode: boolean } | null;
}

export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly accessTtlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  signAccess(claims: AccessClaims): Promise<string> {
    return new SignJWT({
      sid: claims.sessionId,
      roles: claims.roles,
      lawCompanyId: claims.lawCompanyId,
      lawCompany: claims.lawCompany,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    try {
      // A token without an expiry or a subject is not one we signed: refuse it.
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'iat'] });
      const userId = Number(payload.sub);
      const sessionId = Number(payload.sid);
      if (!Number.isInteger(userId) || !Number.isInteger(sessionId)) return null;
      return {
        userId,
        sessionId,
        roles: Array.isArray(payload.roles) ? (payload.roles as Role[]) : [],
        lawCompanyId: typeof payload.lawCompanyId === 'number' ? payload.lawCompanyId : null,
        lawCompany: (payload.lawCompany as AccessClaims['lawCompany']) ?? null,
      };
    } catch {
      return null;
    }
  }
}

/** An opaque refresh token: 256 random bits. Only its hash is stored. */
export const newRefreshToken = () => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
