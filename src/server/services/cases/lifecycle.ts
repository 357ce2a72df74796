import { eq } from 'drizzle-orm';
import {
  canCloseCase,
  canReopenCase,
  listingStatus,
  reopenedStatus,
  type CaseCloseStatus,
  type ClosedCase,
  type ListingChange,
  type Removed,
} from '../../../domain/cases';
import { CASE_MESSAGES, caseCloseSchema } from '../../../domain/schemas/case';
import { isReadyCaseStatus, type CaseClosedBy, type CaseStatus } from '../../../domain/statuses';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { seizureRequests } from '../../db/schema';
import { parse, refused } from '../errors';
import { audit, findCase, type CaseRow } from './access';
import { closeChats, notifyApprovedTrackers, rejectPendingRequests, reopenApprovedChats } from './trackers';

/**
 * DELETE /admin/seizure-requests/{id}: a soft delete. Approved trackers are told the case was
 * removed, pending requests are rejected ('Caso removido') and their trackers told; one transaction.
 */
export function removeCase(db: Db, auth: AccessClaims, id: number): Promise<Removed> {
  return db.transaction(async (tx) => {
    const row = await findCase(tx, auth, id, true);
    const notified = await notifyApprovedTrackers(tx, row, 'caseRemoved');
    const rejected = await rejectPendingRequests(tx, row, CASE_MESSAGES.removedReason, auth.userId);
    await closeChats(tx, row.id);
    await tx.update(seizureRequests).set({ deletedAt: new Date() }).where(eq(seizureRequests.id, row.id));
    await audit(tx, auth, 'case.removed', row, { status: row.status, notified, rejected });
    return { id: row.id, success: true };
  });
}

/** POST /admin/seizure-requests/close {id, status}: a ready case ends as seized or not seized. */
export async function closeCase(db: Db, auth: AccessClaims, input: unknown): Promise<ClosedCase> {
  const { id, status } = parse(caseCloseSchema, input);
  return db.transaction(async (tx) => {
    const row = await findCase(tx, auth, id, true);
    if (!canCloseCase(row)) throw refused(CASE_MESSAGES.closeNotReady);
    return closeLockedCase(tx, auth, row, status, 'manual');
  });
}

/**
 * Closes a ready case the caller has locked (findCase with forUpdate), in the caller's
 * transaction: status, closedAt, closedBy; approved trackers told (caseClosed), pending requests
 * rejected and told, chats closed, audited. Shared by the manual close and an accepted report.
 */
export async function closeLockedCase(
  tx: Db,
  auth: AccessClaims,
  row: CaseRow,
  status: CaseCloseStatus,
  closedBy: CaseClosedBy,
  auditData: Record<string, unknown> = {},
): Promise<ClosedCase> {
  const [closed] = await tx
    .update(seizureRequests)
    .set({ status, closedAt: new Date(), closedBy })
    .where(eq(seizureRequests.id, row.id))
    .returning();
  const notified = await notifyApprovedTrackers(tx, closed, 'caseClosed', { status });
  const rejected = await rejectPendingRequests(tx, closed, CASE_MESSAGES.closedReason, auth.userId);
  await closeChats(tx, row.id);
  await audit(tx, auth, 'case.closed', row, { from: row.status, status, closedBy, notified, rejected, ...auditData });
  return { id: row.id, status, closedAt: closed.closedAt, closedBy: closed.closedBy };
}

/** POST /admin/seizure-requests/{id}/reopen: a closed case is ready again; approved trackers are told. */
export function reopenCase(db: Db, auth: AccessClaims, id: number): Promise<ClosedCase> {
  return db.transaction(async (tx) => {
    const row = await findCase(tx, auth, id, true);
    if (!canReopenCase(row)) throw refused(CASE_MESSAGES.reopenNotClosed);
    const status = reopenedStatus(row);
    const [reopened] = await tx
      .update(seizureRequests)
      .set({ status, closedAt: null, closedBy: null })
      .where(eq(seizureRequests.id, row.id))
      .returning();
    const notified = await notifyApprovedTrackers(tx, reopened, 'caseReopened');
    await reopenApprovedChats(tx, row.id);
    await audit(tx, auth, 'case.reopened', row, { from: row.status, status, notified });
    return { id: row.id, status, closedAt: null, closedBy: null };
  });
}

/**
 * POST /admin/seizure-requests/{id}/trackers/status/{open|close}: lists a ready case in the
 * trackers' app, or takes it off. Refused for simplified-mode and non-ready cases.
 */
export function setListing(
  db: Db,
  auth: AccessClaims,
  id: number,
  listing: ListingChange,
): Promise<{ id: number; status: CaseStatus }> {
  return db.transaction(async (tx) => {
    const row = await findCase(tx, auth, id, true);
    if (row.shadowMode) throw refused(CASE_MESSAGES.listingShadowMode);
    if (!isReadyCaseStatus(row.status)) throw refused(CASE_MESSAGES.listingNotReady);
    const status = listingStatus(listing);
    if (status !== row.status) {
      await tx.update(seizureRequests).set({ status }).where(eq(seizureRequests.id, row.id));
      await audit(tx, auth, listing === 'open' ? 'case.listingOpened' : 'case.listingClosed', row, {
        from: row.status,
        status,
      });
    }
    return { id: row.id, status };
  });
}
