import { and, eq } from 'drizzle-orm';
import { reportDecisionSchema, TRACKER_MESSAGES } from '../../../domain/schemas/trackers';
import { staleReportMessage, type SeizureReport } from '../../../domain/reports';
import { canCloseCase } from '../../../domain/cases';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { seizureReports, users } from '../../db/schema';
import { conflict, refused, notFound, parse } from '../errors';
import { findCase } from '../cases/access';
import { closeLockedCase } from '../cases/lifecycle';
import { auditAll, caseOf, notifyTrackers } from '../shared/outbox';
import { getReport } from './list';

/**
 * POST /admin/seizure-requests/reports {id, seizureRequestId, status, reason}: a case admin
 * decides a pending report. Accepting it tells the tracker (reportApproved) and closes the case
 * as seized by the report, exactly like a manual close (approved trackers told, pending requests
 * rejected and told, chats closed); rejecting needs a reason and tells the tracker
 * (reportRejected). One transaction, with the audit rows; the case row is locked first, then the
 * report's. `expectedStatus` is the status the user saw: another one answers 409 (who, when).
 */
export async function decideReport(db: Db, auth: AccessClaims, input: unknown): Promise<SeizureReport> {
  const { id, seizureRequestId, status, expectedStatus, reason } = parse(reportDecisionSchema, input);
  return db.transaction(async (tx) => {
    const row = await findCase(tx, auth, seizureRequestId, true);
    const [report] = await tx
      .select()
      .from(seizureReports)
      .where(and(eq(seizureReports.id, id), eq(seizureReports.seizureRequestId, row.id)))
      .for('update');
    if (!report) throw notFound();
    // Against what the user saw: another admin decided meanwhile → 409 with who and when.
    if (report.status !== expectedStatus) {
      const [decider] = report.decidedById
        ? await tx.select({ name: users.name }).from(users).where(eq(users.id, report.decidedById))
        : [];
      throw conflict(
        staleReportMessage({
          status: report.status,
          by: decider?.name ?? null,
          byYou: report.decidedById === auth.userId,
          at: report.updatedAt,
        }),
      );
    }
    if (report.status !== 'pending') throw refused(TRACKER_MESSAGES.reportNotPending);
    // Accepting closes the case: only where a manual close would be allowed.
    if (status === 'accepted' && !canCloseCase(row)) throw refused(TRACKER_MESSAGES.reportCaseNotReady);
    await tx
      .update(seizureReports)
      .set({ status, reason, decidedById: auth.userId })
      .where(eq(seizureReports.id, report.id));
    const tracker = [{ ...caseOf(row), userId: report.userId }];
    if (status === 'accepted') await notifyTrackers(tx, tracker, 'reportApproved', { reportId: report.id });
    else await notifyTrackers(tx, tracker, 'reportRejected', { reportId: report.id, reason });
    await auditAll(tx, [
      {
        actorId: auth.userId,
        lawCompanyId: row.lawCompanyId,
        action: `report.${status}`,
        entity: 'seizureReport',
        entityId: report.id,
        data: { seizureRequestId: row.id, reason },
      },
    ]);
    if (status === 'accepted')
      await closeLockedCase(tx, auth, row, 'completedSized', 'report', { reportId: report.id });
    return getReport(tx, report.id);
  });
}
