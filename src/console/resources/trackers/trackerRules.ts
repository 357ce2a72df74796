import { isCaseAdmin } from '../../../domain/roles';
import { TRACKER_FEATURES, type TrackerFeature } from '../../../domain/schemas/trackerQueries';
import { isReadyCaseStatus, trackerRequestLabel, type CaseStatus } from '../../../domain/statuses';
import { onlyDigits } from '../../../domain/validators';
import type { TrackerRequest } from './types';

/** The tracker rules the screens decide on, kept out of JSX (the server checks the same ones). */

type CaseState = { status: CaseStatus; closedAt?: Date | string | null };

/** A ready case that is not closed: the only kind that accepts decisions and manual adds (spec §4). */
export const acceptsTrackerChanges = (c: CaseState) => isReadyCaseStatus(c.status) && !c.closedAt;

/** The user decides on this case's requests at all (case admin, ready case). */
export const canDecideOnCase = (c: CaseState, roles: readonly string[]) => isCaseAdmin(roles) && acceptsTrackerChanges(c);

export interface DecisionOptions {
  approve: boolean;
  reprove: boolean;
}

/**
 * Which decisions a user may take on a request (spec 000 §4 "Tracker request"): case admins only,
 * on a ready case, never on a declined request; approve unless approved, reprove unless reproved.
 */
export function decisionOptions(request: Pick<TrackerRequest, 'status'>, c: CaseState, roles: readonly string[]): DecisionOptions {
  if (!canDecideOnCase(c, roles) || request.status === 'declined') {
    return { approve: false, reprove: false };
  }
  return { approve: request.status !== 'approved', reprove: request.status !== 'reproved' };
}

/** Case admins add trackers by hand to ready cases. */
export const canAddTracker = canDecideOnCase;

export type TagKind = 'blocked' | 'autoApproved' | TrackerRequest['status'];

/** The tag's kind, in the priority of trackerRequestLabel: a blocked user, then auto-approval, then the status. */
export function tagKind(request: Pick<TrackerRequest, 'status' | 'autoApprovedAt' | 'user'>): TagKind {
  if (request.user.status !== 'active') return 'blocked';
  if (request.status === 'approved' && request.autoApprovedAt) return 'autoApproved';
  return request.status;
}

/** 'Auto. Aprovado', 'Bloqueado', 'Abandonado', or the status's label (domain's trackerRequestLabel). */
export const tagLabel = (request: Pick<TrackerRequest, 'status' | 'autoApprovedAt' | 'user'>) =>
  trackerRequestLabel(request.status, { autoApprovedAt: request.autoApprovedAt, userStatus: request.user.status });

/** The features a request has, in the filters' order. */
export const featuresOf = (request: Pick<TrackerRequest, TrackerFeature>) => TRACKER_FEATURES.filter((f) => request[f]);

/** A WhatsApp chat with the phone, country code 55 (spec 000 §9); null without a usable number. */
export function whatsappUrl(phone: string | null | undefined): string | null {
  const digits = onlyDigits(phone);
  if (digits.length < 10) return null;
  return `https://wa.me/${digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`}`;
}
