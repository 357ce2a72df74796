import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../../../src/domain/schemas/fieldErrors';
import { maxLength, SELECT_STATE } from '../../../src/domain/schemas/messages';
import { reportListQuerySchema } from '../../../src/domain/reports';
import {
  TRACKER_LIST_TABS,
  TRACKER_TAB_DIRECTION,
  TRACKER_TAB_SORT,
  trackerAddSearchQuerySchema,
  trackerListQuerySchema,
} from '../../../src/domain/trackers';
import { reportDecisionSchema, trackerAddSchema, trackerDecisionSchema } from '../../../src/domain/schemas/trackers';

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

describe('trackerDecisionSchema', () => {
  it('approves with an optional message of at most 500 characters', () => {
    expect(trackerDecisionSchema.parse({ requestId: 1, expectedStatus: 'pending', status: 'approved' })).toEqual({
      requestId: 1,
      expectedStatus: 'pending',
      status: 'approved',
    });
    expect(
      trackerDecisionSchema.parse({ requestId: 1, expectedStatus: 'pending', status: 'approved', reason: '  ' }).reason,
    ).toBeNull();
    expect(
      trackerDecisionSchema.parse({
        requestId: 1,
        expectedStatus: 'pending',
        status: 'approved',
        reason: ' Bem-vindo ',
      }).reason,
    ).toBe('Bem-vindo');
    expect(
      trackerDecisionSchema.parse({
        requestId: 1,
        expectedStatus: 'pending',
        status: 'approved',
        reason: 'a'.repeat(500),
      }).reason,
    ).toHaveLength(500);
    expect(
      errorsOf(trackerDecisionSchema, {
        requestId: 1,
        expectedStatus: 'pending',
        status: 'approved',
        reason: 'a'.repeat(501),
      }),
    ).toEqual({ reason: maxLength(500) });
  });

  it('reproves only with a reason of at most 500 characters', () => {
    for (const reason of [undefined, null, '', '   ']) {
      expect(
        errorsOf(trackerDecisionSchema, { requestId: 1, expectedStatus: 'pending', status: 'reproved', reason }),
      ).toEqual({ reason: 'Obrigatório' });
    }
    expect(
      errorsOf(trackerDecisionSchema, {
        requestId: 1,
        expectedStatus: 'pending',
        status: 'reproved',
        reason: 'a'.repeat(501),
      }),
    ).toEqual({ reason: maxLength(500) });
    expect(
      trackerDecisionSchema.parse({
        requestId: 1,
        expectedStatus: 'pending',
        status: 'reproved',
        reason: ' Sem experiência ',
      }).reason,
    ).toBe('Sem experiência');
  });

  it('reports every problem at once', () => {
    expect(errorsOf(trackerDecisionSchema, { status: 'reproved' })).toEqual({
      requestId: 'Obrigatório',
      expectedStatus: 'Obrigatório',
      reason: 'Obrigatório',
    });
    expect(errorsOf(trackerDecisionSchema, { requestId: 'x', status: 'declined', expectedStatus: 'maybe' })).toEqual({
      requestId: 'Deve ser um número',
      status: 'Inválido',
      expectedStatus: 'Inválido',
    });
    expect(errorsOf(trackerDecisionSchema, null)).toEqual({ root: 'Obrigatório' });
  });
});

describe('reportDecisionSchema', () => {
  it('rejects only with a reason; an approval drops any reason', () => {
    expect(
      errorsOf(reportDecisionSchema, { id: 1, seizureRequestId: 2, expectedStatus: 'pending', status: 'rejected' }),
    ).toEqual({ reason: 'Obrigatório' });
    expect(
      errorsOf(reportDecisionSchema, {
        id: 1,
        seizureRequestId: 2,
        expectedStatus: 'pending',
        status: 'rejected',
        reason: 'a'.repeat(501),
      }),
    ).toEqual({ reason: maxLength(500) });
    expect(
      reportDecisionSchema.parse({
        id: 1,
        seizureRequestId: 2,
        expectedStatus: 'pending',
        status: 'rejected',
        reason: 'Foto sem placa',
      }).reason,
    ).toBe('Foto sem placa');
    expect(
      reportDecisionSchema.parse({
        id: 1,
        seizureRequestId: 2,
        expectedStatus: 'pending',
        status: 'accepted',
        reason: 'x',
      }).reason,
    ).toBeNull();
    expect(errorsOf(reportDecisionSchema, { status: 'pending' })).toEqual({
      id: 'Obrigatório',
      seizureRequestId: 'Obrigatório',
      status: 'Inválido',
      expectedStatus: 'Obrigatório',
    });
  });
});

describe('trackerAddSchema', () => {
  it('needs the case and the user', () => {
    expect(trackerAddSchema.parse({ seizureRequestId: 3, userId: 4 })).toEqual({ seizureRequestId: 3, userId: 4 });
    expect(errorsOf(trackerAddSchema, { userId: -1 })).toEqual({
      seizureRequestId: 'Obrigatório',
      userId: 'Deve ser um número positivo',
    });
  });
});

describe('trackerListQuerySchema', () => {
  it('reads a query string with defaults', () => {
    expect(trackerListQuerySchema.parse({})).toEqual({ page: 1, perPage: 10, status: 'all', filters: {} });
    const query = trackerListQuerySchema.parse({
      page: '2',
      perPage: '25',
      seizureRequestId: '7',
      status: 'nextAutoApproved',
      sortDirection: 'ASC',
      filters: {
        term: ' ana ',
        seizureRequest: '',
        hasFeature: 'hasPhotos',
        viewedAt: 'notViewed',
        autoApprovedAt: 'true',
      },
    });
    expect(query).toEqual({
      page: 2,
      perPage: 25,
      seizureRequestId: 7,
      status: 'nextAutoApproved',
      sortDirection: 'asc',
      filters: {
        term: 'ana',
        seizureRequest: undefined,
        hasFeature: ['hasPhotos'],
        viewedAt: 'notViewed',
        autoApprovedAt: 'yes',
      },
    });
    expect(
      trackerListQuerySchema.parse({ filters: { hasFeature: ['hasScanner', 'canEmitReceipt'] } }).filters.hasFeature,
    ).toEqual(['hasScanner', 'canEmitReceipt']);
  });

  it('names the default sort of each tab (spec §9)', () => {
    expect(TRACKER_LIST_TABS).toEqual([
      'pending',
      'approved',
      'reproved',
      'declined',
      'all',
      'autoApproved',
      'nextAutoApproved',
    ]);
    expect(TRACKER_TAB_SORT).toMatchObject({
      all: 'createdAt',
      autoApproved: 'autoApprovedAt',
      nextAutoApproved: 'autoApprovesAt',
    });
    expect(TRACKER_TAB_DIRECTION).toEqual({ nextAutoApproved: 'asc' });
  });

  it('refuses what it does not know', () => {
    expect(errorsOf(trackerListQuerySchema, { perPage: '101', status: 'x' })).toEqual({
      perPage: 'Deve ser menor ou igual a 100',
      status: 'Inválido',
    });
    expect(errorsOf(trackerListQuerySchema, { filters: { hasFeature: 'wings', autoApprovedAt: 'maybe' } })).toEqual({
      'filters.hasFeature.0': 'Inválido',
      'filters.autoApprovedAt': 'Inválido',
    });
  });
});

describe('trackerAddSearchQuerySchema', () => {
  it('searches by name or by a location that has at least a state', () => {
    expect(
      trackerAddSearchQuerySchema.parse({
        seizureRequestId: '3',
        filters: { location: { state: 'sp', city: 'Campinas' } },
      }),
    ).toMatchObject({
      seizureRequestId: 3,
      sortField: 'name',
      sortDirection: 'asc',
      filters: { location: { state: 'SP', city: 'Campinas' } },
    });
    expect(
      errorsOf(trackerAddSearchQuerySchema, { seizureRequestId: '3', filters: { location: { city: 'Campinas' } } }),
    ).toEqual({
      'filters.location.state': SELECT_STATE,
    });
    expect(
      errorsOf(trackerAddSearchQuerySchema, { seizureRequestId: '3', filters: { location: { state: '' } } }),
    ).toEqual({
      'filters.location.state': 'Selecione ao menos o estado',
    });
    expect(errorsOf(trackerAddSearchQuerySchema, { filters: { location: { state: 'XX' } } })).toEqual({
      seizureRequestId: 'Obrigatório',
      'filters.location.state': 'Inválido',
    });
  });
});

describe('reportListQuerySchema', () => {
  it('lists every status but drafts by default', () => {
    expect(reportListQuerySchema.parse({ seizureRequestId: '9' })).toEqual({
      page: 1,
      perPage: 10,
      seizureRequestId: 9,
      status: 'all',
      sortField: 'createdAt',
      sortDirection: 'desc',
    });
    expect(errorsOf(reportListQuerySchema, { status: 'approved' })).toEqual({ status: 'Inválido' });
  });
});
