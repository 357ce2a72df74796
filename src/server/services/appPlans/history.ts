// The plan-time grants of one app user, for the plans screen's 'Histórico' (issue 35 item 5):
// every add-time is an audit row already (addTime.ts), read back like every other history.
import { sql } from 'drizzle-orm';
import type { HistoryEntry } from '../../../domain/history';
import type { Db } from '../../db/connection';
import { notFound } from '../errors';
import { auditHistory } from '../shared/history';
import { rowsOf } from '../shared/sql';
import { isAppUser } from './shared';

/** GET /admin/app-users/:userId/plan-history: who granted, when, the days and the resulting expiry, newest first. */
export async function planHistory(db: Db, userId: number): Promise<HistoryEntry[]> {
  const found = rowsOf<{ id: number }>(
    await db.execute(sql`SELECT u.id FROM users u WHERE u.id = ${userId} AND ${isAppUser()}`),
  );
  if (found.length === 0) throw notFound();
  return auditHistory(db, sql`a.entity = 'appUser' AND a.entity_id = ${userId} AND a.action = 'appUser.addTime'`);
}
