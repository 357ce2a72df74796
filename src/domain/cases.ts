// The cases area's contract (spec §3, §4, §7 "Cases"; docs/cases.md): the records the API
// answers, the list query, and the rules both the server and the console decide on.
//
// Dates are `Date` (see ./wire.ts): the server's presenters return Date objects, JSON carries ISO
// strings, the console revives them. Raw JSON readers use `Json<T>`.
import type { PostalAddress } from './address';
import { z } from 'zod';
import type { CategoryType } from './categories';
import { formatCnpj, formatCpf } from './format';
import { direction, filtersOf, listQuerySchema, queryBool, queryId, sortField, tabField } from './listQuery';
import { INVALID, maxLength } from './schemas/messages';
import { STATE_CODES } from './states';
import { CASE_TABS, isReadyCaseStatus, type CaseClosedBy, type CaseStatus, type CaseTab } from './statuses';
import { normalizePlate } from './validators';

// ---- Wire records ---------------------------------------------------------------------------

export interface CaseCategoryRef {
  id: number;
  title: string;
  type: CategoryType;
}

/** A case's category with its type's label, icon and colour. */
export interface CaseCategoryInfo extends CaseCategoryRef {
  typeLabel: string;
  icon: string;
  color: string;
}

/** GET /admin/seizure-requests/categories: every category, in the order it is listed. */
export interface CaseCategory extends CaseCategoryInfo {
  order: number;
}

export interface TrackerCounts {
  totalApproved: number;
  totalPending: number;
}

export interface LawCompanyRef {
  id: number;
  name: string;
  document: string;
}

/** A row of GET /admin/seizure-requests (lawCompany only for support: omitted for others). */
export interface CaseListItem {
  id: number;
  category: CaseCategoryRef;
  chassi: string | null;
  licensePlate: string | null;
  processNumber: string | null;
  lawCompany?: LawCompanyRef;
  mainAddressCity: string | null;
  mainAddressState: string | null;
  trackers: TrackerCounts;
  status: CaseStatus;
  createdAt: Date;
}

export interface CaseAddress extends PostalAddress {
  id: number;
  description: string | null;
  latitude: number | null;
  longitude: number | null;
  main: boolean;
}

/** POST /admin/seizure-requests/{id}/attachments answers the new attachment without its date. */
export interface AddedAttachment {
  id: number;
  filename: string;
  path: string;
}

/** A case's attachment as the details list it. */
export interface CaseAttachment extends AddedAttachment {
  createdAt: Date;
}

/** The vehicle, lawsuit and mode fields of a case: what the form edits and the details show. */
export interface CaseFields {
  licensePlate: string | null;
  chassi: string | null;
  renavam: string | null;
  maker: string | null;
  model: string | null;
  year: number | null;
  reward: number | null;
  processNumber: string | null;
  financier: string | null;
  debtorName: string | null;
  debtorDocument: string | null;
  shadowMode: boolean;
  canBeDraft: boolean;
}

/** GET /admin/seizure-requests/{id} (and the `case` of a save): the case as the form edits it. */
export interface Case extends CaseFields {
  id: number;
  lawCompanyId: number;
  categoryId: number;
  status: CaseStatus;
  category: CaseCategoryInfo | null;
  notes: string | null;
  closedAt: Date | null;
  closedBy: CaseClosedBy | null;
  mainAddressCity: string | null;
  mainAddressState: string | null;
  createdAt: Date;
  updatedAt: Date;
  trackers: TrackerCounts;
  addresses: CaseAddress[];
}

/** GET /admin/seizure-requests/{id}/details: everything the details page shows. */
export interface CaseDetails extends Case {
  lawCompany: (LawCompanyRef & { enableShadowMode: boolean }) | null;
  documents: CaseAttachment[];
  createdBy: { id: number; name: string } | null;
  /** What keeps a draft from being ready (field names; empty for other cases). */
  missingFields: string[];
}

/** POST /admin/seizure-requests. */
export interface SavedCase {
  created: boolean;
  case: Case;
}

/** POST /admin/seizure-requests/{id}/notes. */
export interface SavedNotes {
  id: number;
  notes: string | null;
}

/** DELETE /admin/seizure-requests/{id} and /{id}/attachments/{attachmentId}. */
export interface Removed {
  id: number;
  success: true;
}

/** An option of the law-company filter. */
export interface LawCompanyOption {
  id: number;
  name: string;
}

export type CaseCloseStatus = 'completedSized' | 'completedNotSized';
export type ListingChange = 'open' | 'close';

/** POST /admin/seizure-requests/close and /{id}/reopen. */
export interface ClosedCase {
  id: number;
  status: CaseStatus;
  closedAt: Date | null;
  closedBy: CaseClosedBy | null;
}

// ---- List query -----------------------------------------------------------------------------

/**
 * The case list's tabs are CASE_TABS (statuses.ts). The API also accepts the older wire names
 * `available` and `assigned` for the two ready tabs.
 */
export const CASE_TAB_ALIASES: Record<string, CaseTab> = { available: 'withoutTracker', assigned: 'withTracker' };

/** The case list's .xlsx export: at most this many rows (the first of the list's order)… */
export const CASE_EXPORT_MAX_ROWS = 20_000;
/** …read this many at a time. */
export const CASE_EXPORT_CHUNK = 1_000;

export const CASE_SORT_FIELDS = ['createdAt', 'chassi', 'licensePlate', 'processNumber'] as const;
export type CaseSortField = (typeof CASE_SORT_FIELDS)[number];

/** A prefix filter: trimmed, empty means none; `normalize` puts it in the stored form. */
const prefix = (max: number, normalize: (v: string) => string) =>
  z
    .string({ error: INVALID })
    .trim()
    .max(max, maxLength(max))
    .transform((v) => normalize(v) || undefined)
    .optional();

/** GET /admin/seizure-requests. */
export const caseListQuerySchema = listQuerySchema({
  sortField: sortField(CASE_SORT_FIELDS, 'createdAt'),
  sortDirection: direction('desc'),
  status: tabField(CASE_TABS, 'all', CASE_TAB_ALIASES),
  filters: filtersOf({
    chassi: prefix(17, (v) => v.toUpperCase()),
    licensePlate: prefix(8, normalizePlate),
    processNumber: prefix(50, (v) => v),
    lawCompanyId: queryId(),
    state: z
      .string({ error: INVALID })
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || (STATE_CODES as readonly string[]).includes(v), { error: INVALID })
      .meta({ enum: [...STATE_CODES, ''] })
      .transform((v) => v || undefined)
      .optional(),
    withPending: queryBool(),
  }),
});
export type CaseListQuery = z.output<typeof caseListQuerySchema>;

// ---- Rules both sides decide on -------------------------------------------------------------

type CaseState = { status: CaseStatus; closedAt?: Date | string | null };

/** Closed: seized, not seized or archived, or any case with a closing date. */
export function isClosedCase(c: CaseState): boolean {
  return (
    (c.closedAt !== null && c.closedAt !== undefined) ||
    c.status === 'completedSized' ||
    c.status === 'completedNotSized' ||
    c.status === 'archived'
  );
}

/**
 * Only a ready case that is not closed can be closed as seized or not seized (spec §4: "close a
 * ready case"; a ready case carrying a closing date is an inconsistent one, and is refused too).
 */
export const canCloseCase = (c: CaseState) => isReadyCaseStatus(c.status) && !isClosedCase(c);

/** A closed case can be reopened (spec §4: "a closed case (closedAt set) can be reopened"). */
export const canReopenCase = (c: CaseState) => isClosedCase(c);

/** A reopened case is ready again; a simplified-mode one is never listed in the app. */
export const reopenedStatus = (c: { shadowMode: boolean }): CaseStatus =>
  c.shadowMode ? 'readyAndClosedForTrackers' : 'readyAndOpenedForTrackers';

/** Why the 'Listar no aplicativo' toggle cannot be used, or null when it can. */
export type ListingBlock = 'shadowMode' | 'notReady' | 'readOnly';

export function listingBlock(c: { status: CaseStatus; shadowMode: boolean }, caseAdmin: boolean): ListingBlock | null {
  if (c.shadowMode) return 'shadowMode';
  if (!isReadyCaseStatus(c.status)) return 'notReady';
  if (!caseAdmin) return 'readOnly';
  return null;
}

/** The status a listing change puts a ready case in. */
export const listingStatus = (listing: ListingChange): CaseStatus =>
  listing === 'open' ? 'readyAndOpenedForTrackers' : 'readyAndClosedForTrackers';

/** Listed in the trackers' app: a ready case opened for trackers. */
export const isListed = (status: CaseStatus) => status === 'readyAndOpenedForTrackers';

/** A debtor's CPF (11 digits) or CNPJ (14) with its mask; anything else as stored. */
export function formatDebtorDocument(value: string | null | undefined): string {
  if (!value) return '';
  const compact = value.replace(/[./\-\s]/g, '');
  if (/^\d{11}$/.test(compact)) return formatCpf(compact);
  if (compact.length === 14) return formatCnpj(compact);
  return value;
}
