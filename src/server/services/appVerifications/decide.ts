// POST /admin/app-users/verifications (spec 001 §4 "Verification status", §7): a document
// decision or a verification decision, one transaction under the user's row lock, decided
// against the state the user saw, the app user notified (outbox) and the audit row written
// (docs/app-users.md "Verifications").
import { eq } from 'drizzle-orm';
import {
  DECISION_STATUS,
  decisionError,
  decisionOf,
  documentDecisionError,
  verificationDecisionSchema,
  VERIFICATION_NOTICES,
  VERIFICATION_TEXTS,
  type VerificationDecisionResult,
  type VerificationDocuments,
} from '../../../domain/appVerifications';
import {
  NOTIFICATION_KIND_LABELS,
  type NotificationKind,
  type UserStatus,
  type VerificationDocumentType,
} from '../../../domain/statuses';
import { deciderOf } from '../../../domain/decider';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { notifications, users, userVerifications } from '../../db/schema';
import { conflict, invalid, parse, refused } from '../errors';
import { auditAll } from '../shared/outbox';
import { lockAppUser } from '../appPlans/shared';

const NOTIFIED: Record<'approved' | 'reproved' | 'blocked', NotificationKind> = {
  approved: 'verificationApproved',
  reproved: 'verificationReproved',
  blocked: 'verificationBlocked',
};
/** The account follows the verification: approved (or unblocked) is active, blocked is blocked. */
const USER_STATUS: Partial<Record<'approved' | 'reproved' | 'blocked', UserStatus>> = {
  approved: 'active',
  blocked: 'blocked',
};

/**
 * Who made the change the caller did not see: the last staff member to decide (verified_by_id), the
 * caller itself, or, with no staff member named, the app user (who alone writes a verification
 * without one: a first submission; the app's re-submission clears it, docs/app-users.md).
 */
async function staleMessage(tx: Db, auth: AccessClaims, current: typeof userVerifications.$inferSelect | undefined) {
  if (!current) return VERIFICATION_TEXTS.stale({ kind: 'staff', name: null }, null);
  const [verifier] = current.verifiedById
    ? await tx.select({ name: users.name }).from(users).where(eq(users.id, current.verifiedById))
    : [];
  const decider = deciderOf(
    { decidedById: current.verifiedById, deciderName: verifier?.name ?? null },
    auth.userId,
    true,
  );
  return VERIFICATION_TEXTS.stale(decider, current.updatedAt);
}

/** Never the same instant as the state it replaces, so `seenAt` always tells two states apart. */
const after = (previous: Date | undefined, now: Date) =>
  previous && previous.getTime() >= now.getTime() ? new Date(previous.getTime() + 1) : now;

export async function decideVerification(
  db: Db,
  auth: AccessClaims,
  input: unknown,
  now = new Date(),
): Promise<VerificationDecisionResult> {
  const body = parse(verificationDecisionSchema, input);
  return db.transaction(async (tx) => {
    await lockAppUser(tx, body.userId);
    const [current] = await tx.select().from(userVerifications).where(eq(userVerifications.userId, body.userId));
    if (body.seenAt && (!current || current.updatedAt.getTime() !== body.seenAt.getTime()))
      throw conflict(await staleMessage(tx, auth, current));
    const updatedAt = after(current?.updatedAt, now);
    if (body.documents) {
      const refusal = documentDecisionError(current);
      if (refusal) throw refused(refusal);
      const documents: VerificationDocuments = { ...current!.documents };
      for (const [type, decision] of Object.entries(body.documents) as [
        VerificationDocumentType,
        { status: 'approved' | 'reproved' },
      ][]) {
        const document = documents[type];
        if (!document) throw invalid({ [`documents.${type}`]: VERIFICATION_TEXTS.documentMissing });
        documents[type] = { ...document, status: decision.status };
      }
      await tx
        .update(userVerifications)
        .set({ documents, verifiedById: auth.userId, updatedAt })
        .where(eq(userVerifications.id, current!.id));
      await audit(tx, auth, body.userId, 'appUser.verificationDocuments', { documents: body.documents });
      return { userId: body.userId, message: VERIFICATION_TEXTS.documentUpdated };
    }
    const status = body.status!;
    const refusal = decisionError(current, status);
    if (refusal) throw refused(refusal);
    const decision = decisionOf(current, status);
    const reason = status === 'approved' ? null : body.reason!;
    if (current) {
      await tx
        .update(userVerifications)
        .set({ status, reason, verifiedById: auth.userId, updatedAt })
        .where(eq(userVerifications.id, current.id));
    } else {
      // Blocking someone who never started a verification: the block is their verification.
      await tx
        .insert(userVerifications)
        .values({ userId: body.userId, status, reason, verifiedById: auth.userId, createdAt: now, updatedAt });
    }
    const userStatus = USER_STATUS[DECISION_STATUS[decision]];
    if (userStatus) await tx.update(users).set({ status: userStatus }).where(eq(users.id, body.userId));
    await tx.insert(notifications).values({
      userId: body.userId,
      kind: NOTIFIED[status],
      payload: {
        title: NOTIFICATION_KIND_LABELS[NOTIFIED[status]],
        message: VERIFICATION_NOTICES[status],
        status,
        reason,
      },
    });
    await audit(tx, auth, body.userId, `appUser.verification.${decision}`, {
      from: current?.status ?? null,
      to: status,
      reason,
    });
    return { userId: body.userId, message: VERIFICATION_TEXTS.changed };
  });
}

const audit = (tx: Db, auth: AccessClaims, userId: number, action: string, data: Record<string, unknown>) =>
  auditAll(tx, [{ actorId: auth.userId, lawCompanyId: null, action, entity: 'appUser', entityId: userId, data }]);
