import type { CategoryType } from '../../../domain/categories';
import type { CaseClosedBy, CaseStatus } from '../../../domain/statuses';

/** Shapes of the case calls (spec 000 §3, §7) as the server answers them, dates revived. */

export interface CaseCategoryRef {
  id: number;
  title: string;
  type: CategoryType;
}

/** GET /admin/seizure-requests/categories: each category with its type's label, icon and colour. */
export interface CaseCategory extends CaseCategoryRef {
  order: number;
  typeLabel: string;
  icon: string;
  color: string;
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

/** A row of GET /admin/seizure-requests (lawCompany only for support). */
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

export interface CaseAddress {
  id: number;
  description: string | null;
  state: string | null;
  city: string | null;
  neighborhood: string | null;
  street: string | null;
  number: number | null;
  complement: string | null;
  zipcode: string | null;
  latitude: number | null;
  longitude: number | null;
  main: boolean;
}

export interface CaseAttachment {
  id: number;
  filename: string;
  path: string;
  createdAt?: Date;
}

/** The vehicle, process and mode fields of a case: what the form edits and the details show. */
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

/** GET /admin/seizure-requests/{id}/details: everything the details page shows. */
export interface CaseDetails extends CaseFields {
  id: number;
  status: CaseStatus;
  category: (CaseCategoryRef & Partial<Pick<CaseCategory, 'typeLabel' | 'icon' | 'color'>>) | null;
  notes: string | null;
  closedAt: Date | null;
  closedBy: CaseClosedBy | null;
  mainAddressCity: string | null;
  mainAddressState: string | null;
  createdAt: Date;
  updatedAt?: Date;
  trackers: TrackerCounts;
  addresses: CaseAddress[];
  lawCompany: (LawCompanyRef & { enableShadowMode?: boolean }) | null;
  documents: CaseAttachment[];
  createdBy: { id: number; name: string } | null;
  /** What keeps a draft from being ready (field names; empty for other cases). */
  missingFields: string[];
}

/** An option of the law-company filter. */
export interface LawCompanyOption {
  id: number;
  name: string;
}

export type CaseCloseStatus = 'completedSized' | 'completedNotSized';
export type ListingChange = 'open' | 'close';
