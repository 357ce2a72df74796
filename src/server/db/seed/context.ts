// What the parts of the demo seed hand to each other.
import type { CategoryType } from '../../../domain/categories';
import type { Role } from '../../../domain/roles';
import {
  isReadyCaseStatus,
  type CaseClosedBy,
  type CaseStatus,
  type LawCompanyStatus,
  type TrackerRequestStatus,
  type UserStatus,
} from '../../../domain/statuses';
import type { Db } from '../connection';
import type { caseAddresses, seizureRequests } from '../schema';
import type { DemoFiles } from './files';
import type { City } from './places';
import type { Rng } from './random';

export interface SeedContext {
  db: Db;
  /** The root stream; each part forks its own so editing one part does not reshuffle the others. */
  rng: Rng;
  /** The moment of the seed: every date is relative to it, so the demo always looks recent. */
  now: Date;
  /** argon2 hash of the demo password, computed once. */
  passwordHash: string;
  /** The stored paths of the placeholder files every photo, document and avatar points at. */
  files: DemoFiles;
}

export interface SeededCompany {
  id: number;
  key: string;
  name: string;
  status: LawCompanyStatus;
  /** enableTrackersAutoApprove: the job approves its pending requests 48 h after they arrive. */
  autoApprove: boolean;
  createdAt: Date;
  /** States its cases mostly fall in. */
  states: readonly string[];
}

export interface SeededCategory {
  id: number;
  type: CategoryType;
  title: string;
}

/** Console users the demo refers to by role. */
export interface Staff {
  admin: number;
  support: number;
  alfaAdmin: number;
  alfaCases: number;
  alfaReader: number;
  betaAdmin: number;
  /** The lawCompanyAdmin of every other law company, by company id. */
  companyAdmins: Map<number, number>;
}

export interface SeededTracker {
  id: number;
  name: string;
  email: string;
  roles: Role[];
  status: UserStatus;
  document: string;
  phone: string;
  city: City;
  createdAt: Date;
  hasScanner: boolean;
  verified: boolean;
}

export type CaseRow = typeof seizureRequests.$inferInsert & { id: number };
export type CaseAddressRow = typeof caseAddresses.$inferInsert;

export interface SeededCase {
  id: number;
  company: SeededCompany;
  category: SeededCategory;
  status: CaseStatus;
  createdAt: Date;
  closedAt: Date | null;
  closedBy: CaseClosedBy | null;
  plate: string | null;
  reward: number | null;
  shadowMode: boolean;
  /** Index in the import plan of the import that created it, if any. */
  createdByImport: number | null;
  /** Index in the import plan of the import that archived it, if any. */
  closedByImport: number | null;
  row: CaseRow;
  addresses: CaseAddressRow[];
}

export interface SeededRequest {
  id: number;
  caseId: number;
  trackerId: number;
  status: TrackerRequestStatus;
  createdAt: Date;
  /** When it was approved, reproved or declined (createdAt while pending). */
  decidedAt: Date;
  /** The tracker who found the vehicle of a case closed by a report. */
  finder: boolean;
}

/** A ready case (the domain's rule, under the name the seed's modules use). */
export const isReady = (status: CaseStatus): boolean => isReadyCaseStatus(status);
