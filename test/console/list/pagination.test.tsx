import { screen } from '@testing-library/react';
import { ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ListPagination } from '../../../src/console/components/list/ListPagination';
import { renderScreen, useScreenTestSetup } from '../../support/renderScreen';

useScreenTestSetup();

/** The list controller's state a list shows: page 2 of 15 rows, 10 a page, as react-admin keeps it. */
function listState(overrides: Partial<ListControllerResult>): ListControllerResult {
  return {
    data: Array.from({ length: 10 }, (_, i) => ({ id: i + 1 })),
    total: 15,
    page: 1,
    perPage: 10,
    setPage: () => undefined,
    setPerPage: () => undefined,
    isPending: false,
    isLoading: false,
    isFetching: false,
    isPlaceholderData: false,
    error: null,
    filterValues: {},
    hasNextPage: true,
    hasPreviousPage: false,
    ...overrides,
  } as unknown as ListControllerResult;
}

const renderPagination = (state: ListControllerResult) =>
  renderScreen(
    <ListContextProvider value={state}>
      <ListPagination />
    </ListContextProvider>,
    { as: 'suporte', path: '/' },
  );

// Issue 25 item 9: a page that failed kept the last range ('1-10 de 15') under 'Um problema aconteceu'.
describe('ListPagination', () => {
  it("shows the range of the rows on the screen: '1-10 de 15'", async () => {
    renderPagination(listState({}));
    expect(await screen.findByText('1-10 de 15')).toBeInTheDocument();
  });

  it('shows no range and no page buttons under the error state, even with the last total still known', () => {
    renderPagination(listState({ error: new Error('Algo deu errado...'), page: 2, data: undefined }));
    // The same state without the error shows its range at once (above): nothing to wait for here.
    expect(screen.queryByText(/de 15/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ir para a próxima página' })).not.toBeInTheDocument();
  });
});
