// Demo only: trackers keep asking for cases while the demo server runs. The seed is written once,
// and the auto-approval job drains Alfa's queue in 48 hours; without new requests, the dashboard's
// pending trackers and 'Próximas 24hs' would be empty two days after the first start
// (docs/decisions.md "Demo data").
import { sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { trackerRequests } from '../schema';
import { rowsOf } from '../../services/shared/sql';
import { recountTrackers } from '../../services/trackers/shared';
import { startPeriodicJob, type JobLog } from '../../jobs/periodic';
import { DEMO_SEED } from './demo';
import { HOUR, MINUTE, Rng } from './random';

/** One new request every 20 minutes: two of three on Alfa (auto-approval on), one on Beta (off). */
export const ARRIVAL_EVERY_MS = 20 * MINUTE;
/** A server stopped for a week does not flood the queues when it starts again: at most 2 h of them. */
const CATCH_UP_MS = 2 * HOUR;
/** Any number: serialises the deliveries of several processes on one database. */
const ARRIVALS_LOCK = 727_002;
const MESSAGES = [
  'Estou na região hoje, posso verificar o endereço principal.',
  'Tenho disponibilidade imediata e carro próprio.',
  'Já atuei em casos desta financeira na cidade.',
];

/**
 * Adds the requests due by `now` since the newest one already stored (slots every
 * ARRIVAL_EVERY_MS, counted from the epoch, so two runs agree), and answers how many. Each slot's
 * case and tracker come from a stream seeded by the slot: the same slot, the same request. Does
 * nothing on a database without the demo accounts.
 */
export async function deliverDemoArrivals(db: Db, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ARRIVALS_LOCK})`);
    const [demo] = rowsOf<{ alfa: number | null; beta: number | null; latest: Date | string | null }>(
      await tx.execute(sql`select
        (select id from law_companies where name = 'Alfa' and enable_trackers_auto_approve) as alfa,
        (select id from law_companies where name = 'Beta') as beta,
        (select max(created_at) from tracker_requests where not manual) as latest
      where exists (select 1 from users where email = 'admin@demo.test')`),
    );
    if (!demo?.alfa || !demo.beta) return 0;
    const latest = demo.latest ? new Date(demo.latest).getTime() : 0;
    const from = Math.max(latest, now.getTime() - CATCH_UP_MS);
    const trackers = rowsOf<{ id: number }>(
      await tx.execute(
        sql`select id from users where 'tracker' = any(roles) and status = 'active' and deleted_at is null order by id`,
      ),
    ).map((r) => Number(r.id));
    let delivered = 0;
    for (let slot = Math.floor(from / ARRIVAL_EVERY_MS) + 1; slot * ARRIVAL_EVERY_MS <= now.getTime(); slot++) {
      const rng = new Rng(DEMO_SEED ^ slot);
      const company = slot % 3 === 2 ? demo.beta : demo.alfa;
      if (await arrive(tx, rng, Number(company), trackers, new Date(slot * ARRIVAL_EVERY_MS))) delivered += 1;
    }
    return delivered;
  });
}

async function arrive(tx: Db, rng: Rng, companyId: number, trackers: number[], at: Date): Promise<boolean> {
  if (trackers.length === 0) return false;
  const cases = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from seizure_requests where law_company_id = ${companyId}
      and status = 'readyAndOpenedForTrackers' and deleted_at is null order by id`),
  ).map((r) => Number(r.id));
  if (cases.length === 0) return false;
  const caseId = rng.pick(cases);
  // Every writer of a case's requests locks the case first (docs/trackers.md).
  await tx.execute(sql`select id from seizure_requests where id = ${caseId} for update`);
  const taken = new Set(
    rowsOf<{ user_id: number }>(
      await tx.execute(sql`select user_id from tracker_requests where seizure_request_id = ${caseId}`),
    ).map((r) => Number(r.user_id)),
  );
  const free = trackers.filter((id) => !taken.has(id));
  if (free.length === 0) return false;
  await tx.insert(trackerRequests).values({
    seizureRequestId: caseId,
    userId: rng.pick(free),
    message: rng.chance(0.4) ? rng.pick(MESSAGES) : null,
    createdAt: at,
    updatedAt: at,
  });
  await recountTrackers(tx, [caseId]);
  await tx.execute(sql`update seizure_requests set can_be_draft = false where id = ${caseId}`);
  return true;
}

/** Runs deliverDemoArrivals now and every minute until the returned function is called. */
export function startDemoArrivals(db: Db, log: JobLog, intervalMs = 60_000) {
  return startPeriodicJob({
    name: 'demoArrivals',
    run: () => deliverDemoArrivals(db),
    outcomes: (arrived) => ({ arrived }),
    intervalMs,
    log,
    report: (arrived, log) => {
      if (arrived > 0) log.info({ arrived }, 'demo: new tracker requests arrived');
    },
    failureMessage: 'demo arrivals failed; trying again at the next tick',
  });
}
