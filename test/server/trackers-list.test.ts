import { eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TrackerRequest } from '../../src/domain/trackers';
import type { Json } from '../../src/domain/wire';
import { TRACKER_LIST_TABS } from '../../src/domain/trackers';
import { users } from '../../src/server/db/schema';
import { TOTAL_CAP } from '../../src/server/services/shared/totals';
import { rows, useApi } from '../support/api';
import { asUser, READY, requestOf, takeRequest } from './trackers.support';

const { env, api } = useApi();

/** Requests on live cases matching `where` (over `t`, `s`, `u`), counted straight from the tables. */
async function count(where: SQL): Promise<number> {
  const [row] = await rows<{ n: number }>(
    env.db,
    sql`select count(*)::int as n from tracker_requests t join seizure_requests s on s.id = t.seizure_request_id
      join users u on u.id = t.user_id where s.deleted_at is null and ${where}`,
  );
  return Number(row.n);
}
const alfa = () => sql`s.law_company_id = ${env.alfa}`;
const list = (query: string, who: Parameters<typeof api.get>[1] = 'casos') => api.get(`/admin/trackers?${query}`, who);
/** A list's total as the API counts it (shared/totals.ts): exact up to the cap, past it the cap and flagged. */
const expectTotal = (body: { total: number; moreThanTotal?: true }, exact: number, label?: string) =>
  expect([body.total, body.moreThanTotal ?? false], label).toEqual([Math.min(exact, TOTAL_CAP), exact > TOTAL_CAP]);
/** A row of the list as JSON carries it. */
type Item = Json<TrackerRequest>;

describe('GET /admin/trackers', () => {
  it('lists the requests of a case with every field of the entity', async () => {
    const [demo] = await env.db.select().from(users).where(eq(users.email, 'localizador@demo.test'));
    const request = await takeRequest(env, sql`t.user_id = ${demo.id} and t.has_photos = false`);
    const res = await list(`seizureRequestId=${request.seizureRequestId}&perPage=100`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(await count(sql`t.seizure_request_id = ${request.seizureRequestId}`));
    const row = res.body.result.find((r: Item) => r.id === request.id);
    expect(Object.keys(row).sort()).toEqual(
      [
        'id',
        'status',
        'user',
        'seizureRequest',
        'lawCompany',
        'request',
        'createdAt',
        'updatedAt',
        'viewedAt',
        'autoApprovedAt',
        'autoApprovesAt',
        'reason',
        'wasDeclined',
        'wasReproved',
        'lastReprovedReason',
        'hasFound',
        'hasScanner',
        'hasPhotos',
        'canEmitReceipt',
      ].sort(),
    );
    expect(row.user).toEqual({
      id: demo.id,
      name: demo.name,
      email: demo.email,
      phone: demo.phone,
      avatar: demo.avatar,
      status: 'active',
      isPro: true,
    });
    expect(Object.keys(row.seizureRequest).sort()).toEqual(['chassi', 'id', 'licensePlate', 'status']);
    expect(row.lawCompany).toEqual({ id: expect.any(Number), name: 'Alfa' });
    expect(row.request).toEqual({ manual: request.manual, message: request.message, photos: [] });
    expect(row.createdAt).toBe(request.createdAt.toISOString());
  });

  it('gives the photos of a request', async () => {
    const [withPhotos] = await rows<{ id: number; n: number }>(
      env.db,
      sql`select tracker_request_id as id, count(*)::int as n from tracker_request_photos group by 1 having count(*) > 1 order by 1 limit 1`,
    );
    const request = await requestOf(env.db, Number(withPhotos.id));
    const res = await list(`seizureRequestId=${request.seizureRequestId}&perPage=100`);
    const row = res.body.result.find((r: Item) => r.id === request.id);
    expect(row.request.photos).toHaveLength(Number(withPhotos.n));
    expect(row.request.photos[0]).toEqual({
      id: expect.any(Number),
      value: expect.stringMatching(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.\w+$/),
    });
  });

  it('has a total per tab equal to the tables, for the company', async () => {
    const expected: Record<string, SQL> = {
      pending: sql`t.status = 'pending'`,
      approved: sql`t.status = 'approved'`,
      reproved: sql`t.status = 'reproved'`,
      declined: sql`t.status = 'declined'`,
      all: sql`true`,
      autoApproved: sql`t.status = 'approved' and t.auto_approved_at is not null`,
    };
    for (const [tab, where] of Object.entries(expected)) {
      const res = await list(`status=${tab}`);
      expect(res.status).toBe(200);
      expectTotal(res.body, await count(sql`${alfa()} and ${where}`), tab);
      expect(res.body.total, tab).toBeGreaterThan(0);
      expect(res.body.result).toHaveLength(10);
    }
  });

  it('sorts by createdAt desc by default, autoApprovedAt on the autoApproved tab, and pages', async () => {
    const first = (await list('status=all')).body.result as Item[];
    const times = first.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = (await list('status=all&page=2')).body.result as Item[];
    expect(second[0].createdAt <= times[9]).toBe(true);
    expect(second.map((r) => r.id)).not.toContain(first[0].id);
    const asc = (await list('status=all&sortDirection=asc')).body.result.map((r: Item) => r.createdAt);
    expect([...asc].sort()).toEqual(asc);
    const auto = (await list('status=autoApproved&perPage=100')).body.result.map((r: Item) => r.autoApprovedAt);
    expect(auto.every(Boolean)).toBe(true);
    expect([...auto].sort().reverse()).toEqual(auto);
    const byUpdate = (await list('status=all&sortField=updatedAt')).body.result.map((r: Item) => r.updatedAt);
    expect([...byUpdate].sort().reverse()).toEqual(byUpdate);
    expect((await list('status=all&page=9999')).body.result).toEqual([]);
  });

  it('filters by term (name, e-mail or phone, any case)', async () => {
    const [someone] = await rows<{ name: string; email: string; phone: string }>(
      env.db,
      sql`select u.name, u.email, u.phone from tracker_requests t join users u on u.id = t.user_id where t.law_company_id = ${env.alfa} order by t.id limit 1`,
    );
    const part = someone.name.split(' ')[0];
    const byName = await list(`filters[term]=${encodeURIComponent(part.toUpperCase())}&perPage=100`);
    expect(byName.body.total).toBe(
      await count(sql`${alfa()} and (u.name ilike ${`%${part}%`} or u.email ilike ${`%${part}%`})`),
    );
    expect(
      byName.body.result.every((r: Item) =>
        `${r.user.name} ${r.user.email}`.toLowerCase().includes(part.toLowerCase()),
      ),
    ).toBe(true);
    const byEmail = await list(`filters[term]=${encodeURIComponent(someone.email)}`);
    expect(byEmail.body.result.every((r: Item) => r.user.email === someone.email)).toBe(true);
    expect(byEmail.body.total).toBeGreaterThan(0);
    const masked = `(${someone.phone.slice(0, 2)}) ${someone.phone.slice(2, 7)}-${someone.phone.slice(7)}`;
    const byPhone = await list(`filters[term]=${encodeURIComponent(masked)}`);
    expect(byPhone.body.total).toBe(byEmail.body.total);
    expect((await list('filters[term]=100%25')).body.total).toBe(0);
  });

  it("ignores accents and case ('Joao Moura' finds 'João Moura'); digits match a phone only when the term looks like one", async () => {
    const request = await takeRequest(env, sql`t.status = 'pending'`);
    await env.db
      .update(users)
      .set({ name: 'Zélia Cônego Ávila', phone: '11987650432' })
      .where(eq(users.id, request.userId));
    for (const term of ['zelia conego', 'ZÉLIA CÔNEGO', 'Zelia Conego Avila', 'cônego ávila']) {
      const res = await list(`filters[term]=${encodeURIComponent(term)}&perPage=100`);
      expect(res.body.total).toBeGreaterThan(0);
      expect(res.body.result.every((r: Item) => r.user.id === request.userId)).toBe(true);
    }
    // 'Maria 1' is a name and a digit, not a phone: only names and e-mails holding it match.
    const maria = await list(`filters[term]=${encodeURIComponent('Maria 1')}&perPage=100`);
    expect(maria.body.total).toBe(
      await count(sql`${alfa()} and (u.name ilike '%maria 1%' or u.email ilike '%maria 1%')`),
    );
    // Seven digits are not a phone yet; eight are.
    const seven = await list('filters[term]=7650432&perPage=100');
    expect(seven.body.result.map((r: Item) => r.user.id)).not.toContain(request.userId);
    const eight = await list(`filters[term]=${encodeURIComponent('8765-0432')}&perPage=100`);
    expect(eight.body.result.map((r: Item) => r.user.id)).toContain(request.userId);
  });

  it('filters by case (an id, or the start of a plate), feature, viewed and auto-approved', async () => {
    const request = await takeRequest(env, sql`s.license_plate is not null`);
    const caseRow = (
      await rows<{ license_plate: string }>(
        env.db,
        sql`select license_plate from seizure_requests where id = ${request.seizureRequestId}`,
      )
    )[0];
    const byId = await list(`filters[seizureRequest]=${request.seizureRequestId}&perPage=100`);
    expect(byId.body.result.every((r: Item) => r.seizureRequest.id === request.seizureRequestId)).toBe(true);
    const prefix = `${caseRow.license_plate.slice(0, 3).toLowerCase()}-${caseRow.license_plate.slice(3, 4)}`;
    const byPlate = await list(`filters[seizureRequest]=${prefix}&perPage=100`);
    expectTotal(
      byPlate.body,
      await count(sql`${alfa()} and s.license_plate like ${`${caseRow.license_plate.slice(0, 4)}%`}`),
    );
    expect(byPlate.body.result.map((r: Item) => r.id)).toContain(request.id);

    const photos = await list('filters[hasFeature]=hasPhotos&perPage=100');
    expectTotal(photos.body, await count(sql`${alfa()} and t.has_photos`));
    expect(photos.body.result.every((r: Item) => r.hasPhotos)).toBe(true);
    const two = await list('filters[hasFeature][]=hasScanner&filters[hasFeature][]=canEmitReceipt');
    expectTotal(two.body, await count(sql`${alfa()} and t.has_scanner and t.can_emit_receipt`));

    expectTotal((await list('filters[viewedAt]=viewed')).body, await count(sql`${alfa()} and t.viewed_at is not null`));
    expectTotal((await list('filters[viewedAt]=notViewed')).body, await count(sql`${alfa()} and t.viewed_at is null`));
    expectTotal(
      (await list('filters[autoApprovedAt]=yes')).body,
      await count(sql`${alfa()} and t.auto_approved_at is not null`),
    );
    expectTotal(
      (await list('filters[autoApprovedAt]=no')).body,
      await count(sql`${alfa()} and t.auto_approved_at is null`),
    );
  });

  it('lists on the nextAutoApproved tab what the job approves within 24 hours', async () => {
    const res = await list('status=nextAutoApproved&perPage=100');
    const expected = await count(sql`${alfa()} and t.status = 'pending' and s.status in ${READY}
      and t.created_at <= now() - interval '24 hours' and u.status = 'active'`);
    expect(res.body.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    const in24h = Date.now() + 24 * 3600_000 + 60_000;
    for (const row of res.body.result as Item[]) {
      expect(row.status).toBe('pending');
      expect(new Date(row.autoApprovesAt ?? NaN).getTime()).toBeLessThanOrEqual(in24h);
      expect(new Date(row.autoApprovesAt ?? NaN).getTime()).toBe(new Date(row.createdAt).getTime() + 48 * 3600_000);
    }
    // Soonest first: by when the job approves each one (ties by id).
    const when = (res.body.result as Item[]).map((r) => new Date(r.autoApprovesAt ?? NaN).getTime());
    expect([...when].sort((a, b) => a - b)).toEqual(when);
    expect(new Set(when).size).toBeGreaterThan(1);
    // Asked otherwise, the other way round.
    const latest = await list('status=nextAutoApproved&perPage=100&sortDirection=desc');
    const latestWhen = (latest.body.result as Item[]).map((r) => new Date(r.autoApprovesAt ?? NaN).getTime());
    expect([...latestWhen].sort((a, b) => b - a)).toEqual(latestWhen);
    expect(latestWhen[0]).toBeGreaterThanOrEqual(when[when.length - 1]);
    // Beta has old pending requests, but auto-approval off: nothing is coming.
    expect(
      await count(
        sql`s.law_company_id = ${env.beta} and t.status = 'pending' and t.created_at <= now() - interval '48 hours'`,
      ),
    ).toBeGreaterThan(0);
    expect((await list('status=nextAutoApproved', 'beta')).body.total).toBe(0);
  });

  it('is scoped: own company, Beta gets 404 on an Alfa case, support sees all, read-only users read', async () => {
    const request = await takeRequest(env, sql`true`);
    expect((await list(`seizureRequestId=${request.seizureRequestId}`, 'beta')).status).toBe(404);
    const beta = await list('status=all&perPage=100', 'beta');
    expectTotal(beta.body, await count(sql`s.law_company_id = ${env.beta}`));
    expect(beta.body.result.map((r: Item) => r.id)).not.toContain(request.id);
    expectTotal((await list('status=all', 'suporte')).body, await count(sql`true`));
    expect((await list(`seizureRequestId=${request.seizureRequestId}`, 'suporte')).status).toBe(200);
    expect((await list(`seizureRequestId=${request.seizureRequestId}`, 'leitura')).body.total).toBeGreaterThan(0);
    expect((await list('', 'localizador')).status).toBe(403);
    expect((await list('', null)).status).toBe(401);
    expect((await list('seizureRequestId=999999')).status).toBe(404);
  });

  it('refuses a bad query with 422', async () => {
    for (const [query, field] of [
      ['status=maybe', 'status'],
      ['perPage=101', 'perPage'],
      ['page=0', 'page'],
      ['sortField=name', 'sortField'],
      ['filters[hasFeature]=wings', 'filters.hasFeature.0'],
      ['filters[viewedAt]=sometimes', 'filters.viewedAt'],
      ['seizureRequestId=abc', 'seizureRequestId'],
    ]) {
      const res = await list(query);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors), query).toEqual([field]);
    }
    expect(TRACKER_LIST_TABS).toContain('nextAutoApproved');
  });
});

describe('GET /admin/trackers/{id}/viewed', () => {
  const viewed = (id: number | string, who: Parameters<typeof api.get>[1]) =>
    api.get(`/admin/trackers/${id}/viewed`, who);

  it('records the first view of a case admin (lawCompanySeizureRequestAdmin) and keeps it', async () => {
    const request = await takeRequest(env, sql`t.viewed_at is null and t.status = 'pending'`);
    const before = await requestOf(env.db, request.id);
    const res = await viewed(request.id, 'casos');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ viewedAt: expect.any(String) });
    const after = await requestOf(env.db, request.id);
    expect(after.viewedAt?.toISOString()).toBe(res.body.viewedAt);
    // Seeing is not changing: updatedAt, the order of 'Próximas 24hs', stays.
    expect(after.updatedAt.toISOString()).toBe(before.updatedAt.toISOString());
    expect((await viewed(request.id, 'casos')).body.viewedAt).toBe(res.body.viewedAt);
    expect((await viewed(request.id, 'leitura')).body.viewedAt).toBe(res.body.viewedAt);
  });

  it('records nothing for other readers: read-only user, law-company admin, support', async () => {
    const request = await takeRequest(env, sql`t.viewed_at is null`);
    expect((await viewed(request.id, 'leitura')).body).toEqual({ viewedAt: null });
    expect((await viewed(request.id, 'suporte')).body).toEqual({ viewedAt: null });
    const assessoria = await asUser(env, 'assessoria@demo.test');
    expect((await assessoria.get(`/admin/trackers/${request.id}/viewed`)).body).toEqual({ viewedAt: null });
    expect((await requestOf(env.db, request.id)).viewedAt).toBeNull();
  });

  it('is scoped: Beta 404, unknown or malformed id 404, tracker 403', async () => {
    const request = await takeRequest(env, sql`t.viewed_at is null`);
    expect((await viewed(request.id, 'beta')).status).toBe(404);
    expect((await viewed(999999, 'casos')).status).toBe(404);
    expect((await viewed('abc', 'casos')).status).toBe(404);
    expect((await viewed(request.id, 'localizador')).status).toBe(403);
    expect((await requestOf(env.db, request.id)).viewedAt).toBeNull();
  });
});
