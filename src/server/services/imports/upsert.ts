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
import { auditAll, type AuditEntry } from '../shared/outbox';
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

/**
 * The new cases of one batch, inserted together: one INSERT fires the case-counts trigger once
 * (1,000 single-row inserts would update the same counter row 1,000 times in one transaction).
 * Ids come from the sequence up front, so rows and addresses are tied without relying on order.
 * A row whose plate or chassi is still waiting here flushes first, so it finds the case.
 */
export class NewCases {
  private cases: (typeof seizureRequests.$inferInsert)[] = [];
  private addresses: (typeof caseAddresses.$inferInsert)[] = [];
  private audits: AuditEntry[] = [];
  private keys = new Set<string>();
  private ids: number[] = [];
  /** The batch's plates and chassis that name a live case (looked up once), plus those created here. */
  private known = new Set<string>();

  constructor(private readonly tx: Db, private readonly ctx: UpsertContext) {}

  async reserve(count: number) {
    if (count === 0) return;
    const result = await this.tx.execute(sql`SELECT nextval(pg_get_serial_sequence('seizure_requests', 'id'))::int AS id FROM generate_series(1, ${count})`);
    this.ids.push(...(result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
  }

  /** One lookup for the whole batch's keys, instead of two per row. */
  async lookUp(plates: string[], chassis: string[]) {
    const array = (keys: string[]) => `{${keys.filter((k) => /^[A-Z0-9]+$/.test(k)).join(',')}}`;
    const found = await this.tx
      .select({ plate: seizureRequests.licensePlate, chassi: seizureRequests.chassi })
      .from(seizureRequests)
      .where(
        and(
          eq(seizureRequests.lawCompanyId, this.ctx.lawCompanyId),
          isNull(seizureRequests.deletedAt),
          sql`(${seizureRequests.licensePlate} COLLATE "C" = ANY(${array(plates)}::text[]) OR ${seizureRequests.chassi} COLLATE "C" = ANY(${array(chassis)}::text[]))`,
        ),
      );
    for (const { plate, chassi } of found) {
      if (plate) this.known.add(`p:${plate}`);
      if (chassi) this.known.add(`c:${chassi}`);
    }
  }

  /** False when no live case can have this plate or chassi: the row creates without a lookup. */
  mayExist(plate: string | null, chassi: string | null) {
    return (!!plate && this.known.has(`p:${plate}`)) || (!!chassi && this.known.has(`c:${chassi}`));
  }

  waiting(plate: string | null, chassi: string | null) {
    return (!!plate && this.keys.has(`p:${plate}`)) || (!!chassi && this.keys.has(`c:${chassi}`));
  }

  async add(values: typeof seizureRequests.$inferInsert, address: Omit<typeof caseAddresses.$inferInsert, 'seizureRequestId'>, status: CaseStatus) {
    if (this.ids.length === 0) await this.reserve(1);
    const id = this.ids.shift()!;
    this.cases.push({ ...values, id });
    this.addresses.push({ ...address, seizureRequestId: id });
    this.audits.push(auditEntry(this.ctx, 'case.created', { id, lawCompanyId: this.ctx.lawCompanyId }, { status }));
    for (const key of [values.licensePlate && `p:${values.licensePlate}`, values.chassi && `c:${values.chassi}`]) {
      if (!key) continue;
      this.keys.add(key);
      this.known.add(key);
    }
    return id;
  }

  async flush() {
    if (this.cases.length === 0) return;
    await this.tx.insert(seizureRequests).values(this.cases);
    await this.tx.insert(caseAddresses).values(this.addresses);
    await auditAll(this.tx, this.audits);
    this.cases = [];
    this.addresses = [];
    this.audits = [];
    this.keys.clear();
  }
}

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
export async function upsertCase(tx: Db, ctx: UpsertContext, data: CaseData, batch?: NewCases): Promise<UpsertResult> {
  const [address] = locateAddresses(data.addresses);
  if (batch?.waiting(data.licensePlate, data.chassi)) await batch.flush();
  const lookUp = !batch || batch.mayExist(data.licensePlate, data.chassi);
  const existing = lookUp ? await findByKey(tx, ctx.lawCompanyId, data.licensePlate, data.chassi, true) : null;
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

  if (!existing && batch) {
    const caseId = await batch.add({ ...values, categoryId: data.categoryId, lawCompanyId: ctx.lawCompanyId, createdById: ctx.actorId }, { ...located, main: true }, status);
    return { type: 'created', reopened: false, caseId };
  }
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

function auditEntry(ctx: UpsertContext, action: string, row: { id: number; lawCompanyId: number }, data: Record<string, unknown>): AuditEntry {
  return { actorId: ctx.actorId, lawCompanyId: row.lawCompanyId, action, entity: 'seizureRequest', entityId: row.id, data: { ...data, importId: ctx.importId } };
}

function auditCase(tx: Db, ctx: UpsertContext, action: string, row: CaseRow, data: Record<string, unknown>) {
  return auditAll(tx, [auditEntry(ctx, action, row, data)]);
}
