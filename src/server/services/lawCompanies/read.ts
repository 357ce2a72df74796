// Reading law companies: the signed-in user's own, the filter options, support's list and a
// company's details with its history (spec 000 §7 "Law companies"; docs/law-companies.md).
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { CurrentLawCompany } from '../../../domain/lawCompanySettings';
import {
  cnpjPrefixOf,
  lawCompanyListQuerySchema,
  type LawCompanyChangeKind,
  type LawCompanyDetails,
  type LawCompanyHistoryEntry,
  type LawCompanyListQuery,
  type LawCompanyRow,
} from '../../../domain/lawCompanies';
import type { LawCompanyStatus } from '../../../domain/statuses';
import type { Page } from '../../../domain/wire';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { lawCompanies } from '../../db/schema';
import { notFound, parse } from '../errors';
import { pagedSelect } from '../shared/pagedList';
import { dateOf, escapeLike, rowsOf } from '../shared/sql';
import { folded, foldTerm } from '../trackers/shared';

/**
 * The signed-in user's own law company (support users have none: 404): the fields of its
 * contract only, never the whole row (the confirmation code's hash and counters stay inside).
 */
export async function current(db: Db, auth: AccessClaims): Promise<CurrentLawCompany> {
  if (auth.lawCompanyId == null) throw notFound();
  const c = lawCompanies;
  const [company] = await db
    .select({
      id: c.id,
      name: c.name,
      companyName: c.companyName,
      document: c.document,
      contactName: c.contactName,
      contactEmail: c.contactEmail,
      contactPhone: c.contactPhone,
      contactWhatsapp: c.contactWhatsapp,
      status: c.status,
      enableTrackersAutoApprove: c.enableTrackersAutoApprove,
      enableShadowMode: c.enableShadowMode,
      zipcode: c.zipcode,
      state: c.state,
      city: c.city,
      neighborhood: c.neighborhood,
      street: c.street,
      number: c.number,
      complement: c.complement,
    })
    .from(c)
    .where(eq(c.id, auth.lawCompanyId))
    .limit(1);
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
    .select({
      id: lawCompanies.id,
      name: lawCompanies.name,
      document: lawCompanies.document,
      status: lawCompanies.status,
    })
    .from(lawCompanies)
    .orderBy(asc(lawCompanies.id));
  return rows.sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
}

interface Row {
  id: number;
  name: string;
  company_name: string;
  document: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string;
  status: LawCompanyStatus;
  created_at: Date | string;
  status_reason?: string | null;
}

const toRow = (row: Row): LawCompanyRow => ({
  id: row.id,
  name: row.name,
  companyName: row.company_name,
  document: row.document,
  contactName: row.contact_name,
  contactEmail: row.contact_email,
  contactPhone: row.contact_phone,
  status: row.status,
  createdAt: dateOf(row.created_at),
});

/**
 * GET /admin/law-companies (support): one tab, newest first, a page. The tab and the order walk
 * law_companies_status_created_idx (law_companies_created_idx on 'Todos'); `filters[term]` matches
 * a part of the trade or company name (accents and case ignored) or the start of the CNPJ.
 */
export function list(db: Db, rawQuery: unknown): Promise<Page<LawCompanyRow>> {
  return listWith(db, rawQuery, sql``, toRow);
}

/** The list as 'Exportar' writes it: each row with its status's reason (a block's, a reproval's). */
export function listWithReasons(
  db: Db,
  rawQuery: unknown,
): Promise<Page<LawCompanyRow & { statusReason: string | null }>> {
  return listWith(db, rawQuery, sql`, l.status_reason`, (row) => ({
    ...toRow(row),
    statusReason: row.status_reason ?? null,
  }));
}

function listWith<T>(db: Db, rawQuery: unknown, extra: SQL, present: (row: Row) => T): Promise<Page<T>> {
  const query = parse(lawCompanyListQuerySchema, rawQuery);
  return pagedSelect(db, {
    query,
    from: sql`law_companies l`,
    where: conditions(query),
    order: sql`l.created_at DESC, l.id DESC`,
    id: sql`l.id`,
    select: sql`SELECT l.id, l.name, l.company_name, l.document, l.contact_name, l.contact_email, l.contact_phone,
      l.status, l.created_at${extra} FROM law_companies l`,
    present,
  });
}

function conditions(query: LawCompanyListQuery): SQL {
  const list: SQL[] = [sql`true`];
  if (query.status !== 'all') list.push(sql`l.status = ${query.status}`);
  // The review queue holds only registrations whose e-mail was confirmed (domain awaitsConfirmation).
  if (query.status === 'pending') list.push(sql`l.email_confirmed_at IS NOT NULL`);
  const term = query.filters.term;
  if (term) {
    const like = `%${escapeLike(foldTerm(term))}%`;
    const prefix = cnpjPrefixOf(term);
    // The CNPJ is stored unmasked and upper case: a prefix match under "C" (byte order).
    const cnpj = prefix ? sql` OR l.document COLLATE "C" LIKE ${`${escapeLike(prefix)}%`}` : sql``;
    list.push(sql`(${folded(sql`l.name`)} LIKE ${like} OR ${folded(sql`l.company_name`)} LIKE ${like}${cnpj})`);
  }
  return sql.join(list, sql` AND `);
}

interface HistoryRow {
  id: number;
  action: string;
  data: Record<string, unknown> | string;
  by: string | null;
  created_at: Date | string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

const KIND_OF_ACTION: Record<string, LawCompanyChangeKind> = {
  'lawCompany.register': 'registered',
  'lawCompany.resubmit': 'resubmitted',
  'lawCompany.emailConfirmed': 'emailConfirmed',
  'lawCompany.emailChanged': 'emailChanged',
};

/** An audit row as a history entry (the seed's 'lawCompany.block' rows carry only {status}). */
function toHistoryEntry(row: HistoryRow): LawCompanyHistoryEntry {
  const data = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as Record<string, unknown>;
  const kind =
    KIND_OF_ACTION[row.action] ??
    (row.action.startsWith('lawCompany.autoApprove')
      ? 'autoApprove'
      : row.action.startsWith('lawCompany.shadowMode')
        ? 'shadowMode'
        : 'status');
  // The registration row holds {userId, ip}: its move is to 'pending' (issue 26: not an empty 'Status:').
  if (kind === 'registered')
    return { id: row.id, kind, from: null, to: 'pending', reason: null, by: row.by, at: dateOf(row.created_at) };
  return {
    id: row.id,
    kind,
    from: text(data.from),
    to: text(data.to) ?? text(data.status),
    reason: text(data.reason),
    by: row.by,
    at: dateOf(row.created_at),
  };
}

/** The company's decisions, newest first (audit_log_entity_idx); its own settings edits are not decisions. */
export async function historyOf(db: Db, id: number): Promise<LawCompanyHistoryEntry[]> {
  const rows = rowsOf<HistoryRow>(
    await db.execute(sql`SELECT a.id, a.action, a.data, u.name AS by, a.created_at FROM audit_log a
      LEFT JOIN users u ON u.id = a.actor_id
      WHERE a.entity = 'lawCompany' AND a.entity_id = ${id} AND a.action <> 'lawCompany.settings' ORDER BY a.created_at DESC, a.id DESC LIMIT 100`),
  );
  return rows.map(toHistoryEntry);
}

/** GET /admin/law-companies/{id} (support): every field, the address and the history. */
export async function details(db: Db, id: number): Promise<LawCompanyDetails> {
  const [company] = await db.select().from(lawCompanies).where(eq(lawCompanies.id, id)).limit(1);
  if (!company) throw notFound();
  const { state, city, neighborhood, street, number, complement, zipcode } = company;
  const address = [state, city, neighborhood, street, number, complement, zipcode].some((v) => v !== null)
    ? { state, city, neighborhood, street, number, complement, zipcode }
    : null;
  return {
    id: company.id,
    name: company.name,
    companyName: company.companyName,
    document: company.document,
    contactName: company.contactName,
    contactEmail: company.contactEmail,
    contactPhone: company.contactPhone,
    contactWhatsapp: company.contactWhatsapp,
    status: company.status,
    statusReason: company.statusReason,
    enableTrackersAutoApprove: company.enableTrackersAutoApprove,
    enableShadowMode: company.enableShadowMode,
    emailConfirmedAt: company.emailConfirmedAt ? dateOf(company.emailConfirmedAt) : null,
    createdAt: dateOf(company.createdAt),
    updatedAt: dateOf(company.updatedAt),
    address,
    history: await historyOf(db, company.id),
  };
}
