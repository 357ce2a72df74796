import { asc, eq, sql } from 'drizzle-orm';
import type { Case, CaseCategory, CaseDetails } from '../../../domain/cases';
import { CATEGORY_TYPE_INFO, type CategoryType } from '../../../domain/categories';
import { missingReadyFields, type CaseData } from '../../../domain/schemas/case';
import { isReadyCaseStatus } from '../../../domain/statuses';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { caseAddresses, caseAttachments, caseCategories, lawCompanies, trackerRequests, users } from '../../db/schema';
import { auditHistory } from '../shared/history';
import type { HistoryEntry } from '../../../domain/history';
import { findCase, type CaseRow } from './access';

/** GET /admin/seizure-requests/categories: each with its type's label, icon and colour. */
export async function listCategories(db: Db): Promise<CaseCategory[]> {
  const rows = await db.select().from(caseCategories).orderBy(asc(caseCategories.order), asc(caseCategories.title));
  return rows.map((c) => ({ ...c, ...typeInfo(c.type) }));
}

const typeInfo = (type: CategoryType) => {
  const info = CATEGORY_TYPE_INFO[type];
  return { typeLabel: info.label, icon: info.icon, color: info.color };
};

/** A lookup for the case schema: category id → type. */
export async function categoryTypes(db: Db) {
  const rows = await db.select({ id: caseCategories.id, type: caseCategories.type }).from(caseCategories);
  const types = new Map(rows.map((r) => [r.id, r.type]));
  return (id: number) => types.get(id);
}

/**
 * A draft may stay a draft, and a ready case may go back to one, only while no tracker ever asked
 * for it (docs/cases.md "Draft and ready").
 */
export async function canBeDraft(db: Db, row: Pick<CaseRow, 'id' | 'status'>): Promise<boolean> {
  if (row.status === 'draft') return true;
  if (!isReadyCaseStatus(row.status)) return false;
  const [request] = await db
    .select({ id: trackerRequests.id })
    .from(trackerRequests)
    .where(eq(trackerRequests.seizureRequestId, row.id))
    .limit(1);
  return !request;
}

/** GET /admin/seizure-requests/{id}: the case as the form edits it. */
export async function getCase(db: Db, auth: AccessClaims, id: number): Promise<Case> {
  const row = await findCase(db, auth, id);
  return presentCase(db, row);
}

export async function presentCase(db: Db, row: CaseRow): Promise<Case> {
  const [category] = await db.select().from(caseCategories).where(eq(caseCategories.id, row.categoryId));
  const addresses = await db
    .select()
    .from(caseAddresses)
    .where(eq(caseAddresses.seizureRequestId, row.id))
    .orderBy(sql`${caseAddresses.main} DESC`, asc(caseAddresses.id));
  const {
    deletedAt: _deleted,
    totalApprovedTrackers,
    totalPendingTrackers,
    listTab: _tab,
    createdById: _by,
    ...fields
  } = row;
  return {
    ...fields,
    category: category
      ? { id: category.id, title: category.title, type: category.type, ...typeInfo(category.type) }
      : null,
    canBeDraft: await canBeDraft(db, row),
    trackers: { totalApproved: totalApprovedTrackers, totalPending: totalPendingTrackers },
    addresses: addresses.map(({ seizureRequestId: _case, ...address }) => address),
  };
}

/** GET /admin/seizure-requests/{id}/details: everything the details page shows. */
export async function getCaseDetails(db: Db, auth: AccessClaims, id: number): Promise<CaseDetails> {
  const row = await findCase(db, auth, id);
  const base = await presentCase(db, row);
  const [company] = await db
    .select({
      id: lawCompanies.id,
      name: lawCompanies.name,
      document: lawCompanies.document,
      enableShadowMode: lawCompanies.enableShadowMode,
    })
    .from(lawCompanies)
    .where(eq(lawCompanies.id, row.lawCompanyId));
  const documents = await db
    .select({
      id: caseAttachments.id,
      filename: caseAttachments.filename,
      path: caseAttachments.path,
      createdAt: caseAttachments.createdAt,
    })
    .from(caseAttachments)
    .where(eq(caseAttachments.seizureRequestId, row.id))
    .orderBy(asc(caseAttachments.id));
  const [creator] = row.createdById
    ? await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, row.createdById))
    : [];
  return {
    ...base,
    lawCompany: company ?? null,
    documents,
    createdBy: creator ?? null,
    /** What keeps a draft from being ready (empty for other cases). */
    missingFields: row.status === 'draft' ? missingFieldsOf(row, base.addresses.length) : [],
  };
}

function missingFieldsOf(row: CaseRow, addressCount: number): string[] {
  const missing: string[] = missingReadyFields({ ...row, addresses: [] } as unknown as CaseData);
  if (addressCount === 0) missing.push('addresses');
  return missing;
}

/**
 * GET /admin/seizure-requests/{id}/history (support, the case's company): the case's decisions,
 * newest first: created, changed, closed, reopened, listing, attachments, notes, and the decisions
 * on its tracker requests and reports (each naming the tracker). Another company's case is 404.
 */
export async function getCaseHistory(db: Db, auth: AccessClaims, id: number): Promise<HistoryEntry[]> {
  const row = await findCase(db, auth, id);
  return auditHistory(
    db,
    sql`((a.entity = 'seizureRequest' AND a.entity_id = ${row.id})
      OR (a.entity = 'trackerRequest' AND a.entity_id IN (SELECT tr.id FROM tracker_requests tr WHERE tr.seizure_request_id = ${row.id}))
      OR (a.entity = 'seizureReport' AND a.entity_id IN (SELECT sr.id FROM seizure_reports sr WHERE sr.seizure_request_id = ${row.id})))`,
  );
}
