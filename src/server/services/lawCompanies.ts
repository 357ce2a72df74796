import { asc, eq } from 'drizzle-orm';
import type { AccessClaims } from '../auth/tokens';
import type { Db } from '../db/connection';
import { lawCompanies } from '../db/schema';
import { notFound } from './errors';

/** The signed-in user's own law company (support users have none: 404). */
export async function current(db: Db, auth: AccessClaims) {
  if (auth.lawCompanyId == null) throw notFound();
  const [company] = await db.select().from(lawCompanies).where(eq(lawCompanies.id, auth.lawCompanyId)).limit(1);
  if (!company) throw notFound();
  return company;
}

const byName = new Intl.Collator('pt-BR', { sensitivity: 'base' });

/**
 * Every law company as a filter option, in pt-BR alphabetical order ('Ágil' beside 'Agora', which
 * the database's C collation would not do): {id, name, document, status}. A few hundred rows.
 */
export async function options(db: Db) {
  const rows = await db
    .select({ id: lawCompanies.id, name: lawCompanies.name, document: lawCompanies.document, status: lawCompanies.status })
    .from(lawCompanies)
    .orderBy(asc(lawCompanies.id));
  return rows.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
}
