/** The dashboard's two tabs of pending work, each its own list ('pending-trackers', 'pending-reports'). */
export type PendingKind = 'trackers' | 'reports';

export const PENDING_RESOURCES: Record<PendingKind, string> = {
  trackers: 'pending-trackers',
  reports: 'pending-reports',
};

/** One row of a pending tab, whatever it lists: the case, who, and when. */
export interface PendingRow {
  id: number;
  caseId: number;
  plate: string | null;
  tracker: string;
  date: Date;
  /** A tracker request whose tracker's account is not active: shown with 'Pendente' and 'Bloqueado'. */
  blocked: boolean;
}

/** What the two lists' rows share (a tracker request, a seizure report). */
export interface PendingRecord {
  id: number;
  createdAt: Date;
  /** Tracker requests carry the account's status; reports do not. */
  user: { name: string; status?: string };
  seizureRequest: { id: number; licensePlate: string | null };
}

export const toPendingRow = (r: PendingRecord): PendingRow => ({
  id: r.id,
  caseId: r.seizureRequest.id,
  plate: r.seizureRequest.licensePlate,
  tracker: r.user.name,
  date: r.createdAt,
  blocked: r.user.status !== undefined && r.user.status !== 'active',
});
