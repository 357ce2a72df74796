// One imported row becomes a case: found by plate or chassi within the law company, updated (a
// closed one reopened and its trackers told) or created. The case save's rules, run in the
// caller's transaction: coordinates from the municipality (cases/location.ts), status by the same
// draft/ready rule, the same outbox.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isClosedCase, reopenedStatus } from '../../../domain/cases';
import type { ImportField } from '../../../domain/imports';
import { missingReadyFields, type CaseData } from '../../../domain/schemas/case';
import { isReadyCaseStatus, type CaseStatus } from '../../../domain/statuses';
import type { Db } from '../../db/connection';
import { caseAddresses, seizureRequests } from '../../db/schema';
import { auditAll } from '../shared/outbox';
import type { CaseRow } from '../cases/access';
import { locateAddresses } from '../cases/location';
import { notifyApprovedTrackers, reopenApprovedChats } from '../cases/trackers';

export interface UpsertContext {
  lawCompanyId: number;
  actorId: number;
  importId: number;
  /** The fields the configuration maps: an update never clears a field the file does not carry. */
  mapped: ReadonlySet<ImportField>;
}
export type UpsertResult = { type: 'created' | 'updated'; reopened: boolean; caseId: number };

const CASE_FIELDS = ['licensePlate', 'chassi', 'renavam', 'maker', 'model', 'year', 'reward', 'processNumber', 'financier', 'debtorName', 'debtorDocument'] as const;
const ADDRESS_FIELDS = ['state', 'city', 'neighborhood', 'street', 'number', 'complement', 'zipcode'] as const;

/** The live case of the company with this plate, else with this chassi. */
export async function findByKey(tx: Db, lawCompanyId: number, plate: string | null, chassi: string | null, forUpdate = false) {
  for (const [column, value] of [[seizureRequests.licensePlate, plate], [seizureRequests.chassi, chassi]] as const) {
    if (!value) continue;
    const query = tx
      .select()
      .from(seizureRequests)
      .where(and(eq(seizureRequests.lawCompanyId, lawCompanyId), sql`${column} COLLATE "C" = ${value}`, isNull(seizureRequests.deletedAt)))
      .orderBy(seizureRequests.id)
      .limit(1);
    const [row] = forUpdate ? await query.for('update') : await query;
    if (row) return row;
  }
  return null;
}

/** What the case's status becomes: drafts until complete, closed ones reopened, ready ones keep their listing. */
export function statusAfterImport(existing: CaseRow | null, data: CaseData): CaseStatus {
  const merged = existing ? { ...existing, ...data } : data;
  const complete = data.shadowMode || missingReadyFields(merged as CaseData).length === 0;
  // A closed case was ready when it closed: it comes back ready, as a manual reopen does.
  if (existing && isClosedCase(existing)) return reopenedStatus({ shadowMode: data.shadowMode });
  if (!complete) return existing && isReadyCaseStatus(existing.status) ? existing.status : 'draft';
  if (data.shadowMode) return 'readyAndClosedForTrackers';
  return existing && isReadyCaseStatus(existing.status) && !existing.shadowMode ? existing.status : 'readyAndOpenedForTrackers';
}

/** Throws the case save's `invalid` when the address's city is unknown (the caller records the row as an error). */
export async function upsertCase(tx: Db, ctx: UpsertContext, data: CaseData): Promise<UpsertResult> {
  const [address] = locateAddresses(data.addresses);
  const existing = await findByKey(tx, ctx.lawCompanyId, data.licensePlate, data.chassi, true);
  const fields: Record<string, unknown> = { categoryId: data.categoryId, shadowMode: data.shadowMode };
  for (const field of CASE_FIELDS) {
    // A field the file carries replaces the case's; a dropped (invalid) or unmapped one keeps it.
    if (!existing || (ctx.mapped.has(field) && data[field] !== null)) fields[field] = data[field];
  }
  const status = statusAfterImport(existing, { ...data, ...fields } as CaseData);
  const values = { ...fields, status, mainAddressCity: address.city, mainAddressState: address.state } as Partial<CaseRow>;
  const addressValues = Object.fromEntries(
    ADDRESS_FIELDS.filter((f) => !existing || ctx.mapped.has(f) || f === 'state' || f === 'city').map((f) => [f, address[f] ?? null]),
  );
  const located = { ...addressValues, latitude: address.latitude, longitude: address.longitude };

  if (!existing) {
    const [row] = await tx.insert(seizureRequests).values({ ...values, categoryId: data.categoryId, lawCompanyId: ctx.lawCompanyId, createdById: ctx.actorId }).returning();
    await tx.insert(caseAddresses).values({ ...located, seizureRequestId: row.id, main: true });
    await auditCase(tx, ctx, 'case.created', row, { status });
    return { type: 'created', reopened: false, caseId: row.id };
  }

  const reopened = isClosedCase(existing);
  const [row] = await tx
    .update(seizureRequests)
    .set(reopened ? { ...values, closedAt: null, closedBy: null } : values)
    .where(eq(seizureRequests.id, existing.id))
    .returning();
  // The main address takes the file's; the case's other addresses stay.
  const updated = await tx
    .update(caseAddresses)
    .set(located)
    .where(and(eq(caseAddresses.seizureRequestId, row.id), eq(caseAddresses.main, true)))
    .returning({ id: caseAddresses.id });
  if (updated.length === 0) await tx.insert(caseAddresses).values({ ...located, seizureRequestId: row.id, main: true });
  if (reopened) {
    const notified = await notifyApprovedTrackers(tx, row, 'caseReopened');
    await reopenApprovedChats(tx, row.id);
    await auditCase(tx, ctx, 'case.reopened', row, { from: existing.status, status, notified });
  } else {
    await auditCase(tx, ctx, 'case.updated', row, { status, ...(existing.status !== status ? { from: existing.status } : {}) });
  }
  return { type: 'updated', reopened, caseId: row.id };
}

function auditCase(tx: Db, ctx: UpsertContext, action: string, row: CaseRow, data: Record<string, unknown>) {
  return auditAll(tx, [
    { actorId: ctx.actorId, lawCompanyId: row.lawCompanyId, action, entity: 'seizureRequest', entityId: row.id, data: { ...data, importId: ctx.importId } },
  ]);
}
