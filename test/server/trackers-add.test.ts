import { eq, sql } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { describe, expect, it } from 'vitest';
import type { TrackerCandidate } from '../../src/domain/trackers';
import type { Json } from '../../src/domain/wire';
import { SELECT_STATE } from '../../src/domain/schemas/messages';
import { TRACKER_MESSAGES } from '../../src/domain/schemas/trackers';
import { rows, useApi } from '../support/api';
import {
  auditOf,
  caseOf,
  countersMatch,
  markOutbox,
  outbox,
  READY,
  requestsOfCase,
  takeCase,
  takeRequest,
} from './trackers.support';

const { env, api } = useApi((e) => markOutbox(e.db));

/** A row of the search as JSON carries it. */
type Item = Json<TrackerCandidate>;
const search = (caseId: number, query = '', who: Parameters<typeof api.get>[1] = 'casos') =>
  api.get(`/admin/trackers/add/search?seizureRequestId=${caseId}&perPage=100${query}`, who);
const add = (seizureRequestId: number, userId: number, who: Parameters<typeof api.post>[1] = 'casos') =>
  api.post('/admin/trackers/add', who, { seizureRequestId, userId });

/** Active trackers (role tracker) matching `where` over `u`, not holding or declined on the case. */
async function addable(caseId: number, where = sql`true`) {
  return rows<{ id: number; name: string }>(
    env.db,
    sql`select u.id, u.name from users u where 'tracker' = any(u.roles) and u.status = 'active' and u.deleted_at is null
      and not exists (select 1 from tracker_requests t where t.seizure_request_id = ${caseId} and t.user_id = u.id and t.status in ('pending', 'approved', 'declined'))
      and ${where} order by u.name, u.id`,
  );
}

/** A ready Alfa case with a pending, an approved, a declined and a reproved request, if the demo has one. */
const busy = sql`s.status in ${READY} and exists (select 1 from tracker_requests d where d.seizure_request_id = s.id and d.status = 'declined')
  and exists (select 1 from tracker_requests p where p.seizure_request_id = s.id and p.status in ('pending', 'approved'))`;

describe('GET /admin/trackers/add/search', () => {
  it('lists active trackers who neither hold a live request on the case nor declined it', async () => {
    const row = await takeCase(env, busy);
    const requests = await requestsOfCase(env.db, row.id);
    const res = await search(row.id);
    expect(res.status).toBe(200);
    const expected = await addable(row.id);
    expect(res.body.total).toBe(expected.length);
    expect(res.body.result.map((r: Item) => r.id)).toEqual(expected.map((u) => u.id));
    const excluded = requests
      .filter((r) => ['pending', 'approved', 'declined'].includes(r.status))
      .map((r) => r.userId);
    expect(excluded.length).toBeGreaterThan(1);
    for (const id of excluded) expect(res.body.result.map((r: Item) => r.id)).not.toContain(id);
    expect(Object.keys(res.body.result[0]).sort()).toEqual(
      ['avatar', 'city', 'email', 'experienceScore', 'id', 'isPro', 'name', 'phone', 'state'].sort(),
    );
    const statuses = await rows<{ n: number }>(
      env.db,
      sql`select count(*)::int as n from users where id in (${sql.join(
        res.body.result.map((r: Item) => sql`${r.id}`),
        sql`, `,
      )}) and (status <> 'active' or not ('tracker' = any(roles)))`,
    );
    expect(statuses[0].n).toBe(0);
  });

  it('searches by name, any case, and sorts', async () => {
    const row = await takeCase(env, sql`s.status in ${READY}`);
    const [someone] = await addable(row.id);
    const part = someone.name.split(' ').pop()!;
    const res = await search(row.id, `&filters[name]=${encodeURIComponent(part.toLowerCase())}`);
    expect(res.body.result.map((r: Item) => r.id)).toContain(someone.id);
    expect(res.body.result.every((r: Item) => `${r.name} ${r.email}`.toLowerCase().includes(part.toLowerCase()))).toBe(
      true,
    );
    const scores = (await search(row.id, '&sortField=experienceScore&sortDirection=desc')).body.result.map(
      (r: Item) => r.experienceScore ?? -1,
    );
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it("searches ignoring accents and case ('Joao Moura' finds 'João Moura')", async () => {
    const row = await takeCase(env, sql`s.status in ${READY}`);
    const [someone] = await addable(row.id);
    await env.db.update(users).set({ name: 'Joaquim Araújo Brandão' }).where(eq(users.id, someone.id));
    for (const term of ['araujo brandao', 'ARAÚJO', 'Joaquim Araujo Brandao']) {
      const res = await search(row.id, `&filters[name]=${encodeURIComponent(term)}`);
      expect(res.body.result.map((r: Item) => r.id)).toContain(someone.id);
    }
  });

  it('searches by location: the address or a search region of the state (and city)', async () => {
    const row = await takeCase(env, sql`s.status in ${READY}`);
    const inSp = sql`(u.state = 'SP' or exists (select 1 from user_preference_locations r where r.user_id = u.id and r.state = 'SP'))`;
    const state = await search(row.id, '&filters[location][state]=sp');
    expect(state.body.total).toBe((await addable(row.id, inSp)).length);
    expect(state.body.total).toBeGreaterThan(0);
    const inCity = sql`((u.state = 'SP' and lower(u.city) = 'são paulo') or exists (select 1 from user_preference_locations r
      where r.user_id = u.id and r.state = 'SP' and (r.city is null or lower(r.city) = 'são paulo')))`;
    const city = await search(
      row.id,
      `&filters[location][state]=SP&filters[location][city]=${encodeURIComponent('são paulo')}`,
    );
    expect(city.body.result.map((r: Item) => r.id)).toEqual((await addable(row.id, inCity)).map((u) => u.id));
    expect(city.body.total).toBeLessThanOrEqual(state.body.total);
  });

  it("needs a state when searching by location: 'Selecione ao menos o estado'", async () => {
    const row = await takeCase(env, sql`s.status in ${READY}`);
    for (const query of [
      '&filters[location][city]=Campinas',
      '&filters[location][state]=&filters[location][city]=Campinas',
      '&filters[location][state]=',
    ]) {
      const res = await search(row.id, query);
      expect(res.status, query).toBe(422);
      expect(res.body.errors, query).toEqual({ 'filters.location.state': SELECT_STATE });
    }
    expect((await search(row.id, '&filters[location][state]=XX')).body.errors).toEqual({
      'filters.location.state': 'Inválido',
    });
    expect((await api.get('/admin/trackers/add/search', 'casos')).body.errors).toEqual({
      seizureRequestId: 'Obrigatório',
    });
  });

  it('is for case admins of the company', async () => {
    const row = await takeCase(env, sql`s.status in ${READY}`);
    expect((await search(row.id, '', 'leitura')).status).toBe(403);
    expect((await search(row.id, '', 'suporte')).status).toBe(403);
    expect((await search(row.id, '', 'beta')).status).toBe(404);
  });
});

describe('POST /admin/trackers/add', () => {
  it('adds an approved, manual request: counters, notification, audit; the tracker leaves the search', async () => {
    const row = await takeCase(env, sql`s.status in ${READY}`);
    const [tracker] = await addable(row.id);
    const res = await add(row.id, tracker.id);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'approved',
      request: { manual: true, message: null, photos: [] },
      user: { id: tracker.id },
      seizureRequest: { id: row.id },
    });
    expect((await caseOf(env.db, row.id)).totalApprovedTrackers).toBe(row.totalApprovedTrackers + 1);
    const notes = await outbox(env.db, row.id, 'trackerAdded');
    expect(notes.map((n) => n.userId)).toEqual([tracker.id]);
    expect(notes[0].payload).toMatchObject({ licensePlate: row.licensePlate });
    expect(await auditOf(env.db, 'trackerRequest', res.body.id)).toEqual([
      expect.objectContaining({
        action: 'tracker.added',
        lawCompanyId: env.alfa,
        data: { seizureRequestId: row.id, userId: tracker.id },
      }),
    ]);
    expect((await search(row.id)).body.result.map((r: Item) => r.id)).not.toContain(tracker.id);
    const again = await add(row.id, tracker.id);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(TRACKER_MESSAGES.alreadyOnCase);
    await countersMatch(env.db);
  });

  it('refuses a tracker holding a pending request, and one who declined the case', async () => {
    const pending = await takeRequest(env, sql`t.status = 'pending' and s.status in ${READY}`);
    expect((await add(pending.seizureRequestId, pending.userId)).body.message).toBe(TRACKER_MESSAGES.alreadyOnCase);
    // The tracker must still be one (active, not removed): otherwise 'not a tracker' is the answer.
    const declined = await takeRequest(
      env,
      sql`t.status = 'declined' and s.status in ${READY} and exists (select 1 from users u where u.id = t.user_id
        and u.status = 'active' and 'tracker' = any(u.roles) and u.deleted_at is null)`,
    );
    const res = await add(declined.seizureRequestId, declined.userId);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(TRACKER_MESSAGES.declinedCannotAdd);
  });

  it('a tracker reproved on the case may be added; the new request keeps the reprove history', async () => {
    const reproved = await takeRequest(
      env,
      sql`t.status = 'reproved' and s.status in ${READY} and exists (select 1 from users u where u.id = t.user_id and u.status = 'active')
        and not exists (select 1 from tracker_requests o where o.seizure_request_id = t.seizure_request_id and o.user_id = t.user_id and o.id <> t.id)`,
    );
    const res = await add(reproved.seizureRequestId, reproved.userId);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'approved',
      wasReproved: true,
      lastReprovedReason: reproved.lastReprovedReason,
    });
    await countersMatch(env.db);
  });

  it('refuses users who are not active trackers, and cases that are not ready', async () => {
    const row = await takeCase(env, sql`s.status in ${READY}`);
    const others = await rows<{ id: number }>(
      env.db,
      sql`select id from users where not ('tracker' = any(roles)) or status <> 'active' order by id limit 50`,
    );
    for (const { id } of others.filter((_, i) => i % 10 === 0)) {
      const res = await add(row.id, id);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(TRACKER_MESSAGES.notATracker);
    }
    for (const status of ['draft', 'completedSized', 'completedNotSized'] as const) {
      const closed = await takeCase(env, sql`s.status = ${status}`);
      const [tracker] = await addable(closed.id);
      const res = await add(closed.id, tracker.id);
      expect(res.status, status).toBe(400);
      expect(res.body.message).toBe(TRACKER_MESSAGES.caseNotReady);
    }
    await countersMatch(env.db);
  });

  it('only case admins of the company; bad bodies are 422', async () => {
    const row = await takeCase(env, sql`s.status in ${READY}`);
    const [tracker] = await addable(row.id);
    expect((await add(row.id, tracker.id, 'leitura')).status).toBe(403);
    expect((await add(row.id, tracker.id, 'suporte')).status).toBe(403);
    expect((await add(row.id, tracker.id, 'beta')).status).toBe(404);
    expect((await add(999999, tracker.id)).status).toBe(404);
    expect((await api.post('/admin/trackers/add', 'casos', { seizureRequestId: 'x' })).body.errors).toEqual({
      seizureRequestId: 'Deve ser um número',
      userId: 'Obrigatório',
    });
    expect((await requestsOfCase(env.db, row.id)).filter((r) => r.userId === tracker.id)).toEqual([]);
  });
});
