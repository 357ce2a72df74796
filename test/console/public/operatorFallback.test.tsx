// The operator could not be read (GET /public/operator failed): the legal texts use words that
// point to the footer, in proper Portuguese ('operada pela operadora…'), and the footer, which
// used to vanish exactly then, says so with 'Tentar Novamente' (issue 34). A file of its own: the
// operator is read once per session (a module's state), so this test must be the first to ask.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PublicLayout } from '../../../src/console/layout/PublicLayout';
import { TermsPage } from '../../../src/console/pages/public/LegalPage';
import { server, TEST_OPERATOR } from '../../support/msw';
import { renderScreen, useScreenTestSetup } from '../../support/renderScreen';

useScreenTestSetup();

describe('the operator out of reach', () => {
  it('fills the terms with words pointing to the footer, and the footer says it and retries', async () => {
    let down = true;
    server.use(
      http.get('*/public/operator', () =>
        down
          ? HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, { status: 500 })
          : HttpResponse.json(TEST_OPERATOR),
      ),
    );
    renderScreen(
      <PublicLayout>
        <TermsPage />
      </PublicLayout>,
      { path: '/p/termos-de-uso' },
    );
    const panel = await screen.findByRole('tabpanel');
    // Clause 8.1.
    expect(
      await within(panel).findByText(
        /A Plataforma é operada pela operadora indicada no rodapé, inscrita no CNPJ sob o nº indicado no rodapé, com sede no endereço indicado no rodapé\./,
      ),
    ).toBeVisible();
    expect(panel).not.toHaveTextContent(/por a operadora|em endereço|\{\{/);
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(
      'Não foi possível carregar quem opera a Recupera, o e-mail de suporte e o encarregado pelos dados pessoais.',
    );
    down = false;
    await userEvent.click(within(footer).getByRole('button', { name: 'Tentar Novamente' }));
    await waitFor(() =>
      expect(footer).toHaveTextContent(
        `Recupera é operada por ${TEST_OPERATOR.name}, CNPJ ${TEST_OPERATOR.cnpj}, ${TEST_OPERATOR.address}.`,
      ),
    );
    expect(within(footer).queryByRole('button', { name: 'Tentar Novamente' })).toBeNull();
    // The texts follow the answer.
    expect(await within(panel).findByText(new RegExp(`operada por ${TEST_OPERATOR.name}`))).toBeVisible();
  });
});
