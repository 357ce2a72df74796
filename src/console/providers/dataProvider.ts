import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import type { BadgeName, CountAnswer, ListAnswer } from './types';
import { AREA_DATA } from '../areas';
import { addressMethods } from './addressMethods';
import { caseMethods } from './caseMethods';
import { chatMethods } from './chatMethods';
import { lawCompanyLists, lawCompanyMethods } from './lawCompanyMethods';
import type { ListMapping } from './listMapping';
import { reportLists, reportMethods } from './reportMethods';
import { publicMethods } from './publicMethods';
import { request } from './httpClient';
import { trackerLists, trackerMethods } from './trackerMethods';
import { userLists, userMethods } from './userMethods';

/**
 * react-admin's resource names → the API's paths (spec §7), from the areas' descriptors. Our own
 * thin mapping, in the spirit of ra-data-simple-rest, because the API speaks `{ total, result }`
 * and page/perPage queries.
 */
export const RESOURCE_PATHS: Record<string, string> = Object.fromEntries(
  AREA_DATA.flatMap((area) => Object.entries(area.api ?? {})),
);

/** Route params arrive as strings ('5'); the API's ids are numbers. */
export const numericId = (id: Identifier) => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id);

function pathOf(resource: string): string {
  const path = RESOURCE_PATHS[resource];
  if (!path) throw new Error(`Unknown resource: ${resource}`);
  return path;
}

/** The list query of spec §7: page, perPage, sortField, sortDirection, filters, and the tab. */
export function listQuery(params: Partial<GetListParams>, tabParam = 'status') {
  const { tab, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
  return {
    page: params.pagination?.page ?? 1,
    perPage: params.pagination?.perPage ?? 10,
    sortField: params.sort?.field,
    sortDirection: params.sort?.order ? params.sort.order.toLowerCase() : undefined,
    ...(tab !== undefined ? { [tabParam]: tab } : {}),
    ...(Object.keys(filters).length ? { filters } : {}),
  };
}

// Lists whose tab travels as `type` rather than `status` (spec 001 §7).
const TAB_AS_TYPE = new Set(
  AREA_DATA.filter((area) => area.listTab === 'type').flatMap((area) => Object.keys(area.api ?? {})),
);

/** Each menu badge's endpoint, from the areas' menu entries. */
export const BADGE_PATHS = Object.fromEntries(
  AREA_DATA.flatMap((area) => Object.entries(area.badgePaths ?? {})),
) as Record<BadgeName, string>;

/** Lists with a query of their own (trackerMethods, reportMethods), by resource name. */
const LIST_MAPPINGS: Record<string, ListMapping> = {
  ...trackerLists,
  ...reportLists,
  ...lawCompanyLists,
  ...userLists,
};

/** A mapped list; an answer without rows (a badge stub, an older server) is an empty page. */
async function getMappedList(mapping: ListMapping, params: GetListParams) {
  const answer = await request<Partial<ListAnswer<RaRecord>> | null>(mapping.path, {
    query: mapping.query(params),
    signal: params.signal,
  });
  return { data: answer?.result ?? [], total: Number(answer?.total ?? 0), meta: listMeta(answer) };
}

/** What a list's answer says beyond its rows (the list kit reads it from the list context's `meta`). */
function listMeta(answer: Partial<ListAnswer<RaRecord>> | null) {
  return answer?.moreThanTotal ? { moreThanTotal: true } : undefined;
}

const baseDataProvider: DataProvider = {
  async getList(resource, params) {
    const mapping = LIST_MAPPINGS[resource];
    if (mapping) return (await getMappedList(mapping, params)) as never;
    const tabParam = TAB_AS_TYPE.has(resource) ? 'type' : 'status';
    const answer = await request<ListAnswer<RaRecord>>(pathOf(resource), {
      query: listQuery(params, tabParam),
      signal: params.signal,
    });
    return { data: answer.result, total: answer.total, meta: listMeta(answer) } as never;
  },
  async getOne(resource, params) {
    const data = await request<RaRecord>(`${pathOf(resource)}/${params.id}`, { signal: params.signal });
    return { data } as never;
  },
  async getMany(resource, params) {
    const data = await Promise.all(
      params.ids.map((id) => request<RaRecord>(`${pathOf(resource)}/${id}`, { signal: params.signal })),
    );
    return { data } as never;
  },
  async getManyReference(resource, params) {
    const answer = await request<ListAnswer<RaRecord>>(pathOf(resource), {
      query: { ...listQuery(params), [params.target]: params.id },
      signal: params.signal,
    });
    return { data: answer.result, total: answer.total } as never;
  },
  // The API saves with one POST: without id it creates, with id it updates (spec §7).
  async create(resource, params) {
    const data = await request<RaRecord>(pathOf(resource), { method: 'POST', body: params.data });
    return { data: { ...params.data, ...data } } as never;
  },
  async update(resource, params) {
    const data = await request<RaRecord>(pathOf(resource), {
      method: 'POST',
      body: { ...params.data, id: numericId(params.id) },
    });
    return { data: { ...params.data, ...data, id: params.id } } as never;
  },
  async updateMany(resource, params) {
    await Promise.all(
      params.ids.map((id) => request(pathOf(resource), { method: 'POST', body: { ...params.data, id } })),
    );
    return { data: params.ids };
  },
  async delete(resource, params) {
    await request(`${pathOf(resource)}/${params.id}`, { method: 'DELETE' });
    return { data: params.previousData ?? ({ id: params.id } as never) } as never;
  },
  async deleteMany(resource, params) {
    await Promise.all(params.ids.map((id: Identifier) => request(`${pathOf(resource)}/${id}`, { method: 'DELETE' })));
    return { data: params.ids };
  },
};

/**
 * Domain operations as named methods (STYLE.md habit 5), called with useDataProvider +
 * useMutation. Later slices add theirs here (closeCase, approveTracker, …).
 */
export const dataProvider = {
  ...baseDataProvider,
  /**
   * 'Exportar' of a list (issue 25 item 10): GET <the list's path>/export with the list's own query
   * (tab, filters, sort; no page), answered as an .xlsx.
   */
  exportList: (resource: string, params: Pick<GetListParams, 'filter' | 'sort'>) => {
    const mapping = LIST_MAPPINGS[resource];
    const full = { ...params, pagination: { page: 1, perPage: 10 } } as GetListParams;
    const {
      page: _page,
      perPage: _perPage,
      ...query
    } = (mapping ? mapping.query(full) : listQuery(full, TAB_AS_TYPE.has(resource) ? 'type' : 'status')) as Record<
      string,
      unknown
    >;
    return request<Blob>(`${mapping?.path ?? pathOf(resource)}/export`, { query, as: 'blob' });
  },
  badgeCount: (name: BadgeName) => request<CountAnswer>(BADGE_PATHS[name]).then((a) => a.total),
  changePassword: (body: { currentPassword: string; password: string; confirmPassword: string }) =>
    request('/auth/change-password', { method: 'POST', body }),
  ...publicMethods,
  ...caseMethods,
  ...trackerMethods,
  ...reportMethods,
  ...addressMethods,
  ...chatMethods,
  ...lawCompanyMethods,
  ...userMethods,
};

export type AppDataProvider = typeof dataProvider;
