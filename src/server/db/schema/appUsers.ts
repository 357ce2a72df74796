import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type {
  EmailCodePurpose,
  PixType,
  PlanMethod,
  PlanType,
  PurchaseStatus,
  SubscriptionStatus,
  TransferStatus,
  VerificationDocumentStatus,
  VerificationDocumentType,
  VerificationStatus,
} from '../../../domain/statuses';
import { at, createdAt, id, updatedAt } from './columns';
import { uploads } from './outbox';
import { users } from './users';

/** A Pix withdrawal from an app user's wallet. */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amount: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    pixType: text().$type<PixType>().notNull(),
    pix: text().notNull(),
    reason: text(),
    status: text().$type<TransferStatus>().notNull().default('pending'),
    receipt: text(),
    /**
     * The stored upload the receipt is (set by the decision since migration 0024): one receipt
     * proves one payment, held by wallet_transfers_receipt_upload_key even for two decisions at once.
     */
    receiptUploadId: integer().references(() => uploads.id),
    /**
     * The receipt's content (uploads.sha256, issue 35): the same file uploaded again is a new
     * upload but the same bytes, and proves no second payment (wallet_transfers_receipt_sha256_key).
     */
    receiptSha256: text(),
    /** End of the security waiting period of a Pix key never used on an approved transfer. */
    waitingUntil: at(),
    decidedById: integer().references(() => users.id),
    /**
     * The user's folded name (users.name_folded), copied by triggers (migration 0023) so that the
     * user filter checks and indexes it on the transfer itself (wallet_transfers_search_idx).
     */
    userNameFolded: text().notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('wallet_transfers_status_created_idx').on(t.status, t.createdAt, t.id),
    index('wallet_transfers_created_idx').on(t.createdAt, t.id),
    // Sorted by 'Valor' (issue 27 item 4): a tab's page in amount order without sorting the tab
    // (Aprovados by amount sorted 425,000 rows: 90 ms p50), both directions walking one index.
    index('wallet_transfers_status_amount_idx').on(t.status, t.amount, t.id),
    index('wallet_transfers_amount_idx').on(t.amount, t.id),
    index('wallet_transfers_pix_idx').on(t.pix, t.status),
    // The user filter's e-mail part: the transfers of the users whose e-mail matched (users_email_trgm_idx).
    index('wallet_transfers_user_idx').on(t.userId, t.createdAt, t.id),
    // The 'Em espera' tab and its count: only pending rows whose wait has not ended are read.
    index('wallet_transfers_waiting_idx')
      .on(t.waitingUntil)
      .where(sql`${t.status} = 'pending'`),
    // A receipt already used, by its path: also the transfers decided before 0024 (no upload id).
    index('wallet_transfers_receipt_idx')
      .on(t.receipt)
      .where(sql`${t.receipt} IS NOT NULL`),
    uniqueIndex('wallet_transfers_receipt_upload_key')
      .on(t.receiptUploadId)
      .where(sql`${t.receiptUploadId} IS NOT NULL`),
    uniqueIndex('wallet_transfers_receipt_sha256_key')
      .on(t.receiptSha256)
      .where(sql`${t.receiptSha256} IS NOT NULL`),
  ],
);

/**
 * Exact transfer totals by status without counting rows, kept by a statement-level trigger on
 * wallet_transfers in the same transaction as every change (migration 0011_wallet_transfer_counts;
 * docs/app-users.md "Transfers"). The big tabs (Aprovados, Rejeitados, Todos) read their total here.
 */
export const walletTransferCounts = pgTable('wallet_transfer_counts', {
  status: text().$type<TransferStatus>().primaryKey(),
  total: integer().notNull(),
});

export const walletHistory = pgTable(
  'wallet_history',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amount: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    description: text().notNull(),
    source: text(),
    /** The withdrawal this entry debits (negative) or refunds (positive). */
    transferId: integer().references(() => walletTransfers.id),
    hidden: boolean().notNull().default(false),
    viewedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_history_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    // A withdrawal is debited once and refunded at most once, whatever races: the database says no.
    uniqueIndex('wallet_history_transfer_debit_key')
      .on(t.transferId)
      .where(sql`${t.amount} < 0`),
    uniqueIndex('wallet_history_transfer_refund_key')
      .on(t.transferId)
      .where(sql`${t.amount} > 0`),
  ],
);

export const userPlans = pgTable(
  'user_plans',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    type: text().$type<PlanType>().notNull(),
    method: text().$type<PlanMethod>().notNull(),
    expirationDate: at(),
    subscriptionStatus: text().$type<SubscriptionStatus>(),
    subscriptionReason: text(),
    subscriptionManagementUrl: text(),
    refunded: boolean().notNull().default(false),
    billingIssue: boolean().notNull().default(false),
    productRef: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_plans_user_key').on(t.userId),
    // The Ativos total counts only the plans expiring within the current hour here (app_user_counts).
    index('user_plans_expiration_idx').on(t.expirationDate),
  ],
);

/** A verification's tab from its status column: Incompletos holds incompleted and abandoned (the tab index's expression). */
export const verificationTabOf = (status: string) =>
  sql.raw(`CASE WHEN ${status} = 'abandoned' THEN 'incompleted' ELSE ${status} END`);

export type VerificationDocuments = Partial<
  Record<VerificationDocumentType, { path: string; status: VerificationDocumentStatus }>
>;

export const userVerifications = pgTable(
  'user_verifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: text().$type<VerificationStatus>().notNull(),
    reason: text(),
    documents: jsonb().$type<VerificationDocuments>().notNull().default({}),
    verifiedById: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('user_verifications_user_key').on(t.userId),
    index('user_verifications_status_updated_idx').on(t.status, t.updatedAt, t.id),
    // Each verification tab's page in its order (Incompletos holds two statuses).
    index('user_verifications_tab_idx').on(sql`(${verificationTabOf('status')})`, t.updatedAt, t.userId),
  ],
);

/**
 * The app-user tabs' exact totals without counting rows (docs/app-users.md "Indexes and totals"),
 * kept by statement-level triggers on users, user_plans and user_verifications in the transaction
 * of every change (migration 0014_app_user_counts). Keys: 'all' (live app users), 'plan',
 * 'plan:manual', 'plan:scanner', 'expires:YYYYMMDDHH' (plans by UTC hour of expiry), 'verification'
 * and 'verification:<status>'. The same migration adds the app users' name and updated indexes on
 * users; 0015 the trigram indexes of the folded name and the e-mail (pg_trgm).
 */
export const appUserCounts = pgTable('app_user_counts', {
  key: text().primaryKey(),
  total: integer().notNull(),
});

export const userPreferenceLocations = pgTable(
  'user_preference_locations',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    state: text().notNull(),
    city: text(),
    isMain: boolean().notNull().default(false),
  },
  (t) => [index('user_preference_locations_place_idx').on(t.state, t.city)],
);

export const emailCodes = pgTable('email_codes', {
  id: id(),
  email: text().notNull(),
  approved: boolean().notNull().default(false),
  code: text().notNull(),
  generatedAt: at().notNull(),
  purpose: text().$type<EmailCodePurpose>().notNull(),
});

export const purchaseHistory = pgTable(
  'purchase_history',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    description: text().notNull(),
    amount: numeric({ precision: 12, scale: 2, mode: 'number' }).notNull(),
    status: text().$type<PurchaseStatus>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_history_user_idx').on(t.userId)],
);
