import crypto from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { changePasswordSchema, loginSchema, recoverySchema, refreshSchema } from '../../domain/schemas/auth';
import { lawCompanyAccessRefusal } from '../../domain/lawCompanies';
import type { AppContext } from '../context';
import type { Db } from '../db/connection';
import { lawCompanies, refreshTokens, userSessions, users } from '../db/schema';
import { forbidden, invalid, ServiceError, unauthenticated } from './errors';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../auth/passwords';
import { hashToken, newRefreshToken, type RegistrationGate } from '../auth/tokens';
import type { WorkQueue } from './background';
import { deliverEmail, queueEmail } from './email';
import { recoveryEmail } from './mail/templates';

export const AUTH_TEXTS = {
  wrongCredentials: 'E-mail ou senha inválidos.',
  blockedUser: 'Usuário bloqueado. Entre em contato com o suporte.',
  invalidRefresh: 'Sessão expirada. Entre novamente.',
  wrongCurrentPassword: 'Senha atual incorreta.',
  invalidCode: 'Código inválido ou expirado.',
} as const;

const RECOVERY_TTL_MS = 30 * 60 * 1000;
const RECOVERY_MAX_ATTEMPTS = 5;
// No 0/O or 1/I: the code is read from an e-mail and typed by hand.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export interface ClientInfo {
  ip: string;
  deviceName?: string | null;
  notificationToken?: string | null;
  app?: boolean;
}

type UserRow = typeof users.$inferSelect;
type CompanyRow = typeof lawCompanies.$inferSelect;

async function findUserWithCompany(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ user: users, company: lawCompanies })
    .from(users)
    .leftJoin(lawCompanies, eq(lawCompanies.id, users.lawCompanyId))
    .where(and(where, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** Sessions opened from an address this long ago still make it "known" (AuthLimits.beforeLogin). */
const KNOWN_ADDRESS_DAYS = 30;

/** Whether the account has signed in from this address lately: its owner, most likely. */
async function hasSignedInFrom(db: Db, email: string, ip: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userSessions.id })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(users.email, email),
        // A removed user's address may belong to someone new now (users_email_key is partial).
        isNull(users.deletedAt),
        eq(userSessions.ip, ip),
        gt(userSessions.createdAt, new Date(Date.now() - KNOWN_ADDRESS_DAYS * 86_400_000)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Why this user may not hold a session now, or null when they may. */
function accessRefusal(user: UserRow, company: CompanyRow | null): ServiceError | null {
  if (user.status === 'blocked') return forbidden(AUTH_TEXTS.blockedUser);
  // A blocked company's users may not sign in (the text says why: domain/lawCompanies). One under
  // review or reproved signs in (the public registration does at once) and sees why it may do
  // nothing else (auth/guard.ts answers 403; the console shows the registration's status).
  return company?.status === 'blocked' ? forbidden(lawCompanyAccessRefusal(company) ?? undefined) : null;
}

/** The step of its registration a company is at, if it keeps its users out (tokens.ts `gate`). */
export function registrationGate(company: CompanyRow | null): RegistrationGate | null {
  if (!company || company.status === 'blocked') return null;
  if (!company.emailConfirmedAt) return 'confirmEmail';
  if (company.status === 'pending' || company.status === 'reproved') return company.status;
  return null;
}

async function issueTokens(
  ctx: AppContext,
  db: Db,
  user: UserRow,
  company: CompanyRow | null,
  sessionId: number,
): Promise<TokenPair> {
  const refreshToken = newRefreshToken();
  const expiresAt = new Date(Date.now() + ctx.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  await db.insert(refreshTokens).values({ sessionId, tokenHash: hashToken(refreshToken), expiresAt });
  const accessToken = await ctx.tokens.signAccess({
    userId: user.id,
    sessionId,
    roles: user.roles,
    lawCompanyId: user.lawCompanyId,
    lawCompany: company
      ? {
          enableTrackersAutoApprove: company.enableTrackersAutoApprove,
          enableShadowMode: company.enableShadowMode,
        }
      : null,
    gate: registrationGate(company),
  });
  return { accessToken, refreshToken };
}

/** Opens a new session for a user whose credentials were just proven. */
export async function openSession(
  ctx: AppContext,
  user: UserRow,
  company: CompanyRow | null,
  client: ClientInfo,
): Promise<TokenPair> {
  return ctx.database.db.transaction(async (tx) => {
    const [session] = await tx
      .insert(userSessions)
      .values({
        userId: user.id,
        device: client.deviceName ?? null,
        notificationToken: client.notificationToken ?? null,
        ip: client.ip,
        app: client.app ?? false,
        lastUsedAt: new Date(),
      })
      .returning({ id: userSessions.id });
    return issueTokens(ctx, tx as unknown as Db, user, company, session.id);
  });
}

export async function login(ctx: AppContext, input: z.output<typeof loginSchema>, ip: string): Promise<TokenPair> {
  const { limits, database } = ctx;
  // Counted before the password is checked: parallel guesses past the budget never reach it.
  await limits.beforeLogin(input.email, ip, () => hasSignedInFrom(database.db, input.email, ip));
  const row = await findUserWithCompany(database.db, eq(users.email, input.email));
  const valid = row
    ? await verifyPassword(row.user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  if (!row || !valid) throw unauthenticated(AUTH_TEXTS.wrongCredentials);
  const refusal = accessRefusal(row.user, row.company);
  if (refusal) throw refusal;
  await limits.afterLogin(input.email, ip);
  return openSession(ctx, row.user, row.company, {
    ip,
    deviceName: input.deviceName,
    notificationToken: input.notificationToken,
    app: input.app,
  });
}

/**
 * Rotates a refresh token. A token replaced less than the grace ago still works (a retried
 * call after a lost answer); one replaced longer ago was stolen or leaked, so the whole
 * session is revoked. Roles and company flags are read afresh at every refresh.
 */
export async function refresh(ctx: AppContext, input: z.output<typeof refreshSchema>): Promise<TokenPair> {
  const graceMs = ctx.config.REFRESH_GRACE_SECONDS * 1000;
  const tokenHash = hashToken(input.refreshToken);
  const outcome = await ctx.database.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    // Marking the token replaced first makes two concurrent refreshes see one winner.
    const [token] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, tokenHash))
      .for('update')
      .limit(1);
    if (!token || token.expiresAt.getTime() <= Date.now()) return { error: unauthenticated(AUTH_TEXTS.invalidRefresh) };
    const [session] = await db.select().from(userSessions).where(eq(userSessions.id, token.sessionId)).limit(1);
    if (!session || session.revokedAt) return { error: unauthenticated(AUTH_TEXTS.invalidRefresh) };
    if (token.replacedAt && Date.now() - token.replacedAt.getTime() > graceMs) {
      await db
        .update(userSessions)
        .set({ revokedAt: new Date(), revokedReason: 'refresh token reused after rotation' })
        .where(eq(userSessions.id, session.id));
      return { error: unauthenticated(AUTH_TEXTS.invalidRefresh) };
    }
    const row = await findUserWithCompany(db, eq(users.id, session.userId));
    const refusal = row ? accessRefusal(row.user, row.company) : unauthenticated(AUTH_TEXTS.invalidRefresh);
    if (!row || refusal) return { error: refusal ?? unauthenticated(AUTH_TEXTS.invalidRefresh) };
    if (!token.replacedAt) {
      await db.update(refreshTokens).set({ replacedAt: new Date() }).where(eq(refreshTokens.id, token.id));
    }
    await db
      .update(userSessions)
      .set({
        lastUsedAt: new Date(),
        ...(input.notificationToken ? { notificationToken: input.notificationToken } : {}),
      })
      .where(eq(userSessions.id, session.id));
    return { tokens: await issueTokens(ctx, db, row.user, row.company, session.id) };
  });
  // The revocation above must commit, so the refusal is thrown only after the transaction.
  if ('error' in outcome) throw outcome.error;
  return outcome.tokens;
}

export async function logout(ctx: AppContext, sessionId: number) {
  await ctx.database.db
    .update(userSessions)
    .set({ revokedAt: new Date(), revokedReason: 'logout' })
    .where(and(eq(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
}

/** Changes the password and ends every other session of the user (this one stays signed in). */
export async function changePassword(
  ctx: AppContext,
  userId: number,
  sessionId: number,
  input: z.output<typeof changePasswordSchema>,
) {
  const { db } = ctx.database;
  // Counted before the current password is checked, like a sign-in: a stolen session gets M tries.
  await ctx.limits.beforePasswordChange(userId);
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw invalid({ currentPassword: AUTH_TEXTS.wrongCurrentPassword });
  }
  await ctx.limits.afterPasswordChange(userId);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // The user's own password now: a generated one no longer holds the console back. Only over the
    // hash just verified: a change that committed meanwhile (a double click, another tab) made the
    // current password this call was given a former one, and this call is refused as it would be now.
    const changed = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false })
      .where(and(eq(users.id, userId), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (changed.length === 0) throw invalid({ currentPassword: AUTH_TEXTS.wrongCurrentPassword });
    await tx
      .update(userSessions)
      .set({ revokedAt: new Date(), revokedReason: 'password changed' })
      .where(and(eq(userSessions.userId, userId), ne(userSessions.id, sessionId), isNull(userSessions.revokedAt)));
  });
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[crypto.randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Asks for a recovery code. Only the limits are counted before the answer; finding the user,
 * creating the code and writing the e-mail are queued to run after it, so the answer is the same,
 * and takes the same time, whether or not the e-mail exists.
 */
export async function sendRecovery(
  ctx: AppContext,
  email: string,
  ip: string,
  work: WorkQueue,
  log: FastifyBaseLogger,
): Promise<void> {
  await ctx.limits.beforeRecovery(email, ip);
  work.push('send-recovery', () => createRecoveryCode(ctx, email, log), log);
}

/** The queued half of sendRecovery: a new code for a known e-mail, and its e-mail. */
async function createRecoveryCode(ctx: AppContext, email: string, log: FastifyBaseLogger) {
  const { db } = ctx.database;
  const [user] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  if (!user) return;
  const code = newRecoveryCode();
  const codeHash = await hashPassword(code);
  const mail = await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ recoveryCode: codeHash, recoveryCodeAt: new Date(), recoveryAttempts: 0 })
      .where(eq(users.id, user.id));
    return queueEmail(tx, recoveryEmail(email, user.name, code));
  });
  // Only once the code is stored: an e-mail never carries a code that was rolled back.
  await deliverEmail(db, ctx.config, mail, log);
}

/** Sets a new password from a recovery code, ends every session, and signs in on a new one. */
export async function recover(
  ctx: AppContext,
  input: z.output<typeof recoverySchema>,
  client: ClientInfo,
): Promise<TokenPair> {
  await ctx.limits.beforeRecovery(input.email, client.ip);
  const { db } = ctx.database;
  const row = await findUserWithCompany(db, eq(users.email, input.email));
  const user = row?.user;
  // One try of the code's five is claimed by ONE guarded statement before the code is checked:
  // parallel tries cannot check it more than five times. It runs for an unknown e-mail too (and
  // matches nothing), and every call verifies one argon2 hash, the dummy's when there is no code
  // to check: known or not, with a code or not, the answer takes the same time (issue 39 item 2).
  const [claimed] = await db
    .update(users)
    .set({ recoveryAttempts: sql`${users.recoveryAttempts} + 1` })
    .where(
      and(
        eq(users.email, input.email),
        isNull(users.deletedAt),
        isNotNull(users.recoveryCode),
        gt(users.recoveryCodeAt, new Date(Date.now() - RECOVERY_TTL_MS)),
        lt(users.recoveryAttempts, RECOVERY_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: users.id, recoveryCode: users.recoveryCode });
  const code = input.code.toUpperCase();
  const matches = claimed?.recoveryCode
    ? await verifyPassword(claimed.recoveryCode, code)
    : await verifyAgainstDummy(code);
  if (!row || !user || claimed?.id !== user.id || !claimed.recoveryCode || !matches) {
    throw invalid({ code: AUTH_TEXTS.invalidCode });
  }
  const codeHash = claimed.recoveryCode;
  const refusal = accessRefusal(user, row.company);
  if (refusal) throw refusal;
  const passwordHash = await hashPassword(input.password);
  const used = await db.transaction(async (tx) => {
    // Single use: only the call that still finds this code sets the password.
    const done = await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: false, recoveryCode: null, recoveryCodeAt: null, recoveryAttempts: 0 })
      .where(and(eq(users.id, user.id), eq(users.recoveryCode, codeHash)))
      .returning({ id: users.id });
    if (done.length === 0) return false;
    await tx
      .update(userSessions)
      .set({ revokedAt: new Date(), revokedReason: 'password recovered' })
      .where(and(eq(userSessions.userId, user.id), isNull(userSessions.revokedAt)));
    return true;
  });
  if (!used) throw invalid({ code: AUTH_TEXTS.invalidCode });
  return openSession(ctx, { ...user, passwordHash }, row.company, client);
}

/** GET /auth/me: who is signed in, with the law company the console needs. */
export async function me(ctx: AppContext, userId: number) {
  const row = await findUserWithCompany(ctx.database.db, eq(users.id, userId));
  if (!row) throw unauthenticated();
  const { user, company } = row;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    roles: user.roles,
    /** A generated password (new user, 'Reenviar senha'): the console asks for a new one first. */
    mustChangePassword: user.mustChangePassword,
    lawCompany: company
      ? {
          id: company.id,
          name: company.name,
          companyName: company.companyName,
          document: company.document,
          status: company.status,
          statusReason: company.statusReason,
          enableTrackersAutoApprove: company.enableTrackersAutoApprove,
          enableShadowMode: company.enableShadowMode,
          // The registration's pages (issue 26): confirming the e-mail, correcting a reproved one.
          emailConfirmed: company.emailConfirmedAt !== null,
          emailCodeSentAt: company.emailCodeSentAt,
          contactName: company.contactName,
          contactEmail: company.contactEmail,
          contactPhone: company.contactPhone,
          contactWhatsapp: company.contactWhatsapp,
          address: {
            zipcode: company.zipcode,
            state: company.state,
            city: company.city,
            neighborhood: company.neighborhood,
            street: company.street,
            number: company.number,
            complement: company.complement,
          },
        }
      : null,
  };
}
