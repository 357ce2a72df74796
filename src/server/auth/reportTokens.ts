import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { lawCompanyAccessRefusal } from '../../domain/lawCompanies';
import type { Role } from '../../domain/roles';
import type { Db } from '../db/connection';
import { prepareSessionLookup } from './guard';

/** The one thing a report token opens: the all-trackers report (routes/analytics.ts). */
export const REPORT_TOKEN_PURPOSE = 'analytics-report';

/**
 * How long a report tab's links (sort, pages, 'Baixar .xlsx') keep working: the page has no
 * script, so it cannot renew its token; past this it says to open the report again. Short,
 * because the token sits in the tab's address and history; the session is checked anyway.
 */
export const REPORT_TOKEN_TTL_SECONDS = 15 * 60;

export interface ReportClaims {
  userId: number;
  sessionId: number;
}

/**
 * Tokens for the report tab's address, so the session's access token never travels in a URL.
 * Signed with a key derived from the server's secret for this purpose alone: an access token is
 * never a report token, nor a report token an access token (TokenService refuses its signature),
 * even before the `purpose` claim is read.
 */
export class ReportTokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds = REPORT_TOKEN_TTL_SECONDS,
  ) {
    this.key = new Uint8Array(
      crypto.createHmac('sha256', secret).update(`recupera:${REPORT_TOKEN_PURPOSE}:v1`).digest(),
    );
  }

  async sign(claims: ReportClaims, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    const expiresAt = issuedAt + this.ttlSeconds;
    const token = await new SignJWT({ purpose: REPORT_TOKEN_PURPOSE, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  /** The claims of a valid, unexpired report token; null for anything else (access tokens included). */
  async verify(token: string): Promise<ReportClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        requiredClaims: ['exp', 'sub', 'iat'],
      });
      if (payload.purpose !== REPORT_TOKEN_PURPOSE) return null;
      const userId = Number(payload.sub);
      const sessionId = Number(payload.sid);
      if (!Number.isInteger(userId) || !Number.isInteger(sessionId)) return null;
      return { userId, sessionId };
    } catch {
      return null;
    }
  }
}

export interface ReportSession {
  userId: number;
  sessionId: number;
  /** The user's roles now, read from the database (not the ones they had when the token was made). */
  roles: Role[];
  lawCompanyId: number | null;
}

/**
 * The state behind a report token, read on every request of the report: the session not ended
 * (sign-out, password change), the user neither removed nor blocked, their company (if any)
 * active, and their current roles. Null when the token must not open anything any more.
 * The guard's own lookup (auth/guard.ts), with the report's rule: no company under review either.
 */
export function makeReportSessionCheck(db: Db) {
  const lookup = prepareSessionLookup(db);
  return async function reportSession(claims: ReportClaims): Promise<ReportSession | null> {
    const [row] = await lookup.execute({ sessionId: claims.sessionId });
    if (!row || row.userId !== claims.userId || row.revokedAt || row.deletedAt || row.status === 'blocked') return null;
    if (row.companyStatus && lawCompanyAccessRefusal({ status: row.companyStatus, statusReason: row.companyReason }))
      return null;
    return { userId: row.userId, sessionId: claims.sessionId, roles: row.roles, lawCompanyId: row.lawCompanyId };
  };
}
