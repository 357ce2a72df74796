// The history of one record where its decisions are made (issue 25 item 10; docs/decisions.md
// "History"): its audit rows, newest first (audit_log_entity_idx), each in words (describeAudit).
import { sql, type SQL } from 'drizzle-orm';
import { describeAudit, HISTORY_LIMIT, type HistoryEntry } from '../../../domain/history';
import type { Db } from '../../db/connection';
import { dateOf, rowCount, rowsOf } from './sql';

interface Row {
  id: number;
  action: string;
  data: unknown;
  by: string | null;
  /** Whom a tracker request's or a report's row is about (the tracker's name). */
  subject: string | null;
  created_at: Date | string;
}

/** The audit rows `where` picks (an entity and its id: the caller has checked the record is its). */
export async function auditHistory(db: Db, where: SQL): Promise<HistoryEntry[]> {
  const rows = rowsOf<Row>(
    await db.execute(sql`SELECT a.id, a.action, a.data, u.name AS by, a.created_at,
        CASE a.entity
          WHEN 'trackerRequest' THEN (SELECT tu.name FROM tracker_requests tr JOIN users tu ON tu.id = tr.user_id WHERE tr.id = a.entity_id)
          WHEN 'seizureReport' THEN (SELECT ru.name FROM seizure_reports sr JOIN users ru ON ru.id = sr.user_id WHERE sr.id = a.entity_id)
        END AS subject
      FROM audit_log a
      LEFT JOIN users u ON u.id = a.actor_id
      WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT ${rowCount(HISTORY_LIMIT)}`),
  );
  return rows.map((row) => {
    const data = typeof row.data === 'string' ? (JSON.parse(row.data) as unknown) : row.data;
    return {
      id: row.id,
      action: row.action,
      ...describeAudit(row.action, data, row.subject),
      by: row.by,
      at: dateOf(row.created_at),
    };
  });
}
