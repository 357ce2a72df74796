// The generated checks' shared part: the demo callers, the route table of a running app, and
// real record ids for every path parameter, so each endpoint can be called as each caller.
import { sql } from 'drizzle-orm';
import type { Role } from '../../src/domain/roles';
import type { RouteEntry } from '../../src/server/http/routeTable';
import { bearer, createTestApp, login, type TestApp } from '../support/server';

export const CALLERS = ['admin', 'suporte', 'assessoria', 'casos', 'leitura', 'beta', 'localizador'] as const;
export type Caller = (typeof CALLERS)[number];

/** Routes anybody may call without a token. */
export const PUBLIC_ROUTES = new Set([
  'GET /health',
  'GET /health/live',
  'GET /health/ready',
  'POST /auth/login',
  'POST /auth/refresh',
  'POST /auth/send-recovery',
  'POST /auth/recovery',
  'POST /public/law-companies/register',
  'GET /public/operator',
  // The OpenAPI document and its reference page (docs/decisions.md "The API's description is public").
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  // Prometheus's: a token of its own or a local call, never a user's session (test/server/observability.test.ts).
  'GET /metrics',
]);

/**
 * Routes any signed-in user may call, whatever the roles: the user's own session, and files,
 * whose access follows the record they belong to (test/server/uploads.test.ts). A new route
 * must either have a role guard or be named here, or the matrix test fails.
 */
export const ANY_SIGNED_IN_ROUTES = new Set([
  'POST /auth/logout',
  'POST /auth/change-password',
  'GET /auth/me',
  'GET /content/*',
  'POST /auth/confirm-email',
  'POST /auth/confirm-email/resend',
]);

/** Alfa's records (Beta's users must never reach them) behind each path parameter. */
export interface AlfaIds {
  caseId: number;
  attachmentId: number;
  trackerRequestId: number;
  /** An Alfa import with records, and an Alfa import configuration (/admin/import/:id, /admin/import/config/:id). */
  importId: number;
  importConfigId: number;
  filePath: string;
  /** An Alfa conversation: its case and tracker (/admin/chat/…/:seizureRequestId/:userId). */
  chatCaseId: number;
  chatUserId: number;
  /** Alfa itself (/admin/law-companies/:id, support only). */
  lawCompanyId: number;
  /** An Alfa user outside the demo accounts (/admin/users/:id, /admin/users/resend-password/:id). */
  userId: number;
}

const one = async <T>(db: Awaited<ReturnType<typeof createTestApp>>['db'], query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows[0];

async function alfaIds(
  db: Awaited<ReturnType<typeof createTestApp>>['db'],
): Promise<Omit<AlfaIds, 'importId' | 'importConfigId'>> {
  // An Alfa request with a stored photo: its case, the photo's file, and an attachment of that
  // file on the case (the demo data has no case attachments).
  const row = await one<{ request_id: number; case_id: number; path: string }>(
    db,
    sql`SELECT t.id AS request_id, t.seizure_request_id AS case_id, p.value AS path FROM tracker_requests t
        JOIN tracker_request_photos p ON p.tracker_request_id = t.id
        JOIN seizure_requests s ON s.id = t.seizure_request_id JOIN law_companies l ON l.id = s.law_company_id
        WHERE l.name = 'Alfa' AND s.deleted_at IS NULL ORDER BY t.id LIMIT 1`,
  );
  const attachment = await one<{ id: number }>(
    db,
    sql`INSERT INTO case_attachments (seizure_request_id, filename, path) VALUES (${row.case_id}, 'foto.jpg', ${row.path}) RETURNING id`,
  );
  const chat = await one<{ case_id: number; user_id: number }>(
    db,
    sql`SELECT c.seizure_request_id AS case_id, c.user_id FROM chats c JOIN law_companies l ON l.id = c.law_company_id
        WHERE l.name = 'Alfa' AND NOT c.closed ORDER BY c.id LIMIT 1`,
  );
  const company = await one<{ id: number }>(db, sql`SELECT id FROM law_companies WHERE name = 'Alfa'`);
  // Not a demo account: the allowed calls reset its password and remove it.
  const user = await one<{ id: number }>(
    db,
    sql`INSERT INTO users (name, email, password_hash, roles, law_company_id) VALUES ('Matriz', 'matriz@alfa.test', 'x', ARRAY['lawCompanyUser'], ${company.id}) RETURNING id`,
  );
  return {
    userId: user.id,
    caseId: row.case_id,
    attachmentId: attachment.id,
    trackerRequestId: row.request_id,
    filePath: row.path,
    chatCaseId: chat.case_id,
    chatUserId: chat.user_id,
    lawCompanyId: company.id,
  };
}

async function alfaImportIds(db: Awaited<ReturnType<typeof createTestApp>>['db']) {
  const found = await one<{ import_id: number; config_id: number }>(
    db,
    sql`SELECT i.id AS import_id, i.config_id FROM imports i JOIN law_companies l ON l.id = i.law_company_id
        WHERE l.name = 'Alfa' AND EXISTS (SELECT 1 FROM import_records r WHERE r.import_id = i.id) ORDER BY i.id LIMIT 1`,
  );
  return { importId: found.import_id, importConfigId: found.config_id };
}

/**
 * The URL to call for a route pattern, its parameters filled with Alfa's records. A parameter
 * nobody taught this function about fails the test: add its resolver here with the route.
 */
export function fillPath(url: string, ids: AlfaIds): string {
  const filled = url
    .replace(/^\/admin\/import\/config\/:id\b/, `/admin/import/config/${ids.importConfigId}`)
    .replace(/^\/admin\/import\/:id\b/, `/admin/import/${ids.importId}`)
    .replace(/^\/admin\/trackers\/:id\b/, `/admin/trackers/${ids.trackerRequestId}`)
    .replace(/^\/admin\/seizure-requests\/:id\b/, `/admin/seizure-requests/${ids.caseId}`)
    .replace(/:attachmentId\b/, String(ids.attachmentId))
    .replace(/:seizureRequestId\b/, String(ids.chatCaseId))
    .replace(/:userId\b/, String(ids.chatUserId))
    .replace(/:listing\b/, 'open')
    .replace(/^\/admin\/users\/(resend-password\/)?:id\b/, `/admin/users/$1${ids.userId}`)
    .replace(/^\/admin\/law-companies\/:id\b/, `/admin/law-companies/${ids.lawCompanyId}`)
    // The first seeded withdrawal (support-only: nobody else reaches it).
    .replace(/^\/admin\/app-transfers\/:id\b/, '/admin/app-transfers/1')
    .replace(
      /^\/admin\/dashboard\/seizure-requests\/graph\/:id\b/,
      `/admin/dashboard/seizure-requests/graph/${ids.lawCompanyId}`,
    )
    .replace(/^\/admin\/dashboard\/(law-companies|from-app)\/:status\b/, '/admin/dashboard/$1/total')
    // Alfa's switches are on: enabling them again changes nothing.
    .replace(/:action\b/, 'enable')
    .replace(/^\/content\/\*$/, `/content/${ids.filePath}`)
    .replace(/^\/api\/docs\/static\/\*$/, '/api/docs/static/index.css');
  if (/[:*]/.test(filled)) throw new Error(`no value for the parameters of ${url}: teach fillPath about them`);
  return filled;
}

/** Whether the filled path names one of Alfa's records (so another company must get 404). */
export const namesARecord = (url: string) => /[:*]/.test(url);

export interface MatrixEnv {
  app: TestApp;
  routes: RouteEntry[];
  tokens: Record<Caller, string>;
  roles: Record<Caller, Role[]>;
  ids: AlfaIds;
}

export async function setupMatrix(): Promise<MatrixEnv> {
  const { app, db } = await createTestApp();
  const tokens = {} as Record<Caller, string>;
  const roles = {} as Record<Caller, Role[]>;
  for (const caller of CALLERS) {
    tokens[caller] = (await login(app, `${caller}@demo.test`)).accessToken;
    const me = await app.inject({ method: 'GET', url: '/auth/me', headers: bearer(tokens[caller]) });
    roles[caller] = me.json().roles;
  }
  return { app, routes: app.routeTable, tokens, roles, ids: { ...(await alfaIds(db)), ...(await alfaImportIds(db)) } };
}
