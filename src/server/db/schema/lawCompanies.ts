import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LawCompanyStatus } from '../../../domain/statuses';
import { addressColumns, createdAt, id, updatedAt } from './columns';

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('law_companies_document_key').on(t.document),
    index('law_companies_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('law_companies_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);
