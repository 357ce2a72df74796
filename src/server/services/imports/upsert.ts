// Imported rows become cases, a batch at a time: each found by plate or chassi within the law
// company, updated (a closed one reopened and its trackers told) or created. The case save's rules
// (coordinates from the municipality, cases/location.ts; status by the same draft/ready rule; the
// same outbox), decided row by row in memory, then written set-based (write.ts): a batch costs a
// fixed number of statements whatever its size (docs/imports.md "A row's way").
import type { SQL } from 'drizzle-orm';
import { isClosedCase, reopenedStatus } from '../../../domain/cases';
import type { ImportField } from '../../../domain/imports';
import { missingReadyFields, type CaseData } from '../../../domain/schemas/case';
import { isReadyCaseStatus, type CaseStatus } from '../../../domain/statuses';
import type { Db } from '../../db/connection';
import type { CaseRow } from '../cases/access';
import { locateAddresses, type LocatedAddress } from '../cases/location';
import { invalid, ServiceError } from '../errors';
import { CaseIndex, lookUpCases, type KnownCase } from './lookup';
import { oneStatement, writeBatch, type BatchWrites } from './write';

export interface UpsertContext {
  lawCompanyId: number;
  actorId: number;
  importId: number;
  /** The fields the configuration maps: an update never clears a field the file does not carry. */
  mapped: ReadonlySet<ImportField>;
}
/** `missing`: the case is left a draft, lacking these ready fields; null when it is not a draft. */
export type UpsertResult = { type: 'created' | 'updated'; reopened: boolean; caseId: number; missing: string[] | null };
/** A row's outcome: its case, or the field errors of the geo check keyed by import field ('city'). */
export type RowUpsert = { ok: true; result: UpsertResult } | { ok: false; errors: Record<string, string> };

const CASE_FIELDS = [
  'licensePlate',
  'chassi',
  'renavam',
  'maker',
  'model',
  'year',
  'reward',
  'processNumber',
  'financier',
  'debtorName',
  'debtorDocument',
] as const;
export const ADDRESS_FIELDS = ['state', 'city', 'neighborhood', 'street', 'number', 'complement', 'zipcode'] as const;

const mergedCase = (existing: CaseRow | null, data: CaseData) =>
  (existing ? { ...existing, ...data } : data) as CaseData;
/** The ready fields a draft lacks (import field names are the case's for these). */
export const draftMissing = (existing: CaseRow | null, data: CaseData, status: CaseStatus): string[] | null =>
  status === 'draft' ? missingReadyFields(mergedCase(existing, data)) : null;

/** What the case's status becomes: drafts until complete, closed ones reopened, ready ones keep their listing. */
export function statusAfterImport(existing: CaseRow | null, data: CaseData): CaseStatus {
  return statusOf(existing, data, missingReadyFields(mergedCase(existing, data)));
}

/** statusAfterImport, given the ready fields the merged case lacks (decideRow merges once for both). */
function statusOf(existing: CaseRow | null, data: CaseData, missing: readonly string[]): CaseStatus {
  const complete = data.shadowMode || missing.length === 0;
  // A closed case was ready when it closed: it comes back ready, as a manual reopen does.
  if (existing && isClosedCase(existing)) return reopenedStatus({ shadowMode: data.shadowMode });
  if (!complete) return existing && isReadyCaseStatus(existing.status) ? existing.status : 'draft';
  if (data.shadowMode) return 'readyAndClosedForTrackers';
  return existing && isReadyCaseStatus(existing.status) && !existing.shadowMode
    ? existing.status
    : 'readyAndOpenedForTrackers';
}

const isLocated = (place: LocatedAddress | Record<string, string>): place is LocatedAddress =>
  typeof place.latitude === 'number';

/**
 * The addresses' coordinates, one municipality lookup per distinct place of the batch; a place the
 * geo check refuses answers its field errors ('addresses.0.city' → 'city').
 */
function locateAll(rows: CaseData[]): (LocatedAddress | Record<string, string>)[] {
  const places = new Map<string, LocatedAddress | Record<string, string>>();
  return rows.map((data) => {
    const address = data.addresses[0];
    const key = JSON.stringify([address.city, address.state, address.latitude ?? null, address.longitude ?? null]);
    if (!places.has(key)) {
      try {
        places.set(key, locateAddresses([address])[0]);
      } catch (error) {
        if (!(error instanceof ServiceError) || error.kind !== 'invalid' || !error.errors) throw error;
        places.set(
          key,
          Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k.replace(/^addresses\.\d+\./, ''), v])),
        );
      }
    }
    const place = places.get(key)!;
    return isLocated(place) ? { ...address, latitude: place.latitude, longitude: place.longitude } : place;
  });
}

/** What one row does to the cases known so far (in memory): created, updated or reopened, and whether it stays a draft. */
export type RowDecision = {
  type: UpsertResult['type'];
  reopened: boolean;
  known: KnownCase;
  missing: string[] | null;
  address: Record<string, unknown>;
};

/**
 * One row decided against `index` (the cases looked up, plus what earlier rows did), which it
 * updates: a case it creates is found by the next row with its plate or chassi (created, then
 * updated), one it reopens is open for the next. The batch (upsertCases) and the preview (save.ts)
 * decide with this one function, so the preview counts what the batch will do.
 */
export function decideRow(
  index: CaseIndex,
  ctx: Omit<UpsertContext, 'importId'>,
  data: CaseData,
  place: LocatedAddress,
): RowDecision {
  const known = index.find(data.licensePlate, data.chassi);
  const existing = known?.row ?? null;
  const fields: Record<string, unknown> = { categoryId: data.categoryId, shadowMode: data.shadowMode };
  for (const field of CASE_FIELDS) {
    // A field the file carries replaces the case's; a dropped (invalid) or unmapped one keeps it.
    if (!existing || (ctx.mapped.has(field) && data[field] !== null)) fields[field] = data[field];
  }
  // The case as it will read, merged once: its status and, for a draft, the fields it lacks.
  const merged = (existing ? { ...existing, ...data, ...fields } : { ...data, ...fields }) as CaseData;
  const lacking = missingReadyFields(merged);
  const status = statusOf(existing, merged, lacking);
  const missing = status === 'draft' ? lacking : null;
  const values = { ...fields, status, mainAddressCity: place.city, mainAddressState: place.state } as Partial<CaseRow>;
  // A new case's main address has every field; an existing one's takes the mapped ones (and always its place).
  const address: Record<string, unknown> = { latitude: place.latitude, longitude: place.longitude };
  for (const f of ADDRESS_FIELDS)
    if (!existing || ctx.mapped.has(f) || f === 'state' || f === 'city') address[f] = place[f] ?? null;

  if (!known) {
    // What the table's defaults would give, so later rows read it as they would a stored case.
    const row = {
      id: 0,
      closedAt: null,
      closedBy: null,
      deletedAt: null,
      totalApprovedTrackers: 0,
      totalPendingTrackers: 0,
      ...values,
      lawCompanyId: ctx.lawCompanyId,
      createdById: ctx.actorId,
    } as CaseRow;
    return { type: 'created', reopened: false, known: index.addNew(row), missing, address };
  }
  const reopened = isClosedCase(known.row);
  known.row = { ...known.row, ...values, ...(reopened ? { closedAt: null, closedBy: null } : {}) };
  index.refile(known);
  return { type: 'updated', reopened, known, missing, address };
}

/**
 * The rows of one batch (already through the row-edit rules and the case schema) upserted in the
 * caller's transaction, in file order: a later row sees what an earlier one did (a plate twice
 * creates, then updates). Answers one outcome per row, and the case writes as the parts of one
 * statement (write.ts), which the caller sends with its own (the batch's records and counters).
 * `ids`: case ids reserved beforehand.
 */
export async function upsertCases(
  tx: Db,
  ctx: UpsertContext,
  rows: CaseData[],
  ids: number[] = [],
): Promise<{ outcomes: RowUpsert[]; parts: SQL[] }> {
  const places = locateAll(rows);
  const keys = (pick: (d: CaseData) => string | null) => [
    ...new Set(rows.flatMap((d, i) => (isLocated(places[i]) && pick(d) ? [pick(d)!] : []))),
  ];
  const index = new CaseIndex(
    await lookUpCases(
      tx,
      ctx.lawCompanyId,
      keys((d) => d.licensePlate),
      keys((d) => d.chassi),
      true,
    ),
  );
  const writes: BatchWrites = { cases: new Map(), reopened: [] };
  const outcomes = rows.map((data, i): { ok: false; errors: Record<string, string> } | ({ ok: true } & RowDecision) => {
    const place = places[i];
    if (!isLocated(place)) return { ok: false, errors: place };
    const decided = decideRow(index, ctx, data, place);
    const { known, address } = decided;
    writes.cases.set(known, { ...writes.cases.get(known), ...address });
    if (decided.reopened) {
      writes.reopened.push({
        known,
        notice: {
          licensePlate: known.row.licensePlate,
          mainAddressCity: known.row.mainAddressCity,
          mainAddressState: known.row.mainAddressState,
        },
      });
    }
    return { ok: true, ...decided };
  });
  const parts = await writeBatch(tx, writes, ids);
  return {
    outcomes: outcomes.map((o) =>
      o.ok
        ? { ok: true, result: { type: o.type, reopened: o.reopened, caseId: o.known.row.id, missing: o.missing } }
        : o,
    ),
    parts,
  };
}

/** One row (a record corrected by hand): throws the case save's `invalid` when its city is unknown. */
export async function upsertCase(tx: Db, ctx: UpsertContext, data: CaseData): Promise<UpsertResult> {
  const {
    outcomes: [outcome],
    parts,
  } = await upsertCases(tx, ctx, [data]);
  if (!outcome.ok) throw invalid(outcome.errors);
  await tx.execute(oneStatement(parts));
  return outcome.result;
}
