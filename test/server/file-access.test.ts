// Who may read a stored file (services/fileAccess.ts), for what the record rules leave out: a
// tracker's avatar is on every company's screens beside the tracker (the trackers and reports
// lists, the chat, the candidates of 'Adicionar localizador', who may be any active tracker), so
// law-company users read it; a staff member's own avatar stays theirs and support's.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayReadFile } from '../../src/server/services/fileAccess';
import { rows, setupApi, type ApiEnv } from '../support/api';
import { uploadedBy } from './chat.support';

let env: ApiEnv;
beforeAll(async () => {
  env = await setupApi();
});
afterAll(() => env.app.close());

async function claims(email: string) {
  const [u] = await rows<{ id: number; roles: string[]; law_company_id: number | null }>(
    env.db,
    sql`SELECT id, roles, law_company_id FROM users WHERE email = ${email}`,
  );
  return { userId: u.id, sessionId: 0, roles: u.roles, lawCompanyId: u.law_company_id, lawCompany: null } as Parameters<
    typeof mayReadFile
  >[1];
}

describe('avatars', () => {
  it("a tracker's avatar is read by every law company's users and support; a staff member's only by them and support", async () => {
    const trackerAvatar = await uploadedBy(env.db, 'localizador@demo.test', 'png');
    await env.db.execute(sql`UPDATE users SET avatar = ${trackerAvatar} WHERE email = 'localizador@demo.test'`);
    for (const email of ['casos@demo.test', 'leitura@demo.test', 'beta@demo.test', 'suporte@demo.test'])
      expect(await mayReadFile(env.db, await claims(email), trackerAvatar), email).toBe(true);

    const staffAvatar = await uploadedBy(env.db, 'casos@demo.test', 'png');
    await env.db.execute(sql`UPDATE users SET avatar = ${staffAvatar} WHERE email = 'casos@demo.test'`);
    expect(await mayReadFile(env.db, await claims('beta@demo.test'), staffAvatar)).toBe(false);
    expect(await mayReadFile(env.db, await claims('casos@demo.test'), staffAvatar)).toBe(true);
    expect(await mayReadFile(env.db, await claims('suporte@demo.test'), staffAvatar)).toBe(true);
  });
});
