import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Role } from '../../../domain/roles';
import type {
  PlanMethod,
  PlanType,
  SubscriptionStatus,
  UserStatus,
  VerificationStatus,
} from '../../../domain/statuses';
import { addressColumns, at, createdAt, id, updatedAt } from './columns';
import { lawCompanies } from './lawCompanies';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    /** Always stored trimmed and lower-cased. */
    email: text().notNull(),
    passwordHash: text().notNull(),
    /**
     * The password was generated (a new user, 'Reenviar senha'): every call but the user's own
     * session (/auth/me, change-password, logout) is refused until the user changes it.
     */
    mustChangePassword: boolean().notNull().default(false),
    roles: text()
      .array()
      .$type<Role[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text().$type<UserStatus>().notNull().default('active'),
    avatar: text(),
    document: text(),
    phone: text(),
    ...addressColumns(),
    changedLocationAt: at(),
    experienceScore: integer(),
    /** argon2 hash of the 6-character recovery code; never the code itself. */
    recoveryCode: text(),
    recoveryCodeAt: at(),
    recoveryAttempts: integer().notNull().default(0),
    lawCompanyId: integer().references(() => lawCompanies.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at(),
    // The app-user lists' tab state, copied from the user's plan and verification by triggers
    // (migration 0019) so each tab's page walks a partial index of its own rows (docs/app-users.md).
    hasPlan: boolean().notNull().default(false),
    planExpiresAt: at(),
    verificationApproved: boolean().notNull().default(false),
    // The rest of the plan and the verification's status, copied the same way (migration 0022):
    // a tab with a Plano filter or a name search checks them in the user's row, not by a probe.
    planType: text().$type<PlanType>(),
    planMethod: text().$type<PlanMethod>(),
    planStatus: text().$type<SubscriptionStatus>(),
    planRefunded: boolean().notNull().default(false),
    verificationStatus: text().$type<VerificationStatus>(),
    // The name as every name search compares it (folded() of services/trackers/shared.ts, word for
    // word), stored: translate() costs ~13 times lower() per row, and a search checks many rows.
    nameFolded: text().generatedAlwaysAs(
      sql.raw(
        `lower(translate(name, 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy'))`,
      ),
    ),
  },
  (t) => [
    // Unique among users not removed: a removed user's address can be given to a new user.
    uniqueIndex('users_email_key')
      .on(t.email)
      .where(sql`${t.deletedAt} IS NULL`),
    index('users_law_company_idx').on(t.lawCompanyId, t.id),
    index('users_roles_idx').using('gin', t.roles),
    index('users_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** One signed-in device. Revoking it ends every refresh token issued to it. */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    device: text(),
    notificationToken: text(),
    ip: text(),
    app: boolean().notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: at(),
    revokedAt: at(),
    revokedReason: text(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId)],
);

/**
 * Refresh tokens, stored as SHA-256 hashes. Each use replaces the token (rotation); a replaced
 * token still works for a short grace so a retried call is not logged out, and a use after the
 * grace is taken as theft: the whole session is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: integer()
      .notNull()
      .references(() => userSessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: at().notNull(),
    replacedAt: at(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);
