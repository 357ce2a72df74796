import { and, eq, isNull } from 'drizzle-orm';
import { assertInScope } from '../../auth/guard';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { seizureRequests } from '../../db/schema';
import { notFound } from '../errors';
import { auditAll } from '../shared/outbox';

export type CaseRow = typeof seizureRequests.$inferSelect;

/** A route's :id: anything but a positive integer is a case that does not exist. */
export function caseId(value: unknown): number {
  // Canonical only: '01' or '1.0' name nothing (one record, one URL).
  const id = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw notFound();
  return id;
}

/**
 * A live case the user may see: another company's case, a removed one and an unknown id are the
 * same 404. `forUpdate` locks the row until the transaction ends (writes decide on fresh data).
 */
export async function findCase(db: Db, auth: AccessClaims, id: number, forUpdate = false): Promise<CaseRow> {
  const query = db
    .select()
    .from(seizureRequests)
    .where(and(eq(seizureRequests.id, id), isNull(seizureRequests.deletedAt)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  assertInScope(auth, row.lawCompanyId);
  return row;
}

/** One audit row, in the caller's transaction. */
export async function audit(
  db: Db,
  auth: AccessClaims,
  action: string,
  row: Pick<CaseRow, 'id' | 'lawCompanyId'>,
  data: Record<string, unknown> = {},
) {
  await auditAll(db, [
    { actorId: auth.userId, lawCompanyId: row.lawCompanyId, action, entity: 'seizureRequest', entityId: row.id, data },
  ]);
}
