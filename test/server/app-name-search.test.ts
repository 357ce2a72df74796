// The name search of the app-user lists (plans and verifications; docs/app-users.md "Name search"):
// whatever way it reads (a name's words and tab tokens in users_app_search_idx, or a walk with the
// name checked), it finds exactly the users whose folded name holds the term on the tab, as a
// plain LIKE over the plan and verification tables says, and follows renames, plan and
// verification changes in the same transaction.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppUserRow } from '../../src/domain/appPlans';
import type { VerificationRow } from '../../src/domain/appVerifications';
import { APP_USER_TYPES } from '../../src/domain/statuses';
import { VERIFICATION_TABS } from '../../src/domain/appVerifications';
import type { Page } from '../../src/domain/wire';
import { foldTerm } from '../../src/server/services/trackers/shared';
import { client, rows, setupApi, type ApiEnv } from '../support/api';
import { APP_USER, PLAN_TAB_RULES, VERIFICATION_TAB_RULES } from '../support/appUserRules';

let env: ApiEnv;
let api: ReturnType<typeof client>;
const DAY = 86_400_000;

// Names sharing words and parts of words, accents, a double blank; plans and verifications spread.
const PEOPLE: [name: string, plan: [type: string, method: string, status: string, refunded: boolean, days: number] | null, verification: string | null][] = [
  ['Ana Carvalho Brandão', ['pro', 'manual', 'active', false, 30], 'pending'],
  ['Joana Araújo', ['scanner', 'web', 'cancelled', true, -5], 'abandoned'],
  ['João Araújo Lima', ['pro', 'manual', 'paused', false, -1], 'approved'],
  ['Luíza  Dias Carvalhosa', null, 'pending'],
  ['Conceição Peixoto', ['scanner', 'manual', 'active', false, 10], null],
  ['Mariana Araujo Brandao', ['pro', 'playStore', 'active', false, 40], 'blocked'],
  ['Marcos Lúcio', null, 'reproved'],
];
const TERMS = ['carvalho', 'CARVALHO', 'arvalh', 'Araújo', 'joao araujo', 'ao ara', 'ana', 'lu', 'brandao', 'luiza  dias', 'peixoto x', 'zzzqqq', 'a', 'o arau lima'];

/** The users a search must find: the tables themselves, the name folded in the test. */
async function expected(term: string, tab: SQL): Promise<number[]> {
  const all = await rows<{ id: number; name: string }>(
    env.db,
    sql`SELECT u.id, u.name FROM users u LEFT JOIN user_plans p ON p.user_id = u.id LEFT JOIN user_verifications v ON v.user_id = u.id
      WHERE ${APP_USER} AND ${tab}`,
  );
  const folded = foldTerm(term).trim();
  return all.filter((user) => foldTerm(user.name).includes(folded)).map((user) => user.id).sort((a, b) => a - b);
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
      expect(await found(`/admin/app-users?type=${type}&${name}`), `${type} '${term}'`).toEqual(await expected(term, PLAN_TAB_RULES[type]));
    }
    expect(await found(`/admin/app-users?type=manual&filters[plan]=active&${name}`), `manual active '${term}'`).toEqual(
      await expected(term, sql`p.method = 'manual' AND p.subscription_status = 'active'`),
    );
    expect(await found(`/admin/app-users?filters[plan]=refunded&${name}`), `refunded '${term}'`).toEqual(await expected(term, sql`p.refunded`));
    for (const status of VERIFICATION_TABS) {
      expect(await found(`/admin/app-users/verifications?status=${status}&${name}`), `${status} '${term}'`).toEqual(
        await expected(term, VERIFICATION_TAB_RULES[status]),
      );
    }
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
      await env.db.execute(sql`INSERT INTO user_plans (user_id, type, method, subscription_status, refunded, expiration_date)
        VALUES (${id}, ${type}, ${method}, ${status}, ${refunded}, ${new Date(Date.now() + days * DAY).toISOString()}::timestamptz)`);
    }
    if (verification) {
      await env.db.execute(sql`INSERT INTO user_verifications (user_id, status, documents) VALUES (${id}, ${verification}, '{}'::jsonb)`);
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
    await env.db.execute(sql`UPDATE user_name_words SET users = users + 1000000`);
    try {
      await expectEverySearchRight();
    } finally {
      await env.db.execute(sql`UPDATE user_name_words SET users = users - 1000000`);
    }
  });

  it('follows a rename, a plan changed and a verification decided, in the same transaction', async () => {
    await env.db.execute(sql`UPDATE users SET name = 'Ana Xisto Brandão' WHERE id = ${ids[0]}`);
    await env.db.execute(sql`UPDATE user_plans SET method = 'manual', subscription_status = 'paused', refunded = true WHERE user_id = ${ids[5]}`);
    await env.db.execute(sql`UPDATE user_verifications SET status = 'pending' WHERE user_id = ${ids[2]}`);
    await env.db.execute(sql`DELETE FROM user_plans WHERE user_id = ${ids[4]}`);
    expect(await found(`/admin/app-users?filters[name]=xisto`)).toEqual([ids[0]]);
    expect(await found(`/admin/app-users?type=manual&filters[plan]=paused&filters[name]=brandao`)).toEqual([ids[5]]);
    expect(await found(`/admin/app-users/verifications?status=pending&filters[name]=${encodeURIComponent('joão araújo')}`)).toEqual([ids[2]]);
    expect(await found(`/admin/app-users?type=none&filters[name]=peixoto`)).toEqual([ids[4]]);
    await expectEverySearchRight();
  });
});
