// What a change leaves behind besides itself, in the caller's transaction: audit rows and the
// trackers' notifications (one home for cases, trackers, reports and the auto-approval job).
import type { NotificationKind } from '../../../domain/statuses';
import type { Db } from '../../db/connection';
import { auditLog, notifications } from '../../db/schema';

export interface AuditEntry {
  /** null: the system (the auto-approval job). */
  actorId: number | null;
  lawCompanyId: number | null;
  action: string;
  entity:
    | 'seizureRequest'
    | 'trackerRequest'
    | 'seizureReport'
    | 'lawCompany'
    | 'user'
    | 'appUser'
    | 'appTransfer'
    | 'import';
  entityId: number;
  data?: Record<string, unknown>;
}

export async function auditAll(tx: Db, entries: AuditEntry[]) {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(entries.map((e) => ({ ...e, data: e.data ?? {} })));
}

/** What a notification says about the case (the app shows the plate and place). */
export interface NotifiedCase {
  seizureRequestId: number;
  licensePlate: string | null;
  mainAddressCity: string | null;
  mainAddressState: string | null;
}

export interface NotifiedRequest extends NotifiedCase {
  userId: number;
}

/** What a notification needs of a case row. */
export const caseOf = (row: {
  id: number;
  licensePlate: string | null;
  mainAddressCity: string | null;
  mainAddressState: string | null;
}): NotifiedCase => ({
  seizureRequestId: row.id,
  licensePlate: row.licensePlate,
  mainAddressCity: row.mainAddressCity,
  mainAddressState: row.mainAddressState,
});

/** A notification's payload: the case's plate and place, and what the kind adds. */
export const payloadOf = (row: Omit<NotifiedCase, 'seizureRequestId'>, extra: Record<string, unknown> = {}) => ({
  licensePlate: row.licensePlate,
  mainAddressCity: row.mainAddressCity,
  mainAddressState: row.mainAddressState,
  ...extra,
});

/** One outbox row per tracker, in the caller's transaction. */
export async function notifyTrackers(
  tx: Db,
  rows: NotifiedRequest[],
  kind: NotificationKind,
  extra: Record<string, unknown> = {},
) {
  if (rows.length === 0) return;
  await tx.insert(notifications).values(
    rows.map((row) => ({
      userId: row.userId,
      kind,
      seizureRequestId: row.seizureRequestId,
      payload: payloadOf(row, extra),
    })),
  );
}
