import { and, eq, sql } from 'drizzle-orm';
import type { SeizureReport } from '../../../domain/reports';
import { TRACKER_SIDE_MESSAGES, trackerReportSchema } from '../../../domain/trackerSide';
import { acceptsTrackerChanges } from '../../../domain/trackers';
import type { Db } from '../../db/connection';
import { seizureReportDocuments, seizureReports, type SeizureReportDocumentKind } from '../../db/schema';
import { notFound, parse, refused } from '../errors';
import { auditAll } from '../shared/outbox';
import { rowsOf } from '../shared/sql';
import { assertOwnUploads, lockLiveCase } from '../trackers/trackerSide';
import { getReport } from './list';

/**
 * The tracker files a seizure report ("laudo") from the app (no route: `npm run simulate` and
 * tests act through this). Only a tracker approved on the case, only while the case is ready and
 * not closed (a case closed for new trackers still takes its approved trackers' reports), one
 * report awaiting a decision per tracker and case. Its files are the tracker's own uploads, in
 * the parts spec §3 names (photos, others, warrant, search warrant). The report is pending: the
 * case's reports section and the dashboard's pending reports show it at once.
 */
export async function submitReportAsTracker(
  db: Db,
  trackerId: number,
  input: unknown,
  now = new Date(),
): Promise<SeizureReport> {
  const report = parse(trackerReportSchema, input);
  return db.transaction(async (tx) => {
    const row = await lockLiveCase(tx, report.seizureRequestId);
    const [request] = rowsOf<{ approved: boolean }>(
      await tx.execute(sql`SELECT coalesce(bool_or(status = 'approved'), false) AS approved FROM tracker_requests
        WHERE seizure_request_id = ${row.id} AND user_id = ${trackerId} HAVING count(*) > 0`),
    );
    // A tracker who never asked for the case does not see it at all.
    if (!request) throw notFound();
    if (!acceptsTrackerChanges(row)) throw refused(TRACKER_SIDE_MESSAGES.caseEnded);
    if (!request.approved) throw refused(TRACKER_SIDE_MESSAGES.notApproved);
    const [waiting] = await tx
      .select({ id: seizureReports.id })
      .from(seizureReports)
      .where(
        and(
          eq(seizureReports.seizureRequestId, row.id),
          eq(seizureReports.userId, trackerId),
          eq(seizureReports.status, 'pending'),
        ),
      )
      .limit(1);
    if (waiting) throw refused(TRACKER_SIDE_MESSAGES.reportPending);

    const named = [
      ...report.others.map((d) => ['other', d] as const),
      ['warrant', report.warrant] as const,
      ['searchWarrant', report.searchWarrant] as const,
    ];
    const documents: { kind: SeizureReportDocumentKind; value: string; filename: string | null }[] = [
      ...report.photos.map((value) => ({ kind: 'photo' as const, value, filename: null })),
      ...named.flatMap(([kind, d]) => (d ? [{ kind, value: d.value, filename: d.filename }] : [])),
    ];
    await assertOwnUploads(tx, trackerId, report.photos, 'photos');
    await assertOwnUploads(
      tx,
      trackerId,
      documents.filter((d) => d.kind !== 'photo').map((d) => d.value),
      'others',
    );
    const [created] = await tx
      .insert(seizureReports)
      .values({
        seizureRequestId: row.id,
        lawCompanyId: row.lawCompanyId,
        userId: trackerId,
        status: 'pending',
        notes: report.notes ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: seizureReports.id });
    await tx.insert(seizureReportDocuments).values(documents.map((d) => ({ reportId: created.id, ...d })));
    await auditAll(tx, [
      {
        actorId: trackerId,
        lawCompanyId: row.lawCompanyId,
        action: 'report.submitted',
        entity: 'seizureReport',
        entityId: created.id,
        data: { seizureRequestId: row.id },
      },
    ]);
    return getReport(tx, created.id);
  });
}
