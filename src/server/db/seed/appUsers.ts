// App users (trackers and informers), their plans, identity verifications and search regions.
import type { Role } from '../../../domain/roles';
import type {
  PlanMethod,
  PlanType,
  SubscriptionStatus,
  UserStatus,
  VerificationDocumentStatus,
  VerificationStatus,
} from '../../../domain/statuses';
import { EXPERIENCE_SCORES } from '../../../domain/statuses';
import { purchaseHistory, userPlans, userPreferenceLocations, userVerifications, users } from '../schema';
import type { VerificationDocuments } from '../schema';
import type { SeedContext, SeededTracker, Staff } from './context';
import { mobilePhone, randomCpf } from './identifiers';
import { insertMany } from '../bulkInsert';
import { personName } from './names';
import { CITIES, pickCity, randomAddress } from './places';
import { DAY, HOUR, addMs, slug } from './random';

const TRACKER_COUNT = 40;
const BLOCKED = new Set([9, 21, 30]);
const PENDING = new Set([33, 34, 35]);
const INFORMERS = new Set([36, 37, 38]);

export async function seedTrackers(ctx: SeedContext): Promise<SeededTracker[]> {
  const rng = ctx.rng.fork('trackers');
  const usedEmails = new Set<string>();
  const rows: (typeof users.$inferInsert)[] = [];
  const meta: Omit<SeededTracker, 'id' | 'hasScanner' | 'verified'>[] = [];
  for (let i = 0; i < TRACKER_COUNT; i++) {
    const demo = i === 0;
    const city = demo ? CITIES.find((c) => c.name === 'São Paulo')! : pickCity(rng);
    const name = demo ? 'Luiz Localizador' : personName(rng);
    let email = demo ? 'localizador@demo.test' : emailFor(name);
    for (let n = 2; usedEmails.has(email); n++) email = emailFor(name, n);
    usedEmails.add(email);
    const status: UserStatus = BLOCKED.has(i) ? 'blocked' : PENDING.has(i) ? 'pending' : 'active';
    const roles: Role[] = INFORMERS.has(i) ? ['informer'] : ['tracker'];
    // Most trackers have been around for a year or more; the pending ones signed up this month.
    const createdAt = addMs(
      ctx.now,
      -(PENDING.has(i) ? rng.int(1, 25) : demo ? 545 : rng.int(300, 545)) * DAY - rng.int(0, 20) * HOUR,
    );
    const address = randomAddress(rng, city);
    const document = randomCpf(rng);
    const phone = mobilePhone(rng, city.ddd);
    rows.push({
      name,
      email,
      passwordHash: ctx.passwordHash,
      roles,
      status,
      document,
      phone,
      avatar: rng.chance(0.6) ? ctx.files.avatars[i % ctx.files.avatars.length] : null,
      state: address.state,
      city: address.city,
      neighborhood: address.neighborhood,
      street: address.street,
      number: address.number,
      complement: address.complement,
      zipcode: address.zipcode,
      changedLocationAt: rng.chance(0.3) ? addMs(createdAt, rng.int(10, 200) * DAY) : null,
      experienceScore: demo ? 50 : rng.pick(EXPERIENCE_SCORES),
      createdAt,
      updatedAt: createdAt,
    });
    meta.push({ name, email, roles, status, document, phone, city, createdAt });
  }
  const inserted = await ctx.db.insert(users).values(rows).returning({ id: users.id, email: users.email });
  const ids = new Map(inserted.map((u) => [u.email, u.id]));
  const trackers = meta.map((m) => ({ ...m, id: ids.get(m.email)!, hasScanner: false, verified: false }));

  await insertMany(
    ctx.db,
    userPreferenceLocations,
    trackers.flatMap((t, i) => {
      const main = { userId: t.id, state: t.city.state, city: t.city.name, isMain: true };
      return i % 3 === 0 ? [main, { userId: t.id, state: t.city.state, city: null, isMain: false }] : [main];
    }),
  );
  return trackers;
}

function emailFor(name: string, n?: number): string {
  const parts = slug(name).split('.');
  const local = `${parts[0]}.${parts[parts.length - 1]}${n ? n : ''}`;
  return `${local}@exemplo.com.br`;
}

// ---- Plans ----------------------------------------------------------------------------------

interface PlanSpec {
  type: PlanType;
  method: PlanMethod;
  status: SubscriptionStatus;
  /** Days from now to the expiration date (negative: already expired). */
  days: number;
  refunded?: boolean;
  billingIssue?: boolean;
  reason?: string;
}

const PLAN_SPECS: readonly PlanSpec[] = [
  { type: 'pro', method: 'appStore', status: 'active', days: 24 },
  { type: 'pro', method: 'playStore', status: 'active', days: 12 },
  { type: 'pro', method: 'web', status: 'active', days: 300 },
  { type: 'scanner', method: 'playStore', status: 'active', days: 18 },
  { type: 'scanner', method: 'appStore', status: 'active', days: 5 },
  { type: 'pro', method: 'manual', status: 'active', days: 45 },
  { type: 'scanner', method: 'manual', status: 'active', days: 90 },
  { type: 'pro', method: 'campaign', status: 'active', days: 30 },
  { type: 'scanner', method: 'campaign', status: 'expired', days: -10 },
  {
    type: 'pro',
    method: 'appStore',
    status: 'paused',
    days: 3,
    billingIssue: true,
    reason: 'Falha na cobrança do cartão de crédito.',
  },
  {
    type: 'pro',
    method: 'playStore',
    status: 'paused',
    days: -2,
    billingIssue: true,
    reason: 'Pagamento recusado pela operadora.',
  },
  { type: 'scanner', method: 'web', status: 'paused', days: 20, reason: 'Assinatura pausada a pedido do usuário.' },
  { type: 'pro', method: 'appStore', status: 'expired', days: -40 },
  { type: 'pro', method: 'playStore', status: 'expired', days: -90 },
  { type: 'scanner', method: 'playStore', status: 'expired', days: -15 },
  { type: 'pro', method: 'web', status: 'cancelled', days: 10, reason: 'Cancelado pelo usuário.' },
  {
    type: 'pro',
    method: 'appStore',
    status: 'cancelled',
    days: -20,
    refunded: true,
    reason: 'Reembolso concedido pela App Store.',
  },
  {
    type: 'scanner',
    method: 'playStore',
    status: 'cancelled',
    days: -5,
    refunded: true,
    reason: 'Reembolso solicitado no Google Play.',
  },
  { type: 'pro', method: 'playStore', status: 'cancelled', days: -60, reason: 'Cancelado pelo usuário.' },
  { type: 'pro', method: 'manual', status: 'expired', days: -120 },
  { type: 'scanner', method: 'web', status: 'active', days: 150 },
  { type: 'pro', method: 'playStore', status: 'active', days: 8 },
  { type: 'pro', method: 'appStore', status: 'active', days: 17 },
  { type: 'scanner', method: 'appStore', status: 'expired', days: -200 },
  {
    type: 'pro',
    method: 'web',
    status: 'expired',
    days: -30,
    refunded: true,
    reason: 'Estorno após contestação no cartão.',
  },
  { type: 'pro', method: 'campaign', status: 'expired', days: -150 },
];

const MANAGEMENT_URL: Partial<Record<PlanMethod, string>> = {
  appStore: 'https://apps.apple.com/account/subscriptions',
  playStore: 'https://play.google.com/store/account/subscriptions',
  web: 'https://pagamentos.exemplo.com.br/assinaturas',
};

/** Plans for most trackers (the demo tracker holds an active PRO); the rest have none. */
export async function seedPlans(ctx: SeedContext, trackers: SeededTracker[]): Promise<void> {
  const rng = ctx.rng.fork('plans');
  const holders = [trackers[0], ...rng.shuffle(trackers.slice(1)).slice(0, PLAN_SPECS.length - 1)];
  const plans = holders.map((t, i) => {
    const spec = PLAN_SPECS[i];
    const expirationDate = addMs(ctx.now, spec.days * DAY + rng.int(0, 23) * HOUR);
    const annual = spec.days > 60;
    if (spec.type === 'scanner' && spec.status === 'active' && spec.days > 0) t.hasScanner = true;
    const createdAt = addMs(expirationDate, -(annual ? 365 : 30) * DAY);
    const store = spec.method === 'appStore' || spec.method === 'playStore' || spec.method === 'web';
    return {
      userId: t.id,
      type: spec.type,
      method: spec.method,
      expirationDate,
      subscriptionStatus: spec.status,
      subscriptionReason: spec.reason ?? null,
      subscriptionManagementUrl: MANAGEMENT_URL[spec.method] ?? null,
      refunded: spec.refunded ?? false,
      billingIssue: spec.billingIssue ?? false,
      productRef: store ? `br.com.recupera.${spec.type}.${annual ? 'anual' : 'mensal'}` : null,
      createdAt: createdAt < t.createdAt ? t.createdAt : createdAt,
      updatedAt: addMs(createdAt, rng.int(1, 20) * DAY),
    };
  });
  await insertMany(ctx.db, userPlans, plans);

  const purchases = plans
    .filter((p) => p.method === 'appStore' || p.method === 'playStore' || p.method === 'web')
    .map((p, i) => ({
      userId: p.userId,
      description: `Assinatura ${p.type === 'pro' ? 'PRO' : 'Scanner'} ${p.productRef?.endsWith('anual') ? 'anual' : 'mensal'}`,
      amount: p.type === 'pro' ? (p.productRef?.endsWith('anual') ? 479.9 : 49.9) : 29.9,
      status: (['success', 'success', 'success', 'cancelled', 'error', 'processing', 'started'] as const)[i % 7],
      createdAt: p.createdAt,
    }));
  await insertMany(ctx.db, purchaseHistory, purchases);
}

// ---- Verifications ----------------------------------------------------------------------------

type DocState = VerificationDocumentStatus | null; // null: not sent
interface VerificationSpec {
  status: VerificationStatus;
  docs: readonly [DocState, DocState, DocState]; // front, back, selfie
  reason?: string;
}

const V = (status: VerificationStatus, docs: VerificationSpec['docs'], reason?: string): VerificationSpec => ({
  status,
  docs,
  reason,
});
const ALL_APPROVED = ['approved', 'approved', 'approved'] as const;

/** In order: the demo tracker first, then one spec per tracker; the last trackers have none. */
const VERIFICATION_SPECS: readonly VerificationSpec[] = [
  V('approved', ALL_APPROVED),
  ...Array.from({ length: 13 }, () => V('approved', ALL_APPROVED)),
  V('pending', ['pending', 'pending', 'pending']),
  V('pending', ['approved', 'pending', 'pending']),
  V('pending', ['approved', 'approved', 'pending']),
  V('pending', ['pending', 'approved', 'approved']),
  V('pending', ALL_APPROVED),
  V('pending', ALL_APPROVED),
  V('pending', ['approved', 'approved', 'reproved']),
  V('pending', ['reproved', 'approved', 'approved']),
  V('incompleted', ['pending', null, null]),
  V('incompleted', ['pending', 'pending', null]),
  V('abandoned', ['pending', null, null]),
  V('abandoned', [null, null, null]),
  V(
    'reproved',
    ['approved', 'approved', 'reproved'],
    'Selfie sem nitidez: envie uma nova foto com boa iluminação e o rosto inteiro.',
  ),
  V(
    'reproved',
    ['reproved', 'approved', 'approved'],
    'A frente do documento está cortada. Envie a foto com o documento inteiro.',
  ),
];
const BLOCKED_SPECS: readonly VerificationSpec[] = [
  V('blocked', ['reproved', 'approved', 'approved'], 'Documento com indícios de adulteração.'),
  V('blocked', ['approved', 'approved', 'reproved'], 'Selfie não corresponde à foto do documento.'),
];

export async function seedVerifications(ctx: SeedContext, trackers: SeededTracker[], staff: Staff): Promise<void> {
  const rng = ctx.rng.fork('verifications');
  const blocked = trackers.filter((t) => t.status === 'blocked');
  const others = trackers.filter((t) => t.status !== 'blocked');
  const pairs: [SeededTracker, VerificationSpec][] = [
    ...VERIFICATION_SPECS.map((spec, i) => [others[i], spec] as [SeededTracker, VerificationSpec]),
    ...BLOCKED_SPECS.map((spec, i) => [blocked[i], spec] as [SeededTracker, VerificationSpec]),
  ];
  const keys = ['frontDocument', 'backDocument', 'selfie'] as const;
  const files = [ctx.files.path('documentFront'), ctx.files.path('documentBack'), ctx.files.path('selfie')];
  const rows = pairs.map(([tracker, spec], i) => {
    const documents: VerificationDocuments = {};
    spec.docs.forEach((state, k) => {
      if (state) documents[keys[k]] = { path: files[k], status: state };
    });
    if (spec.status === 'approved') tracker.verified = true;
    const createdAt = addMs(tracker.createdAt, rng.int(1, 48) * HOUR);
    const decided = spec.status === 'approved' || spec.status === 'reproved' || spec.status === 'blocked';
    const recent = spec.status === 'pending' || spec.status === 'incompleted';
    const updatedAt = recent ? addMs(ctx.now, -rng.int(2, 96) * HOUR) : addMs(createdAt, rng.int(1, 10) * DAY);
    return {
      userId: tracker.id,
      status: spec.status,
      reason: spec.reason ?? null,
      documents,
      verifiedById: decided ? (i % 2 ? staff.support : staff.admin) : null,
      createdAt: createdAt > updatedAt ? updatedAt : createdAt,
      updatedAt,
    };
  });
  await insertMany(ctx.db, userVerifications, rows);
}
