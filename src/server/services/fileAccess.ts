import { sql } from 'drizzle-orm';
import { hasPermission } from '../../domain/roles';
import type { AccessClaims } from '../auth/tokens';
import type { Db } from '../db/connection';

/**
 * Who may read a stored file (GET /content/<path>): the user who uploaded it; support, who
 * reads every company's records; and a law company's users when the file belongs to one of
 * their company's records — a case attachment, a tracker request's photo or a seizure report's
 * document, or a file in a message of one of their company's chats (the GIN indexes of migration
 * 0007 find it) — and a tracker's avatar, which every company's screens show beside the tracker
 * (the candidates of 'Adicionar localizador' are any active tracker, issue 37 §5). Anybody else
 * gets the same 404 as for a file that does not exist. Each later kind
 * of file (chat files, app-user documents, receipts) adds its record here.
 */
export async function mayReadFile(db: Db, auth: AccessClaims, path: string): Promise<boolean> {
  if (hasPermission(auth.roles, 'support')) return true;
  const company = auth.lawCompanyId;
  const companyRecords =
    company == null || !hasPermission(auth.roles, 'lawCompanyUser')
      ? sql`FALSE`
      : sql`EXISTS (SELECT 1 FROM case_attachments a JOIN seizure_requests s ON s.id = a.seizure_request_id
                    WHERE a.path = ${path} AND s.law_company_id = ${company})
         OR EXISTS (SELECT 1 FROM tracker_request_photos p JOIN tracker_requests t ON t.id = p.tracker_request_id
                    WHERE p.value = ${path} AND t.law_company_id = ${company})
         OR EXISTS (SELECT 1 FROM seizure_report_documents d JOIN seizure_reports r ON r.id = d.report_id
                    WHERE d.value = ${path} AND r.law_company_id = ${company})
         OR EXISTS (SELECT 1 FROM chat_messages m JOIN chats c ON c.id = m.chat_id
                    WHERE (m.images @> ${chatFile(path)} OR m.documents @> ${chatFile(path)}) AND c.law_company_id = ${company})
         OR EXISTS (SELECT 1 FROM users t WHERE t.avatar = ${path} AND t.roles @> ARRAY['tracker']::text[])`;
  const result = await db.execute(sql`SELECT (
      EXISTS (SELECT 1 FROM uploads u WHERE u.path = ${path} AND u.uploaded_by_id = ${auth.userId})
      OR ${companyRecords}) AS allowed`);
  return Boolean((result as unknown as { rows: { allowed: boolean }[] }).rows[0]?.allowed);
}

/** A chat message's images or documents containing this path (jsonb containment). */
const chatFile = (path: string) => sql`${JSON.stringify([{ value: path }])}::jsonb`;
