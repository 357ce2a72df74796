import { eq } from 'drizzle-orm';
import type { AccessClaims } from '../auth/tokens';
import type { Db } from '../db/connection';
import { lawCompanies } from '../db/schema';
import { notFound } from '../http/errors';

/** The signed-in user's own law company (support users have none: 404). */
export async function current(db: Db, auth: AccessClaims) {
  if (auth.lawCompanyId == null) throw notFound();
  const [company] = await db.select().from(lawCompanies).where(eq(lawCompanies.id, auth.lawCompanyId)).limit(1);
  if (!company) throw notFound();
  return company;
}
