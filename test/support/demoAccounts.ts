import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * The demo accounts (DESIGN.md), seen from Node: sign in through the API, read what the account
 * may see. Journeys run two at a time on one server: none changes a demo account's password (those
 * that change passwords use a `journeyUser` of their own); should one be refused all the same
 * (a server kept from an earlier run), 'demo1234' is set back through the product's own recovery
 * flow (the code e-mailed as an .eml under DATA_DIR/emails).
 */

export const DEMO_PASSWORD = 'demo1234';

/** Every demo account with a console profile, and the tracker who sees 'Nada por aqui'. */
export const CONSOLE_ACCOUNTS = [
  'admin@demo.test',
  'suporte@demo.test',
  'assessoria@demo.test',
  'casos@demo.test',
  'leitura@demo.test',
  'beta@demo.test',
] as const;
export const TRACKER_ACCOUNT = 'localizador@demo.test';

export const apiUrl = (p: string) => new URL(p, inject('baseUrl')).toString();

async function post(p: string, body: unknown, token?: string) {
  return fetch(apiUrl(p), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

export async function apiGet<T>(token: string, p: string): Promise<T> {
  const response = await fetch(apiUrl(p), { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${p}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Every row of a list, page by page (100 a page, the most the API gives); `p` holds a query already. */
export async function allRows<T>(token: string, p: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await apiGet<{ total: number; result: T[] }>(token, `${p}&perPage=100&page=${page}`);
    rows.push(...answer.result);
    if (rows.length >= answer.total || answer.result.length === 0) return rows;
  }
}

/**
 * The e-mails written to the address so far, oldest first: without SMTP_URL the server writes
 * each one as an .eml file under DATA_DIR/emails, named so that they sort by time.
 */
export function emailsTo(address: string): string[] {
  const dir = path.join(inject('dataDir'), 'emails');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((eml) => eml.includes(`\r\nTo: <${address}>\r\n`));
}

/** The newest recovery code e-mailed to the address, if any. */
export function lastRecoveryCode(email: string): string | undefined {
  return emailsTo(email)
    .map((eml) => eml.match(/nova senha é: (\w{6})/)?.[1])
    .filter(Boolean)
    .at(-1);
}

/** Sets the account's password back to 'demo1234' with a recovery code. */
async function recoverDemoPassword(email: string): Promise<void> {
  const before = lastRecoveryCode(email);
  const sent = await post('/auth/send-recovery', { email });
  if (!sent.ok) throw new Error(`send-recovery ${email}: ${sent.status}`);
  const deadline = Date.now() + 15_000;
  let code = lastRecoveryCode(email);
  while (code === before && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    code = lastRecoveryCode(email);
  }
  if (!code || code === before) throw new Error(`no recovery code for ${email}`);
  const reset = await post('/auth/recovery', { email, code, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD });
  if (!reset.ok) throw new Error(`recovery ${email}: ${reset.status} ${await reset.text()}`);
}

export interface DemoSession {
  email: string;
  token: string;
  roles: string[];
  lawCompanyId: number | null;
}

/** Signs in through the API with 'demo1234' (recovering it first when another journey changed it). */
export async function demoSession(email: string): Promise<DemoSession> {
  let response = await post('/auth/login', { email, password: DEMO_PASSWORD });
  if (response.status === 401) {
    await recoverDemoPassword(email);
    response = await post('/auth/login', { email, password: DEMO_PASSWORD });
  }
  if (!response.ok) throw new Error(`cannot sign in as ${email}: ${response.status}`);
  const { accessToken } = (await response.json()) as { accessToken: string };
  const me = await apiGet<{ roles: string[]; lawCompany: { id: number } | null }>(accessToken, '/auth/me');
  return { email, token: accessToken, roles: me.roles, lawCompanyId: me.lawCompany?.id ?? null };
}

/**
 * A console user of this run, created by `adminEmail` (a law-company admin) through
 * POST /admin/users with the side's base role only, and the password it was e-mailed. Journeys
 * that change a password or end sessions use one of their own, so the demo accounts the other
 * journeys (running at the same time) sign in as stay as they are.
 */
export async function journeyUser(adminEmail: string, label: string): Promise<{ email: string; password: string }> {
  const admin = await demoSession(adminEmail);
  const email = `jornada.${label}.${Date.now()}@beta.test`;
  const created = await post('/admin/users', { name: `Jornada ${label}`, email, roles: [] }, admin.token);
  if (created.status !== 201) throw new Error(`POST /admin/users ${email}: ${created.status} ${await created.text()}`);
  const deadline = Date.now() + 15_000;
  let password: string | undefined;
  while (!password && Date.now() < deadline) {
    password = emailsTo(email)[0]?.match(/\r\nSenha: (\S{12})\r\n/)?.[1];
    if (!password) await new Promise((r) => setTimeout(r, 200));
  }
  if (!password) throw new Error(`no password e-mailed to ${email}`);
  // A generated password must be replaced at the first sign-in (users.must_change_password): the
  // journey user does it through the API, as the dialog would, and keeps a password of its own.
  const signedIn = await post('/auth/login', { email, password });
  if (!signedIn.ok) throw new Error(`cannot sign in as ${email}: ${signedIn.status}`);
  const { accessToken } = (await signedIn.json()) as { accessToken: string };
  const own = `jornada-${Date.now().toString(36)}`;
  const changed = await post(
    '/auth/change-password',
    { currentPassword: password, password: own, confirmPassword: own },
    accessToken,
  );
  if (!changed.ok) throw new Error(`cannot set ${email}'s own password: ${changed.status} ${await changed.text()}`);
  return { email, password: own };
}
