import { describe, expect, it } from 'vitest';
import {
  canCloseCase,
  canReopenCase,
  caseListQuerySchema,
  formatDebtorDocument,
  isClosedCase,
  isListed,
  listingBlock,
  listingStatus,
  reopenedStatus,
} from '../../src/domain/cases';
import { CASE_STATUSES } from '../../src/domain/statuses';

describe('case rules', () => {
  it('close only ready cases that are not closed', () => {
    expect(canCloseCase({ status: 'readyAndOpenedForTrackers', closedAt: null })).toBe(true);
    expect(canCloseCase({ status: 'readyAndClosedForTrackers' })).toBe(true);
    expect(canCloseCase({ status: 'draft' })).toBe(false);
    expect(canCloseCase({ status: 'completedSized', closedAt: new Date() })).toBe(false);
    // A ready case carrying a closing date is closed: the console hides the action, the server refuses it.
    expect(canCloseCase({ status: 'readyAndOpenedForTrackers', closedAt: '2025-01-01T00:00:00Z' })).toBe(false);
  });

  it('reopen closed cases only', () => {
    expect(canReopenCase({ status: 'archived' })).toBe(true);
    expect(canReopenCase({ status: 'completedNotSized' })).toBe(true);
    expect(canReopenCase({ status: 'completedSized', closedAt: new Date() })).toBe(true);
    expect(canReopenCase({ status: 'readyAndOpenedForTrackers' })).toBe(false);
    expect(canReopenCase({ status: 'draft', closedAt: null })).toBe(false);
  });

  it('call closed a seized, not seized or archived case, and any case with a closing date', () => {
    const closed = CASE_STATUSES.filter((status) => isClosedCase({ status, closedAt: null }));
    expect(closed).toEqual(['completedSized', 'completedNotSized', 'archived']);
    expect(isClosedCase({ status: 'draft', closedAt: '2025-01-01' })).toBe(true);
  });

  it('reopen a simplified-mode case closed for trackers, any other open for them', () => {
    expect(reopenedStatus({ shadowMode: true })).toBe('readyAndClosedForTrackers');
    expect(reopenedStatus({ shadowMode: false })).toBe('readyAndOpenedForTrackers');
  });

  it('block the listing toggle for simplified mode, non-ready cases and non-admins, in that order', () => {
    expect(listingBlock({ status: 'draft', shadowMode: true }, true)).toBe('shadowMode');
    expect(listingBlock({ status: 'draft', shadowMode: false }, true)).toBe('notReady');
    expect(listingBlock({ status: 'completedSized', shadowMode: false }, true)).toBe('notReady');
    expect(listingBlock({ status: 'readyAndOpenedForTrackers', shadowMode: false }, false)).toBe('readOnly');
    expect(listingBlock({ status: 'readyAndClosedForTrackers', shadowMode: false }, true)).toBeNull();
  });

  it('turn a listing change into a status, and call listed only a case open for trackers', () => {
    expect(listingStatus('open')).toBe('readyAndOpenedForTrackers');
    expect(listingStatus('close')).toBe('readyAndClosedForTrackers');
    expect(CASE_STATUSES.filter(isListed)).toEqual(['readyAndOpenedForTrackers']);
  });

  it("mask the debtor's CPF or CNPJ", () => {
    expect(formatDebtorDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDebtorDocument('529.982.247-25')).toBe('529.982.247-25');
    expect(formatDebtorDocument('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatDebtorDocument('abc')).toBe('abc');
    expect(formatDebtorDocument(null)).toBe('');
  });
});

describe('the case list query', () => {
  it('defaults to every case, newest first, ten a page', () => {
    expect(caseListQuerySchema.parse({})).toEqual({
      page: 1,
      perPage: 10,
      sortField: 'createdAt',
      sortDirection: 'desc',
      status: 'all',
      filters: {},
    });
  });

  it('names the ready tabs one way in code and still accepts the older wire names', () => {
    expect(caseListQuerySchema.parse({ status: 'available' }).status).toBe('withoutTracker');
    expect(caseListQuerySchema.parse({ status: 'assigned' }).status).toBe('withTracker');
    expect(caseListQuerySchema.parse({ status: 'withTracker' }).status).toBe('withTracker');
    expect(caseListQuerySchema.safeParse({ status: 'open' }).success).toBe(false);
  });

  it('reads query strings, normalises prefixes and refuses an unknown state', () => {
    const query = caseListQuerySchema.parse({
      page: '2',
      perPage: '100',
      sortDirection: 'ASC',
      filters: { licensePlate: 'abc-1d', chassi: ' 9bw ', state: 'sp', withPending: '1', lawCompanyId: '3' },
    });
    expect(query).toMatchObject({ page: 2, perPage: 100, sortDirection: 'asc' });
    expect(query.filters).toEqual({
      licensePlate: 'ABC1D',
      chassi: '9BW',
      state: 'SP',
      withPending: true,
      lawCompanyId: 3,
    });
    expect(caseListQuerySchema.safeParse({ perPage: '101' }).success).toBe(false);
    expect(caseListQuerySchema.safeParse({ filters: { state: 'XX' } }).success).toBe(false);
  });
});
