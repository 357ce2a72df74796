// The plans' pure rules (src/domain/appPlans.ts): the expiry tag, PRO, canModify, the add-time
// arithmetic across expiry and the payload's limits (spec 001 §1, §2, §5).
import { describe, expect, it } from 'vitest';
import {
  addTime,
  addTimeSchema,
  cannotModifyReason,
  EXPIRY_MAX,
  expiryTag,
  isPro,
  PLAN_TEXTS,
  stopsBeingPro,
} from '../../src/domain/appPlans';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const DAY = 86_400_000;
const inDays = (n: number) => new Date(NOW.getTime() + n * DAY);

describe('expiry tag and PRO', () => {
  it('never activated without a date; active in the future; expired now or in the past', () => {
    expect(expiryTag(null, NOW)).toBe('never');
    expect(expiryTag(inDays(1), NOW)).toBe('active');
    expect(expiryTag(NOW, NOW)).toBe('expired');
    expect(expiryTag(inDays(-1), NOW)).toBe('expired');
  });
  it('PRO only for type pro with a future date', () => {
    expect(isPro({ type: 'pro', expirationDate: inDays(1) }, NOW)).toBe(true);
    expect(isPro({ type: 'pro', expirationDate: NOW }, NOW)).toBe(false);
    expect(isPro({ type: 'scanner', expirationDate: inDays(10) }, NOW)).toBe(false);
    expect(isPro({ type: 'pro', expirationDate: null }, NOW)).toBe(false);
    expect(isPro(null, NOW)).toBe(false);
  });
});

describe('add-time arithmetic', () => {
  it('adds to an unexpired plan of the same type from its expiry', () => {
    const next = addTime({ type: 'pro', expirationDate: inDays(10) }, { days: 30, type: 'pro' }, NOW);
    expect(next).toEqual({ type: 'pro', method: 'manual', expirationDate: inDays(40), subscriptionStatus: 'active' });
  });
  it('adds to an expired plan, or to no plan, from now', () => {
    expect(
      addTime({ type: 'pro', expirationDate: inDays(-100) }, { days: 30, type: 'pro' }, NOW).expirationDate,
    ).toEqual(inDays(30));
    expect(addTime({ type: 'pro', expirationDate: NOW }, { days: 30, type: 'pro' }, NOW).expirationDate).toEqual(
      inDays(30),
    );
    expect(addTime(null, { days: 7, type: 'scanner' }, NOW).expirationDate).toEqual(inDays(7));
  });
  it('a change of type starts from now (the old time is not converted)', () => {
    const next = addTime({ type: 'pro', expirationDate: inDays(20) }, { days: 30, type: 'scanner' }, NOW);
    expect(next.type).toBe('scanner');
    expect(next.expirationDate).toEqual(inDays(30));
  });
  it('negative days remove time; past the present the plan is expired', () => {
    expect(addTime({ type: 'pro', expirationDate: inDays(20) }, { days: -5, type: 'pro' }, NOW)).toMatchObject({
      expirationDate: inDays(15),
      subscriptionStatus: 'active',
    });
    expect(addTime({ type: 'pro', expirationDate: inDays(20) }, { days: -25, type: 'pro' }, NOW)).toMatchObject({
      expirationDate: inDays(-5),
      subscriptionStatus: 'expired',
    });
  });
  it('the largest number of days stays a valid date', () => {
    expect(addTime(null, { days: 2147483647, type: 'pro' }, NOW).expirationDate).toEqual(EXPIRY_MAX);
    expect(Number.isNaN(addTime(null, { days: -2147483647, type: 'pro' }, NOW).expirationDate.getTime())).toBe(false);
  });
  it('warns when a PRO user stops being PRO: a scanner trial, or removing the days left', () => {
    const pro = { type: 'pro' as const, expirationDate: inDays(10) };
    expect(stopsBeingPro(pro, { days: 30, type: 'scanner' }, NOW)).toBe(true);
    expect(stopsBeingPro(pro, { days: -10, type: 'pro' }, NOW)).toBe(true);
    expect(stopsBeingPro(pro, { days: -9, type: 'pro' }, NOW)).toBe(false);
    expect(stopsBeingPro(pro, { days: 30, type: 'pro' }, NOW)).toBe(false);
    expect(stopsBeingPro({ type: 'scanner', expirationDate: inDays(10) }, { days: 30, type: 'scanner' }, NOW)).toBe(
      false,
    );
  });
});

describe('canModify', () => {
  it('refused while a store runs the subscription; manual, campaign and ended store plans can be changed', () => {
    expect(cannotModifyReason({ method: 'appStore', subscriptionStatus: 'active' })).toBe(PLAN_TEXTS.storeManaged);
    expect(cannotModifyReason({ method: 'playStore', subscriptionStatus: 'paused' })).toBe(PLAN_TEXTS.storeManaged);
    expect(cannotModifyReason({ method: 'web', subscriptionStatus: 'active' })).toBe(PLAN_TEXTS.storeManaged);
    expect(cannotModifyReason({ method: 'appStore', subscriptionStatus: 'cancelled' })).toBeNull();
    expect(cannotModifyReason({ method: 'manual', subscriptionStatus: 'active' })).toBeNull();
    expect(cannotModifyReason({ method: 'campaign', subscriptionStatus: 'active' })).toBeNull();
    expect(cannotModifyReason(null)).toBeNull();
  });
});

describe('add-time payload', () => {
  const errors = (input: unknown) => {
    const parsed = addTimeSchema.safeParse(input);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  it('days required (the form starts at 30), integer, up to 2147483647 (Máximo atingido), negative allowed, never 0; type scanner or pro', () => {
    expect(errors({ userId: 1, type: 'pro' }).days).toBe('Obrigatório');
    expect(errors({ userId: 1, days: 0, type: 'pro' }).days).toBe(PLAN_TEXTS.zero);
    expect(errors({ userId: 1, days: -2147483648, type: 'pro' }).days).toBeDefined();
    expect(addTimeSchema.parse({ userId: 1, days: -15, type: 'scanner' }).days).toBe(-15);
    expect(errors({ userId: 1, days: 2147483648, type: 'pro' }).days).toBe('Máximo atingido');
    expect(errors({ userId: 1, days: 1.5, type: 'pro' }).days).toBe('Deve ser um número inteiro');
    expect(errors({ userId: 1, days: 1, type: 'gold' }).type).toBe('Inválido');
    expect(errors({ days: 1, type: 'pro' }).userId).toBe('Obrigatório');
    expect(errors({ userId: 1, days: 1 }).type).toBe('Obrigatório');
  });
});
