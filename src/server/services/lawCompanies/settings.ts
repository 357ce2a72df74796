// The law company's own settings (spec 000 §2 "Configurações", §5 "Law-company settings"):
// POST /admin/law-companies/current. docs/law-companies.md#settings.
import { eq, sql } from 'drizzle-orm';
import type { HistoryEntry } from '../../../domain/history';
import { lawCompanySettingsUpdateSchema, settingsColumns } from '../../../domain/lawCompanySettings';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { lawCompanies } from '../../db/schema';
import { notFound, parse } from '../errors';
import { auditHistory } from '../shared/history';
import { auditAll } from '../shared/outbox';
import { current } from './read';

/**
 * Saves the contact and address of the signed-in admin's own company (the token says which: an
 * id in the body is ignored, like the read-only name, company name and CNPJ). One transaction
 * with an audit row naming the fields that changed, before and after. Answers as GET does.
 */
export async function saveSettings(db: Db, auth: AccessClaims, input: unknown) {
  const columns = settingsColumns(parse(lawCompanySettingsUpdateSchema, input));
  const id = auth.lawCompanyId;
  if (id == null) throw notFound();
  await db.transaction(async (tx) => {
    const [company] = await tx.select().from(lawCompanies).where(eq(lawCompanies.id, id)).for('update');
    if (!company) throw notFound();
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(columns)) {
      const old = company[field as keyof typeof company];
      if (old === value) continue;
      before[field] = old;
      after[field] = value;
    }
    if (Object.keys(after).length === 0) return;
    await tx.update(lawCompanies).set(columns).where(eq(lawCompanies.id, id));
    await auditAll(tx, [
      {
        actorId: auth.userId,
        lawCompanyId: id,
        action: 'lawCompany.settings',
        entity: 'lawCompany',
        entityId: id,
        data: { from: before, to: after },
      },
    ]);
  });
  return current(db, auth);
}

/**
 * GET /admin/law-companies/current/history (the company's admin, /configuracoes): the settings
 * saved (what changed), the status decisions and the switches, newest first; only its own company.
 */
export async function settingsHistory(db: Db, auth: AccessClaims): Promise<HistoryEntry[]> {
  if (auth.lawCompanyId == null) throw notFound();
  return auditHistory(db, sql`a.entity = 'lawCompany' AND a.entity_id = ${auth.lawCompanyId}`);
}
