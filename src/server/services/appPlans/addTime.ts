// POST /admin/app-users/add-time (spec 001 §5 "Add-time form", §7): support grants (or removes)
// plan days, one transaction under the user's row lock, with its audit row (docs/app-users.md).
import { eq } from 'drizzle-orm';
import {
  addTime,
  addTimeSchema,
  cannotModifyReason,
  expiryTag,
  PLAN_TEXTS,
  type AddTimeResult,
} from '../../../domain/appPlans';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { userPlans } from '../../db/schema';
import { invalid, parse, refused } from '../errors';
import { auditAll } from '../shared/outbox';
import { lockAppUser } from './shared';

/**
 * Adds `days` of `type` to the user's plan by the domain's rule (addTime): refused (400, the
 * reason) while a store runs the subscription (canModify false). Creates the plan of a user who
 * never had one. The audit row keeps the plan before and after.
 */
export async function addPlanTime(
  db: Db,
  auth: AccessClaims,
  input: unknown,
  now = new Date(),
): Promise<AddTimeResult> {
  const { userId, days, type } = parse(addTimeSchema, input);
  return db.transaction(async (tx) => {
    await lockAppUser(tx, userId);
    const [current] = await tx.select().from(userPlans).where(eq(userPlans.userId, userId));
    const refusal = cannotModifyReason(current);
    if (refusal) throw refused(refusal);
    // Days are removed from time there is: without an unexpired plan of that type, a negative grant
    // would write a plan that never was (an 'expired' PRO for a user who never had one).
    if (days < 0 && !(current && current.type === type && expiryTag(current.expirationDate, now) === 'active')) {
      throw invalid({ days: PLAN_TEXTS.nothingToRemove }, PLAN_TEXTS.nothingToRemove);
    }
    const next = addTime(current, { days, type }, now);
    if (current) {
      await tx
        .update(userPlans)
        .set({ ...next, updatedAt: now })
        .where(eq(userPlans.id, current.id));
    } else {
      await tx.insert(userPlans).values({ userId, ...next, createdAt: now, updatedAt: now });
    }
    await auditAll(tx, [
      {
        actorId: auth.userId,
        lawCompanyId: null,
        action: 'appUser.addTime',
        entity: 'appUser',
        entityId: userId,
        data: {
          days,
          type,
          from: current ? { type: current.type, method: current.method, expirationDate: current.expirationDate } : null,
          to: next,
        },
      },
    ]);
    const plan = { ...next, refunded: current?.refunded ?? false };
    return { userId, plan, message: PLAN_TEXTS.added };
  });
}
