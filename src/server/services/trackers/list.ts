import { sql, type SQL } from 'drizzle-orm';
import { MAX_INT_VALUE } from '../../../domain/schemas/messages';
import type { CaseStatus, TrackerRequestStatus, UserStatus } from '../../../domain/statuses';
import {
  TRACKER_TAB_DIRECTION,
  TRACKER_TAB_SORT,
  trackerListQuerySchema,
  type TrackerListQuery,
  type TrackerPhoto,
  type TrackerRequest,
} from '../../../domain/trackers';
import type { Page } from '../../../domain/wire';
import { normalizePlate } from '../../../domain/validators';
import { companyScope } from '../../auth/guard';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { parse } from '../errors';
import { findCase } from '../cases/access';
import { pagedSelect } from '../shared/pagedList';
import { dateOf, dateOrNull, escapeLike, jsonOf, rowsOf } from '../shared/sql';
import {
  autoApprovalCutoff,
  autoApprovalDue,
  autoApprovesAtSql,
  folded,
  foldTerm,
  NEXT_AUTO_APPROVAL_HOURS,
  phoneDigits,
  READY_SQL,
} from './shared';

interface Row {
  id: number;
  status: TrackerRequestStatus;
  user_id: number;
  user_name: string;
  user_email: string;
  user_phone: string | null;
  user_avatar: string | null;
  user_status: UserStatus;
  is_pro: boolean;
  case_id: number;
  case_license_plate: string | null;
  case_chassi: string | null;
  case_status: CaseStatus;
  company_id: number;
  company_name: string;
  manual: boolean;
  message: string | null;
  photos: TrackerPhoto[] | string | null;
  created_at: Date | string;
  updated_at: Date | string;
  viewed_at: Date | string | null;
  auto_approved_at: Date | string | null;
  auto_approves_at: Date | string | null;
  reason: string | null;
  was_declined: boolean;
  was_reproved: boolean;
  last_reproved_reason: string | null;
  has_found: boolean;
  has_scanner: boolean;
  has_photos: boolean;
  can_emit_receipt: boolean;
}

export interface TrackerListOptions {
  /** Only requests on ready cases (the dashboard's pending list: the same set as the badge). */
  readyCasesOnly?: boolean;
  now?: Date;
}

/**
 * autoApprovesAt is created_at + 48 h wherever it is set (autoApprovesAtSql), so it sorts by
 * created_at and keeps the index order; only the 'Próximas 24hs' rows all have it.
 */
const SORT_COLUMNS = {
  createdAt: 'created_at',
  updatedAt: 'updated_at',
  autoApprovedAt: 'auto_approved_at',
  autoApprovesAt: 'created_at',
} as const;
const FEATURE_COLUMNS = {
  hasFound: 'has_found',
  hasScanner: 'has_scanner',
  hasPhotos: 'has_photos',
  canEmitReceipt: 'can_emit_receipt',
} as const;
const HOUR_MS = 3_600_000;

/**
 * GET /admin/trackers: the requests of a case (seizureRequestId) or of the user's company (support:
 * every company), one tab, filtered, one page. See docs/trackers.md "Lists and indexes".
 */
export async function listTrackerRequests(
  db: Db,
  auth: AccessClaims,
  rawQuery: unknown,
  options: TrackerListOptions = {},
): Promise<Page<TrackerRequest>> {
  const query = parse(trackerListQuerySchema, rawQuery);
  const scope = companyScope(auth);
  // Another company's case (or an unknown one) is a 404, as everywhere else.
  if (query.seizureRequestId !== undefined) await findCase(db, auth, query.seizureRequestId);
  const { where, needsUser } = conditions(query, scope, options);
  const from = sql`tracker_requests t JOIN seizure_requests s ON s.id = t.seizure_request_id${needsUser ? sql` JOIN users u ON u.id = t.user_id` : sql``}`;
  const order = orderOf(query);
  return pagedSelect(db, { query, from, where, order, id: sql`t.id`, select: rowsSql(), present: toTrackerRequest });
}

/** Every column a row shows, for the requests `t` selected by the caller's WHERE. */
export function rowsSql(): SQL {
  return sql`SELECT t.id, t.status, u.id AS user_id, u.name AS user_name, u.email AS user_email, u.phone AS user_phone,
      u.avatar AS user_avatar, u.status AS user_status,
      coalesce(p.type = 'pro' AND p.expiration_date > now(), false) AS is_pro,
      s.id AS case_id, s.license_plate AS case_license_plate, s.chassi AS case_chassi, s.status AS case_status,
      l.id AS company_id, l.name AS company_name,
      t.manual, t.message,
      coalesce((SELECT json_agg(json_build_object('id', ph.id, 'value', ph.value) ORDER BY ph.id)
        FROM tracker_request_photos ph WHERE ph.tracker_request_id = t.id), '[]'::json) AS photos,
      t.created_at, t.updated_at, t.viewed_at, t.auto_approved_at, ${autoApprovesAtSql()} AS auto_approves_at,
      t.reason, t.was_declined, t.was_reproved, t.last_reproved_reason,
      t.has_found, t.has_scanner, t.has_photos, t.can_emit_receipt
    FROM tracker_requests t JOIN seizure_requests s ON s.id = t.seizure_request_id
      JOIN users u ON u.id = t.user_id JOIN law_companies l ON l.id = s.law_company_id
      LEFT JOIN user_plans p ON p.user_id = u.id`;
}

/** One row of the page: every field of the tracker-request entity (spec §3), plus autoApprovesAt. */
export function toTrackerRequest(row: Row): TrackerRequest {
  const photos = jsonOf(row.photos) ?? [];
  return {
    id: row.id,
    status: row.status,
    user: {
      id: row.user_id,
      name: row.user_name,
      email: row.user_email,
      phone: row.user_phone,
      avatar: row.user_avatar,
      status: row.user_status,
      isPro: row.is_pro,
    },
    seizureRequest: {
      id: row.case_id,
      licensePlate: row.case_license_plate,
      chassi: row.case_chassi,
      status: row.case_status,
    },
    // Support's lists span every company: each row says whose case it is.
    lawCompany: { id: row.company_id, name: row.company_name },
    request: {
      manual: row.manual,
      message: row.message,
      photos: photos.map((p) => ({ id: Number(p.id), value: p.value })),
    },
    createdAt: dateOf(row.created_at),
    updatedAt: dateOf(row.updated_at),
    viewedAt: dateOrNull(row.viewed_at),
    autoApprovedAt: dateOrNull(row.auto_approved_at),
    autoApprovesAt: dateOrNull(row.auto_approves_at),
    reason: row.reason,
    wasDeclined: row.was_declined,
    wasReproved: row.was_reproved,
    lastReprovedReason: row.last_reproved_reason,
    hasFound: row.has_found,
    hasScanner: row.has_scanner,
    hasPhotos: row.has_photos,
    canEmitReceipt: row.can_emit_receipt,
  };
}

function conditions(query: TrackerListQuery, scope: number | null, options: TrackerListOptions) {
  const now = options.now ?? new Date();
  let needsUser = false;
  const list: SQL[] = [sql`s.deleted_at IS NULL`];
  if (scope !== null) list.push(sql`t.law_company_id = ${scope}`);
  if (query.seizureRequestId !== undefined) list.push(sql`t.seizure_request_id = ${query.seizureRequestId}`);
  if (options.readyCasesOnly) list.push(sql`s.status IN ${READY_SQL}`);
  switch (query.status) {
    case 'all':
      break;
    case 'autoApproved':
      list.push(sql`t.status = 'approved' AND t.auto_approved_at IS NOT NULL`);
      break;
    case 'nextAutoApproved':
      // Due at some moment before now + 24 h: created at or before now + 24 h − 48 h.
      list.push(autoApprovalDue(autoApprovalCutoff(new Date(now.getTime() + NEXT_AUTO_APPROVAL_HOURS * HOUR_MS))));
      break;
    default:
      list.push(sql`t.status = ${query.status}`);
  }
  const { term, seizureRequest, hasFeature, viewedAt, autoApprovedAt } = query.filters;
  if (term) {
    needsUser = true;
    // Accents and case ignored; digits match a phone only when the term looks like one.
    const like = `%${escapeLike(foldTerm(term))}%`;
    const digits = phoneDigits(term);
    const phone = digits ? sql` OR u.phone LIKE ${`%${digits}%`}` : sql``;
    list.push(sql`(${folded(sql`u.name`)} LIKE ${like} OR ${folded(sql`u.email`)} LIKE ${like}${phone})`);
  }
  if (seizureRequest) list.push(caseFilter(seizureRequest));
  for (const feature of hasFeature ?? []) list.push(sql.raw(`t.${FEATURE_COLUMNS[feature]}`));
  if (viewedAt) list.push(viewedAt === 'viewed' ? sql`t.viewed_at IS NOT NULL` : sql`t.viewed_at IS NULL`);
  if (autoApprovedAt)
    list.push(autoApprovedAt === 'yes' ? sql`t.auto_approved_at IS NOT NULL` : sql`t.auto_approved_at IS NULL`);
  return { where: sql.join(list, sql` AND `), needsUser };
}

/** filters[seizureRequest]: digits are a case id; anything else is the start of a plate. */
function caseFilter(value: string): SQL {
  if (/^\d+$/.test(value)) {
    const id = Number(value);
    return id <= MAX_INT_VALUE ? sql`t.seizure_request_id = ${id}` : sql`false`;
  }
  const plate = normalizePlate(value);
  return plate ? sql`s.license_plate COLLATE "C" LIKE ${`${escapeLike(plate)}%`}` : sql`true`;
}

function orderOf(query: TrackerListQuery): SQL {
  const field = query.sortField ?? TRACKER_TAB_SORT[query.status];
  const dir = (query.sortDirection ?? TRACKER_TAB_DIRECTION[query.status] ?? 'desc') === 'asc' ? 'ASC' : 'DESC';
  // Requests never auto-approved go last whatever the direction (the autoApproved tab has none).
  const nulls = field === 'autoApprovedAt' && query.status !== 'autoApproved' ? ' NULLS LAST' : '';
  return sql.raw(`t.${SORT_COLUMNS[field]} ${dir}${nulls}, t.id ${dir}`);
}

/** One request in the list's shape (what a decision or a manual add answers). */
export async function getTrackerRequest(db: Db, id: number): Promise<TrackerRequest> {
  const [row] = rowsOf<Row>(await db.execute(sql`${rowsSql()} WHERE t.id = ${id}`));
  return toTrackerRequest(row);
}
