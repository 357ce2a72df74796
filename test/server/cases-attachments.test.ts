import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_MESSAGES } from '../../src/domain/schemas/case';
import { auditLog, seizureRequests, uploads, users } from '../../src/server/db/schema';
import { categoryOf, client, setupCases, validCase, type CasesEnv } from './cases.support';

let env: CasesEnv;
let api: ReturnType<typeof client>;
let caseId: number;

beforeAll(async () => {
  env = await setupCases();
  api = client(env);
  caseId = (await api.post('/admin/seizure-requests', 'casos', validCase(await categoryOf(env.db, 'car')))).body.id;
});
afterAll(() => env.app.close());

let fileNumber = 0;
/** An uploads row as POST /content/upload leaves it, sent by the given demo user. */
async function uploadedBy(email: string) {
  const [user] = await env.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const path = `tests/case-file-${++fileNumber}.pdf`;
  await env.db
    .insert(uploads)
    .values({ path, originalName: 'laudo.pdf', mimeType: 'application/pdf', size: 1234, uploadedById: user.id });
  return path;
}
const attach = (payload: unknown, who: 'casos' | 'beta' | 'leitura' | 'suporte' = 'casos', id = caseId) =>
  api.post(`/admin/seizure-requests/${id}/attachments`, who, payload);

describe('attachments', () => {
  it('attaches the user’s upload and lists it among the documents', async () => {
    const path = await uploadedBy('casos@demo.test');
    const res = await attach({ filename: 'Contrato.pdf', path });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(Number), filename: 'Contrato.pdf', path });
    const details = (await api.get(`/admin/seizure-requests/${caseId}/details`, 'leitura')).body;
    expect(details.documents).toEqual([
      { id: res.body.id, filename: 'Contrato.pdf', path, createdAt: expect.any(String) },
    ]);
    const logged = await env.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, caseId), eq(auditLog.action, 'case.attachmentAdded')));
    expect(logged).toHaveLength(1);
  });

  it('accepts an upload of another user of the same company', async () => {
    expect((await attach({ filename: 'Procuração.pdf', path: await uploadedBy('assessoria@demo.test') })).status).toBe(
      200,
    );
  });

  it('refuses an unknown path or another company’s upload', async () => {
    for (const path of ['tests/never-uploaded.pdf', await uploadedBy('beta@demo.test'), '../../etc/passwd']) {
      const res = await attach({ filename: 'x.pdf', path });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ path: CASE_MESSAGES.uploadNotFound });
    }
    expect((await attach({ path: 'x' })).body.errors).toEqual({ filename: 'Obrigatório' });
    expect((await attach({ filename: 'x'.repeat(251), path: 'x' })).body.errors).toEqual({
      filename: 'Deve ter no máximo 250 caracteres',
    });
  });

  it('removes an attachment of the case only', async () => {
    const added = (await attach({ filename: 'Foto.jpg', path: await uploadedBy('casos@demo.test') })).body;
    const [other] = await env.db
      .select({ id: seizureRequests.id })
      .from(seizureRequests)
      .where(eq(seizureRequests.lawCompanyId, env.alfa))
      .limit(1);
    expect((await api.del(`/admin/seizure-requests/${other.id}/attachments/${added.id}`, 'casos')).status).toBe(404);
    expect((await api.del(`/admin/seizure-requests/${caseId}/attachments/${added.id}`, 'leitura')).status).toBe(403);
    const removed = await api.del(`/admin/seizure-requests/${caseId}/attachments/${added.id}`, 'casos');
    expect(removed.status).toBe(200);
    expect((await api.del(`/admin/seizure-requests/${caseId}/attachments/${added.id}`, 'casos')).status).toBe(404);
    const details = (await api.get(`/admin/seizure-requests/${caseId}/details`, 'casos')).body;
    expect(details.documents.map((d: { id: number }) => d.id)).not.toContain(added.id);
  });

  it('only case admins of the company attach', async () => {
    const path = await uploadedBy('casos@demo.test');
    expect((await attach({ filename: 'a.pdf', path }, 'leitura')).status).toBe(403);
    expect((await attach({ filename: 'a.pdf', path }, 'suporte')).status).toBe(403);
    expect((await attach({ filename: 'a.pdf', path }, 'beta')).status).toBe(404);
    expect(
      (await api.post(`/admin/seizure-requests/${caseId}/attachments`, null, { filename: 'a.pdf', path })).status,
    ).toBe(401);
  });
});

describe('notes', () => {
  const notesOf = async () => (await api.get(`/admin/seizure-requests/${caseId}`, 'casos')).body.notes;

  it('stores markdown exactly as written (rendering is the console’s job)', async () => {
    const notes = '# Observações\n\n- **Veículo** visto na garagem\n<script>alert(1)</script>\n';
    const res = await api.post(`/admin/seizure-requests/${caseId}/notes`, 'casos', { notes });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: caseId, notes });
    expect(await notesOf()).toBe(notes);
  });

  it('empty clears them; more than 10,000 characters is refused', async () => {
    expect((await api.post(`/admin/seizure-requests/${caseId}/notes`, 'casos', { notes: '  ' })).body.notes).toBeNull();
    expect(await notesOf()).toBeNull();
    const res = await api.post(`/admin/seizure-requests/${caseId}/notes`, 'casos', { notes: 'x'.repeat(10_001) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ notes: 'Deve ter no máximo 10000 caracteres' });
    expect(
      (await api.post(`/admin/seizure-requests/${caseId}/notes`, 'casos', { notes: 'x'.repeat(10_000) })).status,
    ).toBe(200);
  });

  it('only case admins of the company write notes', async () => {
    expect((await api.post(`/admin/seizure-requests/${caseId}/notes`, 'leitura', { notes: 'x' })).status).toBe(403);
    expect((await api.post(`/admin/seizure-requests/${caseId}/notes`, 'suporte', { notes: 'x' })).status).toBe(403);
    expect((await api.post(`/admin/seizure-requests/${caseId}/notes`, 'beta', { notes: 'x' })).status).toBe(404);
  });
});

describe('GET /admin/seizure-requests/categories', () => {
  it('lists the categories with type, icon and colour', async () => {
    const res = await api.get('/admin/seizure-requests/categories', 'leitura');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(8);
    expect(res.body.find((c: { type: string }) => c.type === 'moto')).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      order: expect.any(Number),
      typeLabel: 'Moto',
      icon: 'TwoWheeler',
      color: '#e53935',
    });
    expect((await api.get('/admin/seizure-requests/categories', 'suporte')).status).toBe(200);
    expect((await api.get('/admin/seizure-requests/categories', null)).status).toBe(401);
  });
});
