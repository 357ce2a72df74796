// POST /admin/chat/send and reading a conversation: the schema's limits, who may send, closed
// chats, takeover, unread and viewed, the outbox, and who may read a message's files.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGES } from '../../src/domain/chat';
import { maxItems, maxLength } from '../../src/domain/schemas/messages';
import { mayReadFile } from '../../src/server/services/fileAccess';
import { asUser, client, rows, setupApi, type ApiEnv } from '../support/api';
import { alfaChat, chatUrl, uploadedBy, type Conversation } from './chat.support';

let env: ApiEnv;
let api: ReturnType<typeof client>;
let open: Conversation;
const send = (c: Conversation, body: object, who: 'casos' | 'leitura' | 'beta' | 'suporte' | 'admin' = 'casos') =>
  api.post('/admin/chat/send', who, { seizureRequestId: c.seizureRequestId, userId: c.userId, ...body });

beforeAll(async () => {
  env = await setupApi();
  api = client(env);
  open = await alfaChat(env.db);
});
afterAll(() => env.app.close());

describe('the message schema', () => {
  it('trims the message and refuses more than 500 characters', async () => {
    const sent = await send(open, { message: '  Olá, tudo certo?  ' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('Olá, tudo certo?');
    const long = await send(open, { message: 'x'.repeat(501) });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ message: maxLength(500) });
    expect((await send(open, { message: 'x'.repeat(500) })).status).toBe(201);
  });

  it("refuses an empty message without files: 'Sem dados para enviar'", async () => {
    for (const body of [{}, { message: '   ' }, { message: '', images: [], documents: [] }]) {
      const res = await send(open, body);
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ message: CHAT_MESSAGES.nothingToSend });
    }
  });

  it('takes up to 10 images with an image extension, listing the allowed ones', async () => {
    const images = await Promise.all(Array.from({ length: 11 }, () => uploadedBy(env.db, 'casos@demo.test')));
    expect((await send(open, { images: images.slice(0, 10) })).status).toBe(201);
    expect((await send(open, { images })).body.errors).toEqual({ images: maxItems(10) });
    const pdf = await uploadedBy(env.db, 'casos@demo.test', 'pdf');
    const wrong = await send(open, { images: [pdf] });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ 'images.0': 'Apenas images [png, jpg, jpeg, gif, webp] são válidas' });
  });

  it('takes up to 5 documents of the allowed types, filenames up to 250 characters', async () => {
    const docs = await Promise.all(Array.from({ length: 6 }, () => uploadedBy(env.db, 'casos@demo.test', 'pdf')));
    const documents = docs.map((value, i) => ({ value, filename: `mandado-${i}.pdf` }));
    const ok = await send(open, { documents: documents.slice(0, 5) });
    expect(ok.status).toBe(201);
    expect(ok.body.documents).toEqual(documents.slice(0, 5).map((d, i) => ({ id: i + 1, ...d })));
    expect((await send(open, { documents })).body.errors).toEqual({ documents: maxItems(5) });
    const longName = await send(open, { documents: [{ value: docs[0], filename: `${'a'.repeat(247)}.pdf` }] });
    expect(longName.body.errors).toEqual({ 'documents.0.filename': maxLength(250) });
    const exe = await send(open, { documents: [{ value: docs[0], filename: 'virus.exe' }] });
    expect(exe.body.errors).toEqual({ 'documents.0.filename': CHAT_MESSAGES.documentType });
  });

  it("refuses files that are not uploads of the sender's company", async () => {
    const betas = await uploadedBy(env.db, 'beta@demo.test');
    const res = await send(open, { images: [betas] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ images: CHAT_MESSAGES.fileNotOurs });
    // A colleague's upload is the company's.
    expect((await send(open, { images: [await uploadedBy(env.db, 'assessoria@demo.test')] })).status).toBe(201);
  });

  it('keys a foreign document under documents, a foreign image under images, both when both', async () => {
    const betasPdf = await uploadedBy(env.db, 'beta@demo.test', 'pdf');
    const betasImage = await uploadedBy(env.db, 'beta@demo.test');
    const ourImage = await uploadedBy(env.db, 'casos@demo.test');
    const document = await send(open, {
      images: [ourImage],
      documents: [{ value: betasPdf, filename: 'mandado.pdf' }],
    });
    expect(document.status).toBe(422);
    expect(document.body.errors).toEqual({ documents: CHAT_MESSAGES.fileNotOurs });
    const both = await send(open, { images: [betasImage], documents: [{ value: betasPdf, filename: 'mandado.pdf' }] });
    expect(both.body.errors).toEqual({ images: CHAT_MESSAGES.fileNotOurs, documents: CHAT_MESSAGES.fileNotOurs });
  });
});

describe('who may send', () => {
  it("refuses support with the spec's text", async () => {
    for (const who of ['suporte', 'admin'] as const) {
      const res = await send(open, { message: 'Oi' }, who);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Não é possível enviar novas mensagens como suporte');
    }
  });

  it("answers another company's chat, and a user without a request on the case, with 404", async () => {
    expect((await send(open, { message: 'Oi' }, 'beta')).status).toBe(404);
    const [stranger] = await rows<{ id: number }>(env.db, sql`SELECT id FROM users WHERE email = 'leitura@demo.test'`);
    expect((await send({ ...open, userId: stranger.id }, { message: 'Oi' })).status).toBe(404);
  });
});

describe('closed chats', () => {
  it('refuses a chat whose case ended, saying so', async () => {
    const c = await alfaChat(env.db, sql`c.id <> ${open.id}`);
    await env.db.execute(
      sql`UPDATE seizure_requests SET status = 'completedNotSized', closed_at = now() WHERE id = ${c.seizureRequestId}`,
    );
    const res = await send(c, { message: 'Oi' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CHAT_MESSAGES.caseEnded);
    const info = await api.get(`/admin/chat/info/${chatUrl(c)}`, 'casos');
    expect(info.body.closed).toBe(true);
  });

  it('refuses a chat whose tracker no longer has an approved request, saying so', async () => {
    const c = await alfaChat(env.db, sql`c.id <> ${open.id}`);
    await env.db.execute(
      sql`UPDATE tracker_requests SET status = 'reproved' WHERE seizure_request_id = ${c.seizureRequestId} AND user_id = ${c.userId}`,
    );
    const res = await send(c, { message: 'Oi' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(CHAT_MESSAGES.noAccess);
  });
});

describe('sending', () => {
  it('makes the sender the current attendant, taking over from another, and tells the tracker in the outbox', async () => {
    const c = await alfaChat(env.db, sql`c.id <> ${open.id} AND c.waiting_since IS NOT NULL`);
    const admin = await asUser(env, 'assessoria@demo.test');
    expect(
      (
        await admin.post('/admin/chat/send', {
          seizureRequestId: c.seizureRequestId,
          userId: c.userId,
          message: 'Assumo daqui.',
        })
      ).status,
    ).toBe(201);
    expect((await admin.get(`/admin/chat/info/${chatUrl(c)}`)).body).toMatchObject({
      isCurrentAttendant: true,
      waitingSince: null,
    });
    expect((await api.get(`/admin/chat/info/${chatUrl(c)}`, 'casos')).body.isCurrentAttendant).toBe(false);

    const sent = await send(c, { message: 'Retomo o atendimento.' });
    const [casos] = await rows<{ id: number; name: string }>(
      env.db,
      sql`SELECT id, name FROM users WHERE email = 'casos@demo.test'`,
    );
    expect(sent.body).toMatchObject({ senderId: casos.id, senderName: casos.name, fromTracker: false });
    const info = await api.get(`/admin/chat/info/${chatUrl(c)}`, 'casos');
    expect(info.body).toMatchObject({
      isCurrentAttendant: true,
      lastAttendantId: casos.id,
      lastAttendantName: casos.name,
    });
    const outbox = await rows(
      env.db,
      sql`SELECT user_id, kind, payload FROM notifications WHERE kind = 'chatMessage' AND (payload->>'messageId')::int = ${sent.body.id}`,
    );
    expect(outbox).toEqual([expect.objectContaining({ user_id: c.userId, kind: 'chatMessage' })]);
  });
});

describe('reading', () => {
  it("marks the tracker's messages viewed and clears unread for the company, not for support", async () => {
    const c = await alfaChat(env.db, sql`c.unread_count > 0 AND c.id <> ${open.id}`);
    const unseen = sql`SELECT count(*)::int AS n FROM chat_messages WHERE chat_id = ${c.id} AND sender_id = ${c.userId} AND view_at IS NULL`;
    expect((await rows<{ n: number }>(env.db, unseen))[0].n).toBeGreaterThan(0);
    expect((await api.get(`/admin/chat/${chatUrl(c)}`, 'suporte')).status).toBe(200);
    expect((await api.get(`/admin/chat/info/${chatUrl(c)}`, 'casos')).body.unread).toBe(true);

    const page = await api.get(`/admin/chat/${chatUrl(c)}`, 'leitura');
    expect(page.status).toBe(200);
    expect((await rows<{ n: number }>(env.db, unseen))[0].n).toBe(0);
    const info = await api.get(`/admin/chat/info/${chatUrl(c)}`, 'casos');
    expect(info.body).toMatchObject({ unread: false, unreadCount: 0 });
    expect(info.body.attendantLastViewAt).not.toBeNull();
  });

  it('pages messages newest page first, each page oldest first', async () => {
    const c = await alfaChat(env.db, sql`(SELECT count(*) FROM chat_messages m WHERE m.chat_id = c.id) >= 3`);
    const all = await api.get(`/admin/chat/${chatUrl(c)}?perPage=100`, 'casos');
    const first = await api.get(`/admin/chat/${chatUrl(c)}?perPage=2&page=1`, 'casos');
    expect(first.body.total).toBe(all.body.total);
    expect(first.body.result.map((m: { id: number }) => m.id)).toEqual(
      all.body.result.slice(-2).map((m: { id: number }) => m.id),
    );
    const times = all.body.result.map((m: { createdAt: string }) => m.createdAt);
    expect([...times].sort()).toEqual(times);
  });
});

describe('chat files', () => {
  it("are readable by the chat's company and support, not by another company", async () => {
    const image = await uploadedBy(env.db, 'casos@demo.test', 'png');
    expect((await send(open, { images: [image] })).status).toBe(201);
    const claims = async (email: string) => {
      const [u] = await rows<{ id: number; roles: string[]; law_company_id: number | null }>(
        env.db,
        sql`SELECT id, roles, law_company_id FROM users WHERE email = ${email}`,
      );
      return {
        userId: u.id,
        sessionId: 0,
        roles: u.roles,
        lawCompanyId: u.law_company_id,
        lawCompany: null,
      } as Parameters<typeof mayReadFile>[1];
    };
    expect(await mayReadFile(env.db, await claims('leitura@demo.test'), image)).toBe(true);
    expect(await mayReadFile(env.db, await claims('suporte@demo.test'), image)).toBe(true);
    expect(await mayReadFile(env.db, await claims('beta@demo.test'), image)).toBe(false);
  });
});
