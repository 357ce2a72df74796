import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '../../domain/roles';
import { SessionCache } from './sessionCache';

/**
 * What the access token carries, and what `request.auth` holds. The guard (auth/guard.ts) builds
 * `request.auth` from the database at every call and refuses a token whose claims no longer match,
 * so the claims are the client's view of its rights (the console's menu), never the server's.
 */
export interface AccessClaims {
  userId: number;
  sessionId: number;
  roles: Role[];
  lawCompanyId: number | null;
  lawCompany: { enableTrackersAutoApprove: boolean; enableShadowMode: boolean } | null;
  /**
   * Signing only: what stands between the company's user and the console when the token was
   * signed (e-mail to confirm, under review, reproved), so the console's first paint shows that
   * page instead of flashing the shell. A hint: the guard never reads it (GET /auth/me decides).
   */
  gate?: RegistrationGate | null;
}

/** The registration's step that keeps a company's user out of the console (null: none). */
export type RegistrationGate = 'confirmEmail' | 'pending' | 'reproved';

/** The most verified tokens a process keeps (a few per signed-in user); beyond it, it starts over. */
const VERIFIED_MAX = 20_000;

export class TokenService {
  private readonly key: Uint8Array;
  /** The sessions' checks behind these tokens, kept until the database says they changed. */
  readonly sessionChecks = new SessionCache();

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
      ...(claims.gate ? { gate: claims.gate } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(`${this.accessTtlSeconds}s`)
      .sign(this.key);
  }

  /**
   * Tokens this process verified, with their expiry (s): a polled console sends the same token
   * every few seconds, and checking its signature again answers the same (a quarter of a polled
   * call's time went to it). Kept until they expire, at most VERIFIED_MAX; the session's state is
   * still read on every call (auth/guard.ts).
   */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  /** The claims of a valid, unexpired token; null for anything else. */
  async verifyAccess(token: string): Promise<AccessClaims | null> {
    const kept = this.verified.get(token);
    if (kept) {
      // jose's own rule: expired once `exp` <= now, in whole seconds.
      if (kept.exp > Math.floor(Date.now() / 1000)) return copyOf(kept.claims);
      this.verified.delete(token);
      return null;
    }
    const claims = await this.verifySignature(token);
    if (claims) {
      if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
      this.verified.set(token, claims);
      return copyOf(claims.claims);
    }
    return null;
  }

  private async verifySignature(token: string): Promise<{ claims: AccessClaims; exp: number } | null> {
    try {
      // A token without an expiry or a subject is not one we signed: refuse it.
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub', 'iat'],
      });
      const userId = Number(payload.sub);
      const sessionId = Number(payload.sid);
      if (!Number.isInteger(userId) || !Number.isInteger(sessionId)) return null;
      const claims: AccessClaims = {
        userId,
        sessionId,
        roles: Array.isArray(payload.roles) ? (payload.roles as Role[]) : [],
        lawCompanyId: typeof payload.lawCompanyId === 'number' ? payload.lawCompanyId : null,
        lawCompany: (payload.lawCompany as AccessClaims['lawCompany']) ?? null,
      };
      return { claims, exp: Number(payload.exp) };
    } catch {
      return null;
    }
  }
}

/** Each call its own claims: a kept token's are never shared with a caller that might change them. */
const copyOf = (c: AccessClaims): AccessClaims => ({
  ...c,
  roles: [...c.roles],
  lawCompany: c.lawCompany && { ...c.lawCompany },
});

/** An opaque refresh token: 256 random bits. Only its hash is stored. */
export const newRefreshToken = () => crypto.randomBytes(32).toString('base64url');
export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
