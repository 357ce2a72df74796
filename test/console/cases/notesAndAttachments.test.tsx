import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getTokens } from '../../../src/console/providers/session';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { answerCaseDetails, buildCaseDetails } from './builders';
import { renderCaseDetails } from './screens';

useScreenTestSetup();

const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

const HOSTILE_NOTES = [
  'Devedor **sempre** à noite.',
  '',
  '<script>window.__pwned = true</script>',
  '',
  '<img src="x" onerror="window.__pwned = true">',
  '',
  '[clique](javascript:alert(1)) | [site](https://example.com)',
].join('\n');

describe('Observações', () => {
  it('render Markdown but never raw HTML', async () => {
    answerCaseDetails(buildCaseDetails({ id: 12, notes: HOSTILE_NOTES }));
    renderCaseDetails('leitura', 12);
    const notes = await region('Observações');
    expect(within(notes).getByText('sempre').tagName).toBe('STRONG');
    expect(notes.querySelector('script, img, [onerror]')).toBeNull();
    expect(notes.innerHTML).not.toContain('onerror');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
    expect(within(notes).getByRole('link', { name: 'site' })).toHaveAttribute('target', '_blank');
    expect(within(notes).queryByRole('link', { name: 'clique' })?.getAttribute('href') ?? '').not.toMatch(
      /javascript/i,
    );
    // Read-only users do not edit them.
    expect(within(notes).queryByRole('button', { name: 'Editar observações' })).not.toBeInTheDocument();
  });

  it('are edited with a preview and saved', async () => {
    const api = answerCaseDetails(buildCaseDetails({ id: 12, notes: 'Antes' }));
    server.use(
      http.post('*/admin/seizure-requests/12/notes', async ({ request }) => {
        await api.record(request);
        const { notes } = api.calls[api.calls.length - 1].body as { notes: string };
        api.update({ notes });
        return HttpResponse.json({ id: 12, notes: 'x' });
      }),
    );
    renderCaseDetails('casos', 12);
    const notes = await region('Observações');
    await userEvent.click(within(notes).getByRole('button', { name: 'Editar observações' }));
    const field = within(notes).getByRole('textbox', { name: 'Observações (Markdown)' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Carro **azul** <b>html</b>');
    await userEvent.click(within(notes).getByRole('tab', { name: 'Visualizar' }));
    const preview = within(notes).getByRole('region', { name: 'Visualizar' });
    expect(within(preview).getByText('azul').tagName).toBe('STRONG');
    expect(preview.querySelector('b')).toBeNull();
    await userEvent.click(within(notes).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Atualizado com sucesso!')).toBeInTheDocument();
    expect(api.calls.map((c) => c.body)).toEqual([{ notes: 'Carro **azul** <b>html</b>' }]);
    await waitFor(() => expect(within(notes).queryByRole('textbox')).not.toBeInTheDocument());
    expect(within(notes).getByText('azul').tagName).toBe('STRONG');
  });
});

describe('Anexos', () => {
  const withDocument = () =>
    buildCaseDetails({
      id: 12,
      documents: [
        {
          id: 5,
          filename: 'contrato.pdf',
          path: '2025/03/0123456789abcdef0123456789abcdef.pdf',
          createdAt: new Date('2025-03-10T13:45:00.000Z'),
        },
      ],
    });

  it('open in a new tab with the access token in the query', async () => {
    answerCaseDetails(withDocument());
    renderCaseDetails('leitura', 12);
    const attachments = await region('Anexos');
    const link = within(attachments).getByRole('link', { name: 'Abrir contrato.pdf' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.pathname).toBe('/content/2025/03/0123456789abcdef0123456789abcdef.pdf');
    expect(href.searchParams.get('token')).toBe(getTokens()?.accessToken);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(attachments).queryByRole('button', { name: 'Remover contrato.pdf' })).not.toBeInTheDocument();
    expect(within(attachments).queryByRole('button', { name: 'Adicionar arquivo' })).not.toBeInTheDocument();
  });

  it('are uploaded, then attached', async () => {
    const api = answerCaseDetails(buildCaseDetails({ id: 12 }));
    const uploads: string[] = [];
    server.use(
      http.post('*/content/upload', async ({ request }) => {
        // (jsdom's File reaches msw without its name: the server's answer names it.)
        uploads.push(((await request.formData()).get('file') as File).type);
        return HttpResponse.json({ path: '2025/04/aaaabbbbccccddddeeeeffff00001111.pdf', filename: 'laudo.pdf' });
      }),
      http.post('*/admin/seizure-requests/12/attachments', async ({ request }) => {
        await api.record(request);
        api.update({
          documents: [
            {
              id: 9,
              filename: 'laudo.pdf',
              path: '2025/04/aaaabbbbccccddddeeeeffff00001111.pdf',
              createdAt: new Date('2025-04-01T10:00:00.000Z'),
            },
          ],
        });
        return HttpResponse.json({
          id: 9,
          filename: 'laudo.pdf',
          path: '2025/04/aaaabbbbccccddddeeeeffff00001111.pdf',
        });
      }),
    );
    renderCaseDetails('casos', 12);
    const attachments = await region('Anexos');
    expect(within(attachments).getByText('Nenhum anexo adicionado.')).toBeInTheDocument();
    const input = attachments.querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'laudo.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Anexo adicionado com sucesso.')).toBeInTheDocument();
    expect(uploads).toHaveLength(1);
    expect(api.calls.map((c) => c.body)).toEqual([
      { filename: 'laudo.pdf', path: '2025/04/aaaabbbbccccddddeeeeffff00001111.pdf' },
    ]);
    expect(await within(attachments).findByRole('link', { name: 'Abrir laudo.pdf' })).toBeInTheDocument();
  });

  it('over 10 MB are refused before any upload, and failures mark the file', async () => {
    answerCaseDetails(buildCaseDetails({ id: 12 }));
    const uploads: string[] = [];
    server.use(
      http.post('*/content/upload', () => {
        uploads.push('upload');
        return HttpResponse.json(
          { message: 'Tipo de arquivo não permitido', errors: { file: 'Tipo de arquivo não permitido' } },
          { status: 422 },
        );
      }),
    );
    renderCaseDetails('casos', 12);
    const attachments = await region('Anexos');
    const input = attachments.querySelector('input[type=file]') as HTMLInputElement;
    const big = new File(['x'], 'enorme.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(input, big);
    expect(await within(attachments).findByText(/Arquivo muito grande, máximo é 10mb/)).toBeInTheDocument();
    expect(uploads).toEqual([]);
    await userEvent.upload(input, new File(['text'], 'notas.txt', { type: 'text/plain' }));
    expect(await within(attachments).findByText('Falha no envio: Tipo de arquivo não permitido')).toBeInTheDocument();
    // The one 'Erro' notice says the same reason, not the catalogue's 'Dados inválidos' (issue 34).
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((a) => /^ErroTipo de arquivo não permitido$/.test(a.textContent ?? '')),
      ).toBe(true),
    );
    expect(screen.queryByText('Dados inválidos')).not.toBeInTheDocument();
    expect(uploads).toEqual(['upload']);
    await userEvent.click(within(attachments).getByRole('button', { name: 'Descartar enorme.pdf' }));
    expect(within(attachments).queryByText('enorme.pdf')).not.toBeInTheDocument();
  });

  it('are removed after a confirmation', async () => {
    const api = answerCaseDetails(withDocument());
    server.use(
      http.delete('*/admin/seizure-requests/12/attachments/:attachmentId', async ({ request }) => {
        await api.record(request);
        api.update({ documents: [] });
        return HttpResponse.json({ id: 5, success: true });
      }),
    );
    renderCaseDetails('casos', 12);
    const attachments = await region('Anexos');
    await userEvent.click(within(attachments).getByRole('button', { name: 'Remover contrato.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remover anexo' });
    expect(dialog).toHaveTextContent('Deseja realmente remover o anexo "contrato.pdf"?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Anexo removido com sucesso.')).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'DELETE /admin/seizure-requests/12/attachments/5',
    ]);
    expect(await within(attachments).findByText('Nenhum anexo adicionado.')).toBeInTheDocument();
  });
});
