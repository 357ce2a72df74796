// Support's decisions on a law company (spec 000 §4, §5, §7): its status and its two switches.
// One transaction each, under the company's row lock, with its audit row (who, when, from, to,
// reason). docs/law-companies.md.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { LawCompanyStatus } from '../../../domain/statuses';
import { deliverEmail, queueEmail, type MailSettings } from '../email';
import { decisionEmail, type LawCompanyDecision } from '../mail/templates';
import {
  lawCompanyStatusChangeSchema,
  AWAITING_CONFIRMATION,
  awaitsConfirmation,
  lawCompanyTransitionError,
  staleLawCompanyMessage,
  type LawCompanyDetails,
  type LawCompanySwitch,
  type SwitchAction,
} from '../../../domain/lawCompanies';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { lawCompanies, users } from '../../db/schema';
import { conflict, notFound, parse, refused } from '../errors';
import { auditAll } from '../shared/outbox';
import { details, historyOf } from './read';

async function lockCompany(tx: Db, id: number) {
  const [company] = await tx.select().from(lawCompanies).where(eq(lawCompanies.id, id)).for('update');
  if (!company) throw notFound();
  return company;
}

/**
 * POST /admin/law-companies/status {id, status, expectedStatus, reason}: a move of spec §4
 * (pending → active or reproved; active → blocked; blocked → active), the reason required unless
 * activating. Made against the status the user saw: another one answers 409 with who changed it
 * and when, and nothing is written. Blocking stops the company's users at their next call
 * (auth/guard.ts); the stored reason is the one the company's users read.
 */
export async function changeStatus(
  ctx: DecisionContext,
  auth: AccessClaims,
  input: unknown,
): Promise<LawCompanyDetails> {
  const { db } = ctx;
  const { id, status, expectedStatus, reason } = parse(lawCompanyStatusChangeSchema, input);
  const { changed, mails } = await db.transaction(async (tx) => {
    const company = await lockCompany(tx, id);
    if (company.status !== expectedStatus) {
      const [last] = (await historyOf(tx, id)).filter((entry) => entry.kind === 'status');
      throw conflict(
        staleLawCompanyMessage({ status: company.status, by: last?.by ?? null, at: last?.at ?? company.updatedAt }),
      );
    }
    if (awaitsConfirmation(company)) throw refused(AWAITING_CONFIRMATION);
    const refusal = lawCompanyTransitionError(company.status, status);
    if (refusal) throw refused(refusal);
    await tx
      .update(lawCompanies)
      .set({ status, statusReason: reason ?? null })
      .where(eq(lawCompanies.id, id));
    await auditAll(tx, [
      {
        actorId: auth.userId,
        lawCompanyId: id,
        action: `lawCompany.status`,
        entity: 'lawCompany',
        entityId: id,
        data: { from: company.status, to: status, reason: reason ?? null },
      },
    ]);
    // The firm learns the decision and what to do next: one e-mail per admin, queued with it.
    const decision = decisionOf(company.status, status);
    const admins = await adminsOf(tx, id);
    const mails = await Promise.all(
      admins.map((admin) =>
        queueEmail(
          tx,
          decisionEmail(decision, {
            to: admin.email,
            name: admin.name,
            company: company.name,
            reason: reason ?? null,
            consoleUrl: ctx.mail.consoleUrl,
            supportEmail: ctx.supportEmail,
          }),
        ),
      ),
    );
    return { changed: id, mails };
  });
  // Once committed: an e-mail never announces a decision that was rolled back.
  for (const mail of mails) await deliverEmail(db, ctx.mail, mail, ctx.log);
  return details(db, changed);
}

/** What the status change was, in the e-mail's words. */
function decisionOf(from: LawCompanyStatus, to: LawCompanyStatus): LawCompanyDecision {
  if (to === 'active') return from === 'blocked' ? 'unblocked' : 'approved';
  return to === 'reproved' ? 'reproved' : 'blocked';
}

/** The company's admins (lawCompanyAdmin, not removed): who is told the decisions. */
async function adminsOf(tx: Db, lawCompanyId: number) {
  return tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.lawCompanyId, lawCompanyId),
        isNull(users.deletedAt),
        sql`${users.roles} @> ARRAY['lawCompanyAdmin']::text[]`,
      ),
    )
    .orderBy(users.id);
}

/** What a decision needs besides the database: where its e-mails go and what they say. */
export interface DecisionContext {
  db: Db;
  mail: MailSettings;
  supportEmail: string;
  log: FastifyBaseLogger;
}

const SWITCH_COLUMNS = { autoApprove: 'enableTrackersAutoApprove', shadowMode: 'enableShadowMode' } as const;

/**
 * POST /admin/law-companies/{id}/config/{auto-approve|shadow-mode}/{enable|disable}: sets the
 * switch (setting it to what it is already is no change and no audit row). The company's users'
 * tokens carry the flags and pick the new value at their next refresh (docs/law-companies.md).
 */
export async function setSwitch(
  db: Db,
  auth: AccessClaims,
  id: number,
  which: LawCompanySwitch,
  action: SwitchAction,
): Promise<LawCompanyDetails> {
  const column = SWITCH_COLUMNS[which];
  const on = action === 'enable';
  await db.transaction(async (tx) => {
    const company = await lockCompany(tx, id);
    if (company[column] === on) return;
    await tx
      .update(lawCompanies)
      .set({ [column]: on })
      .where(eq(lawCompanies.id, id));
    await auditAll(tx, [
      {
        actorId: auth.userId,
        lawCompanyId: id,
        action: `lawCompany.${which}`,
        entity: 'lawCompany',
        entityId: id,
        data: { from: on ? 'disabled' : 'enabled', to: on ? 'enabled' : 'disabled' },
      },
    ]);
  });
  return details(db, id);
}
