import { useCallback, useMemo, useRef, type ReactNode } from 'react';
import { ListContextProvider, useListContext, type ListControllerResult } from 'react-admin';

type Filters = Record<string, unknown>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What a call of setFilters asked for, applied to what was last requested: the keys where `next`
 * differs from the values its caller saw (`seen`, the list's last render) are set or removed on
 * `requested`; the others keep the requested values. Exported for its test.
 */
export function applyFilterChange(requested: Filters, seen: Filters, next: Filters): Filters {
  const result = { ...requested };
  for (const key of new Set([...Object.keys(seen), ...Object.keys(next)])) {
    if (same(next[key], seen[key])) continue;
    if (key in next) result[key] = next[key];
    else delete result[key];
  }
  return result;
}

/**
 * The list controller with a setFilters that never undoes a change not rendered yet. Callers
 * build the whole filter from the filterValues of the last render ({ ...filterValues, tab }), and
 * react-admin applies a change on the next tick: two changes in one tick (a tab clicked while a
 * search's pause in typing ended) each started from the same values, so the second put the first
 * back (the tab did not change). Here each call counts as the keys it changed, applied to what
 * was last requested.
 */
export function useSerialFilters<Controller extends ListControllerResult>(context: Controller): Controller {
  const seen = useRef<Filters>(context.filterValues);
  const requested = useRef<Filters>(context.filterValues);
  // A render showing other values than the last one seen has applied every change asked so far.
  if (!same(seen.current, context.filterValues)) {
    seen.current = context.filterValues;
    requested.current = context.filterValues;
  }
  const upstream = useRef(context.setFilters);
  upstream.current = context.setFilters;
  const setFilters = useCallback<ListControllerResult['setFilters']>((next, displayedFilters, debounce) => {
    requested.current = applyFilterChange(requested.current, seen.current, next as Filters);
    upstream.current(requested.current, displayedFilters, debounce);
  }, []);
  return useMemo(() => ({ ...context, setFilters }), [context, setFilters]);
}

/** Re-provides the list context of a ListBase with useSerialFilters' setFilters. */
export function SerialFilters({ children }: { children: ReactNode }) {
  const context = useSerialFilters(useListContext());
  return <ListContextProvider value={context}>{children}</ListContextProvider>;
}
