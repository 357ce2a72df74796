import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { answerCaseList, buildCase, queryOf } from './builders';
import { renderCaseList } from './screens';

// The case list's 'Exportar' (issue 13 item 5): the list as filtered, tabbed and sorted goes to
// GET /admin/seizure-requests/export, and the answer becomes a download.

useScreenTestSetup();

// jsdom has no object URLs: the download's hand-over to the browser is recorded instead.
const saved: { href: string; download: string }[] = [];
beforeEach(() => {
  sessionStorage.clear();
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:casos');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => vi.restoreAllMocks());

function answerExport(status = 200) {
  const calls: URL[] = [];
  server.use(
    http.get('*/admin/seizure-requests/export', ({ request }) => {
      calls.push(new URL(request.url));
      if (status !== 200)
        return HttpResponse.json({ statusCode: status, message: 'Um erro inesperado aconteceu' }, { status });
      return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      });
    }),
  );
  return calls;
}

describe("case list: 'Exportar'", () => {
  it('downloads the list as it is tabbed, filtered and sorted', async () => {
    answerCaseList([buildCase({ licensePlate: 'ABC1234' })]);
    const calls = answerExport();
    renderCaseList('casos');
    await screen.findByText('ABC-1234');
    await userEvent.click(screen.getByRole('tab', { name: 'Todos' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Placa/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].download).toMatch(/^casos-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const query = queryOf(calls[0]);
    expect(query).toMatchObject({ status: 'all', sortField: 'licensePlate' });
    expect(query).not.toHaveProperty('page');
    expect(query).not.toHaveProperty('perPage');
  });

  it('says why a failed export failed, and nothing is downloaded', async () => {
    answerCaseList([buildCase({ licensePlate: 'ABC1234' })]);
    answerExport(500);
    server.use(http.get('*/admin/law-companies/all', () => HttpResponse.json([])));
    renderCaseList('suporte');
    await screen.findByText('ABC-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    const notice = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(notice).toHaveTextContent('Erro');
    expect(notice).toHaveTextContent('Algo deu errado...'); // the catalogue's text for a 5xx
    expect(saved).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeEnabled();
  });

  it('is not offered to a read-only user', async () => {
    answerCaseList([buildCase({ licensePlate: 'ABC1234' })]);
    renderCaseList('leitura');
    await screen.findByText('ABC-1234');
    expect(screen.queryByRole('button', { name: 'Exportar' })).toBeNull();
  });
});
