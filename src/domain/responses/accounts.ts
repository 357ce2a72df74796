// The answers of authentication, the public calls, law companies and users.
import { z } from 'zod';
import type { LawCompanyDetails, LawCompanyRow } from '../lawCompanies';
import type { CurrentLawCompany } from '../lawCompanySettings';
import type { OperatorInfo } from '../operator';
import { ROLES } from '../roles';
import { LAW_COMPANY_STATUSES } from '../statuses';
import type { AdminUser, UserActionResult } from '../users';
import { type Schema, isoDate, nullableDate, id, text, postalAddressShape, postalAddressSchema } from './shared';
// ---- Authentication and the public calls ----------------------------------------------------

export const meSchema = z.object({
  id,
  name: text,
  email: text,
  roles: z.array(z.enum(ROLES)),
  mustChangePassword: z.boolean(),
  lawCompany: z
    .object({
      id,
      name: text,
      companyName: text,
      document: text,
      status: z.enum(LAW_COMPANY_STATUSES),
      statusReason: text.nullable(),
      enableTrackersAutoApprove: z.boolean(),
      enableShadowMode: z.boolean(),
      emailConfirmed: z.boolean(),
      emailCodeSentAt: nullableDate,
      contactName: text,
      contactEmail: text,
      contactPhone: text,
      contactWhatsapp: text.nullable(),
      address: postalAddressSchema,
    })
    .nullable(),
});
export const confirmedSchema = z.object({ confirmed: z.literal(true) });
export const confirmationSentSchema = z.object({ sentTo: text, sentAt: isoDate });
export const resubmittedSchema = z.object({ status: z.literal('pending'), emailConfirmed: z.boolean() });
export const operatorSchema: Schema<OperatorInfo> = z.object({
  name: text,
  cnpj: text,
  address: text,
  supportEmail: text,
  dpoName: text,
  dpoEmail: text,
});
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  /** Only when a disk refused writes lately: which store's (server http/diskHealth.ts). */
  full: z.array(z.enum(['database', 'files'])).optional(),
});
export const uploadedSchema = z.object({ path: text, filename: text });
export const geoSchema = z.object({
  city: text,
  state: text,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export const reportTokenSchema = z.object({ token: text, expiresAt: isoDate });

// ---- Law companies --------------------------------------------------------------------------

const lawCompanyRowShape = {
  id,
  name: text,
  companyName: text,
  document: text,
  contactName: text,
  contactEmail: text,
  contactPhone: text,
  status: z.enum(LAW_COMPANY_STATUSES),
};
export const lawCompanyRowSchema: Schema<LawCompanyRow> = z.object({ ...lawCompanyRowShape, createdAt: isoDate });
export const lawCompanyDetailsSchema: Schema<LawCompanyDetails> = z.object({
  ...lawCompanyRowShape,
  createdAt: isoDate,
  contactWhatsapp: text.nullable(),
  statusReason: text.nullable(),
  enableTrackersAutoApprove: z.boolean(),
  enableShadowMode: z.boolean(),
  emailConfirmedAt: nullableDate,
  updatedAt: isoDate,
  address: postalAddressSchema.nullable(),
  history: z.array(
    z.object({
      id,
      kind: z.enum([
        'status',
        'autoApprove',
        'shadowMode',
        'registered',
        'resubmitted',
        'emailConfirmed',
        'emailChanged',
      ]),
      from: text.nullable(),
      to: text.nullable(),
      reason: text.nullable(),
      by: text.nullable(),
      at: isoDate,
    }),
  ),
});
export const currentLawCompanySchema: Schema<CurrentLawCompany> = z.object({
  ...lawCompanyRowShape,
  ...postalAddressShape,
  contactWhatsapp: text.nullable(),
  enableTrackersAutoApprove: z.boolean(),
  enableShadowMode: z.boolean(),
});
export const lawCompanyOptionsSchema = z.array(
  z.object({ id, name: text, document: text, status: z.enum(LAW_COMPANY_STATUSES) }),
);

// ---- Users ----------------------------------------------------------------------------------

export const adminUserSchema: Schema<AdminUser> = z.object({
  id,
  name: text,
  email: text,
  roles: z.array(z.enum(ROLES)),
  createdAt: isoDate,
});
export const userActionSchema: Schema<UserActionResult> = z.object({ id, message: text });
