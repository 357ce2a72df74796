import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LawCompanyStatus } from '../../../domain/statuses';
import { addressColumns, at, createdAt, id, updatedAt } from './columns';

export const lawCompanies = pgTable(
  'law_companies',
  {
    id: id(),
    name: text().notNull(),
    companyName: text().notNull(),
    /** CNPJ without mask, upper case (alphanumeric CNPJs exist since July 2026). */
    document: text().notNull(),
    contactName: text().notNull(),
    contactEmail: text().notNull(),
    contactPhone: text().notNull(),
    contactWhatsapp: text(),
    status: text().$type<LawCompanyStatus>().notNull().default('pending'),
    statusReason: text(),
    enableTrackersAutoApprove: boolean().notNull().default(false),
    enableShadowMode: boolean().notNull().default(false),
    ...addressColumns(),
    /**
     * When the contact e-mail (the admin's sign-in) was confirmed with the code sent to it (issue
     * 26 item 1). Null: not yet, and its users may do nothing but confirm. Defaults to now: every
     * company not created by the public registration (the seed, older rows) counts as confirmed.
     */
    emailConfirmedAt: timestamp({ withTimezone: true }).defaultNow(),
    /** The confirmation code's argon2 hash (never the code), when it was sent, wrong tries on it. */
    emailCodeHash: text(),
    emailCodeSentAt: at(),
    emailCodeAttempts: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('law_companies_document_key').on(t.document),
    index('law_companies_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('law_companies_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
