// The answers of the app users' lists: plans, verifications and transfers.
import { z } from 'zod';
import type { AddTimeResult, AppUserPlan, AppUserProfile, AppUserRow } from '../appPlans';
import type { TransferDetails, TransferRow } from '../appTransfers';
import type { VerificationDecisionResult, VerificationDetails, VerificationRow } from '../appVerifications';
import {
  EXPERIENCE_SCORES,
  PIX_TYPES,
  PLAN_METHODS,
  PLAN_TYPES,
  SUBSCRIPTION_STATUSES,
  TRANSFER_STATUSES,
  USER_STATUSES,
  VERIFICATION_DOCUMENT_STATUSES,
  VERIFICATION_STATUSES,
} from '../statuses';
import { type Schema, isoDate, nullableDate, id, text, postalAddressShape } from './shared';
// ---- App users: plans, verifications, transfers ---------------------------------------------

const planSchema: Schema<AppUserPlan> = z.object({
  type: z.enum(PLAN_TYPES),
  method: z.enum(PLAN_METHODS),
  expirationDate: nullableDate,
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  refunded: z.boolean(),
});
const experienceScore = z.union(EXPERIENCE_SCORES.map((score) => z.literal(score)));
const appUserProfileShape = {
  id,
  name: text,
  email: text,
  phone: text.nullable(),
  document: text.nullable(),
  avatar: text.nullable(),
  experienceScore: experienceScore.nullable(),
};
export const appUserProfileSchema: Schema<AppUserProfile> = z.object(appUserProfileShape);
export const appUserRowSchema: Schema<AppUserRow> = z.object({
  ...appUserProfileShape,
  plan: planSchema.nullable(),
  createdAt: isoDate,
  canModify: z.boolean(),
});
export const addTimeResultSchema: Schema<AddTimeResult> = z.object({ userId: id, plan: planSchema, message: text });

export const verificationRowSchema: Schema<VerificationRow> = z.object({
  id,
  name: text,
  email: text,
  avatar: text.nullable(),
  status: z.enum(VERIFICATION_STATUSES).nullable(),
  updatedAt: isoDate,
  createdAt: isoDate,
});
const verificationDocument = z.object({ path: text, status: z.enum(VERIFICATION_DOCUMENT_STATUSES) }).optional();
export const verificationDetailsSchema: Schema<VerificationDetails> = z.object({
  user: z.object({ ...appUserProfileShape, ...postalAddressShape, status: z.enum(USER_STATUSES), createdAt: isoDate }),
  verification: z
    .object({
      status: z.enum(VERIFICATION_STATUSES),
      reason: text.nullable(),
      verifier: z.object({ name: text, email: text }).nullable(),
      documents: z.object({
        frontDocument: verificationDocument,
        backDocument: verificationDocument,
        selfie: verificationDocument,
      }),
      createdAt: isoDate,
      updatedAt: isoDate,
    })
    .nullable(),
});
export const verificationDecisionResultSchema: Schema<VerificationDecisionResult> = z.object({
  userId: id,
  message: text,
});

const transferShape = {
  id,
  status: z.enum(TRANSFER_STATUSES),
  isWaiting: z.boolean(),
  waitingUntil: nullableDate,
  pix: text,
  pixType: z.enum(PIX_TYPES),
  amount: z.number(),
  reason: text.nullable(),
  receipt: text.nullable(),
  createdAt: isoDate,
  pixAlreadyUsed: z.boolean(),
  user: z.object({ id, name: text, email: text }),
};
export const transferRowSchema: Schema<TransferRow> = z.object(transferShape);
export const transferDetailsSchema: Schema<TransferDetails> = z.object({ ...transferShape, walletBalance: z.number() });
