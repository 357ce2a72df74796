import qs from 'qs';
import { describe, expect, it } from 'vitest';
import { encodeQuery } from '../../../src/console/providers/queryString';

// The console's query strings must read on the server (qs) exactly as before the `qs` package left
// the console's first page: each sample is compared with what qs wrote, and read back with qs.
const SAMPLES: Record<string, unknown>[] = [
  { page: 1, perPage: 10, sortField: 'createdAt', sortDirection: 'desc', status: 'active' },
  { status: 'all', filters: { licensePlate: 'ABC', withPending: true, lawCompanyId: 2, state: undefined, term: null } },
  { filters: { term: 'São Paulo & Cia (matriz) 100% ok!*~' } },
  { filters: { term: 'a b+c/d?e=f#g' }, empty: '', zero: 0, no: false },
  { keys: ['ABC1D23', 'XYZ9876'], nested: { list: [1, 2], deep: { x: 'y' } } },
  { since: new Date('2026-11-23T02:00:00.000Z'), filters: {} },
];

describe('encodeQuery', () => {
  it.each(SAMPLES.map((sample) => [JSON.stringify(sample), sample]))('writes %s as qs did', (_name, sample) => {
    const ours = encodeQuery(sample as Record<string, unknown>);
    expect(ours).toBe(qs.stringify(sample, { skipNulls: true, encodeValuesOnly: true }));
  });

  it('reads back on the server as the values sent', () => {
    const read = qs.parse(encodeQuery({ filters: { term: 'Ação & [x]', licensePlate: 'ABC' }, page: 2 }));
    expect(read).toEqual({ filters: { term: 'Ação & [x]', licensePlate: 'ABC' }, page: '2' });
  });
});
