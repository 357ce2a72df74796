import { describe, expect, it } from 'vitest';
import { dashboardListQuerySchema } from '../../src/domain/dashboard';
import { REPORT_TABS, reportListQuerySchema } from '../../src/domain/reports';
import { trackerAddSearchQuerySchema } from '../../src/domain/trackers';
import { FILE_TYPES, isWithinUploadLimit, MAX_UPLOAD_BYTES, STORED_PATH } from '../../src/domain/uploads';

describe('the report list query', () => {
  it('lists every sent report newest first, and takes one status or the tab names', () => {
    expect(reportListQuerySchema.parse({})).toEqual({
      page: 1,
      perPage: 10,
      status: 'all',
      sortField: 'createdAt',
      sortDirection: 'desc',
    });
    for (const tab of REPORT_TABS) expect(reportListQuerySchema.parse({ status: tab }).status).toBe(tab);
    expect(reportListQuerySchema.parse({ status: 'draft', seizureRequestId: '12' })).toMatchObject({
      status: 'draft',
      seizureRequestId: 12,
    });
    expect(reportListQuerySchema.safeParse({ status: 'approved' }).success).toBe(false);
  });
});

describe('the dashboard list query', () => {
  it('is paging and a direction only: the tab is fixed by the call', () => {
    expect(dashboardListQuerySchema.parse({ page: '2', status: 'approved' })).toEqual({
      page: 2,
      perPage: 10,
      sortDirection: 'desc',
    });
    expect(dashboardListQuerySchema.safeParse({ perPage: '500' }).success).toBe(false);
  });
});

describe('the tracker search query', () => {
  it('needs the case, sorts by name ascending, and a location needs its state', () => {
    expect(trackerAddSearchQuerySchema.safeParse({}).success).toBe(false);
    expect(trackerAddSearchQuerySchema.parse({ seizureRequestId: '3' })).toEqual({
      page: 1,
      perPage: 10,
      seizureRequestId: 3,
      sortField: 'name',
      sortDirection: 'asc',
      filters: {},
    });
    const noState = trackerAddSearchQuerySchema.safeParse({
      seizureRequestId: 3,
      filters: { location: { city: 'Campinas' } },
    });
    expect(noState.error?.issues[0]).toMatchObject({
      path: ['filters', 'location', 'state'],
      message: 'Selecione ao menos o estado',
    });
  });
});

describe('upload rules', () => {
  it('allow up to 10 MB, as the console and the server count it', () => {
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
    expect(isWithinUploadLimit(MAX_UPLOAD_BYTES)).toBe(true);
    expect(isWithinUploadLimit(MAX_UPLOAD_BYTES + 1)).toBe(false);
  });

  it('accept only stored paths of the served shape, one per allowed type', () => {
    for (const { ext } of Object.values(FILE_TYPES))
      expect(STORED_PATH.test(`2025/03/${'a'.repeat(32)}.${ext}`)).toBe(true);
    expect(STORED_PATH.test(`2025/13/${'a'.repeat(32)}.png`)).toBe(false);
    expect(STORED_PATH.test(`2025/03/${'a'.repeat(32)}.exe`)).toBe(false);
    expect(STORED_PATH.test(`../2025/03/${'a'.repeat(32)}.png`)).toBe(false);
  });
});
