// The generated Idempotency-Key test's fixtures (idempotency-routes.test.ts): for every write route,
// a call that does its work on fresh records, so the same call can be made, repeated and raced.
// A write route added later without a fixture here fails that test: add one with the route.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../src/server/context';
import { requestTransfer } from '../../src/server/services/appTransfers';
import { backgroundWork } from '../../src/server/services/background';
import { rows, type Db } from '../support/api';
import { lastCode, registrationPayload } from '../support/registration';
import { bearer, DEMO_PASSWORD, login, type TestApp } from '../support/server';
import { freshReceipt, PNG, uploadFile } from '../support/wallet';
import { categoryOf, validCase } from './cases.support';
import { configInput, lines, sheetRow } from './import.support';

export const STAFF = ['casos', 'assessoria', 'suporte', 'admin'] as const;
export type Staff = (typeof STAFF)[number];

export interface FixtureEnv {
  app: TestApp;
  ctx: AppContext;
  db: Db;
  tokens: Record<Staff, string>;
}

/** One call: as a demo account, with a token of its own, or anonymous (a public route). */
export interface Call {
  token: string | null;
  method: 'POST' | 'DELETE';
  url: string;
  payload?: object;
  /** A file to send as multipart (POST /content/upload). */
  upload?: Buffer;
}

type Fixture = (env: FixtureEnv) => Promise<Call>;

const one = async <T>(db: Db, query: ReturnType<typeof sql>) => (await rows<T>(db, query))[0];

async function send(env: FixtureEnv, call: Omit<Call, 'token'> & { token: string | null }) {
  const res = await env.app.inject({
    method: call.method,
    url: call.url,
    headers: call.token ? bearer(call.token) : {},
    ...(call.payload ? { payload: call.payload } : {}),
  });
  if (res.statusCode >= 300)
    throw new Error(`fixture set-up ${call.method} ${call.url}: ${res.statusCode} ${res.body}`);
  return res.json();
}
const post = (env: FixtureEnv, token: string, url: string, payload: object = {}) =>
  send(env, { token, method: 'POST', url, payload });

async function newCase(env: FixtureEnv): Promise<number> {
  return (await post(env, env.tokens.casos, '/admin/seizure-requests', validCase(await categoryOf(env.db, 'car')))).id;
}

let seq = 0;
const unique = () => `${process.pid}${Date.now()}${++seq}`;

/** A firm registered through the public page, its e-mail not confirmed yet. */
async function registeredFirm(env: FixtureEnv) {
  const body = registrationPayload();
  const answer = await send(env, { token: null, method: 'POST', url: '/public/law-companies/register', payload: body });
  return { body, token: answer.accessToken as string };
}

/** A firm registered and confirmed: waiting for support's decision. */
async function confirmedFirm(env: FixtureEnv) {
  const firm = await registeredFirm(env);
  await post(env, firm.token, '/auth/confirm-email', {
    code: lastCode(env.ctx.config.dataDir, firm.body.contactEmail),
  });
  const company = await one<{ id: number }>(
    env.db,
    sql`SELECT id FROM law_companies WHERE contact_email = ${firm.body.contactEmail}`,
  );
  return { ...firm, id: company.id };
}

/** A user of Alfa made by its admin, with a password we know. */
async function alfaUser(env: FixtureEnv) {
  const created = await post(env, env.tokens.assessoria, '/admin/users', {
    name: 'Pessoa Teste',
    email: `pessoa-${unique()}@alfa.test`,
    roles: [],
  });
  return created.id as number;
}

/** A signed-in user of its own (its session can end, its password change) with demo1234. */
async function ownSession(env: FixtureEnv) {
  const id = await alfaUser(env);
  const demo = await one<{ password_hash: string }>(
    env.db,
    sql`SELECT password_hash FROM users WHERE email = 'leitura@demo.test'`,
  );
  const user = await one<{ email: string }>(
    env.db,
    sql`UPDATE users SET password_hash = ${demo.password_hash}, must_change_password = false WHERE id = ${id} RETURNING email`,
  );
  return { email: user.email, tokens: await login(env.app, user.email, DEMO_PASSWORD) };
}

async function startedImport(env: FixtureEnv) {
  const config = await post(
    env,
    env.tokens.casos,
    '/admin/import/config',
    configInput(await categoryOf(env.db, 'car'), `Planilha ${unique()}`),
  );
  return (
    await post(env, env.tokens.casos, '/admin/import', {
      filename: 'carteira.xlsx',
      closeOthers: false,
      configId: config.id,
    })
  ).id as number;
}

async function pendingVerification(env: FixtureEnv) {
  const found = await one<{ user_id: number }>(
    env.db,
    sql`SELECT v.user_id FROM user_verifications v WHERE v.status = 'pending' AND v.documents->'selfie'->>'status' = 'pending' ORDER BY v.user_id LIMIT 1`,
  );
  const seen = (
    await env.app.inject({
      method: 'GET',
      url: `/admin/app-users/verifications/${found.user_id}`,
      headers: bearer(env.tokens.suporte),
    })
  ).json();
  return { userId: found.user_id, seenAt: seen.verification.updatedAt as string };
}

/** A new withdrawal of an app user that has one, past its waiting period. */
export async function pendingTransfer(env: FixtureEnv): Promise<number> {
  const owner = await one<{ user_id: number }>(env.db, sql`SELECT user_id FROM wallet_transfers ORDER BY id LIMIT 1`);
  const made = await requestTransfer(
    env.db,
    { userId: owner.user_id, amount: 1.5, pixType: 'uniqueKey', pix: `chave-${unique()}` },
    0,
    new Date(Date.now() - 48 * 3_600_000),
  );
  return made.id;
}

/** A pending tracker request on a ready case of Alfa, each handed out once. */
const handedOut = new Set<number>();
export async function pendingTrackerRequest(env: FixtureEnv): Promise<number> {
  const found = await rows<{ id: number }>(
    env.db,
    sql`SELECT t.id FROM tracker_requests t JOIN seizure_requests s ON s.id = t.seizure_request_id JOIN law_companies l ON l.id = s.law_company_id
        WHERE l.name = 'Alfa' AND t.status = 'pending' AND s.deleted_at IS NULL AND s.status IN ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers') ORDER BY t.id`,
  );
  const id = found.map((r) => Number(r.id)).find((i) => !handedOut.has(i))!;
  handedOut.add(id);
  return id;
}

async function pendingReport(env: FixtureEnv) {
  const found = await rows<{ id: number; case_id: number }>(
    env.db,
    sql`SELECT r.id, r.seizure_request_id AS case_id FROM seizure_reports r JOIN seizure_requests s ON s.id = r.seizure_request_id JOIN law_companies l ON l.id = s.law_company_id
        WHERE l.name = 'Alfa' AND r.status = 'pending' AND s.deleted_at IS NULL AND s.status IN ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers') ORDER BY r.id`,
  );
  const report = found.find((r) => !handedOut.has(-Number(r.id)))!;
  handedOut.add(-Number(report.id));
  return { id: Number(report.id), seizureRequestId: Number(report.case_id) };
}

/** An active tracker not yet on the case. */
async function trackerOffCase(env: FixtureEnv, caseId: number) {
  const found = await one<{ id: number }>(
    env.db,
    sql`SELECT u.id FROM users u WHERE 'tracker' = ANY(u.roles) AND u.status = 'active' AND u.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM tracker_requests t WHERE t.user_id = u.id AND t.seizure_request_id = ${caseId}) ORDER BY u.id LIMIT 1`,
  );
  return found.id;
}

async function alfaChat(env: FixtureEnv) {
  return one<{ case_id: number; user_id: number }>(
    env.db,
    sql`SELECT c.seizure_request_id AS case_id, c.user_id FROM chats c JOIN law_companies l ON l.id = c.law_company_id WHERE l.name = 'Alfa' AND NOT c.closed ORDER BY c.id LIMIT 1`,
  );
}

async function alfaImportLine(env: FixtureEnv) {
  return one<{ import_id: number; line: number; model: Record<string, unknown> }>(
    env.db,
    sql`SELECT r.import_id, r.line, r.model FROM import_records r JOIN imports i ON i.id = r.import_id JOIN law_companies l ON l.id = i.law_company_id
        WHERE l.name = 'Alfa' AND r.model IS NOT NULL ORDER BY r.import_id, r.line LIMIT 1`,
  );
}

const withPassword = (password: string) => ({ password, confirmPassword: password });

/** Every write route's fixture, by `METHOD url` as the route table names it. */
export const FIXTURES: Record<string, Fixture> = {
  'POST /auth/login': async () => ({
    token: null,
    method: 'POST',
    url: '/auth/login',
    payload: { email: 'leitura@demo.test', password: DEMO_PASSWORD },
  }),
  'POST /auth/refresh': async (env) => {
    const { refreshToken } = await login(env.app, 'leitura@demo.test');
    return { token: null, method: 'POST', url: '/auth/refresh', payload: { refreshToken, notificationToken: null } };
  },
  'POST /auth/send-recovery': async (env) => ({
    token: null,
    method: 'POST',
    url: '/auth/send-recovery',
    payload: { email: (await ownSession(env)).email },
  }),
  'POST /auth/recovery': async (env) => {
    const { email } = await ownSession(env);
    await send(env, { token: null, method: 'POST', url: '/auth/send-recovery', payload: { email } });
    await backgroundIdle(env);
    return {
      token: null,
      method: 'POST',
      url: '/auth/recovery',
      payload: { email, code: recoveryCode(env, email), ...withPassword('recuperada1') },
    };
  },
  'POST /auth/logout': async (env) => ({
    token: (await ownSession(env)).tokens.accessToken,
    method: 'POST',
    url: '/auth/logout',
    payload: {},
  }),
  'POST /auth/confirm-email': async (env) => {
    const firm = await registeredFirm(env);
    return {
      token: firm.token,
      method: 'POST',
      url: '/auth/confirm-email',
      payload: { code: lastCode(env.ctx.config.dataDir, firm.body.contactEmail) },
    };
  },
  'POST /auth/confirm-email/resend': async (env) => ({
    token: (await registeredFirm(env)).token,
    method: 'POST',
    url: '/auth/confirm-email/resend',
    payload: {},
  }),
  'POST /auth/confirm-email/change': async (env) => ({
    token: (await registeredFirm(env)).token,
    method: 'POST',
    url: '/auth/confirm-email/change',
    payload: { email: `corrigido-${unique()}@firma.test` },
  }),
  'POST /auth/registration/resubmit': async (env) => {
    const firm = await confirmedFirm(env);
    await post(env, env.tokens.suporte, '/admin/law-companies/status', {
      id: firm.id,
      status: 'reproved',
      expectedStatus: 'pending',
      reason: 'CNPJ não confere',
    });
    const { body } = firm;
    const data = {
      name: body.name,
      companyName: 'Razão Corrigida Ltda',
      document: body.document,
      contactName: body.contactName,
      contactEmail: body.contactEmail,
      contactPhone: body.contactPhone,
      contactWhatsapp: body.contactWhatsapp,
      address: null,
    };
    return { token: firm.token, method: 'POST', url: '/auth/registration/resubmit', payload: data };
  },
  'POST /auth/change-password': async (env) => ({
    token: (await ownSession(env)).tokens.accessToken,
    method: 'POST',
    url: '/auth/change-password',
    payload: { currentPassword: DEMO_PASSWORD, ...withPassword('trocada123') },
  }),
  'POST /admin/law-companies/current': async (env) => ({
    token: env.tokens.assessoria,
    method: 'POST',
    url: '/admin/law-companies/current',
    payload: {
      contactName: `Contato ${unique()}`,
      contactEmail: 'contato@alfa.test',
      contactPhone: '(11) 3222-1000',
      contactWhatsapp: '',
      address: null,
    },
  }),
  'POST /admin/law-companies/status': async (env) => ({
    token: env.tokens.suporte,
    method: 'POST',
    url: '/admin/law-companies/status',
    payload: { id: (await confirmedFirm(env)).id, status: 'active', expectedStatus: 'pending' },
  }),
  'POST /admin/law-companies/:id/config/auto-approve/:action': async (env) => ({
    token: env.tokens.suporte,
    method: 'POST',
    url: `/admin/law-companies/${(await confirmedFirm(env)).id}/config/auto-approve/enable`,
  }),
  'POST /admin/law-companies/:id/config/shadow-mode/:action': async (env) => ({
    token: env.tokens.suporte,
    method: 'POST',
    url: `/admin/law-companies/${(await confirmedFirm(env)).id}/config/shadow-mode/enable`,
  }),
  'POST /admin/seizure-requests': async (env) => ({
    token: env.tokens.casos,
    method: 'POST',
    url: '/admin/seizure-requests',
    payload: validCase(await categoryOf(env.db, 'car')),
  }),
  'DELETE /admin/seizure-requests/:id': async (env) => ({
    token: env.tokens.casos,
    method: 'DELETE',
    url: `/admin/seizure-requests/${await newCase(env)}`,
  }),
  'POST /admin/seizure-requests/close': async (env) => ({
    token: env.tokens.casos,
    method: 'POST',
    url: '/admin/seizure-requests/close',
    payload: { id: await newCase(env), status: 'completedNotSized' },
  }),
  'POST /admin/seizure-requests/:id/reopen': async (env) => {
    const id = await newCase(env);
    await post(env, env.tokens.casos, '/admin/seizure-requests/close', { id, status: 'completedNotSized' });
    return { token: env.tokens.casos, method: 'POST', url: `/admin/seizure-requests/${id}/reopen` };
  },
  'POST /admin/seizure-requests/:id/trackers/status/:listing': async (env) => ({
    token: env.tokens.casos,
    method: 'POST',
    url: `/admin/seizure-requests/${await newCase(env)}/trackers/status/close`,
  }),
  'POST /admin/seizure-requests/:id/attachments': async (env) => {
    const file = await uploadFile(env.app, env.tokens.casos, 'foto.png', freshReceipt(PNG));
    return {
      token: env.tokens.casos,
      method: 'POST',
      url: `/admin/seizure-requests/${await newCase(env)}/attachments`,
      payload: { filename: 'foto.png', path: file },
    };
  },
  'DELETE /admin/seizure-requests/:id/attachments/:attachmentId': async (env) => {
    const caseId = await newCase(env);
    const file = await uploadFile(env.app, env.tokens.casos, 'foto.png', freshReceipt(PNG));
    const attachment = await post(env, env.tokens.casos, `/admin/seizure-requests/${caseId}/attachments`, {
      filename: 'foto.png',
      path: file,
    });
    return {
      token: env.tokens.casos,
      method: 'DELETE',
      url: `/admin/seizure-requests/${caseId}/attachments/${attachment.id}`,
    };
  },
  'POST /admin/seizure-requests/:id/notes': async (env) => ({
    token: env.tokens.casos,
    method: 'POST',
    url: `/admin/seizure-requests/${await newCase(env)}/notes`,
    payload: { notes: 'Ligar antes.' },
  }),
  'POST /admin/seizure-requests/reports': async (env) => ({
    token: env.tokens.casos,
    method: 'POST',
    url: '/admin/seizure-requests/reports',
    payload: {
      ...(await pendingReport(env)),
      status: 'rejected',
      expectedStatus: 'pending',
      reason: 'Fotos ilegíveis',
    },
  }),
  'POST /admin/trackers': async (env) => ({
    token: env.tokens.casos,
    method: 'POST',
    url: '/admin/trackers',
    payload: {
      requestId: await pendingTrackerRequest(env),
      status: 'reproved',
      expectedStatus: 'pending',
      reason: 'Sem experiência.',
    },
  }),
  'POST /admin/trackers/add': async (env) => {
    const seizureRequestId = await newCase(env);
    return {
      token: env.tokens.casos,
      method: 'POST',
      url: '/admin/trackers/add',
      payload: { seizureRequestId, userId: await trackerOffCase(env, seizureRequestId) },
    };
  },
  'POST /admin/chat/send': async (env) => {
    const chat = await alfaChat(env);
    return {
      token: env.tokens.casos,
      method: 'POST',
      url: '/admin/chat/send',
      payload: { seizureRequestId: chat.case_id, userId: chat.user_id, message: `Olá ${unique()}` },
    };
  },
  'POST /admin/import/config': async (env) => ({
    token: env.tokens.casos,
    method: 'POST',
    url: '/admin/import/config',
    payload: configInput(await categoryOf(env.db, 'car'), `Planilha ${unique()}`),
  }),
  'DELETE /admin/import/config/:id': async (env) => {
    const config = await post(
      env,
      env.tokens.casos,
      '/admin/import/config',
      configInput(await categoryOf(env.db, 'car'), `Planilha ${unique()}`),
    );
    return { token: env.tokens.casos, method: 'DELETE', url: `/admin/import/config/${config.id}` };
  },
  'POST /admin/import': async (env) => {
    const config = await post(
      env,
      env.tokens.casos,
      '/admin/import/config',
      configInput(await categoryOf(env.db, 'car'), `Planilha ${unique()}`),
    );
    return {
      token: env.tokens.casos,
      method: 'POST',
      url: '/admin/import',
      payload: { filename: 'carteira.xlsx', closeOthers: false, configId: config.id },
    };
  },
  'POST /admin/import/:id/batches': async (env) => ({
    token: env.tokens.casos,
    method: 'POST',
    url: `/admin/import/${await startedImport(env)}/batches`,
    payload: { seq: 0, rows: lines([sheetRow()]) },
  }),
  'POST /admin/import/:id/finish': async (env) => {
    const id = await startedImport(env);
    await post(env, env.tokens.casos, `/admin/import/${id}/batches`, { seq: 0, rows: lines([sheetRow()]) });
    return { token: env.tokens.casos, method: 'POST', url: `/admin/import/${id}/finish`, payload: { total: 1 } };
  },
  'POST /admin/import/:id/error': async (env) => ({
    token: env.tokens.casos,
    method: 'POST',
    url: `/admin/import/${await startedImport(env)}/error`,
    payload: { message: 'A planilha não abriu.' },
  }),
  'POST /admin/import/:id/cancel': async (env) => ({
    token: env.tokens.casos,
    method: 'POST',
    url: `/admin/import/${await startedImport(env)}/cancel`,
  }),
  'POST /admin/import/:id/save': async (env) => {
    const record = await alfaImportLine(env);
    return {
      token: env.tokens.casos,
      method: 'POST',
      url: `/admin/import/${record.import_id}/save`,
      payload: { line: record.line, model: { ...record.model, year: 2000 + (seq++ % 20) } },
    };
  },
  'POST /admin/users': async (env) => ({
    token: env.tokens.assessoria,
    method: 'POST',
    url: '/admin/users',
    payload: { name: 'Pessoa Nova', email: `nova-${unique()}@alfa.test`, roles: [] },
  }),
  'POST /admin/users/resend-password/:id': async (env) => ({
    token: env.tokens.assessoria,
    method: 'POST',
    url: `/admin/users/resend-password/${await alfaUser(env)}`,
  }),
  'DELETE /admin/users/:id': async (env) => ({
    token: env.tokens.assessoria,
    method: 'DELETE',
    url: `/admin/users/${await alfaUser(env)}`,
  }),
  'POST /admin/app-users/add-time': async (env) => {
    // A plan support may change: a manual one (a store's subscription changes at the store).
    const user = await one<{ id: number }>(
      env.db,
      sql`SELECT u.id FROM users u JOIN user_plans p ON p.user_id = u.id WHERE u.roles && ARRAY['tracker','informer','fromApp']::text[] AND u.deleted_at IS NULL AND p.method = 'manual' ORDER BY u.id LIMIT 1`,
    );
    return {
      token: env.tokens.suporte,
      method: 'POST',
      url: '/admin/app-users/add-time',
      payload: { userId: user.id, days: 3, type: 'pro' },
    };
  },
  'POST /admin/app-users/verifications': async (env) => {
    const seen = await pendingVerification(env);
    return {
      token: env.tokens.suporte,
      method: 'POST',
      url: '/admin/app-users/verifications',
      payload: { userId: seen.userId, documents: { selfie: { status: 'approved' } }, seenAt: seen.seenAt },
    };
  },
  'POST /admin/app-transfers': async (env) => ({
    token: env.tokens.suporte,
    method: 'POST',
    url: '/admin/app-transfers',
    payload: { id: await pendingTransfer(env), status: 'rejected', reason: 'Chave de outro titular' },
  }),
  'POST /admin/support/analytics/report-token': async (env) => ({
    token: env.tokens.suporte,
    method: 'POST',
    url: '/admin/support/analytics/report-token',
  }),
  'POST /content/upload': async (env) => ({
    token: env.tokens.casos,
    method: 'POST',
    url: '/content/upload',
    upload: freshReceipt(PNG),
  }),
  'POST /public/law-companies/register': async () => ({
    token: null,
    method: 'POST',
    url: '/public/law-companies/register',
    payload: registrationPayload(),
  }),
};

/** Work a call left to the background (e-mails) is done. */
export const backgroundIdle = (env: FixtureEnv) => backgroundWork(env.ctx).idle();

/** The recovery code of the newest recovery e-mail to `email` (DATA_DIR/emails). */
function recoveryCode(env: FixtureEnv, email: string): string {
  const dir = path.join(env.ctx.config.dataDir, 'emails');
  const files = fs.readdirSync(dir).sort().reverse();
  for (const file of files) {
    const eml = fs.readFileSync(path.join(dir, file), 'utf8');
    if (!eml.includes(`To: <${email}>`)) continue;
    const code = eml.match(/código para criar uma nova senha é: ([A-Z2-9]{6})\r\n/)?.[1];
    if (code) return code;
  }
  throw new Error(`no recovery code for ${email}`);
}

/** The bytes of a multipart upload of `file` under the field `file`. */
export function multipart(file: Buffer) {
  const boundary = `----recupera${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}
