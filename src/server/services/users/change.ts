// The users screens' changes (spec 000 §2, §5 "Users", §7 "Users"): create or edit, 'Reenviar
// senha' and remove. Each in one transaction with its audit row and its e-mail queued; the e-mail
// is delivered once that transaction committed. Never on oneself (resend, remove), never outside
// the caller's side (404), never a role the caller may not grant (422). docs/users.md.
import crypto from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  adminUserSchema,
  rolesToStore,
  stillAdminsScope,
  ungrantedRoles,
  USER_TEXTS,
  type AdminUser,
  type UserActionResult,
} from '../../../domain/users';
import { grantableRoles, type Role } from '../../../domain/roles';
import type { AccessClaims } from '../../auth/tokens';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db/connection';
import { userSessions, users } from '../../db/schema';
import { isUniqueViolation } from '../cases/save';
import { deliverEmail, queueEmail, type MailSettings, type QueuedEmail } from '../email';
import { newPasswordEmail, newUserEmail, userRemovedEmail } from '../mail/templates';
import { conflict, invalid, notFound, parse, refused } from '../errors';
import { auditAll } from '../shared/outbox';
import { rowsOf } from '../shared/sql';
import { inScope, scopeOf, toUser } from './read';

/** What a change needs besides the database: where e-mails go, and the request's log. */
export interface UserChangeContext {
  db: Db;
  mail: MailSettings;
  log: FastifyBaseLogger;
}

// No 0/O, 1/I/l: the password is read from an e-mail and typed by hand. 12 characters of 55
// (about 69 bits), within the 6-to-20 rule of a chosen password.
const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
export function generatePassword(length = 12): string {
  let password = '';
  for (let i = 0; i < length; i++) password += PASSWORD_ALPHABET[crypto.randomInt(PASSWORD_ALPHABET.length)];
  return password;
}

interface Target {
  id: number;
  name: string;
  email: string;
  roles: Role[];
}

/**
 * Locks the caller's row and the target's, always in id order: two admins acting on each other at
 * once then queue instead of deadlocking (each change's audit row takes a key lock on its actor).
 * Then the caller, as stored now, must still administer its side, or the change is 409: the
 * admin that removed or demoted it meanwhile won.
 */
async function lockCaller(tx: Db, auth: AccessClaims, targetId?: number) {
  const ids = targetId === undefined ? [auth.userId] : [auth.userId, targetId];
  const locked = rowsOf<{ id: number; roles: string[]; lawCompanyId: number | null; status: string; removed: boolean }>(
    await tx.execute(sql`SELECT id, roles, law_company_id AS "lawCompanyId", status, deleted_at IS NOT NULL AS removed
      FROM users WHERE id IN (${sql.join(ids, sql`, `)}) ORDER BY id FOR UPDATE`),
  );
  const caller = locked.find((row) => row.id === auth.userId);
  if (!caller || !stillAdminsScope(scopeOf(auth), caller)) throw conflict(USER_TEXTS.noLongerAdmin);
}

/** The user, locked (with the caller: lockCaller), when the caller's side sees it; another side's or a removed user: 404. */
async function lockTarget(tx: Db, auth: AccessClaims, id: number): Promise<Target> {
  await lockCaller(tx, auth, id);
  const [row] = rowsOf<Target>(
    await tx.execute(
      sql`SELECT u.id, u.name, u.email, u.roles FROM users u WHERE u.id = ${id} AND ${inScope(scopeOf(auth))} FOR UPDATE`,
    ),
  );
  if (!row) throw notFound();
  return row;
}

async function assertEmailFree(tx: Db, email: string, exceptId?: number) {
  const [other] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), exceptId ? ne(users.id, exceptId) : undefined))
    .limit(1);
  if (other) throw invalid({ email: USER_TEXTS.emailTaken });
}

const deliver = (ctx: UserChangeContext, mail: QueuedEmail | null) =>
  mail ? deliverEmail(ctx.db, ctx.mail, mail, ctx.log) : undefined;

/**
 * POST /admin/users {id?, name, email, roles}: creates (a generated password e-mailed) or edits
 * a user of the caller's side. The roles asked must be ones the caller may grant; the side's base
 * role is always kept, and roles the caller cannot see are left as they were. An e-mail already
 * in use by a user not removed is 422 on the field (a removed user's address is free again).
 */
export async function save(
  ctx: UserChangeContext,
  auth: AccessClaims,
  input: unknown,
): Promise<{ created: boolean; user: AdminUser }> {
  const data = parse(adminUserSchema, input);
  if (ungrantedRoles(auth.roles, data.roles).length > 0) throw invalid({ roles: USER_TEXTS.roleNotGrantable });
  const scope = scopeOf(auth);
  const password = data.id ? null : generatePassword();
  const passwordHash = password ? await hashPassword(password) : null;
  try {
    const { user, mail } = await ctx.db.transaction(async (tx) => {
      if (data.id) {
        const target = await lockTarget(tx, auth, data.id);
        const self = target.id === auth.userId;
        // An admin changing its own grants could lock itself out of this screen: its roles stay.
        if (self && !sameRoles(data.roles, grantedOf(auth, target.roles))) throw refused(USER_TEXTS.notOnYourself);
        const roles = self ? target.roles : rolesToStore(scope.kind, auth.roles, data.roles, target.roles);
        await assertEmailFree(tx, data.email, target.id);
        const [row] = await tx
          .update(users)
          .set({ name: data.name, email: data.email, roles })
          .where(eq(users.id, target.id))
          .returning();
        await audit(tx, auth, 'user.update', row.id, { before: pick(target), after: pick(row) });
        return { user: row, mail: null };
      }
      await lockCaller(tx, auth);
      await assertEmailFree(tx, data.email);
      const roles = rolesToStore(scope.kind, auth.roles, data.roles);
      const lawCompanyId = scope.kind === 'lawCompany' ? scope.lawCompanyId : null;
      const [row] = await tx
        .insert(users)
        .values({
          name: data.name,
          email: data.email,
          roles,
          lawCompanyId,
          passwordHash: passwordHash!,
          mustChangePassword: true,
        })
        .returning();
      await audit(tx, auth, 'user.create', row.id, { after: pick(row) });
      return {
        user: row,
        mail: await queueEmail(tx, newUserEmail(row.email, row.name, password!, ctx.mail.consoleUrl)),
      };
    });
    await deliver(ctx, mail);
    return { created: !data.id, user: toUser({ ...user, created_at: user.createdAt }) };
  } catch (error) {
    // Two saves racing for one address: the unique index decides, the answer is the same 422.
    if (isUniqueViolation(error, 'users_email_key')) throw invalid({ email: USER_TEXTS.emailTaken });
    throw error;
  }
}

const grantedOf = (auth: AccessClaims, roles: readonly Role[]) =>
  roles.filter((role) => grantableRoles(auth.roles).includes(role));
const sameRoles = (a: readonly Role[], b: readonly Role[]) => [...a].sort().join() === [...b].sort().join();

const pick = (user: Target) => ({ name: user.name, email: user.email, roles: user.roles });

const audit = (tx: Db, auth: AccessClaims, action: string, id: number, data: Record<string, unknown>) =>
  auditAll(tx, [{ actorId: auth.userId, lawCompanyId: auth.lawCompanyId, action, entity: 'user', entityId: id, data }]);

function notOnYourself(auth: AccessClaims, id: number) {
  if (id === auth.userId) throw refused(USER_TEXTS.notOnYourself);
}

const endSessions = (tx: Db, id: number, reason: string) =>
  tx
    .update(userSessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(userSessions.userId, id), isNull(userSessions.revokedAt)));

/**
 * POST /admin/users/resend-password/{id}: a new generated password replaces the current one,
 * is e-mailed, and the user's open sessions end (whoever held the old password is out).
 */
export async function resendPassword(
  ctx: UserChangeContext,
  auth: AccessClaims,
  id: number,
): Promise<UserActionResult> {
  notOnYourself(auth, id);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const mail = await ctx.db.transaction(async (tx) => {
    const target = await lockTarget(tx, auth, id);
    await tx
      .update(users)
      .set({ passwordHash, mustChangePassword: true, recoveryCode: null, recoveryCodeAt: null, recoveryAttempts: 0 })
      .where(eq(users.id, id));
    await endSessions(tx, id, 'password reset by an admin');
    await audit(tx, auth, 'user.resendPassword', id, {});
    return queueEmail(tx, newPasswordEmail(target.email, target.name, password, ctx.mail.consoleUrl));
  });
  await deliver(ctx, mail);
  return { id, message: USER_TEXTS.passwordResent };
}

/**
 * DELETE /admin/users/{id}: soft delete (the row stays for the audit log and the records it
 * authored), every session revoked in the same transaction, so the guard refuses the user's
 * very next call; the user is e-mailed.
 */
export async function remove(ctx: UserChangeContext, auth: AccessClaims, id: number): Promise<UserActionResult> {
  notOnYourself(auth, id);
  const mail = await ctx.db.transaction(async (tx) => {
    const target = await lockTarget(tx, auth, id);
    await tx.update(users).set({ deletedAt: new Date() }).where(eq(users.id, id));
    await endSessions(tx, id, 'user removed');
    await audit(tx, auth, 'user.remove', id, { before: pick(target) });
    return queueEmail(tx, userRemovedEmail(target.email, target.name));
  });
  await deliver(ctx, mail);
  return { id, message: USER_TEXTS.removed };
}
