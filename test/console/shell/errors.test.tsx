// Offline and failed saves (spec 001 §8): offline, a save or a list says 'Sem conexão com a
// internet' at once, sends nothing then or later, and keeps what was typed; every failed mutation
// shows one notification titled 'Erro' with the catalogue's text.
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/console/providers/i18nProvider';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { answerCaseDetails, answerCaseList, buildCase, buildCaseDetails } from '../cases/builders';
import { renderCaseDetails, renderCaseList } from '../cases/screens';

useScreenTestSetup();

/** The browser goes offline as a real one does: navigator.onLine and the 'offline' event. */
function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
}

function goOnline() {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
}

afterEach(() => {
  goOnline();
  onlineManager.setOnline(true);
});

/** Every request that left for the API, by method and path. */
function recordRequests() {
  const sent: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    sent.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  server.events.on('request:start', listener);
  return sent;
}

/** The notification titled 'Erro' and its text. */
async function errorNotice() {
  const title = await screen.findByText('Erro', {}, { timeout: 5000 });
  return title.closest('[role="alert"]') as HTMLElement;
}

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

describe('offline', () => {
  it("a save says 'Sem conexão com a internet' at once, keeps the text and never goes out by itself", async () => {
    answerCaseDetails(buildCaseDetails({ id: 12, notes: 'Antes' }));
    renderCaseDetails('casos', 12);
    const notes = await region('Observações');
    await userEvent.click(within(notes).getByRole('button', { name: 'Editar observações' }));
    const field = within(notes).getByRole('textbox', { name: 'Observações (Markdown)' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Texto digitado offline');

    const sent = recordRequests();
    goOffline();
    await userEvent.click(within(notes).getByRole('button', { name: 'Salvar' }));
    expect(await errorNotice()).toHaveTextContent('Sem conexão com a internet');
    // What was typed stays, and the user may try again.
    expect(within(notes).getByRole('textbox', { name: 'Observações (Markdown)' })).toHaveValue(
      'Texto digitado offline',
    );
    expect(within(notes).getByRole('button', { name: 'Salvar' })).toBeEnabled();

    // The network returns: nothing goes out unless the user saves again.
    goOnline();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sent.filter((request) => request.startsWith('POST'))).toEqual([]);
  });

  it("a list shows its error with 'Sem conexão com a internet' and 'Tentar Novamente', not placeholders forever", async () => {
    const calls = answerCaseList([buildCase({ id: 41, licensePlate: 'ONL1234' })]);
    goOffline();
    renderCaseList('casos');
    expect(await screen.findByText('Um problema aconteceu', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Sem conexão com a internet')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    goOnline();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByText('ONL-1234')).toBeInTheDocument();
  });
});

describe('a failed mutation', () => {
  it("is notified under 'Erro' with the catalogue's text: removing a case", async () => {
    answerCaseList([buildCase({ id: 7, licensePlate: 'DEL1234' })]);
    server.use(http.delete('*/admin/seizure-requests/:id', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderCaseList('casos');
    const row = (await screen.findByText('DEL-1234')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: 'Remover' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover caso' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await errorNotice()).toHaveTextContent('Algo deu errado...');
    // One notice, not one per layer.
    expect(screen.getAllByText('Algo deu errado...')).toHaveLength(1);
  });

  it("is notified under 'Erro' with the catalogue's text: saving the notes", async () => {
    answerCaseDetails(buildCaseDetails({ id: 12, notes: 'Antes' }));
    server.use(http.post('*/admin/seizure-requests/12/notes', () => HttpResponse.json({}, { status: 403 })));
    renderCaseDetails('casos', 12);
    const notes = await region('Observações');
    await userEvent.click(within(notes).getByRole('button', { name: 'Editar observações' }));
    await userEvent.type(within(notes).getByRole('textbox', { name: 'Observações (Markdown)' }), ' e depois');
    await userEvent.click(within(notes).getByRole('button', { name: 'Salvar' }));
    expect(await errorNotice()).toHaveTextContent('Você não tem permissão para acessar essa funcionalidade');
    await waitFor(() =>
      expect(screen.getAllByText('Você não tem permissão para acessar essa funcionalidade')).toHaveLength(1),
    );
    expect(within(notes).getByRole('textbox', { name: 'Observações (Markdown)' })).toHaveValue('Antes e depois');
  });

  it("is notified under 'Erro' and marks the file: an upload", async () => {
    answerCaseDetails(buildCaseDetails({ id: 12 }));
    server.use(http.post('*/content/upload', () => HttpResponse.json({ message: 'x' }, { status: 500 })));
    renderCaseDetails('casos', 12);
    const attachments = await region('Anexos');
    const input = attachments.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['pdf'], 'contrato.pdf', { type: 'application/pdf' }));
    expect(await errorNotice()).toHaveTextContent('Algo deu errado...');
    expect(within(attachments).getByText('Falha no envio: Algo deu errado...')).toBeInTheDocument();
  });
});

describe('the list error', () => {
  // One wording for every list (docs/decisions.md "Lists"): the title, the catalogue's text below
  // it (components/list ListError), and the button.
  it.each([
    ['case list', 'app.cases.list.error', 'app.cases.list.retry'],
    ['trackers', 'app.trackers.list.error', 'app.trackers.list.retry'],
    ['seizure reports', 'app.reports.error', 'app.reports.retry'],
    ['dashboard tabs', 'app.dashboard.error', 'app.dashboard.reload'],
    ['case form categories', 'app.case_form.category.load_error', 'app.case_form.category.retry'],
  ])("of the %s reads 'Um problema aconteceu' and 'Tentar Novamente'", (_list, title, retry) => {
    expect(i18nProvider.translate(title)).toBe('Um problema aconteceu');
    expect(i18nProvider.translate(retry)).toBe('Tentar Novamente');
  });
});
