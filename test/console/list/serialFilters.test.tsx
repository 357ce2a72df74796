import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useListContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { applyFilterChange } from '../../../src/console/components/list/SerialFilters';
import { InPageList } from '../../../src/console/components/list/InPageList';
import { server } from '../../support/msw';
import { renderScreen, useScreenTestSetup } from '../../support/renderScreen';

useScreenTestSetup();

/** Two controls of one list, each building the whole filter from the last render, as ours do. */
function TwoControls() {
  const { filterValues, setFilters } = useListContext();
  return (
    <>
      <button type="button" onClick={() => setFilters({ ...filterValues, tab: 'pending' }, undefined, false)}>
        tab
      </button>
      <button type="button" onClick={() => setFilters({ ...filterValues, term: 'ana' }, undefined, false)}>
        term
      </button>
      <button type="button" onClick={() => setFilters({ tab: filterValues.tab }, undefined, false)}>
        clear
      </button>
      <output aria-label="filters">{JSON.stringify(filterValues)}</output>
    </>
  );
}

describe('filter changes of one list', () => {
  it('two in the same tick both apply: the tab clicked while a search applied its term', async () => {
    const urls: string[] = [];
    server.use(
      http.get('*/admin/trackers', ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({ total: 0, result: [] });
      }),
    );
    renderScreen(
      <InPageList resource="trackers" filter={{ seizureRequestId: 1 }} filterDefaultValues={{ tab: 'all' }}>
        <TwoControls />
      </InPageList>,
      { as: 'casos' },
    );
    const filters = () =>
      JSON.parse(screen.getByRole('status', { name: 'filters' }).textContent ?? '{}') as Record<string, unknown>;
    await waitFor(() => expect(filters()).toEqual({ tab: 'all' }));
    // react-admin applies a change on the next tick: both clicks start from { tab: 'all' }.
    fireEvent.click(screen.getByRole('button', { name: 'tab' }));
    fireEvent.click(screen.getByRole('button', { name: 'term' }));
    await waitFor(() => expect(filters()).toEqual({ tab: 'pending', term: 'ana' }));
    // And the list asked for both.
    await waitFor(() => expect(new URL(urls.at(-1) ?? 'http://x').searchParams.get('status')).toBe('pending'));
    expect(new URL(urls.at(-1) ?? 'http://x').searchParams.get('filters[term]')).toBe('ana');
    // A key the caller left out is removed, the rest stays as requested.
    fireEvent.click(screen.getByRole('button', { name: 'clear' }));
    await waitFor(() => expect(filters()).toEqual({ tab: 'pending' }));
  });
});

describe('applyFilterChange', () => {
  it('sets and removes only the keys the caller changed', () => {
    const seen = { tab: 'all', term: 'x', hasFeature: ['a'] };
    const requested = { tab: 'pending', term: 'x', hasFeature: ['a'] };
    expect(applyFilterChange(requested, seen, { ...seen, term: 'y' })).toEqual({
      tab: 'pending',
      term: 'y',
      hasFeature: ['a'],
    });
    expect(applyFilterChange(requested, seen, { tab: 'all' })).toEqual({ tab: 'pending' });
    expect(applyFilterChange(requested, seen, { ...seen, hasFeature: ['a', 'b'] })).toEqual({
      tab: 'pending',
      term: 'x',
      hasFeature: ['a', 'b'],
    });
    expect(applyFilterChange(requested, seen, seen)).toEqual(requested);
  });
});
