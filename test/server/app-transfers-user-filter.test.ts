// The transfers' user filter on a generated set bigger than the cap (docs/app-users.md "Transfers"):
// 2,000 users named from a few surnames and 6,000 transfers, most of them completed, so that a common
// surname holds more than FILTERED_TOTAL_CAP transfers on Aprovados and Todos. Whichever way the
// filter reads (the tab's status token merged with the name's words, or the status checked on the
// rows the words read when most transfers hold it), each tab answers the rows a plain match over
// the tables gives, in the list's order (request date either way, amount), on the first page and
// beyond the cap, with the capped total ('de mais de 1.000').
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { TransferRow } from '../../src/domain/appTransfers';
import { TRANSFER_TYPES, type TransferType } from '../../src/domain/statuses';
import type { Page } from '../../src/domain/wire';
import { transferUserFilter } from '../../src/server/services/appTransfers/userFilter';
import { FILTERED_TOTAL_CAP } from '../../src/server/services/shared/cappedList';
import { capFor } from '../../src/server/services/shared/totals';
import { foldTerm } from '../../src/server/services/trackers/shared';
import { FIRST_NAMES } from '../../scripts/bench-names';
import { rows, useApi } from '../support/api';

const USERS = 2_000;
const TRANSFERS = 6_000;
/** Few surnames, so that 'carvalho' is in about a third of the names (two surnames each). */
const SURNAMES = ['Carvalho', 'Silva', 'Araújo', 'Peixoto', 'Brandão', 'Souza'];
const PER_PAGE = 100;
/** A common surname (capped on Aprovados and Todos), a part of it, a first name and surname, a whole name, e-mail parts. */
const TERMS = ['carvalho', 'ARVALH', 'joao araujo', 'Vitória Peixoto Brandão', 'escala17@', 'ana c'];
const SORTS = [
  { name: 'request date', query: '', order: sql`t.created_at, t.id` },
  { name: 'request date, newest first', query: '&sortDirection=desc', order: sql`t.created_at DESC, t.id DESC` },
  { name: 'amount', query: '&sortField=amount&sortDirection=desc', order: sql`t.amount DESC, t.id DESC` },
];
const TAB_RULES: Record<TransferType, ReturnType<typeof sql>> = {
  pending: sql`t.status = 'pending' AND (t.waiting_until IS NULL OR t.waiting_until <= now())`,
  waiting: sql`t.status = 'pending' AND t.waiting_until > now()`,
  completed: sql`t.status = 'completed'`,
  rejected: sql`t.status = 'rejected'`,
  all: sql`TRUE`,
};

const { env, api } = useApi(async ({ db }) => {
  const names = (values: string[]) =>
    sql`ARRAY[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::text[]`;
  await db.execute(
    sql`INSERT INTO users (name, email, password_hash, roles)
      SELECT f[1 + g % ${FIRST_NAMES.length}] || ' ' || s[1 + (g / ${FIRST_NAMES.length}) % ${SURNAMES.length}] || ' '
               || s[1 + (g / ${FIRST_NAMES.length * SURNAMES.length}) % ${SURNAMES.length}],
             'escala' || g || '@escala.test', 'x', ARRAY['tracker']
      FROM generate_series(1, ${USERS}::int) g, (SELECT ${names(FIRST_NAMES)} AS f, ${names(SURNAMES)} AS s) lists`,
  );
  // One statement's ids follow each other.
  const [{ first }] = await rows<{ first: number }>(
    db,
    sql`SELECT min(id) AS first FROM users WHERE email LIKE '%@escala.test'`,
  );
  // 80 % completed, 10 % rejected, 5 % cancelled, 5 % pending (half of them still waiting); three
  // transfers share each request date and amounts repeat, so the id breaks the ties of both orders.
  await db.execute(sql`INSERT INTO wallet_transfers (user_id, amount, pix_type, pix, status, waiting_until, created_at)
    SELECT ${first}::int + (g * 7919) % ${USERS}::int, 10 + (g * 37) % 500, 'email', 'escala' || g || '@pix.test',
           CASE WHEN g % 20 = 0 THEN 'pending' WHEN g % 20 IN (1, 2) THEN 'rejected' WHEN g % 20 = 3 THEN 'cancelled' ELSE 'completed' END,
           CASE WHEN g % 40 = 0 THEN now() + interval '12 hours' END,
           now() - ((${TRANSFERS}::int - g) / 3) * interval '1 minute'
    FROM generate_series(1, ${TRANSFERS}::int) g`);
});

/** The tab's transfers in `order` whose user's folded name or e-mail holds the term (the tables, folded here). */
async function expectedTransfers(term: string, type: TransferType, order: ReturnType<typeof sql>): Promise<number[]> {
  const all = await rows<{ id: number; name: string; email: string }>(
    env.db,
    sql`SELECT t.id, u.name, u.email FROM wallet_transfers t JOIN users u ON u.id = t.user_id WHERE ${TAB_RULES[type]} ORDER BY ${order}`,
  );
  const folded = foldTerm(term).trim();
  const lower = term.trim().toLowerCase();
  return all
    .filter((row) => foldTerm(row.name).includes(folded) || row.email.toLowerCase().includes(lower))
    .map((row) => Number(row.id));
}

/** Every tab, term and order: the first page and (by request date) the page past the cap, with its total. */
async function expectEveryTabRight() {
  for (const type of TRANSFER_TYPES) {
    for (const term of TERMS) {
      for (const sort of SORTS) {
        const wanted = await expectedTransfers(term, type, sort.order);
        for (const page of sort.query === '' ? [1, FILTERED_TOTAL_CAP / PER_PAGE + 1] : [1]) {
          const what = `${type} '${term}' by ${sort.name}, page ${page}`;
          const res = await api.get<Page<TransferRow>>(
            `/admin/app-transfers?type=${type}&page=${page}&perPage=${PER_PAGE}&filters[user]=${encodeURIComponent(term)}${sort.query}`,
            'suporte',
          );
          expect(res.status, what).toBe(200);
          const cap = capFor({ page, perPage: PER_PAGE });
          expect(res.body.total, what).toBe(Math.min(wanted.length, cap));
          expect(res.body.moreThanTotal, what).toBe(wanted.length > cap ? true : undefined);
          expect(
            res.body.result.map((row) => row.id),
            what,
          ).toEqual(wanted.slice((page - 1) * PER_PAGE, page * PER_PAGE));
        }
      }
    }
  }
}

/** Whether Aprovados' read of `term` merges the status token with the words (else it asks the status on the rows). */
async function completedReadsToken(term: string) {
  const filter = await transferUserFilter(env.db, term, 'completed');
  return new PgDialect().sqlToQuery(filter!.narrowing!).params.includes('~st:completed');
}

describe("the transfers' user filter on a set bigger than the cap", () => {
  it('holds a common surname on more transfers than the cap where most transfers are', async () => {
    expect((await expectedTransfers('carvalho', 'completed', sql`t.id`)).length).toBeGreaterThan(
      FILTERED_TOTAL_CAP + PER_PAGE,
    );
    expect((await expectedTransfers('carvalho', 'rejected', sql`t.id`)).length).toBeLessThan(FILTERED_TOTAL_CAP);
  });

  it('answers every tab as the tables do, Aprovados checking its status on the rows the words read (most transfers are completed)', async () => {
    expect(await completedReadsToken('carvalho')).toBe(false);
    await expectEveryTabRight();
  });

  it('the same with Aprovados merging its status token, once completed transfers are not most', async () => {
    await env.db.execute(sql`UPDATE wallet_transfer_counts SET total = total + 1000000 WHERE status = 'cancelled'`);
    try {
      expect(await completedReadsToken('carvalho')).toBe(true);
      await expectEveryTabRight();
    } finally {
      await env.db.execute(sql`UPDATE wallet_transfer_counts SET total = total - 1000000 WHERE status = 'cancelled'`);
    }
  });
});
