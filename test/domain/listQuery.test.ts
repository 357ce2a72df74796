import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  listQuerySchema,
  MAX_PAGE,
  MAX_PER_PAGE,
  offsetOf,
  queryInt,
  sortField,
  tabField,
} from '../../src/domain/listQuery';

describe('the list query builder', () => {
  it('reads numbers from query strings and JSON, with a fallback for absent or empty', () => {
    const n = queryInt(1, 5, 3);
    expect(n.parse('2')).toBe(2);
    expect(n.parse(4)).toBe(4);
    expect(n.parse(undefined)).toBe(3);
    expect(n.parse('')).toBe(3);
    expect(n.safeParse('6').error?.issues[0].message).toBe('Deve ser menor ou igual a 5');
    expect(n.safeParse('x').success).toBe(false);
    expect(n.safeParse('1.5').success).toBe(false);
  });

  it('pages every list the same way', () => {
    const schema = listQuerySchema({ sortField: sortField(['a', 'b'], 'a') });
    expect(schema.parse({})).toEqual({ page: 1, perPage: 10, sortField: 'a' });
    expect(schema.safeParse({ perPage: MAX_PER_PAGE + 1 }).success).toBe(false);
    expect(schema.safeParse({ page: MAX_PAGE + 1 }).success).toBe(false);
    expect(offsetOf({ page: 3, perPage: 20 })).toBe(40);
  });

  it('maps tab aliases to the code name and refuses unknown tabs', () => {
    const tab = tabField(['one', 'two'], 'one', { uno: 'one' });
    expect(tab.parse('uno')).toBe('one');
    expect(tab.parse(undefined)).toBe('one');
    expect(tab.safeParse('three').success).toBe(false);
    expect(z.object({ tab }).parse({ tab: 'two' })).toEqual({ tab: 'two' });
  });

  it('leaves an optional sort field undefined', () => {
    expect(sortField(['a', 'b']).parse(undefined)).toBeUndefined();
    expect(sortField(['a', 'b']).safeParse('c').success).toBe(false);
  });
});
