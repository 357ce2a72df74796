// GET /admin/chat/poll: the one call /mensagens polls. Its parts are what the routes the spec names
// answer (list, counts, info, messages), under one ETag answering 304 while nothing changed; and
// the sign-in check such a call makes (a verified token kept, never past its expiry).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Chat, ChatMessage, ChatPoll } from '../../src/domain/chat';
import type { Json, Page } from '../../src/domain/wire';
import { TokenService } from '../../src/server/auth/tokens';
import { bearer } from '../support/server';
import { client, rows, setupApi, type ApiEnv, type Who } from '../support/api';
import { alfaChat, chatUrl, type Conversation } from './chat.support';

let env: ApiEnv;
let api: ReturnType<typeof client>;
let c: Conversation;
beforeAll(async () => {
  env = await setupApi();
  api = client(env);
  c = await alfaChat(env.db);
});
afterAll(() => env.app.close());

const poll = (query: string, who: Who = 'casos') => api.get<Json<ChatPoll>>(`/admin/chat/poll?${query}`, who);
const get = (url: string, who: Who, etag?: string) =>
  env.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(env.tokens[who]), ...(etag ? { 'if-none-match': etag } : {}) },
  });

describe('the combined poll', () => {
  it('answers what the list, both counts, the info and the messages routes answer, for each tab and filter', async () => {
    for (const who of ['casos', 'suporte'] as const) {
      for (const tab of [
        'status=pending',
        'status=my',
        'status=all&filters[type]=unread',
        'status=pending&filters[type]=abandoned',
      ]) {
        const answer = await poll(`${tab}&page=1&perPage=10&open=${chatUrl(c)}&messagesPerPage=5`, who);
        expect(answer.status).toBe(200);
        const list = await api.get<Page<Json<Chat>>>(`/admin/chat?${tab}&page=1&perPage=10`, who);
        const pending = await api.get('/admin/chat/count/not-my', who);
        const my = await api.get('/admin/chat/count/my', who);
        const info = await api.get<Json<Chat>>(`/admin/chat/info/${chatUrl(c)}`, who);
        const messages = await api.get<Page<Json<ChatMessage>>>(`/admin/chat/${chatUrl(c)}?page=1&perPage=5`, who);
        expect(answer.body.list, `${who} ${tab}`).toEqual(list.body);
        expect(answer.body.counts).toEqual({ pending: pending.body.total, my: my.body.total });
        expect(answer.body.open).toEqual({ info: info.body, messages: messages.body });
        expect(answer.body.open!.messages.result.length).toBeLessThanOrEqual(5);
      }
    }
  });

  it('leaves `open` out when no conversation is open, and answers null for one the routes answer 404', async () => {
    expect((await poll('status=all')).body).not.toHaveProperty('open');
    const beta = await poll(`status=all&open=${chatUrl(c)}`, 'beta');
    expect(beta.status).toBe(200);
    expect(beta.body.open).toBeNull();
    expect(beta.body.list.result.every((r) => r.lawCompany.name === 'Beta')).toBe(true);
    expect((await poll(`status=all&open=${c.seizureRequestId}/2147483000`)).body.open).toBeNull();
    expect((await poll('status=all&open=abc')).status).toBe(422);
    expect((await poll('status=all&messagesPerPage=101')).status).toBe(422);
  });

  it("marks the open conversation's tracker messages viewed for the company, not for support, and shows it read", async () => {
    const unread = await alfaChat(env.db, sql`c.unread_count > 0 AND c.id <> ${c.id}`);
    const bySupport = await poll(`status=all&open=${chatUrl(unread)}`, 'suporte');
    expect(bySupport.body.open!.info.unread).toBe(true);
    const byCompany = await poll(`status=all&open=${chatUrl(unread)}`);
    expect(byCompany.body.open!.info).toMatchObject({ unread: false, unreadCount: 0 });
    const [left] = await rows<{ n: number }>(
      env.db,
      sql`SELECT count(*)::int AS n FROM chat_messages WHERE chat_id = ${unread.id} AND sender_id = ${unread.userId} AND view_at IS NULL`,
    );
    expect(left.n).toBe(0);
  });

  it('answers 304 to its own ETag until something changes, then 200 with the change', async () => {
    const url = `/admin/chat/poll?status=all&open=${chatUrl(c)}`;
    const first = await get(url, 'casos');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    const again = await get(url, 'casos', etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another query, another tag.
    expect((await get(url.replace('status=all', 'status=my'), 'casos', etag)).statusCode).toBe(200);
    await api.post('/admin/chat/send', 'casos', {
      seizureRequestId: c.seizureRequestId,
      userId: c.userId,
      message: 'Pelo poll',
    });
    const changed = await get(url, 'casos', etag);
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as Json<ChatPoll>).open!.messages.result.at(-1)?.message).toBe('Pelo poll');
    expect((await get(url, 'casos', String(changed.headers.etag))).statusCode).toBe(304);
  });
});

describe("a polled call's sign-in check", () => {
  it('verifies a token once per process, hands each call its own claims, and still refuses it once expired or altered', async () => {
    const tokens = new TokenService('a-secret-long-enough-for-the-test-0123456789', 60);
    const claims = {
      userId: 7,
      sessionId: 3,
      roles: ['lawCompanyUser' as const],
      lawCompanyId: 2,
      lawCompany: { enableTrackersAutoApprove: false, enableShadowMode: false },
    };
    const token = await tokens.signAccess(claims);
    const first = await tokens.verifyAccess(token);
    expect(first).toEqual(claims);
    first!.roles.push('support');
    first!.lawCompany!.enableShadowMode = true;
    expect(await tokens.verifyAccess(token)).toEqual(claims);
    const [head, body, signature] = token.split('.');
    expect(await tokens.verifyAccess(`${head}.${body}.${signature.slice(0, -2)}AA`)).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 61_000);
      expect(await tokens.verifyAccess(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
