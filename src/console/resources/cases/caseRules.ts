import { formatCnpj, formatCpf } from '../../../domain/format';
import { isReadyCaseStatus, type CaseStatus } from '../../../domain/statuses';

/** The case rules the screens decide on, kept out of JSX (the server checks the same ones). */

type StatusAndClose = { status: CaseStatus; closedAt?: Date | string | null };

/** Closed: seized, not seized or archived, or any case with a closing date (server's isClosedCase). */
export function isClosedCase(c: StatusAndClose): boolean {
  return (
    (c.closedAt !== null && c.closedAt !== undefined) ||
    c.status === 'completedSized' ||
    c.status === 'completedNotSized' ||
    c.status === 'archived'
  );
}

/** Only a ready case (available or assigned) can be closed as seized or not seized. */
export const canCloseCase = (c: StatusAndClose) => isReadyCaseStatus(c.status) && !isClosedCase(c);

/** A closed case can be reopened. */
export const canReopenCase = (c: StatusAndClose) => isClosedCase(c);

/** Why the 'Listar no aplicativo' toggle cannot be used, or null when it can. */
export type ListingBlock = 'shadowMode' | 'notReady' | 'readOnly';

export function listingBlock(c: { status: CaseStatus; shadowMode: boolean }, caseAdmin: boolean): ListingBlock | null {
  if (c.shadowMode) return 'shadowMode';
  if (!isReadyCaseStatus(c.status)) return 'notReady';
  if (!caseAdmin) return 'readOnly';
  return null;
}

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
