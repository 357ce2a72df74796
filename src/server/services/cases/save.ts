import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { CASE_MESSAGES, caseSchema, missingReadyFields, type CaseData } from '../../../domain/schemas/case';
import { REQUIRED } from '../../../domain/schemas/messages';
import { isClosedCase, type SavedCase } from '../../../domain/cases';
import { isReadyCaseStatus, type CaseStatus } from '../../../domain/statuses';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { caseAddresses, lawCompanies, seizureRequests } from '../../db/schema';
import { refused, forbidden, notFound, parse, invalid } from '../errors';
import { audit, findCase, type CaseRow } from './access';
import { locateAddresses } from './location';
import { canBeDraft, categoryTypes, presentCase } from './read';

/**
 * POST /admin/seizure-requests: creates (no id) or updates (id) a case of the user's own company.
 * The status follows docs/cases.md "Draft and ready": a case saved as a draft (canBeDraft, while no
 * tracker has asked for it) is a draft, complete or not; otherwise it must be complete, and is ready.
 */
export async function saveCase(db: Db, auth: AccessClaims, input: unknown): Promise<SavedCase> {
  const lawCompanyId = auth.lawCompanyId;
  if (lawCompanyId == null) throw forbidden();
  const data = parse(caseSchema(await categoryTypes(db)), input);
  const addresses = locateAddresses(data.addresses);
  const [company] = await db
    .select({ enableShadowMode: lawCompanies.enableShadowMode })
    .from(lawCompanies)
    .where(eq(lawCompanies.id, lawCompanyId));
  if (!company) throw notFound();

  try {
    const id = await db.transaction(async (tx) => {
      const existing = data.id ? await findCase(tx, auth, data.id, true) : null;
      // A case that has ended keeps its data as it was when it ended.
      if (existing && isClosedCase(existing)) throw refused(CASE_MESSAGES.closedNotEditable);
      // A company that turned simplified mode off still lets its existing simplified cases be edited.
      if (data.shadowMode && !company.enableShadowMode && !existing?.shadowMode) {
        throw invalid({ shadowMode: CASE_MESSAGES.shadowModeDisabled });
      }
      const draftAllowed = !existing || (await canBeDraft(tx, existing));
      const missing = missingReadyFields(data);
      if (missing.length > 0 && !(data.canBeDraft && draftAllowed)) {
        throw invalid(Object.fromEntries(missing.map((field) => [field, REQUIRED])));
      }
      await assertPlateFree(tx, lawCompanyId, data.licensePlate, existing?.id);

      // canBeDraft is the admin's choice ('Salvar como rascunho'): a complete case stays (or goes
      // back to being) a draft too, never published without being asked. Simplified cases are never drafts.
      const keepDraft = data.canBeDraft && draftAllowed && !data.shadowMode;
      const status: CaseStatus = missing.length > 0 || keepDraft ? 'draft' : readyStatus(existing, data.shadowMode);
      const main = addresses.find((a) => a.main) ?? addresses[0];
      const values = {
        ...caseFields(data),
        status,
        canBeDraft: draftAllowed,
        mainAddressCity: main.city,
        mainAddressState: main.state,
      };
      let row: CaseRow;
      if (existing) {
        [row] = await tx.update(seizureRequests).set(values).where(eq(seizureRequests.id, existing.id)).returning();
        await tx.delete(caseAddresses).where(eq(caseAddresses.seizureRequestId, row.id));
      } else {
        [row] = await tx
          .insert(seizureRequests)
          .values({ ...values, lawCompanyId, createdById: auth.userId })
          .returning();
      }
      await tx.insert(caseAddresses).values(
        addresses.map((a) => ({
          seizureRequestId: row.id,
          description: a.description ?? null,
          state: a.state,
          city: a.city,
          neighborhood: a.neighborhood ?? null,
          street: a.street ?? null,
          number: a.number ?? null,
          complement: a.complement ?? null,
          zipcode: a.zipcode ?? null,
          latitude: a.latitude,
          longitude: a.longitude,
          main: a === main,
        })),
      );
      await audit(tx, auth, existing ? 'case.updated' : 'case.created', row, {
        status,
        ...(existing && existing.status !== status ? { from: existing.status } : {}),
      });
      return row.id;
    });
    const [saved] = await db.select().from(seizureRequests).where(eq(seizureRequests.id, id));
    return { created: !data.id, case: await presentCase(db, saved) };
  } catch (error) {
    // Two saves racing for one plate: the unique index decides, the answer is the same 422.
    if (isUniqueViolation(error, 'cases_company_plate_key')) throw invalid({ licensePlate: CASE_MESSAGES.plateTaken });
    throw error;
  }
}

/** New and draft cases open for trackers; ready ones keep their listing; simplified ones are never listed. */
function readyStatus(existing: CaseRow | null, shadowMode: boolean): CaseStatus {
  if (shadowMode) return 'readyAndClosedForTrackers';
  if (!existing || !isReadyCaseStatus(existing.status) || existing.shadowMode) return 'readyAndOpenedForTrackers';
  return existing.status;
}

function caseFields(data: CaseData) {
  const { id: _id, addresses: _addresses, canBeDraft: _draft, ...fields } = data;
  return fields;
}

async function assertPlateFree(db: Db, lawCompanyId: number, plate: string | null, exceptId?: number) {
  if (!plate) return;
  const [other] = await db
    .select({ id: seizureRequests.id })
    .from(seizureRequests)
    .where(
      and(
        eq(seizureRequests.lawCompanyId, lawCompanyId),
        sql`${seizureRequests.licensePlate} COLLATE "C" = ${plate}`,
        isNull(seizureRequests.deletedAt),
        exceptId ? ne(seizureRequests.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (other) throw invalid({ licensePlate: CASE_MESSAGES.plateTaken });
}

export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    e;
    e = e.cause as typeof e
  ) {
    if (e.code === '23505') return !e.constraint || e.constraint === constraint;
  }
  return false;
}
