// The registering e-mail is confirmed (issue 26 item 1; docs/public.md "E-mail confirmation"):
// a 6-digit code e-mailed through the outbox, stored as its argon2 hash, valid 30 minutes, five
// wrong tries per code; resent at most once a minute and five times an hour. Until confirmed, the
// company's users may do nothing but confirm (auth/guard.ts).
import crypto from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CONFIRMATION, CONFIRMATION_TEXTS, confirmationCodeSchema } from '../../../domain/registration';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connection';
import { lawCompanies, users } from '../../db/schema';
import { deliverEmail, queueEmail, type QueuedEmail } from '../email';
import { confirmationEmail } from '../mail/templates';
import { conflict, invalid, notFound, parse, ServiceError, tooMany } from '../errors';
import { auditAll } from '../shared/outbox';

/** Six digits, evenly drawn (leading zeros kept). */
export const newConfirmationCode = () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');

type Company = typeof lawCompanies.$inferSelect;

/**
 * A new code for the company (replacing any earlier one, its tries back to 0) and its e-mail to
 * `to`, queued in the caller's transaction: delivered once that commits (`deliverEmail`).
 */
export async function issueConfirmation(
  tx: Db,
  ctx: AppContext,
  company: Pick<Company, 'id' | 'name'>,
  to: { email: string; name: string },
): Promise<QueuedEmail> {
  const code = newConfirmationCode();
  await tx
    .update(lawCompanies)
    .set({ emailCodeHash: await hashPassword(code), emailCodeSentAt: new Date(), emailCodeAttempts: 0 })
    .where(eq(lawCompanies.id, company.id));
  return queueEmail(tx, confirmationEmail(to.email, to.name, company.name, code, ctx.config.consoleUrl));
}

/** The user's company, and the user, for a confirmation call; a confirmed or absent one is refused. */
export async function unconfirmedCompanyOf(db: Db, userId: number) {
  const [row] = await db
    .select({ user: users, company: lawCompanies })
    .from(users)
    .innerJoin(lawCompanies, eq(lawCompanies.id, users.lawCompanyId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw notFound();
  // Nothing to confirm: the state is not what the caller thought (409, like a stale decision).
  if (row.company.emailConfirmedAt) throw conflict(CONFIRMATION_TEXTS.alreadyConfirmed);
  return row;
}

const rateKeys = (companyId: number) => [
  { key: `confirm-email:minute:${companyId}`, max: CONFIRMATION.resendPerMinute, windowMs: 60_000 },
  { key: `confirm-email:hour:${companyId}`, max: CONFIRMATION.resendPerHour, windowMs: 3_600_000 },
];

/**
 * One more code e-mailed for the company, counted against its limits (1 a minute, 5 an hour): a
 * resend and an e-mail change share them, so changing the address cannot send codes faster.
 */
export async function countCodeSent(ctx: AppContext, companyId: number) {
  for (const limit of rateKeys(companyId)) {
    try {
      await ctx.limits.counters.hit(limit);
    } catch (error) {
      if (error instanceof ServiceError && error.kind === 'tooMany') {
        const seconds = Math.max(1, Math.ceil(error.retryAfterSeconds ?? 60));
        throw tooMany(seconds, CONFIRMATION_TEXTS.resendWait(seconds));
      }
      throw error;
    }
  }
}

/** POST /auth/confirm-email/resend: a new code to the contact e-mail, within the limits. */
export async function resendConfirmation(
  ctx: AppContext,
  userId: number,
  log: FastifyBaseLogger,
): Promise<{ sentTo: string; sentAt: Date }> {
  const { db } = ctx.database;
  const { user, company } = await unconfirmedCompanyOf(db, userId);
  await countCodeSent(ctx, company.id);
  const mail = await db.transaction(async (tx) =>
    issueConfirmation(tx as unknown as Db, ctx, company, { email: company.contactEmail, name: user.name }),
  );
  await deliverEmail(db, ctx.config, mail, log);
  return { sentTo: company.contactEmail, sentAt: mail.createdAt };
}

/**
 * POST /auth/confirm-email {code}: one try of the code's five is claimed by ONE guarded statement
 * before the code is checked (parallel tries cannot check it more than five times, as in the
 * password recovery); the right code, in time, confirms the e-mail and is spent.
 */
export async function confirmEmail(ctx: AppContext, userId: number, body: unknown): Promise<{ confirmed: true }> {
  const { code } = parse(confirmationCodeSchema, body);
  const { db } = ctx.database;
  const { user, company } = await unconfirmedCompanyOf(db, userId);
  const since = new Date(Date.now() - CONFIRMATION.ttlMinutes * 60_000);
  const [claimed] = await db
    .update(lawCompanies)
    .set({ emailCodeAttempts: sql`${lawCompanies.emailCodeAttempts} + 1` })
    .where(
      and(
        eq(lawCompanies.id, company.id),
        isNull(lawCompanies.emailConfirmedAt),
        isNotNull(lawCompanies.emailCodeHash),
        gt(lawCompanies.emailCodeSentAt, since),
        lt(lawCompanies.emailCodeAttempts, CONFIRMATION.maxAttempts),
      ),
    )
    .returning({ hash: lawCompanies.emailCodeHash, attempts: lawCompanies.emailCodeAttempts });
  if (!claimed?.hash) {
    const expired = !company.emailCodeSentAt || company.emailCodeSentAt <= since;
    throw invalid({ code: expired ? CONFIRMATION_TEXTS.expired : CONFIRMATION_TEXTS.tooManyTries });
  }
  if (!(await verifyPassword(claimed.hash, code))) {
    const left = CONFIRMATION.maxAttempts - claimed.attempts;
    throw invalid({ code: left > 0 ? CONFIRMATION_TEXTS.wrong(left) : CONFIRMATION_TEXTS.tooManyTries });
  }
  const done = await db.transaction(async (tx) => {
    // Spent once: only the call that still finds this code confirms.
    const updated = await tx
      .update(lawCompanies)
      .set({ emailConfirmedAt: new Date(), emailCodeHash: null, emailCodeSentAt: null, emailCodeAttempts: 0 })
      .where(and(eq(lawCompanies.id, company.id), eq(lawCompanies.emailCodeHash, claimed.hash!)))
      .returning({ id: lawCompanies.id });
    if (updated.length === 0) return false;
    await auditAll(tx, [
      {
        actorId: user.id,
        lawCompanyId: company.id,
        action: 'lawCompany.emailConfirmed',
        entity: 'lawCompany',
        entityId: company.id,
        data: { email: company.contactEmail },
      },
    ]);
    return true;
  });
  if (!done) throw invalid({ code: CONFIRMATION_TEXTS.expired });
  return { confirmed: true };
}
