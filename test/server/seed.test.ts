import { verify } from '@node-rs/argon2';
import { type SQL, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_TYPES } from '../../src/domain/categories';
import {
  CASE_CLOSED_BY,
  CASE_STATUSES,
  IMPORT_CHANGE_TYPES,
  IMPORT_STATUSES,
  LAW_COMPANY_STATUSES,
  PIX_TYPES,
  PLAN_METHODS,
  PLAN_TYPES,
  SEIZURE_REPORT_STATUSES,
  SUBSCRIPTION_STATUSES,
  TRACKER_REQUEST_STATUSES,
  TRANSFER_STATUSES,
  USER_STATUSES,
  VERIFICATION_STATUSES,
} from '../../src/domain/statuses';
import { isValidCnpj, isValidCpf, isValidCpfOrCnpj, isValidPlate } from '../../src/domain/validators';
import { type Database, openDatabase } from '../../src/server/db/connection';
import { lawCompanies, users } from '../../src/server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/db/seed/accounts';
import { seedDemoData } from '../../src/server/db/seed/demo';
import { addGeneratedCases } from '../../src/server/db/seed/generate';

let database: Database;
let firstSeed: boolean;

async function rows<T>(query: SQL): Promise<T[]> {
  // PGlite and node-postgres both answer { rows }.
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
async function count(query: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(query);
  return Number(row.n);
}
async function distinct(query: SQL): Promise<string[]> {
  return (await rows<{ v: string }>(query)).map((r) => r.v);
}

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  firstSeed = await seedDemoData(database.db);
});
afterAll(() => database?.close());

describe('seedDemoData', () => {
  it('seeds an empty database once', async () => {
    expect(firstSeed).toBe(true);
    expect(await seedDemoData(database.db)).toBe(false);
    expect(await count(sql`select count(*)::int as n from users where email = 'admin@demo.test'`)).toBe(1);
  });

  it('creates the fixed demo accounts with their roles, law companies and password', async () => {
    const accounts = await database.db
      .select({
        email: users.email,
        roles: users.roles,
        status: users.status,
        hash: users.passwordHash,
        company: lawCompanies,
      })
      .from(users)
      .leftJoin(lawCompanies, sql`${lawCompanies.id} = ${users.lawCompanyId}`)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((a) => a.email),
        ),
      );
    expect(accounts).toHaveLength(7);
    const expected = {
      'admin@demo.test': [['support', 'supportAdmin'], null],
      'suporte@demo.test': [['support'], null],
      'assessoria@demo.test': [['lawCompanyAdmin'], 'Alfa'],
      'casos@demo.test': [['lawCompanyUser', 'lawCompanySeizureRequestAdmin'], 'Alfa'],
      'leitura@demo.test': [['lawCompanyUser'], 'Alfa'],
      'beta@demo.test': [['lawCompanyAdmin'], 'Beta'],
      'localizador@demo.test': [['tracker'], null],
    } as const;
    for (const account of accounts) {
      const [roles, company] = expected[account.email as keyof typeof expected];
      expect([account.email, [...account.roles].sort()]).toEqual([account.email, [...roles].sort()]);
      expect([account.email, account.company?.name ?? null]).toEqual([account.email, company]);
      expect(account.status).toBe('active');
      expect(await verify(account.hash, DEMO_PASSWORD)).toBe(true);
    }
    const alfa = accounts.find((a) => a.email === 'assessoria@demo.test')!.company!;
    const beta = accounts.find((a) => a.email === 'beta@demo.test')!.company!;
    expect(alfa).toMatchObject({ id: 1, status: 'active', enableTrackersAutoApprove: true, enableShadowMode: true });
    expect(beta).toMatchObject({ id: 2, status: 'active', enableTrackersAutoApprove: false, enableShadowMode: false });
  });

  it('has every value of every status list at least once', async () => {
    const lists: [string, SQL, readonly string[]][] = [
      ['case status', sql`select distinct status as v from seizure_requests`, CASE_STATUSES],
      ['case closedBy', sql`select distinct closed_by as v from seizure_requests`, CASE_CLOSED_BY],
      [
        'category type',
        sql`select distinct c.type as v from seizure_requests s join case_categories c on c.id = s.category_id`,
        CATEGORY_TYPES,
      ],
      ['tracker request', sql`select distinct status as v from tracker_requests`, TRACKER_REQUEST_STATUSES],
      ['report', sql`select distinct status as v from seizure_reports`, SEIZURE_REPORT_STATUSES],
      [
        'report document',
        sql`select distinct kind as v from seizure_report_documents`,
        ['photo', 'other', 'warrant', 'searchWarrant'],
      ],
      ['law company', sql`select distinct status as v from law_companies`, LAW_COMPANY_STATUSES],
      // Every finished one: 'processing' and 'closing' would be flipped by the import job (demoData.test.ts).
      [
        'import',
        sql`select distinct status as v from imports`,
        IMPORT_STATUSES.filter((s) => s !== 'processing' && s !== 'closing'),
      ],
      ['import change', sql`select distinct type as v from import_changes`, IMPORT_CHANGE_TYPES],
      ['transfer', sql`select distinct status as v from wallet_transfers`, TRANSFER_STATUSES],
      ['pix type', sql`select distinct pix_type as v from wallet_transfers`, PIX_TYPES],
      ['verification', sql`select distinct status as v from user_verifications`, VERIFICATION_STATUSES],
      ['plan type', sql`select distinct type as v from user_plans`, PLAN_TYPES],
      ['plan method', sql`select distinct method as v from user_plans`, PLAN_METHODS],
      ['subscription', sql`select distinct subscription_status as v from user_plans`, SUBSCRIPTION_STATUSES],
      ['user status', sql`select distinct status as v from users`, USER_STATUSES],
    ];
    for (const [name, query, values] of lists) {
      const found = await distinct(query);
      expect({ name, missing: values.filter((v) => !found.includes(v)) }).toEqual({ name, missing: [] });
    }
  });

  it('has 2,000 cases, about 60 % Alfa and 40 % Beta, with the other flags the screens need', async () => {
    const perCompany = await rows<{ name: string; n: number }>(
      sql`select l.name, count(*)::int as n from seizure_requests s join law_companies l on l.id = s.law_company_id group by 1`,
    );
    expect(perCompany.reduce((a, r) => a + r.n, 0)).toBeGreaterThanOrEqual(2000);
    expect(perCompany.find((r) => r.name === 'Alfa')!.n).toBe(1200);
    expect(perCompany.find((r) => r.name === 'Beta')!.n).toBe(800);
    expect(
      await count(sql`select count(*)::int as n from seizure_requests where shadow_mode and law_company_id = 1`),
    ).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from user_plans where refunded`)).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*)::int as n from wallet_transfers where status = 'pending' and waiting_until > now()`,
      ),
    ).toBeGreaterThan(0);
    // Every case has exactly one main address, and its city is copied onto the case.
    expect(
      await count(sql`select count(*)::int as n from seizure_requests s where 1 <> (select count(*) from case_addresses a where a.seizure_request_id = s.id and a.main)
        or main_address_city is distinct from (select city from case_addresses a where a.seizure_request_id = s.id and a.main)`),
    ).toBe(0);
    // Completed and archived cases are closed; accepted reports belong to cases closed by a report.
    expect(
      await count(
        sql`select count(*)::int as n from seizure_requests where (status in ('completedSized', 'completedNotSized', 'archived')) <> (closed_at is not null)`,
      ),
    ).toBe(0);
    expect(
      await count(sql`select count(*)::int as n from seizure_reports r join seizure_requests s on s.id = r.seizure_request_id
        where r.status = 'accepted' and not (s.status = 'completedSized' and s.closed_by = 'report')`),
    ).toBe(0);
  });

  it('keeps the tracker counters of every case equal to its requests', async () => {
    const mismatches = await count(sql`
      select count(*)::int as n from seizure_requests s
      left join (
        select seizure_request_id,
          count(*) filter (where status = 'approved') as approved,
          count(*) filter (where status = 'pending') as pending
        from tracker_requests group by seizure_request_id
      ) t on t.seizure_request_id = s.id
      where s.total_approved_trackers <> coalesce(t.approved, 0) or s.total_pending_trackers <> coalesce(t.pending, 0)`);
    expect(mismatches).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from seizure_requests where total_approved_trackers + total_pending_trackers > 0`,
      ),
    ).toBeGreaterThan(500);
  });

  it('gives auto-approval, reports and chat real work on Alfa', async () => {
    const readyAlfa = sql`s.law_company_id = 1 and s.status in ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers')`;
    expect(
      await count(
        sql`select count(*)::int as n from seizure_requests s where ${readyAlfa} and total_approved_trackers > 0 and total_pending_trackers > 0`,
      ),
    ).toBeGreaterThanOrEqual(5);
    const pendingAlfa = sql`from tracker_requests t join seizure_requests s on s.id = t.seizure_request_id where ${readyAlfa} and t.status = 'pending'`;
    expect(
      await count(sql`select count(*)::int as n ${pendingAlfa} and t.created_at < now() - interval '48 hours'`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n ${pendingAlfa} and t.created_at > now() - interval '48 hours'`),
    ).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from tracker_requests where auto_approved_at is not null`),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*)::int as n from seizure_reports r join seizure_requests s on s.id = r.seizure_request_id where ${readyAlfa} and r.status = 'pending'`,
      ),
    ).toBeGreaterThan(0);
    expect(
      await count(
        sql`select count(*)::int as n from chats where not closed and last_sent_at = user_last_sent_at and user_last_sent_at < now() - interval '3 days'`,
      ),
    ).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from chats where unread_count > 0`)).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*)::int as n from imports i where changes_create_count <> (select count(*) from import_changes c where c.import_id = i.id and c.type = 'created')
        or changes_closed_count <> (select count(*) from import_changes c where c.import_id = i.id and c.type = 'closed')
        or changes_error_count <> (select count(*) from import_records r where r.import_id = i.id and r.error is not null)`),
    ).toBe(0);
  });

  it('stores valid CNPJs, CPFs and plates, unique per law company', async () => {
    const companies = await distinct(sql`select document as v from law_companies`);
    expect(companies.filter((d) => !isValidCnpj(d))).toEqual([]);
    expect(companies.some((d) => /[A-Z]/.test(d))).toBe(true);
    const people = await distinct(sql`select document as v from users where document is not null`);
    expect(people.length).toBeGreaterThan(30);
    expect(people.filter((d) => !isValidCpf(d))).toEqual([]);
    const debtors = await distinct(
      sql`select debtor_document as v from seizure_requests where debtor_document is not null`,
    );
    expect(debtors.filter((d) => !isValidCpfOrCnpj(d))).toEqual([]);
    const plates = await distinct(sql`select license_plate as v from seizure_requests where license_plate is not null`);
    expect(plates.filter((p) => !isValidPlate(p) || p !== p.toUpperCase() || /[-\s]/.test(p))).toEqual([]);
    expect(
      await count(
        sql`select count(*)::int as n from (select 1 from seizure_requests where license_plate is not null group by law_company_id, license_plate having count(*) > 1) d`,
      ),
    ).toBe(0);
  });

  it('writes the same content on every fresh database', async () => {
    const fingerprint = sql`select md5(string_agg(concat_ws('|', s.license_plate, s.chassi, s.debtor_name, s.status, s.reward,
      s.main_address_city, s.total_approved_trackers, s.total_pending_trackers), ',' order by s.id)) as v from seizure_requests s`;
    const mine = await distinct(fingerprint);
    const other = await openDatabase({});
    try {
      await other.migrate();
      await seedDemoData(other.db);
      const theirs = ((await other.db.execute(fingerprint)) as unknown as { rows: { v: string }[] }).rows.map(
        (r) => r.v,
      );
      expect(theirs).toEqual(mine);
    } finally {
      await other.close();
    }
  }, 120_000); // a second seed: a few seconds alone, longer on a busy machine
});

describe('addGeneratedCases', () => {
  it('adds exactly the cases asked for, with unique plates and one main address each', async () => {
    const before = await count(sql`select count(*)::int as n from seizure_requests`);
    const progress: number[] = [];
    await addGeneratedCases(database.db, 3000, { lawCompanyIds: [1, 2], onProgress: (done) => progress.push(done) });
    expect(await count(sql`select count(*)::int as n from seizure_requests`)).toBe(before + 3000);
    expect(progress.at(-1)).toBe(3000);
    const generated = sql`(select id from seizure_requests order by id desc limit 3000)`;
    expect(
      await count(sql`select count(*)::int as n from case_addresses where main and seizure_request_id in ${generated}`),
    ).toBe(3000);
    expect(
      await count(
        sql`select count(*)::int as n from seizure_requests where id in ${generated} and law_company_id not in (1, 2)`,
      ),
    ).toBe(0);
    expect(
      await count(
        sql`select count(*)::int as n from (select 1 from seizure_requests where license_plate is not null group by law_company_id, license_plate having count(*) > 1) d`,
      ),
    ).toBe(0);
    // A second run continues each company's plate counter instead of starting over.
    await addGeneratedCases(database.db, 500);
    expect(await count(sql`select count(*)::int as n from seizure_requests`)).toBe(before + 3500);
    expect(
      await count(
        sql`select count(*)::int as n from (select 1 from seizure_requests where license_plate is not null group by law_company_id, license_plate having count(*) > 1) d`,
      ),
    ).toBe(0);
  });
});
