// The chat tests' shared part: the demo's Alfa conversations by kind, and uploads made as a user.
import { eq, sql } from 'drizzle-orm';
import { uploads, users } from '../../src/server/db/schema';
import { rows, type Db } from '../support/api';

export interface Conversation {
  id: number;
  seizureRequestId: number;
  userId: number;
}

/** An Alfa chat that accepts messages (its case live and ready, its tracker approved) matching `where` (over chats c), the first by id. */
export async function alfaChat(db: Db, where = sql`true`): Promise<Conversation> {
  const [row] = await rows<{ id: number; case_id: number; user_id: number }>(
    db,
    sql`SELECT c.id, c.seizure_request_id AS case_id, c.user_id FROM chats c JOIN law_companies l ON l.id = c.law_company_id
        JOIN seizure_requests s ON s.id = c.seizure_request_id
        WHERE l.name = 'Alfa' AND NOT c.closed AND s.closed_at IS NULL AND s.deleted_at IS NULL
          AND s.status IN ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers')
          AND EXISTS (SELECT 1 FROM tracker_requests t WHERE t.seizure_request_id = c.seizure_request_id AND t.user_id = c.user_id AND t.status = 'approved')
          AND ${where} ORDER BY c.id LIMIT 1`,
  );
  if (!row) throw new Error('no such Alfa chat in the demo data');
  return { id: row.id, seizureRequestId: row.case_id, userId: row.user_id };
}

export const chatUrl = (c: Conversation) => `${c.seizureRequestId}/${c.userId}`;

let fileNumber = 0;
/** An uploads row as POST /content/upload leaves it, sent by the given demo user. */
export async function uploadedBy(db: Db, email: string, ext = 'jpg') {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const path = `2026/01/${(++fileNumber).toString(16).padStart(32, 'c')}.${ext}`;
  await db.insert(uploads).values({
    path,
    originalName: `arquivo.${ext}`,
    mimeType: 'application/octet-stream',
    size: 1234,
    uploadedById: user.id,
  });
  return path;
}
