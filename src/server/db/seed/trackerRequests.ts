// Trackers asking to work cases, in every status, and the case counters that summarise them.
import type { TrackerRequestStatus } from '../../../domain/statuses';
import { AUTO_APPROVAL_HOURS } from '../../../domain/trackers';
import { trackerRequestPhotos, trackerRequests } from '../schema';
import {
  type SeedContext,
  type SeededCase,
  type SeededRequest,
  type SeededTracker,
  type Staff,
  isReady,
} from './context';
import { insertMany, reserveIds } from '../bulkInsert';
import { DAY, HOUR, MINUTE, Rng, type Weighted, addMs, between, maxDate, minDate } from './random';

type RequestRow = typeof trackerRequests.$inferInsert & { id: number };

const REPROVE_REASONS = [
  'Perfil sem experiência na região do caso.',
  'Já temos localizadores suficientes para este caso.',
  'Cadastro do localizador com verificação pendente.',
  'Localizador com histórico de abordagem inadequada.',
];
const CLOSED_REASON = 'Caso encerrado pela assessoria.';
const MESSAGES = [
  'Conheço bem a região, atuo com recuperação de veículos há 5 anos.',
  'Moro a 10 minutos do endereço principal, posso verificar ainda hoje.',
  'Já localizei outros veículos desta financeira na mesma cidade.',
  'Tenho guincho parceiro e disponibilidade no fim de semana.',
  'Vi um veículo com essas características estacionado perto do endereço. Seguem fotos.',
  'Trabalho com scanner de placas na região e posso monitorar o veículo.',
];
const READY_STATUSES: Weighted<TrackerRequestStatus> = [
  ['pending', 35],
  ['approved', 35],
  ['reproved', 18],
  ['declined', 12],
];

interface Want {
  status: TrackerRequestStatus;
  tracker?: SeededTracker;
  finder?: boolean;
  /** Created within the last 30 hours (pending requests the auto-approval has not reached yet). */
  young?: boolean;
  /** Created more than 3 days ago. */
  old?: boolean;
}

export interface BuiltRequests {
  requests: SeededRequest[];
  rows: RequestRow[];
  photos: (typeof trackerRequestPhotos.$inferInsert)[];
}

export async function buildTrackerRequests(
  ctx: SeedContext,
  cases: SeededCase[],
  trackers: SeededTracker[],
  staff: Staff,
): Promise<BuiltRequests> {
  const rng = ctx.rng.fork('trackerRequests');
  const { now } = ctx;
  const demo = trackers[0];
  const pool = trackers.filter((t) => t.roles.includes('tracker') && t.status !== 'pending');
  const active = pool.filter((t) => t.status === 'active');
  const unblock = ctx.rng.fork('unblockedRequests');
  const wants = new Map<SeededCase, Want[]>();

  // Guaranteed shapes first: Alfa ready cases with approved and pending trackers (the demo tracker
  // among the approved), and pending requests both older and younger than the 48 h of auto-approval.
  const alfaReady = cases.filter(
    (c) =>
      c.company.key === 'alfa' &&
      c.status === 'readyAndOpenedForTrackers' &&
      now.getTime() - c.createdAt.getTime() > 10 * DAY,
  );
  const forced = rng.sample(alfaReady, 24);
  forced.slice(0, 8).forEach((c, i) =>
    wants.set(c, [
      { status: 'approved', tracker: i < 5 ? demo : undefined },
      { status: 'pending', old: true },
    ]),
  );
  forced.slice(8, 18).forEach((c) => wants.set(c, [{ status: 'pending', young: true }]));
  forced
    .slice(18, 21)
    .forEach((c) =>
      wants.set(c, [{ status: 'pending', old: true }, { status: 'approved' }, { status: 'pending', young: true }]),
    );
  forced.slice(21, 24).forEach((c) => wants.set(c, [{ status: 'pending', tracker: demo, young: true }]));
  const betaReady = cases.filter(
    (c) => c.company.key === 'beta' && c.status === 'readyAndOpenedForTrackers' && !wants.has(c),
  );
  rng.sample(betaReady, 2).forEach((c) => wants.set(c, [{ status: 'approved', tracker: demo }, { status: 'pending' }]));
  const finderCases = cases.filter((c) => c.closedBy === 'report');
  rng
    .sample(finderCases, 3)
    .forEach((c) => wants.set(c, [{ status: 'approved', tracker: demo, finder: true }, { status: 'reproved' }]));

  for (const c of cases) {
    if (wants.has(c)) continue;
    if (isReady(c.status) && rng.chance(0.65)) {
      const n = rng.weighted([
        [1, 40],
        [2, 30],
        [3, 20],
        [4, 10],
      ] as const);
      wants.set(
        c,
        Array.from({ length: n }, () => ({ status: rng.weighted(READY_STATUSES) })),
      );
    } else if (c.closedBy === 'report') {
      const others = rng.weighted([
        [0, 50],
        [1, 35],
        [2, 15],
      ] as const);
      const rest = Array.from({ length: others }, (): Want => ({ status: rng.chance(0.7) ? 'reproved' : 'declined' }));
      wants.set(c, [{ status: 'approved', finder: true }, ...rest]);
    } else if ((c.status === 'completedSized' || c.status === 'completedNotSized') && rng.chance(0.5)) {
      const n = rng.int(1, 3);
      wants.set(
        c,
        Array.from({ length: n }, (): Want => ({
          status: rng.weighted([
            ['approved', 50],
            ['reproved', 35],
            ['declined', 15],
          ] as const),
        })),
      );
    }
  }

  const built: Omit<RequestRow, 'id'>[] = [];
  const meta: Omit<SeededRequest, 'id'>[] = [];
  const photoCounts: number[] = [];
  let photoNumber = 0;
  let queued = 0;
  for (const c of cases) {
    const list = wants.get(c);
    if (!list) continue;
    const used = new Set<number>();
    const end = c.closedAt ?? now;
    for (const want of list) {
      let tracker =
        want.tracker && !used.has(want.tracker.id) ? want.tracker : pickTracker(rng, pool, used, c.createdAt, end);
      // A blocked tracker keeps a few pending requests (the 'Bloqueado' tag has rows), not one in
      // seven: most go to an active tracker, drawn from a stream of their own.
      if (tracker?.status === 'blocked' && want.status === 'pending' && c.closedAt === null && unblock.chance(0.75)) {
        tracker = pickTracker(unblock, active, used, c.createdAt, end) ?? tracker;
      }
      if (!tracker) continue;
      used.add(tracker.id);
      const start = maxDate(addMs(c.createdAt, 30 * MINUTE), addMs(tracker.createdAt, DAY));
      let createdAt = between(rng, start, addMs(end, -2 * HOUR));
      if (want.young) createdAt = maxDate(start, addMs(now, -rng.int(1, 30) * HOUR));
      if (want.old) createdAt = between(rng, start, addMs(now, -3 * DAY));
      // A pending request the job will approve arrives on the schedule of auto-approval (below),
      // whatever shape asked for it: the dates drawn above are still drawn, so the stream and
      // every other row stay as they were.
      if (want.status === 'pending' && c.closedAt === null && c.company.autoApprove && tracker.status === 'active') {
        createdAt = maxDate(start, addMs(now, -waitingAge(queued++)));
      }
      const row = requestRow(rng, c, tracker, want, createdAt, end, staff);
      built.push(row);
      meta.push({
        caseId: c.id,
        trackerId: tracker.id,
        status: row.status!,
        createdAt: row.createdAt!,
        decidedAt: row.updatedAt!,
        finder: !!want.finder,
      });
      const photos = row.hasPhotos ? rng.int(1, 3) : 0;
      photoCounts.push(photos);
    }
  }

  const ids = await reserveIds(ctx.db, trackerRequests, built.length);
  const rows = built.map((r, i) => ({ ...r, id: ids[i] }));
  const requests = meta.map((m, i) => ({ ...m, id: ids[i] }));
  const photos = rows.flatMap((r, i) =>
    Array.from({ length: photoCounts[i] }, () => ({
      trackerRequestId: r.id,
      value: ctx.files.vehiclePhotos[photoNumber++ % ctx.files.vehiclePhotos.length],
    })),
  );

  // The counters the lists read, equal to the requests just built.
  const byCase = new Map(cases.map((c) => [c.id, c]));
  for (const c of cases) {
    c.row.totalApprovedTrackers = 0;
    c.row.totalPendingTrackers = 0;
  }
  for (const r of requests) {
    const c = byCase.get(r.caseId)!;
    if (r.status === 'approved') c.row.totalApprovedTrackers! += 1;
    if (r.status === 'pending') c.row.totalPendingTrackers! += 1;
  }
  const requested = new Set(requests.map((r) => r.caseId));
  for (const c of cases) c.row.canBeDraft = c.status === 'draft' || (isReady(c.status) && !requested.has(c.id));
  return { requests, rows, photos };
}

/** Pending requests the first run of the job finds already past their 48 hours. */
export const DUE_AT_SEED = 4;
const GOLDEN = (Math.sqrt(5) - 1) / 2;
const AUTO_APPROVAL_MS = AUTO_APPROVAL_HOURS * HOUR;

/**
 * How long the k-th pending request of an auto-approving company has waited at the seed's "now".
 * The first DUE_AT_SEED have waited 48 to 58 hours (the first run approves them, and only them);
 * the others are spread evenly (golden-ratio steps) over the last 47 h 40 min, so the job
 * approves a few every hour for the next two days and 'Próximas 24hs' always has rows.
 */
export function waitingAge(k: number): number {
  if (k < DUE_AT_SEED) return AUTO_APPROVAL_MS + (10 + k * 3 * 60) * MINUTE;
  return 20 * MINUTE + ((k * GOLDEN) % 1) * (AUTO_APPROVAL_MS - 40 * MINUTE);
}

function pickTracker(
  rng: Rng,
  pool: SeededTracker[],
  used: Set<number>,
  from: Date,
  to: Date,
): SeededTracker | undefined {
  const latest = addMs(to, -DAY - 3 * HOUR).getTime();
  for (let attempt = 0; attempt < 8; attempt++) {
    // Blocked trackers show up now and then, so the 'Bloqueado' tag has rows.
    const blocked = pool.filter((p) => p.status === 'blocked');
    const t = rng.chance(0.06) && blocked.length > 0 ? rng.pick(blocked) : rng.pick(pool);
    if (!used.has(t.id) && t.createdAt.getTime() < latest && from.getTime() < latest) return t;
  }
  return undefined;
}

function requestRow(
  rng: Rng,
  c: SeededCase,
  tracker: SeededTracker,
  want: Want,
  createdAt: Date,
  end: Date,
  staff: Staff,
): Omit<RequestRow, 'id'> {
  const closedCase = c.closedAt !== null;
  const decider = c.company.key === 'alfa' ? (rng.chance(0.7) ? staff.alfaCases : staff.alfaAdmin) : staff.betaAdmin;
  const latest = addMs(end, -MINUTE);
  // On an auto-approving company a request is decided (by anyone) within its 48 hours.
  const delay = rng.int(10, 3 * 24 * 60) * MINUTE;
  let decidedAt = minDate(addMs(createdAt, c.company.autoApprove ? delay % (AUTO_APPROVAL_MS - HOUR) : delay), latest);
  let status = want.status;
  let autoApprovedAt: Date | null = null;
  let manual = false;
  let decidedById: number | null = null;
  let reason: string | null = null;

  if (status === 'approved') {
    const auto =
      c.company.key === 'alfa' &&
      !want.finder &&
      !want.tracker &&
      rng.chance(0.25) &&
      addMs(createdAt, 48 * HOUR) < latest;
    if (auto) {
      autoApprovedAt = addMs(createdAt, 48 * HOUR + rng.int(1, 50) * MINUTE);
      decidedAt = minDate(autoApprovedAt, latest);
    } else {
      decidedById = decider;
      manual = !want.tracker && rng.chance(0.1);
    }
  } else if (status === 'reproved') {
    reason = closedCase ? CLOSED_REASON : rng.pick(REPROVE_REASONS);
    if (closedCase) decidedAt = c.closedAt!;
    decidedById = decider;
  } else if (status === 'pending') {
    if (closedCase) {
      status = 'reproved';
      reason = CLOSED_REASON;
      decidedAt = c.closedAt!;
      decidedById = decider;
    } else decidedAt = createdAt;
  }
  const wasReproved = status === 'reproved' || (status === 'approved' && rng.chance(0.05));
  const message = !manual && rng.chance(0.4) ? rng.pick(MESSAGES) : null;
  const viewedAt = rng.chance(0.55) ? minDate(addMs(createdAt, rng.int(5, 12 * 60) * MINUTE), latest) : null;
  return {
    seizureRequestId: c.id,
    userId: tracker.id,
    status,
    manual,
    message,
    reason,
    wasDeclined: status === 'declined',
    wasReproved,
    lastReprovedReason: wasReproved ? (reason ?? rng.pick(REPROVE_REASONS)) : null,
    hasFound: !!want.finder,
    hasScanner: tracker.hasScanner,
    hasPhotos: message !== null && rng.chance(0.35),
    canEmitReceipt: status === 'approved' && tracker.verified,
    viewedAt: viewedAt && viewedAt < createdAt ? null : viewedAt,
    autoApprovedAt,
    decidedById,
    createdAt: manual ? decidedAt : createdAt,
    updatedAt: status === 'pending' ? (viewedAt ?? createdAt) : decidedAt,
  };
}

export async function insertTrackerRequests(ctx: SeedContext, built: BuiltRequests): Promise<void> {
  await insertMany(ctx.db, trackerRequests, built.rows);
  await insertMany(ctx.db, trackerRequestPhotos, built.photos);
}
