// The one set-up of the API tests: an app on a fresh copy of the demo database, the demo accounts
// signed in, and request helpers typed by the domain's wire records (`Json<T>`: dates as strings).
import { eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { lawCompanies } from '../../src/server/db/schema';
import { bearer, createTestApp, login, type TestApp } from './server';

export type Db = Awaited<ReturnType<typeof createTestApp>>['db'];
/** The demo accounts signed in by setupApi, by the part of their e-mail before '@demo.test'. */
export const WHO = ['casos', 'leitura', 'beta', 'suporte', 'admin', 'localizador'] as const;
export type Who = (typeof WHO)[number];

export interface ApiEnv {
  app: TestApp;
  db: Db;
  tokens: Record<Who, string>;
  /** The ids of the demo law companies. */
  alfa: number;
  beta: number;
}

/** `env` overrides configuration (see createTestApp). */
export async function setupApi(env: Record<string, string> = {}): Promise<ApiEnv> {
  const { app, db } = await createTestApp(env);
  const tokens = {} as Record<Who, string>;
  for (const who of WHO) tokens[who] = (await login(app, `${who}@demo.test`)).accessToken;
  return { app, db, tokens, alfa: await companyId(db, 'Alfa'), beta: await companyId(db, 'Beta') };
}

async function companyId(db: Db, name: string) {
  const [row] = await db.select({ id: lawCompanies.id }).from(lawCompanies).where(eq(lawCompanies.name, name));
  return row.id;
}

/**
 * An answer: status and parsed JSON. `T` is what the test expects on success (e.g.
 * `Page<Json<TrackerRequest>>`); left out, the body is checked field by field.
 */
// oxlint-disable-next-line no-explicit-any -- untyped answers (errors, ad-hoc shapes) are checked field by field
export interface Answer<T = any> {
  status: number;
  body: T;
}

type Method = 'GET' | 'POST' | 'DELETE';

async function send<T>(
  app: TestApp,
  method: Method,
  url: string,
  token: string | null,
  payload?: unknown,
): Promise<Answer<T>> {
  const res = await app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.body ? (res.json() as T) : (null as T) };
}

/** Calls as one of the signed-in demo accounts (`null`: no token). */
export function client(env: ApiEnv) {
  const token = (who: Who | null) => (who ? env.tokens[who] : null);
  return {
    // oxlint-disable-next-line no-explicit-any -- see Answer
    get: <T = any>(url: string, who: Who | null) => send<T>(env.app, 'GET', url, token(who)),
    // oxlint-disable-next-line no-explicit-any -- see Answer
    post: <T = any>(url: string, who: Who | null, payload: unknown = {}) =>
      send<T>(env.app, 'POST', url, token(who), payload),
    // oxlint-disable-next-line no-explicit-any -- see Answer
    del: <T = any>(url: string, who: Who | null) => send<T>(env.app, 'DELETE', url, token(who)),
  };
}

export type Client = ReturnType<typeof client>;

/**
 * The set-up of an API test file in one line: an app on a fresh demo database before the file's
 * tests (then `prepare`, e.g. marking the outbox), closed after them. The two objects answered
 * are filled in place by the time the tests run, so they can be destructured at the top.
 */
export function useApi(
  prepare?: (env: ApiEnv) => Promise<unknown>,
  config: Record<string, string> = {},
): { env: ApiEnv; api: Client } {
  const env = {} as ApiEnv;
  const api = client(env);
  beforeAll(async () => {
    Object.assign(env, await setupApi(config));
    await prepare?.(env);
  });
  afterAll(() => env.app?.close());
  return { env, api };
}

/** Calls as another demo account than the six of setupApi (assessoria@: the law-company admin). */
export async function asUser(env: Pick<ApiEnv, 'app'>, email: string) {
  const { accessToken } = await login(env.app, email);
  return {
    // oxlint-disable-next-line no-explicit-any -- see Answer
    get: <T = any>(url: string) => send<T>(env.app, 'GET', url, accessToken),
    // oxlint-disable-next-line no-explicit-any -- see Answer
    post: <T = any>(url: string, payload: object = {}) => send<T>(env.app, 'POST', url, accessToken, payload),
  };
}

/** Direct SQL, to check the API's answers against the tables. */
export async function rows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
