// Support's decisions on a law company (spec 000 §4, §5, §7): its status and its two switches.
// One transaction each, under the company's row lock, with its audit row (who, when, from, to,
// reason). docs/law-companies.md.
import { eq } from 'drizzle-orm';
import {
  lawCompanyStatusChangeSchema,
  lawCompanyTransitionError,
  staleLawCompanyMessage,
  type LawCompanyDetails,
  type LawCompanySwitch,
  type SwitchAction,
} from '../../../domain/lawCompanies';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { lawCompanies } from '../../db/schema';
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
export async function changeStatus(db: Db, auth: AccessClaims, input: unknown): Promise<LawCompanyDetails> {
  const { id, status, expectedStatus, reason } = parse(lawCompanyStatusChangeSchema, input);
  const changed = await db.transaction(async (tx) => {
    const company = await lockCompany(tx, id);
    if (company.status !== expectedStatus) {
      const [last] = (await historyOf(tx, id)).filter((entry) => entry.kind === 'status');
      throw conflict(staleLawCompanyMessage({ status: company.status, by: last?.by ?? null, at: last?.at ?? company.updatedAt }));
    }
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
    return id;
  });
  return details(db, changed);
}

const SWITCH_COLUMNS = { autoApprove: 'enableTrackersAutoApprove', shadowMode: 'enableShadowMode' } as const;

/**
 * POST /admin/law-companies/{id}/config/{auto-approve|shadow-mode}/{enable|disable}: sets the
 * switch (setting it to what it is already is no change and no audit row). The company's users'
 * tokens carry the flags and pick the new value at their next refresh (docs/law-companies.md).
 */
export async function setSwitch(db: Db, auth: AccessClaims, id: number, which: LawCompanySwitch, action: SwitchAction): Promise<LawCompanyDetails> {
  const column = SWITCH_COLUMNS[which];
  const on = action === 'enable';
  await db.transaction(async (tx) => {
    const company = await lockCompany(tx, id);
    if (company[column] === on) return;
    await tx.update(lawCompanies).set({ [column]: on }).where(eq(lawCompanies.id, id));
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
