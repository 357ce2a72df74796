// Import configurations of the user's own law company (GET, POST, DELETE /admin/import/config).
import { and, desc, eq, isNull } from 'drizzle-orm';
import { importConfigSchema, storedConfigBody, type ImportConfig } from '../../../domain/imports';
import { CASE_MESSAGES } from '../../../domain/schemas/case';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { caseCategories, importConfigs, lawCompanies } from '../../db/schema';
import { forbidden, invalid, notFound, parse } from '../errors';

type ConfigRow = typeof importConfigs.$inferSelect;

/** The caller's law company: imports belong to one (support has none: 403). */
export function companyOf(auth: AccessClaims): number {
  if (auth.lawCompanyId == null) throw forbidden();
  return auth.lawCompanyId;
}

const present = (row: ConfigRow): ImportConfig => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  config: row.config,
});

/** Every live configuration of the company, newest first (a company keeps a handful: no paging). */
export async function listConfigs(db: Db, auth: AccessClaims): Promise<ImportConfig[]> {
  const rows = await db
    .select()
    .from(importConfigs)
    .where(and(eq(importConfigs.lawCompanyId, companyOf(auth)), isNull(importConfigs.deletedAt)))
    .orderBy(desc(importConfigs.updatedAt), desc(importConfigs.id));
  return rows.map(present);
}

/** A live configuration of the company; another company's is 404. */
export async function findConfig(db: Db, auth: AccessClaims, id: number): Promise<ConfigRow> {
  const [row] = await db
    .select()
    .from(importConfigs)
    .where(
      and(eq(importConfigs.id, id), eq(importConfigs.lawCompanyId, companyOf(auth)), isNull(importConfigs.deletedAt)),
    );
  if (!row) throw notFound();
  return row;
}

/** POST /admin/import/config: creates (no id) or edits (id); categories must exist, simplified mode be enabled. */
export async function saveConfig(db: Db, auth: AccessClaims, input: unknown): Promise<ImportConfig> {
  const lawCompanyId = companyOf(auth);
  const { id, name, config } = parse(importConfigSchema, input);
  const known = new Set((await db.select({ id: caseCategories.id }).from(caseCategories)).map((c) => c.id));
  const errors: Record<string, string> = {};
  config.categories.forEach((c, i) => {
    if (!known.has(c.categoryId)) errors[`config.categories.${i}.categoryId`] = 'Inválido';
  });
  if (config.categoryOverrideId != null && !known.has(config.categoryOverrideId))
    errors['config.categoryOverrideId'] = 'Inválido';
  if (config.shadowMode) {
    const [company] = await db
      .select({ on: lawCompanies.enableShadowMode })
      .from(lawCompanies)
      .where(eq(lawCompanies.id, lawCompanyId));
    if (!company?.on) errors['config.shadowMode'] = CASE_MESSAGES.shadowModeDisabled;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  const body = storedConfigBody(config);
  if (id) {
    await findConfig(db, auth, id);
    const [row] = await db
      .update(importConfigs)
      .set({ name, config: body })
      .where(eq(importConfigs.id, id))
      .returning();
    return present(row);
  }
  const [row] = await db.insert(importConfigs).values({ lawCompanyId, name, config: body }).returning();
  return present(row);
}

/** DELETE /admin/import/config/{id}: a soft delete (past imports keep the configuration they applied). */
export async function removeConfig(db: Db, auth: AccessClaims, id: number): Promise<{ id: number; success: true }> {
  await findConfig(db, auth, id);
  await db.update(importConfigs).set({ deletedAt: new Date() }).where(eq(importConfigs.id, id));
  return { id, success: true };
}
