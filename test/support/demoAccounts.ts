import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * The demo accounts (DESIGN.md), seen from Node: sign in through the API, read what the account
 * may see. Other journeys change some demo passwords (shell.test.ts changes beta's and recovers
 * admin's) on the server all journeys share, so a refused 'demo1234' is set back through the
 * product's own recovery flow (the code e-mailed as an .eml under DATA_DIR/emails).
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

/** The newest recovery code e-mailed to the address, if any. */
function lastRecoveryCode(email: string): string | undefined {
  const dir = path.join(inject('dataDir'), 'emails');
  if (!fs.existsSync(dir)) return undefined;
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((eml) => eml.includes(`\r\nTo: <${email}>\r\n`))
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
