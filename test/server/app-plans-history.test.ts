// The plan-time grants' history (issue 35 item 5): each add-time is recorded and answered by GET
// /admin/app-users/:userId/plan-history, newest first, with who granted, when, the days added or
// removed and the expiry it left; a refused grant leaves no entry; support only, app users only.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../src/domain/history';
import { formatDate } from '../../src/domain/format';
import type { Json } from '../../src/domain/wire';
import { rows, useApi } from '../support/api';
import { APP_USER } from '../support/appUserRules';

const { env, api } = useApi();

const historyOf = async (userId: number, who: 'suporte' | 'admin' = 'suporte') =>
  api.get<Json<HistoryEntry>[]>(`/admin/app-users/${userId}/plan-history`, who);
const expiryOf = async (userId: number) =>
  new Date(
    (
      await rows<{ expiration_date: string }>(
        env.db,
        sql`SELECT expiration_date FROM user_plans WHERE user_id = ${userId}`,
      )
    )[0].expiration_date,
  );
const nameOf = async (email: string) =>
  (await rows<{ name: string }>(env.db, sql`SELECT name FROM users WHERE email = ${email}`))[0].name;

describe('GET /admin/app-users/:userId/plan-history', () => {
  it('lists every grant, newest first: who, when, days added or removed, the resulting expiry', async () => {
    const [user] = await rows<{ id: number }>(
      env.db,
      sql`SELECT u.id FROM users u LEFT JOIN user_plans p ON p.user_id = u.id WHERE ${APP_USER} AND p.id IS NULL
          AND NOT EXISTS (SELECT 1 FROM audit_log a WHERE a.entity = 'appUser' AND a.entity_id = u.id) ORDER BY u.id LIMIT 1`,
    );
    expect((await historyOf(user.id)).body).toEqual([]);

    expect(
      (await api.post('/admin/app-users/add-time', 'suporte', { userId: user.id, days: 30, type: 'pro' })).status,
    ).toBe(200);
    const granted = await expiryOf(user.id);
    // Refused (nothing of that type to remove): no entry.
    expect(
      (await api.post('/admin/app-users/add-time', 'suporte', { userId: user.id, days: -5, type: 'scanner' })).status,
    ).toBe(422);
    expect(
      (await api.post('/admin/app-users/add-time', 'admin', { userId: user.id, days: -10, type: 'pro' })).status,
    ).toBe(200);
    const reduced = await expiryOf(user.id);

    const res = await historyOf(user.id);
    expect(res.status).toBe(200);
    expect(res.body.map(({ action, label, detail, by }) => ({ action, label, detail, by }))).toEqual([
      {
        action: 'appUser.addTime',
        label: 'Tempo PRO removido: 10 dias',
        detail: `Validade: ${formatDate(reduced)} (antes: PRO até ${formatDate(granted)})`,
        by: await nameOf('admin@demo.test'),
      },
      {
        action: 'appUser.addTime',
        label: 'Tempo PRO adicionado: 30 dias',
        detail: `Validade: ${formatDate(granted)} (antes: sem plano)`,
        by: await nameOf('suporte@demo.test'),
      },
    ]);
    const [newest, oldest] = res.body.map((entry) => new Date(entry.at).getTime());
    expect(newest).toBeGreaterThanOrEqual(oldest);
    expect(Date.now() - newest).toBeLessThan(60_000);
    // The verification's history stays its own.
    const verification = await api.get<Json<HistoryEntry>[]>(
      `/admin/app-users/verifications/${user.id}/history`,
      'suporte',
    );
    expect(verification.body.some((entry) => entry.action === 'appUser.addTime')).toBe(false);
  });

  it('404 for anybody but an app user; support only', async () => {
    const [staff] = await rows<{ id: number }>(env.db, sql`SELECT id FROM users WHERE email = 'casos@demo.test'`);
    expect((await historyOf(staff.id)).status).toBe(404);
    expect((await api.get('/admin/app-users/999999/plan-history', 'suporte')).status).toBe(404);
    const [someone] = await rows<{ id: number }>(
      env.db,
      sql`SELECT u.id FROM users u WHERE ${APP_USER} ORDER BY u.id LIMIT 1`,
    );
    for (const who of ['casos', 'beta', 'localizador'] as const)
      expect((await api.get(`/admin/app-users/${someone.id}/plan-history`, who)).status, who).toBe(403);
  });
});
