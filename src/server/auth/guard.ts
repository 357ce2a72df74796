import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { lawCompanyAccessRefusal } from '../../domain/lawCompanies';
import { CONFIRMATION_TEXTS } from '../../domain/registration';
import { hasPermission, type Role } from '../../domain/roles';
import { USER_TEXTS } from '../../domain/users';
import type { Db } from '../db/connection';
import { lawCompanies, userSessions, users } from '../db/schema';
import { forbidden, notFound, unauthorized } from '../http/errors';
import type { AccessClaims, TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate`; null on public routes. */
    auth: AccessClaims | null;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return undefined;
}

/**
 * The per-call lookup of a session and what its user may do now: the session, the user's state,
 * roles and company, the company's state and switches. Built and prepared once (the database
 * plans it once per connection): a polled call's check is the lookup itself, not drizzle
 * assembling the same SQL again (issue 12 item 4, docs/chat.md). The guard below and the report
 * tokens (auth/reportTokens.ts) read the same row.
 */
export function prepareSessionLookup(db: Db) {
  return db
    .select({
      userId: userSessions.userId,
      revokedAt: userSessions.revokedAt,
      status: users.status,
      deletedAt: users.deletedAt,
      roles: users.roles,
      mustChangePassword: users.mustChangePassword,
      lawCompanyId: users.lawCompanyId,
      companyStatus: lawCompanies.status,
      companyReason: lawCompanies.statusReason,
      emailConfirmedAt: lawCompanies.emailConfirmedAt,
      autoApprove: lawCompanies.enableTrackersAutoApprove,
      shadowMode: lawCompanies.enableShadowMode,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .leftJoin(lawCompanies, eq(lawCompanies.id, users.lawCompanyId))
    .where(eq(userSessions.id, sql.placeholder('sessionId')))
    .limit(1)
    .prepare('auth_session_check');
}

/**
 * Verifies the access token, then checks in one indexed lookup that its session was not revoked
 * (logout, password change, stolen refresh token), that the user was not blocked or removed since,
 * and that the user's roles and law company are still the token's: all take effect at once instead
 * of when the 15-minute token expires. `request.auth` is built from what the database holds now,
 * never from the token's claims (docs/security.md "Roles").
 */
export function makeAuthenticate(
  db: Db,
  tokens: TokenService,
  tokenFromQuery = false,
  /**
   * ownSession: the user's own session (/auth/me, logout): open to a company under review or
   * reproved too. unconfirmed: also open while the company's e-mail is not confirmed (/auth/me,
   * logout and the confirmation calls only; issue 26 item 1).
   */
  { ownSession = false, unconfirmed = false }: { ownSession?: boolean; unconfirmed?: boolean } = {},
) {
  const sessionCheck = prepareSessionLookup(db);
  const authenticate = async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const query = request.query as Record<string, unknown> | undefined;
    const token =
      bearerToken(request) ?? (tokenFromQuery && typeof query?.token === 'string' ? query.token : undefined);
    if (!token) throw unauthorized();
    const claims = await tokens.verifyAccess(token);
    if (!claims) throw unauthorized();
    const row = await tokens.sessionChecks.check(
      claims.sessionId,
      async () => (await sessionCheck.execute({ sessionId: claims.sessionId }))[0],
    );
    // The token's subject must be the session's own user; a blocked law company stops its users
    // at their next call, like a blocked user: the 401 ends the console's session and says why
    // (the same text the sign-in then answers). A company under review or reproved keeps its
    // session (the console shows why, from /auth/me) but may use nothing else: 403 saying why.
    if (!row || row.userId !== claims.userId || row.revokedAt || row.deletedAt || row.status === 'blocked') {
      throw unauthorized();
    }
    const companyRefusal = row.companyStatus
      ? lawCompanyAccessRefusal({ status: row.companyStatus, statusReason: row.companyReason })
      : null;
    if (companyRefusal && row.companyStatus === 'blocked') throw unauthorized(companyRefusal);
    // A company registered but its e-mail not confirmed: nothing but confirming (and signing out).
    if (row.companyStatus !== null && row.emailConfirmedAt === null && !unconfirmed)
      throw forbidden(CONFIRMATION_TEXTS.required);
    if (companyRefusal && !ownSession) throw forbidden(companyRefusal);
    // A generated password (a new user, 'Reenviar senha') opens only the user's own session until
    // it is changed: /auth/me, change-password and logout (docs/users.md "First sign-in").
    if (row.mustChangePassword && !ownSession) throw forbidden(USER_TEXTS.mustChangePassword);
    const current: AccessClaims = {
      userId: row.userId,
      sessionId: claims.sessionId,
      roles: [...row.roles],
      lawCompanyId: row.lawCompanyId,
      lawCompany:
        row.companyStatus === null
          ? null
          : { enableTrackersAutoApprove: row.autoApprove === true, enableShadowMode: row.shadowMode === true },
    };
    // Rights changed since the token was signed (a demoted admin, a company switch turned off):
    // 401, so the client refreshes once (the refresh signs the database's roles) and retries;
    // the retry then answers per the new roles. An old token never carries old rights.
    if (!sameRights(claims, current)) throw unauthorized();
    request.auth = current;
  };
  // The OpenAPI document reads it back (http/openapi.ts): a route with this hook needs a session.
  return Object.assign(authenticate, { signsIn: true as const });
}

const sortedRoles = (roles: readonly string[]) => [...roles].sort().join(',');

/** Whether a token's claims still say what the database says of the user and the company. */
function sameRights(token: AccessClaims, current: AccessClaims): boolean {
  const a = token.lawCompany;
  const b = current.lawCompany;
  return (
    token.lawCompanyId === current.lawCompanyId &&
    sortedRoles(token.roles) === sortedRoles(current.roles) &&
    (a === null || b === null
      ? a === b
      : a.enableTrackersAutoApprove === b.enableTrackersAutoApprove && a.enableShadowMode === b.enableShadowMode)
  );
}

/** The signed-in user of a guarded route (authenticate ran before). */
export function currentUser(request: FastifyRequest): AccessClaims {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** A preHandler refusing users without one of the roles (the rule of src/domain/roles). */
export function requireRoles(required: Role | readonly Role[]) {
  const roleGuard = async function roleGuard(request: FastifyRequest) {
    const auth = currentUser(request);
    if (!hasPermission(auth.roles, required)) throw forbidden();
  };
  // The route table (http/routeTable.ts) reads the rule back, so the authorization matrix test
  // derives every route's expected answers from the same rule the guard applies.
  return Object.assign(roleGuard, { requiredRoles: typeof required === 'string' ? [required] : required });
}

/**
 * The law company a query must be limited to: null for support (sees every company), the
 * user's own company otherwise. A user with neither may not read company data at all.
 */
export function companyScope(auth: AccessClaims): number | null {
  if (hasPermission(auth.roles, 'support')) return null;
  if (auth.lawCompanyId == null) throw forbidden();
  return auth.lawCompanyId;
}

/** Another company's record answers 404, never 403: its existence is not ours to reveal. */
export function assertInScope(auth: AccessClaims, recordLawCompanyId: number | null | undefined) {
  const scope = companyScope(auth);
  if (scope !== null && scope !== recordLawCompanyId) throw notFound();
}
