// The name search of the app-user lists (plans and verifications; docs/app-users.md "Name search"):
// whatever way it reads (a name's words and tab tokens in users_app_search_idx, or a walk with the
// name checked), it finds exactly the users whose folded name holds the term on the tab, as a
// plain LIKE over the plan and verification tables says, and follows renames, plan and
// verification changes in the same transaction. The transfers' user filter, which reads the same
// words on the transfers (their copy of the user's name), likewise finds exactly the transfers of
// the users whose name or e-mail holds the term, and follows a rename.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppUserRow } from '../../src/domain/appPlans';
import type { TransferRow } from '../../src/domain/appTransfers';
import { FILTERED_TOTAL_CAP } from '../../src/server/services/shared/cappedList';
import { EMAIL_LOOKUP_MAX_USERS } from '../../src/server/services/appTransfers/userFilter';
import type { VerificationRow } from '../../src/domain/appVerifications';
import { APP_USER_TYPES, TRANSFER_TYPES, type TransferType } from '../../src/domain/statuses';
import { VERIFICATION_TABS } from '../../src/domain/appVerifications';
import type { Page } from '../../src/domain/wire';
import { foldTerm } from '../../src/server/services/trackers/shared';
import { client, rows, setupApi, type ApiEnv } from '../support/api';
import { APP_USER, PLAN_TAB_RULES, VERIFICATION_TAB_RULES } from '../support/appUserRules';

let env: ApiEnv;
let api: ReturnType<typeof client>;
const DAY = 86_400_000;

// Names sharing words and parts of words, accents, a double blank; plans and verifications spread.
const PEOPLE: [
  name: string,
  plan: [type: string, method: string, status: string, refunded: boolean, days: number] | null,
  verification: string | null,
][] = [
  ['Ana Carvalho Brandão', ['pro', 'manual', 'active', false, 30], 'pending'],
  ['Joana Araújo', ['scanner', 'web', 'cancelled', true, -5], 'abandoned'],
  ['João Araújo Lima', ['pro', 'manual', 'paused', false, -1], 'approved'],
  ['Luíza  Dias Carvalhosa', null, 'pending'],
  ['Conceição Peixoto', ['scanner', 'manual', 'active', false, 10], null],
  ['Mariana Araujo Brandao', ['pro', 'playStore', 'active', false, 40], 'blocked'],
  ['Marcos Lúcio', null, 'reproved'],
];
const TERMS = [
  'carvalho',
  'CARVALHO',
  'arvalh',
  'Araújo',
  'joao araujo',
  'ao ara',
  'ana',
  'lu',
  'brandao',
  'luiza  dias',
  'peixoto x',
  'zzzqqq',
  'a',
  'o arau lima',
];

/** The users a search must find: the tables themselves, the name folded in the test. */
async function expected(term: string, tab: SQL): Promise<number[]> {
  const all = await rows<{ id: number; name: string }>(
    env.db,
    sql`SELECT u.id, u.name FROM users u LEFT JOIN user_plans p ON p.user_id = u.id LEFT JOIN user_verifications v ON v.user_id = u.id
      WHERE ${APP_USER} AND ${tab}`,
  );
  const folded = foldTerm(term).trim();
  return all
    .filter((user) => foldTerm(user.name).includes(folded))
    .map((user) => user.id)
    .sort((a, b) => a - b);
}

async function found(path: string): Promise<number[]> {
  const res = await api.get<Page<AppUserRow | VerificationRow>>(`${path}&perPage=100`, 'suporte');
  expect(res.status, path).toBe(200);
  expect(res.body.total, path).toBe(res.body.result.length);
  return res.body.result.map((row) => row.id).sort((a, b) => a - b);
}

async function expectEverySearchRight() {
  for (const term of TERMS) {
    const name = `filters[name]=${encodeURIComponent(term)}`;
    for (const type of APP_USER_TYPES) {
      expect(await found(`/admin/app-users?type=${type}&${name}`), `${type} '${term}'`).toEqual(
        await expected(term, PLAN_TAB_RULES[type]),
      );
    }
    expect(await found(`/admin/app-users?type=manual&filters[plan]=active&${name}`), `manual active '${term}'`).toEqual(
      await expected(term, sql`p.method = 'manual' AND p.subscription_status = 'active'`),
    );
    expect(await found(`/admin/app-users?filters[plan]=refunded&${name}`), `refunded '${term}'`).toEqual(
      await expected(term, sql`p.refunded`),
    );
    for (const status of VERIFICATION_TABS) {
      expect(await found(`/admin/app-users/verifications?status=${status}&${name}`), `${status} '${term}'`).toEqual(
        await expected(term, VERIFICATION_TAB_RULES[status]),
      );
    }
  }
}

/** Runs `check` with every name word counted as held by too many users to be looked up (no index narrowing). */
async function withEveryWordTooCommon(check: () => Promise<void>) {
  await env.db.execute(sql`UPDATE user_name_words SET users = users + 1000000`);
  try {
    await check();
  } finally {
    await env.db.execute(sql`UPDATE user_name_words SET users = users - 1000000`);
  }
}

let ids: number[] = [];
beforeAll(async () => {
  env = await setupApi();
  api = client(env);
  for (const [index, [name, plan, verification]] of PEOPLE.entries()) {
    const [{ id }] = await rows<{ id: number }>(
      env.db,
      sql`INSERT INTO users (name, email, password_hash, roles) VALUES (${name}, ${`busca${index}@search.test`}, 'x', ARRAY['tracker']) RETURNING id`,
    );
    ids.push(id);
    if (plan) {
      const [type, method, status, refunded, days] = plan;
      await env.db
        .execute(sql`INSERT INTO user_plans (user_id, type, method, subscription_status, refunded, expiration_date)
        VALUES (${id}, ${type}, ${method}, ${status}, ${refunded}, ${new Date(Date.now() + days * DAY).toISOString()}::timestamptz)`);
    }
    if (verification) {
      await env.db.execute(
        sql`INSERT INTO user_verifications (user_id, status, documents) VALUES (${id}, ${verification}, '{}'::jsonb)`,
      );
    }
  }
});
afterAll(() => env.app.close());

describe('the app-user name search', () => {
  it('finds exactly the users whose name holds the term, on every tab and filter', async () => {
    await expectEverySearchRight();
    // A term no name's word holds answers at once, and so does one spanning two words.
    expect(await found(`/admin/app-users?filters[name]=zzzqqq`)).toEqual([]);
    expect(await found(`/admin/app-users?filters[name]=${encodeURIComponent('ao ara')}`)).toContain(ids[2]);
  });

  it('the same when every word is too common to look up (the list walked with the name checked)', async () => {
    await withEveryWordTooCommon(expectEverySearchRight);
  });

  it('follows a rename, a plan changed and a verification decided, in the same transaction', async () => {
    await env.db.execute(sql`UPDATE users SET name = 'Ana Xisto Brandão' WHERE id = ${ids[0]}`);
    await env.db.execute(
      sql`UPDATE user_plans SET method = 'manual', subscription_status = 'paused', refunded = true WHERE user_id = ${ids[5]}`,
    );
    await env.db.execute(sql`UPDATE user_verifications SET status = 'pending' WHERE user_id = ${ids[2]}`);
    await env.db.execute(sql`DELETE FROM user_plans WHERE user_id = ${ids[4]}`);
    expect(await found(`/admin/app-users?filters[name]=xisto`)).toEqual([ids[0]]);
    expect(await found(`/admin/app-users?type=manual&filters[plan]=paused&filters[name]=brandao`)).toEqual([ids[5]]);
    expect(
      await found(`/admin/app-users/verifications?status=pending&filters[name]=${encodeURIComponent('joão araújo')}`),
    ).toEqual([ids[2]]);
    expect(await found(`/admin/app-users?type=none&filters[name]=peixoto`)).toEqual([ids[4]]);
    await expectEverySearchRight();
  });
});

describe("the transfers' user filter", () => {
  const TRANSFER_TERMS = [
    ...TERMS,
    'busca1',
    'SEARCH.test',
    'busca3@search',
    'removido',
    'otavio carv',
    'ana c',
    'ana@',
    'marcos',
    'muitas',
    'massa.test',
    'lote1@',
    'lote massa 100',
  ];

  const TAB_RULES: Record<TransferType, SQL> = {
    pending: sql`t.status = 'pending' AND (t.waiting_until IS NULL OR t.waiting_until <= now())`,
    waiting: sql`t.status = 'pending' AND t.waiting_until > now()`,
    completed: sql`t.status = 'completed'`,
    rejected: sql`t.status = 'rejected'`,
    all: sql`TRUE`,
  };

  /** The tab's transfers in the list's order whose user's folded name or e-mail holds the term. */
  async function expectedTransfers(term: string, type: TransferType = 'all'): Promise<number[]> {
    const all = await rows<{ id: number; name: string; email: string }>(
      env.db,
      sql`SELECT t.id, u.name, u.email FROM wallet_transfers t JOIN users u ON u.id = t.user_id WHERE ${TAB_RULES[type]} ORDER BY t.created_at, t.id`,
    );
    const folded = foldTerm(term).trim();
    return all
      .filter(
        (row) => foldTerm(row.name).includes(folded) || row.email.toLowerCase().includes(term.trim().toLowerCase()),
      )
      .map((row) => row.id);
  }

  /** Each tab and term: the total (capped at FILTERED_TOTAL_CAP, then flagged) and the first page in order. */
  async function expectEveryFilterRight() {
    for (const type of TRANSFER_TYPES) {
      for (const term of TRANSFER_TERMS) {
        const res = await api.get<Page<TransferRow>>(
          `/admin/app-transfers?type=${type}&perPage=100&filters[user]=${encodeURIComponent(term)}`,
          'suporte',
        );
        expect(res.status, `${type} '${term}'`).toBe(200);
        const wanted = await expectedTransfers(term, type);
        expect(res.body.total, `${type} '${term}'`).toBe(Math.min(wanted.length, FILTERED_TOTAL_CAP));
        expect(res.body.moreThanTotal, `${type} '${term}'`).toBe(wanted.length > FILTERED_TOTAL_CAP ? true : undefined);
        expect(
          res.body.result.map((row) => row.id),
          `${type} '${term}'`,
        ).toEqual(wanted.slice(0, 100));
      }
    }
  }

  /** Runs `check` with `status` counted (wallet_transfer_counts) as held by far more transfers than the others. */
  async function withStatusHeldByMost(status: string, check: () => Promise<void>) {
    await env.db.execute(
      sql`INSERT INTO wallet_transfer_counts (status, total) VALUES (${status}, 0) ON CONFLICT (status) DO NOTHING`,
    );
    await env.db.execute(sql`UPDATE wallet_transfer_counts SET total = total + 1000000 WHERE status = ${status}`);
    try {
      await check();
    } finally {
      await env.db.execute(sql`UPDATE wallet_transfer_counts SET total = total - 1000000 WHERE status = ${status}`);
    }
  }

  beforeAll(async () => {
    // A removed user keeps his transfers, and the filter still finds them.
    const [removed] = await rows<{ id: number }>(
      env.db,
      sql`INSERT INTO users (name, email, password_hash, roles, deleted_at) VALUES ('Otávio Removido Carvalho', 'otavio@search.test', 'x', ARRAY['tracker'], now()) RETURNING id`,
    );
    for (const [index, id] of [...ids, removed.id].entries()) {
      await env.db.execute(sql`INSERT INTO wallet_transfers (user_id, amount, pix_type, pix, status)
        VALUES (${id}, ${10 + index}, 'email', ${`pix${index}@search.test`}, ${index % 2 ? 'completed' : 'pending'})`);
    }
    // More completed transfers than the cap for one user (Marcos Lúcio): 'marcos' on Aprovados and
    // Todos counts up to the cap and says so, and the page is the tab's ordered read; 'muitas' is in
    // those transfers' key only, which the user filter does not read: it finds none.
    await env.db.execute(sql`INSERT INTO wallet_transfers (user_id, amount, pix_type, pix, status, created_at)
      SELECT ${ids[6]}, g, 'email', 'muitas@search.test', 'completed', now() - g * interval '1 minute' FROM generate_series(1, ${FILTERED_TOTAL_CAP + 20}) g`);
    // More users whose e-mail holds 'massa.test' than the filter names to the query: each
    // transfer's user e-mail is checked instead. Three of them have a transfer.
    await env.db.execute(sql`INSERT INTO users (name, email, password_hash, roles)
      SELECT 'Lote Massa ' || g, 'lote' || g || '@massa.test', 'x', ARRAY['tracker'] FROM generate_series(1, ${EMAIL_LOOKUP_MAX_USERS + 1}) g`);
    await env.db.execute(sql`INSERT INTO wallet_transfers (user_id, amount, pix_type, pix, status)
      SELECT u.id, 5, 'email', u.email, s.status FROM users u
        JOIN (VALUES ('lote1@massa.test', 'pending'), ('lote100@massa.test', 'completed'), ('lote1001@massa.test', 'rejected')) s(email, status) ON s.email = u.email`);
  });

  it("finds exactly the transfers of the users whose name or e-mail holds the term, a removed user's too", async () => {
    await expectEveryFilterRight();
    expect((await expectedTransfers('removido')).length).toBe(1);
  });

  it('the same when every word is too common to look up (each tab walked with the name checked)', async () => {
    await withEveryWordTooCommon(expectEveryFilterRight);
  });

  it('the same whichever status most transfers hold (its tab checks the status on the rows the words read, the others merge its token)', async () => {
    // The test's transfers are mostly completed; each status in turn is made the one most hold.
    for (const status of ['pending', 'rejected', 'cancelled', 'completed']) {
      await withStatusHeldByMost(status, expectEveryFilterRight);
    }
  });

  it("follows a rename of the transfers' user, in the rename's transaction (the name copied on each transfer)", async () => {
    const transfers = await expectedTransfers('busca0@search.test');
    expect(transfers.length).toBeGreaterThan(0);
    await env.db.execute(sql`UPDATE users SET name = 'Ana Renomeada Xavier' WHERE id = ${ids[0]}`);
    const byName = await api.get<Page<TransferRow>>('/admin/app-transfers?type=all&filters[user]=renomeada', 'suporte');
    expect(byName.body.result.map((row) => row.id)).toEqual(transfers);
    const byOldName = await api.get<Page<TransferRow>>(
      `/admin/app-transfers?type=all&filters[user]=${encodeURIComponent('carvalho brandao')}`,
      'suporte',
    );
    expect(byOldName.body.result).toEqual([]);
    await expectEveryFilterRight();
  });
});
