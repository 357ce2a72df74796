// The app-user plans screen's contract (spec 001 §2 "App-user plans screen", §3, §5 "Add-time
// form", §7; docs/app-users.md "Plans"): the rows GET /admin/app-users answers, its list query,
// the add-time payload, and the pure rules both sides share (the expiry tag, PRO, canModify and
// the add-time arithmetic).
import { z } from 'zod';
import { direction, filtersOf, listQuerySchema, queryText, sortField, tabField } from './listQuery';
import {
  enumField,
  idField,
  INTEGER,
  MAX_INT,
  MAX_INT_VALUE,
  minValue,
  NOT_A_NUMBER,
  objectOf,
  requiredOr,
} from './schemas/messages';
import {
  APP_USER_TYPE_LABELS,
  APP_USER_TYPES,
  PLAN_TYPES,
  SUBSCRIPTION_FILTERS,
  SUBSCRIPTION_STATUS_LABELS,
  type AppUserType,
  type ExperienceScore,
  type PlanMethod,
  type PlanType,
  type SubscriptionFilter,
  type SubscriptionStatus,
} from './statuses';

export { APP_USER_TYPE_LABELS, APP_USER_TYPES, type AppUserType };

// ---- Wire records ---------------------------------------------------------------------------

/** The plan part of a row (spec §3 "App-user row"); null when the user never had one. */
export interface AppUserPlan {
  type: PlanType;
  method: PlanMethod;
  expirationDate: Date | null;
  subscriptionStatus: SubscriptionStatus | null;
  refunded: boolean;
}

/** Who an app user is, as the app-user screens show it (plans list, verification profile). */
export interface AppUserProfile {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  /** The verified document number: only for role support (spec §6), null for anybody else. */
  document: string | null;
  avatar: string | null;
  experienceScore: ExperienceScore | null;
}

/**
 * The subscription's state in words, as the plans list's tag and its export say it: 'Ativo',
 * 'Cancelado · Reembolsado'; null without a plan or a state.
 */
export function subscriptionText(plan: Pick<AppUserPlan, 'subscriptionStatus' | 'refunded'> | null): string | null {
  if (!plan) return null;
  const parts = [
    plan.subscriptionStatus ? SUBSCRIPTION_STATUS_LABELS[plan.subscriptionStatus] : null,
    plan.refunded ? PLAN_REFUNDED_LABEL : null,
  ];
  return parts.filter(Boolean).join(' · ') || null;
}
export const PLAN_REFUNDED_LABEL = 'Reembolsado';

/** A row of GET /admin/app-users (spec §3 "App-user row (as listed)"). */
export interface AppUserRow extends AppUserProfile {
  plan: AppUserPlan | null;
  createdAt: Date;
  canModify: boolean;
}

/** POST /admin/app-users/add-time answers the user's new plan. */
export interface AddTimeResult {
  userId: number;
  plan: AppUserPlan;
  message: string;
}

// ---- List query -----------------------------------------------------------------------------

export const APP_USER_SORT_FIELDS = ['name', 'createdAt'] as const;
export type AppUserSortField = (typeof APP_USER_SORT_FIELDS)[number];

/** '' (react-admin's "no sort field") is the default. */
const blankIsDefault = (v: unknown) => (v === '' ? undefined : v);

/** GET /admin/app-users: `type` is the tab; Cadastro descending by default (spec §9). */
export const appUserListQuerySchema = listQuerySchema({
  type: tabField(APP_USER_TYPES, 'all'),
  sortField: z.preprocess(blankIsDefault, sortField(APP_USER_SORT_FIELDS, 'createdAt')),
  sortDirection: z.preprocess(blankIsDefault, direction('desc')),
  filters: filtersOf({
    name: queryText(150),
    plan: z.preprocess(blankIsDefault, z.enum(SUBSCRIPTION_FILTERS, { error: 'Inválido' }).optional()),
  }),
});
export type AppUserListQuery = z.output<typeof appUserListQuerySchema>;

/** The 'Plano' column and its filter are hidden on the Sem Plano tab (nobody there has one). */
export const showsPlanColumn = (tab: AppUserType) => tab !== 'none';
export { SUBSCRIPTION_FILTERS, type SubscriptionFilter };

// ---- Rules ----------------------------------------------------------------------------------

/** PRO: type pro and an expiration date in the future (spec §1). */
export const isPro = (plan: Pick<AppUserPlan, 'type' | 'expirationDate'> | null | undefined, now: Date) =>
  !!plan && plan.type === 'pro' && !!plan.expirationDate && new Date(plan.expirationDate).getTime() > now.getTime();

export type ExpiryTag = 'never' | 'active' | 'expired';

/** The expiry tag (spec §2): never activated without a date, active in the future, expired now or past. */
export function expiryTag(expirationDate: Date | string | null | undefined, now: Date): ExpiryTag {
  if (!expirationDate) return 'never';
  return new Date(expirationDate).getTime() > now.getTime() ? 'active' : 'expired';
}

export const EXPIRY_TAG_LABELS: Record<ExpiryTag, string> = {
  never: 'Nunca ativado',
  active: 'Ativo',
  expired: 'Expirado',
};

/**
 * Methods whose time a store bills and renews by itself (App Store, Google Play, the web
 * checkout): while such a subscription is running (active or paused), time is changed there,
 * not here (docs/decisions.md "App users").
 */
const STORE_METHODS: readonly PlanMethod[] = ['appStore', 'playStore', 'web'];

/** Why the plan cannot be changed by support, or null when it can (the row's canModify). */
export function cannotModifyReason(
  plan: Pick<AppUserPlan, 'method' | 'subscriptionStatus'> | null | undefined,
): string | null {
  if (!plan || !STORE_METHODS.includes(plan.method)) return null;
  if (plan.subscriptionStatus === 'active' || plan.subscriptionStatus === 'paused') return PLAN_TEXTS.storeManaged;
  return null;
}

export const canModifyPlan = (plan: Pick<AppUserPlan, 'method' | 'subscriptionStatus'> | null | undefined) =>
  cannotModifyReason(plan) === null;

/** The earliest and latest expiry add-time stores: days up to 2147483647 must not overflow a date. */
export const EXPIRY_MIN = new Date('1970-01-01T00:00:00.000Z');
export const EXPIRY_MAX = new Date('9999-12-31T23:59:59.000Z');
const DAY_MS = 86_400_000;

/**
 * The plan after adding `days` of `type` (spec §5; docs/decisions.md "App users"): an unexpired
 * plan of the same type grows from its expiry (the time left is kept); an expired plan, no plan,
 * or a change of type starts from now (the old type's time is not converted). Negative days
 * remove time; the result may be in the past (the plan is then expired). Always method manual;
 * the subscription status follows the new date. Clamped to EXPIRY_MIN..EXPIRY_MAX.
 */
export function addTime(
  current: Pick<AppUserPlan, 'type' | 'expirationDate'> | null | undefined,
  change: { days: number; type: PlanType },
  now: Date,
): { type: PlanType; method: 'manual'; expirationDate: Date; subscriptionStatus: SubscriptionStatus } {
  const keepsTime = !!current && current.type === change.type && expiryTag(current.expirationDate, now) === 'active';
  const base = keepsTime ? new Date(current!.expirationDate!).getTime() : now.getTime();
  const target = Math.min(EXPIRY_MAX.getTime(), Math.max(EXPIRY_MIN.getTime(), base + change.days * DAY_MS));
  const expirationDate = new Date(target);
  return {
    type: change.type,
    method: 'manual',
    expirationDate,
    subscriptionStatus: target > now.getTime() ? 'active' : 'expired',
  };
}

/** The change makes a PRO user stop being PRO (the form's warning, spec §2). */
export function stopsBeingPro(
  current: Pick<AppUserPlan, 'type' | 'expirationDate'> | null | undefined,
  change: { days: number; type: PlanType },
  now: Date,
) {
  return isPro(current, now) && !isPro(addTime(current, change, now), now);
}

// ---- Add-time payload -----------------------------------------------------------------------

const PLAN_TEXTS_DAYS = {
  zero: 'Informe um número de dias diferente de zero (negativo para remover dias).',
  nothingToRemove: 'Este usuário não tem tempo deste plano para remover.',
} as const;

/** The form's starting value (spec §5 "default 30"); the call itself must say how many (issue 35). */
export const ADD_TIME_DEFAULT_DAYS = 30;

/**
 * POST /admin/app-users/add-time {userId, days, type} (spec §5 "Add-time form"): days required,
 * an integer up to 2147483647, negative to remove days, never 0 (it would change nothing but the
 * method and write a grant). Removing needs time of that type to remove (services/appPlans/addTime.ts).
 */
export const addTimeSchema = objectOf({
  userId: idField(),
  days: z
    .number({ error: requiredOr(NOT_A_NUMBER) })
    .int(INTEGER)
    .min(-MAX_INT_VALUE, minValue(-MAX_INT_VALUE))
    .max(MAX_INT_VALUE, MAX_INT)
    .refine((days) => days !== 0, PLAN_TEXTS_DAYS.zero),
  type: enumField(PLAN_TYPES),
});
export type AddTimeInput = z.input<typeof addTimeSchema>;

// ---- Texts ----------------------------------------------------------------------------------

export const PLAN_TEXTS = {
  added: 'Tempo adicionado com sucesso.', // the spec's 'Tempo adiciondo com sucesso.' corrected
  storeManaged: 'Assinatura em andamento pela loja (App Store, Google Play ou Web): o tempo deve ser alterado por lá.',
  stopsBeingPro: 'Com esta alteração o usuário deixará de ser PRO.',
  addPro: 'Adicionar Tempo PRO',
  addScanner: 'Adicionar Scanner Trial',
  ...PLAN_TEXTS_DAYS,
} as const;
