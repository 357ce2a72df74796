// POST /admin/import/{id}/save: one record corrected in the case form's fields and imported
// ('Registro importado com sucesso!' on the console); POST /admin/import/preview: what rows would do.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  closingBlockOf,
  importPreviewSchema,
  importSaveSchema,
  type ImportPreview,
  type ImportRecord,
  type ImportSameFile,
} from '../../../domain/imports';
import { mapRow, validateModel } from '../../../domain/importRows';
import type { CaseData } from '../../../domain/schemas/case';
import { READY_CASE_STATUSES } from '../../../domain/statuses';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { importChanges, importRecords, imports, seizureRequests, users } from '../../db/schema';
import { categoryTypes } from '../cases/read';
import { locateAddresses, type LocatedAddress } from '../cases/location';
import { invalid, notFound, parse, ServiceError } from '../errors';
import { auditAll } from '../shared/outbox';
import { companyOf, findConfig } from './configs';
import { findImport, mappedFields } from './run';
import { CaseIndex, lookUpCases } from './lookup';
import { presentImport } from './read';
import { decideRow, upsertCase } from './upsert';

/** Field errors of the case schema keyed by the import's field names ('addresses.0.city' → 'city'). */
const byField = (errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.replace(/^addresses\.\d+\./, ''), v]));

export async function saveRecord(
  db: Db,
  auth: AccessClaims,
  id: number,
  input: unknown,
): Promise<{ record: ImportRecord; type: 'created' | 'updated' }> {
  const { line, model } = parse(importSaveSchema, input);
  return db.transaction(async (tx) => {
    const row = await findImport(tx, auth, id, true);
    const [record] = await tx
      .select()
      .from(importRecords)
      .where(and(eq(importRecords.importId, id), eq(importRecords.line, line)))
      .limit(1)
      .for('update');
    if (!record) throw notFound();
    const config = row.configApplied!;
    const outcome = validateModel(model, await categoryTypes(tx), config.shadowMode === true);
    if (!outcome.ok) throw invalid(outcome.invalidFields);
    let result;
    try {
      // Corrected by hand: every field of the form counts, not only the mapped columns.
      result = await upsertCase(
        tx,
        {
          lawCompanyId: row.lawCompanyId,
          actorId: auth.userId,
          importId: id,
          mapped: mappedFields({ ...config, columns: Object.fromEntries(Object.keys(model).map((k) => [k, k])) }),
        },
        outcome.data,
      );
    } catch (error) {
      if (error instanceof ServiceError && error.kind === 'invalid' && error.errors)
        throw invalid(byField(error.errors));
      throw error;
    }
    const [saved] = await tx
      .update(importRecords)
      .set({
        model: outcome.model,
        error: null,
        invalidFields: outcome.invalidFields,
        missingFields: result.missing,
        seizureRequestId: result.caseId,
      })
      .where(eq(importRecords.id, record.id))
      .returning();
    await tx.insert(importChanges).values({ importId: id, seizureRequestId: result.caseId, type: result.type });
    // As a batch, one audit row for the import; the case's own account is its import_changes row.
    await auditAll(tx, [
      {
        actorId: auth.userId,
        lawCompanyId: row.lawCompanyId,
        action: 'import.recordSaved',
        entity: 'import',
        entityId: id,
        data: { line, caseId: result.caseId, type: result.type, reopened: result.reopened },
      },
    ]);
    const counter = result.type === 'created' ? imports.changesCreateCount : imports.changesUpdateCount;
    await tx
      .update(imports)
      .set({
        [result.type === 'created' ? 'changesCreateCount' : 'changesUpdateCount']: sql`${counter} + 1`,
        ...(record.error ? { changesErrorCount: sql`greatest(${imports.changesErrorCount} - 1, 0)` } : {}),
      })
      .where(eq(imports.id, id));
    const { importId: _importId, createdAt: _createdAt, ...wire } = saved;
    return { record: wire, type: result.type };
  });
}

const FIRST_ERRORS = 10;

/**
 * The company's newest import of this file (its SHA-256, kept at the start) still processing:
 * another tab, or a colleague, importing it now (or paused less than 10 minutes ago). Issue 34:
 * two imports of one file at once got no word.
 */
async function runningImportOf(db: Db, lawCompanyId: number, fileHash: string): Promise<ImportSameFile | null> {
  const [found] = await db
    .select({ row: imports, starter: { name: users.name, email: users.email } })
    .from(imports)
    .innerJoin(users, eq(users.id, imports.starterId))
    .where(
      and(eq(imports.lawCompanyId, lawCompanyId), eq(imports.fileHash, fileHash), eq(imports.status, 'processing')),
    )
    .orderBy(desc(imports.id))
    .limit(1);
  if (!found) return null;
  const { id, filename, createdAt, current, total } = presentImport(found.row, found.starter);
  return { id, filename, createdAt, starter: found.starter, current, total };
}

/**
 * POST /admin/import/preview {configId, rows, keys?}: what the rows would create, update, reopen,
 * or fail on, and how many open cases closeOthers would close (the company's ready cases whose
 * plate and chassi are not among `keys`, or the rows' own keys). Reads only.
 */
export async function previewImport(db: Db, auth: AccessClaims, input: unknown): Promise<ImportPreview> {
  const { configId, rows, keys, fileHash } = parse(importPreviewSchema, input);
  const lawCompanyId = companyOf(auth);
  const { config } = await findConfig(db, auth, configId);
  const types = await categoryTypes(db);
  const preview: Required<ImportPreview> = {
    create: 0,
    update: 0,
    reopen: 0,
    invalid: 0,
    error: 0,
    closeOthers: 0,
    closingBlockedBy: null,
    drafts: 0,
    firstDrafts: [],
    firstErrors: [],
    sameFile: fileHash ? await runningImportOf(db, lawCompanyId, fileHash) : null,
  };
  const seen = new Set<string>();
  const checked: { line: number; data: CaseData; place: LocatedAddress }[] = [];
  for (const { line, cells } of rows) {
    let outcome = mapRow(config, cells, types);
    let place: LocatedAddress | null = null;
    if (outcome.ok) {
      try {
        place = locateAddresses(outcome.data.addresses)[0];
      } catch (error) {
        if (!(error instanceof ServiceError) || !error.errors) throw error;
        const fields = byField(error.errors);
        outcome = { ok: false, model: outcome.model, error: Object.values(fields).join('; '), invalidFields: fields };
      }
    }
    if (!outcome.ok) {
      preview.error++;
      if (preview.firstErrors.length < FIRST_ERRORS)
        preview.firstErrors.push({ line, error: outcome.error, invalidFields: outcome.invalidFields });
      continue;
    }
    const { licensePlate, chassi } = outcome.data;
    for (const key of [licensePlate, chassi]) if (key) seen.add(key);
    if (outcome.invalidFields) preview.invalid++;
    // Located whenever the outcome is still ok (a refused place made it an error row above).
    checked.push({ line, data: outcome.data, place: place as LocatedAddress });
  }
  // Each row against the cases as they are (one lookup for all) and as the earlier rows left them,
  // decided by the batch's own function: a plate twice in the file is one create, then one update
  // (issue 34: 'Casos a criar 10' was 9 created and 1 updated).
  const pick = (key: 'licensePlate' | 'chassi') => [
    ...new Set(checked.flatMap(({ data }) => (data[key] ? [data[key]] : []))),
  ];
  const index = new CaseIndex(await lookUpCases(db, lawCompanyId, pick('licensePlate'), pick('chassi')));
  const ctx = { lawCompanyId, actorId: auth.userId, mapped: mappedFields(config) };
  for (const { line, data, place } of checked) {
    const { type, reopened, missing } = decideRow(index, ctx, data, place);
    if (type === 'created') preview.create++;
    else if (reopened) preview.reopen++;
    else preview.update++;
    if (missing) {
      preview.drafts++;
      if (preview.firstDrafts.length < FIRST_ERRORS) preview.firstDrafts.push({ line, missingFields: missing });
    }
  }
  preview.closingBlockedBy = closingBlockOf(preview.error, preview.invalid);
  const inFile = (keys && keys.length > 0 ? keys.map((k) => k.replace(/[-\s]/g, '').toUpperCase()) : [...seen]).filter(
    (k) => /^[A-Z0-9]+$/.test(k),
  );
  // One array parameter (a plain list would be a parameter per key, past the protocol's limit).
  const keyArray = `{${inFile.join(',')}}`;
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(seizureRequests)
    .where(
      and(
        eq(seizureRequests.lawCompanyId, lawCompanyId),
        isNull(seizureRequests.deletedAt),
        isNull(seizureRequests.closedAt),
        inArray(seizureRequests.status, [...READY_CASE_STATUSES]),
        inFile.length > 0
          ? sql`NOT (coalesce(${seizureRequests.licensePlate} COLLATE "C" = ANY(${keyArray}::text[]), false) OR coalesce(${seizureRequests.chassi} COLLATE "C" = ANY(${keyArray}::text[]), false))`
          : undefined,
      ),
    );
  preview.closeOthers = n;
  return preview;
}
