// GET /admin/chat, its counts, info and ping: the tabs, the filters, abandoned after 3 days on a
// clock the test moves, the company scope, and the 304 answers that keep polling cheap.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Chat } from '../../src/domain/chat';
import type { Role } from '../../src/domain/roles';
import type { Json, Page } from '../../src/domain/wire';
import {
  answerExpiry,
  chatVersion,
  CLOCK_SLOT_MS,
  forgetChatVersions,
  matchingEtag,
  pollEtag,
  VERSION_TTL_MS,
} from '../../src/server/services/chat/versions';
import { listChats } from '../../src/server/services/chat';
import { bearer } from '../support/server';
import { client, rows, setupApi, type ApiEnv } from '../support/api';
import { alfaChat, chatUrl } from './chat.support';

let env: ApiEnv;
let api: ReturnType<typeof client>;
let casosId: number;
beforeAll(async () => {
  env = await setupApi();
  api = client(env);
  [{ id: casosId }] = await rows<{ id: number }>(env.db, sql`SELECT id FROM users WHERE email = 'casos@demo.test'`);
});
afterAll(() => env.app.close());

const list = (query: string, who: 'casos' | 'beta' | 'suporte' | 'leitura' = 'casos') =>
  api.get<Page<Json<Chat>>>(`/admin/chat?perPage=100&${query}`, who);
const DAY = 86_400_000;

describe('the tabs', () => {
  it("split the company's chats: Pendentes wait for an answer from nobody's or another's hands; Atribuídos a mim are the caller's; Encerrados are closed", async () => {
    const all = (await list('status=all')).body;
    const pending = (await list('status=pending')).body;
    const mine = (await list('status=my')).body;
    const closed = (await list('status=closed')).body;
    expect(all.total).toBeGreaterThan(0);
    expect(all.result.every((c) => c.lawCompany.name === 'Alfa')).toBe(true);
    expect(pending.total).toBeGreaterThan(0);
    expect(mine.total).toBeGreaterThan(0);
    expect(closed.total).toBeGreaterThan(0);
    expect(pending.result.every((c) => !c.closed && c.waitingSince !== null && c.lastAttendantId !== casosId)).toBe(
      true,
    );
    expect(mine.result.every((c) => !c.closed && c.isCurrentAttendant && c.lastAttendantId === casosId)).toBe(true);
    expect(closed.result.every((c) => c.closed)).toBe(true);
    // Newest conversation first.
    const times = all.result.map((c) => c.lastSentAt ?? '');
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filter unread and abandoned chats', async () => {
    const unread = (await list('status=all&filters[type]=unread')).body;
    expect(unread.total).toBeGreaterThan(0);
    expect(unread.result.every((c) => c.unread && c.unreadCount > 0)).toBe(true);
    const abandoned = (await list('status=all&filters[type]=abandoned')).body;
    expect(abandoned.total).toBeGreaterThan(0);
    expect(abandoned.result.every((c) => c.abandoned && Date.now() - Date.parse(c.waitingSince!) > 3 * DAY)).toBe(true);
  });

  it("show support every company's chats, and Beta none of Alfa's", async () => {
    const companies = new Set((await list('status=all', 'suporte')).body.result.map((c) => c.lawCompany.name));
    expect(companies).toEqual(new Set(['Alfa', 'Beta']));
    expect((await list('status=all', 'beta')).body.result.every((c) => c.lawCompany.name === 'Beta')).toBe(true);
  });
});

describe('abandoned', () => {
  it('is a chat left unanswered by the company for over 3 days, on a clock the test moves', async () => {
    const c = await alfaChat(env.db);
    await env.db.execute(sql`UPDATE chats SET waiting_since = '2026-03-01T12:00:00Z' WHERE id = ${c.id}`);
    const casos = {
      userId: casosId,
      sessionId: 0,
      roles: ['lawCompanyUser' as const],
      lawCompanyId: env.alfa,
      lawCompany: null,
    };
    const at = async (iso: string) =>
      (
        await listChats(
          env.db,
          casos,
          { status: 'all', perPage: 100, filters: { type: 'abandoned' } },
          { now: new Date(iso) },
        )
      ).result.some((r) => r.id === c.id);
    expect(await at('2026-03-04T12:00:00Z')).toBe(false); // exactly 3 days
    expect(await at('2026-03-04T12:01:00Z')).toBe(true);
    // Answering ends the wait.
    expect(
      (
        await api.post('/admin/chat/send', 'casos', {
          seizureRequestId: c.seizureRequestId,
          userId: c.userId,
          message: 'Desculpe a demora.',
        })
      ).status,
    ).toBe(201);
    expect(await at('2026-03-04T12:01:00Z')).toBe(false);
  });
});

describe('the counts', () => {
  it("count/not-my is the Pendentes tab's total; count/my the caller's chats waiting for an answer", async () => {
    const pending = (await list('status=pending')).body.total;
    expect((await api.get('/admin/chat/count/not-my', 'casos')).body).toEqual({ total: pending });
    const mine = (await list('status=my')).body.result.filter((c) => c.waitingSince !== null).length;
    expect((await api.get('/admin/chat/count/my', 'casos')).body).toEqual({ total: mine });
  });
});

describe('info and ping', () => {
  it("answer the conversation's row and the tracker's last message time", async () => {
    const c = await alfaChat(env.db);
    const info = await api.get<Json<Chat>>(`/admin/chat/info/${chatUrl(c)}`, 'casos');
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ id: c.id, user: { id: c.userId }, seizureRequest: { id: c.seizureRequestId } });
    const [row] = await rows<{ t: string | null }>(
      env.db,
      sql`SELECT to_json(user_last_sent_at)#>>'{}' AS t FROM chats WHERE id = ${c.id}`,
    );
    const ping = await api.get(`/admin/chat/info/${chatUrl(c)}/ping`, 'casos');
    expect(Date.parse(ping.body.userLastSentAt)).toBe(Date.parse(row.t!));
  });

  it("answer another company's chat, and an unknown one, with 404", async () => {
    const c = await alfaChat(env.db);
    for (const url of [
      `/admin/chat/info/${chatUrl(c)}`,
      `/admin/chat/info/${chatUrl(c)}/ping`,
      `/admin/chat/${chatUrl(c)}`,
    ]) {
      expect((await api.get(url, 'beta')).status).toBe(404);
      expect((await api.get(url.replace(chatUrl(c), `${c.seizureRequestId}/2147483000`), 'casos')).status).toBe(404);
    }
  });
});

describe('polling', () => {
  it('answers 304 to a matching If-None-Match on the list, the messages, the counts, the ping and the menu badge, and 200 once something changed', async () => {
    const c = await alfaChat(env.db);
    const urls = [
      '/admin/chat?status=all',
      `/admin/chat/${chatUrl(c)}`,
      '/admin/chat/count/my',
      '/admin/chat/count/not-my',
      `/admin/chat/info/${chatUrl(c)}/ping`,
      '/admin/chat/count',
    ];
    const get = (url: string, etag?: string) =>
      env.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(env.tokens.casos), ...(etag ? { 'if-none-match': etag } : {}) },
      });
    const etags: string[] = [];
    for (const url of urls) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      etags.push(etag);
      const again = await get(url, etag);
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
      expect((await get(url, '"stale"')).statusCode).toBe(200);
    }
    await api.post('/admin/chat/send', 'casos', {
      seizureRequestId: c.seizureRequestId,
      userId: c.userId,
      message: 'Novidade',
    });
    expect((await get(urls[0], etags[0])).statusCode).toBe(200);
    expect((await get(urls[1], etags[1])).statusCode).toBe(200);
  });

  it("derives the ETag from the company's chat version: any change a chat shows moves it, another company's change does not", async () => {
    const alfa = await alfaChat(env.db);
    const [beta] = await rows<{ id: number }>(
      env.db,
      sql`SELECT c.id FROM chats c WHERE c.law_company_id = ${env.beta}
        AND EXISTS (SELECT 1 FROM chat_messages m WHERE m.chat_id = c.id)
        AND EXISTS (SELECT 1 FROM tracker_requests t WHERE t.seizure_request_id = c.seizure_request_id AND t.user_id = c.user_id) ORDER BY c.id LIMIT 1`,
    );
    const tag = async (who: 'casos' | 'beta' | 'suporte', url = '/admin/chat/count/not-my') =>
      String((await env.app.inject({ method: 'GET', url, headers: bearer(env.tokens[who]) })).headers.etag);
    const tags = async () => ({ casos: await tag('casos'), beta: await tag('beta'), suporte: await tag('suporte') });

    // A message of Alfa's: Alfa's and support's tags move, Beta's stays.
    let before = await tags();
    await api.post('/admin/chat/send', 'casos', {
      seizureRequestId: alfa.seizureRequestId,
      userId: alfa.userId,
      message: 'Versão nova',
    });
    let after = await tags();
    expect(after.casos).not.toBe(before.casos);
    expect(after.suporte).not.toBe(before.suporte);
    expect(after.beta).toBe(before.beta);

    // Beta's chat read, and changes outside the chat tables that a chat shows: its case's vehicle, its tracker's request, a name.
    const changes = [
      sql`UPDATE chat_messages SET view_at = now() WHERE chat_id = ${beta.id}`,
      sql`UPDATE seizure_requests SET model = coalesce(model, '') || ' ' WHERE id = (SELECT seizure_request_id FROM chats WHERE id = ${beta.id})`,
      sql`UPDATE tracker_requests SET status = CASE status WHEN 'approved' THEN 'reproved' ELSE 'approved' END WHERE (seizure_request_id, user_id) = (SELECT seizure_request_id, user_id FROM chats WHERE id = ${beta.id})`,
    ];
    // Made straight in the database, as another process would: seen once this process's kept versions expire.
    const elsewhere = async (change: ReturnType<typeof sql>) => {
      await env.db.execute(change);
      forgetChatVersions();
    };
    for (const change of changes) {
      before = await tags();
      await elsewhere(change);
      after = await tags();
      expect(after.beta, String(change.queryChunks[0])).not.toBe(before.beta);
      expect(after.casos).toBe(before.casos);
    }
    // Unchanged data, unchanged tag: nothing else moves it.
    expect(await tags()).toEqual(after);
    await elsewhere(
      sql`UPDATE users SET name = name || ' ' WHERE id = (SELECT user_id FROM chats WHERE id = ${beta.id})`,
    );
    const renamed = await tags();
    expect(renamed.beta).not.toBe(after.beta);
    expect(renamed.casos).not.toBe(after.casos); // names move every company's version (rare)
    // A law company's other columns leave the tags alone; its name (the support list shows it) moves them.
    await elsewhere(sql`UPDATE law_companies SET contact_name = contact_name || ' ' WHERE name = 'Beta'`);
    expect(await tags()).toEqual(renamed);
    // Every user updated, no shown column changed (the set difference is empty: migration 0020).
    await elsewhere(sql`UPDATE users SET updated_at = updated_at`);
    expect(await tags()).toEqual(renamed);
    await elsewhere(sql`UPDATE law_companies SET name = name || ' ' WHERE name = 'Beta'`);
    expect((await tags()).beta).not.toBe(renamed.beta);
  });

  it("tags an answer showing 'abandoned' with the instant its first shown chat turns abandoned: 304 until then, 200 after", async () => {
    const c = await alfaChat(env.db);
    const soon = Date.now() + 60_000;
    // The chat turns abandoned in a minute (its wait began 3 days minus a minute ago).
    await env.db.execute(
      sql`UPDATE chats SET waiting_since = ${new Date(soon - 3 * DAY).toISOString()}::timestamptz, closed = false WHERE id = ${c.id}`,
    );
    forgetChatVersions();
    const url = `/admin/chat/info/${chatUrl(c)}`;
    const first = await env.app.inject({ method: 'GET', url, headers: bearer(env.tokens.casos) });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/-u[0-9a-z]+"$/);
    expect(parseInt(/-u([0-9a-z]+)"$/.exec(etag)![1], 36)).toBe(soon + 1);
    // The caller as the route saw it: the token's own claims.
    const claims = JSON.parse(Buffer.from(env.tokens.casos.split('.')[1], 'base64url').toString()) as {
      roles: Role[];
      lawCompanyId: number;
    };
    const auth = {
      userId: casosId,
      sessionId: 0,
      roles: claims.roles,
      lawCompanyId: claims.lawCompanyId,
      lawCompany: null,
    };
    const version = await chatVersion(env.db, auth);
    expect(matchingEtag(etag, version, auth, url, soon)).toBe(etag);
    expect(matchingEtag(`W/${etag}, "other"`, version, auth, url, soon)).toBe(etag);
    expect(matchingEtag(etag, version, auth, url, soon + 1)).toBeNull();
    expect(matchingEtag(etag, version + 1, auth, url, soon)).toBeNull();
    expect(matchingEtag(etag, version, { ...auth, userId: casosId + 1 }, url, soon)).toBeNull();
    expect(
      (await env.app.inject({ method: 'GET', url, headers: { ...bearer(env.tokens.casos), 'if-none-match': etag } }))
        .statusCode,
    ).toBe(304);
    // The 'abandoned' filter holds chats that turn abandoned out of sight: a minute; nothing waiting: no expiry.
    expect(answerExpiry([], 1_000, { filters: { type: 'abandoned' } })).toBe(1_000 + CLOCK_SLOT_MS);
    expect(answerExpiry([], 1_000, { status: 'all' })).toBeNull();
    expect(pollEtag(5, auth, '/admin/chat')).toBe(pollEtag(5, auth, '/admin/chat'));
    expect(pollEtag(5, auth, '/admin/chat')).not.toBe(pollEtag(6, auth, '/admin/chat'));
    expect(pollEtag(5, auth, '/admin/chat')).not.toBe(pollEtag(5, { ...auth, userId: 8 }, '/admin/chat'));
  });

  it('keeps a version it read for VERSION_TTL_MS in the process, then reads it again', async () => {
    const auth = {
      userId: 1,
      sessionId: 1,
      roles: ['lawCompanyAdmin' as const],
      lawCompanyId: env.beta,
      lawCompany: null,
    };
    forgetChatVersions();
    const t = 1_000_000;
    const first = await chatVersion(env.db, auth, t);
    await env.db.execute(sql`UPDATE chats SET unread_count = unread_count WHERE law_company_id = ${env.beta}`);
    expect(await chatVersion(env.db, auth, t + VERSION_TTL_MS - 1)).toBe(first);
    expect(await chatVersion(env.db, auth, t + VERSION_TTL_MS)).toBe(first + 1);
  });
});
