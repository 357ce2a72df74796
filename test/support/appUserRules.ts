// The app-user tabs' rules written plainly over the tables (u users, p its plan, v its
// verification), as the spec says them: what the lists' totals and searches are checked against,
// never the users' copies of that state the server reads (migrations 0019, 0022).
import { sql, type SQL } from 'drizzle-orm';

/** `u` is a live app user (the lists' own rule). */
export const APP_USER = sql`u.roles && ARRAY['tracker','informer','fromApp']::text[] AND u.deleted_at IS NULL`;

/** GET /admin/app-users `type`s; 'non-verified' reads v, so `v` must be joined (or use the EXISTS form). */
export const PLAN_TAB_RULES: Record<string, SQL> = {
  all: sql`TRUE`,
  active: sql`p.expiration_date > now()`,
  inactive: sql`p.id IS NOT NULL AND (p.expiration_date IS NULL OR p.expiration_date <= now())`,
  manual: sql`p.method = 'manual'`,
  scanner: sql`p.type = 'scanner'`,
  none: sql`p.id IS NULL`,
  'non-verified': sql`NOT EXISTS (SELECT 1 FROM user_verifications x WHERE x.user_id = u.id AND x.status = 'approved')`,
};

/** GET /admin/app-users/verifications `status` tabs. */
export const VERIFICATION_TAB_RULES: Record<string, SQL> = {
  pending: sql`v.status = 'pending'`,
  reproved: sql`v.status = 'reproved'`,
  approved: sql`v.status = 'approved'`,
  blocked: sql`v.status = 'blocked'`,
  incompleted: sql`v.status IN ('incompleted', 'abandoned')`,
  'non-verified': sql`v.id IS NULL`,
};
