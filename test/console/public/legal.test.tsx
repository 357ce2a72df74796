// /p/termos-de-uso and /p/privacidade (spec 001 §2, §4, §9): two tabs each, numbered clauses with a
// table of contents and anchors, and every term the spec states, in the texts themselves.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PrivacyPage, TermsPage } from '../../../src/console/pages/public/LegalPage';
import { loadLegalText, tableOfContents } from '../../../src/console/pages/public/legalDocuments';
import { PublicLayout } from '../../../src/console/layout/PublicLayout';
import { TEST_OPERATOR } from '../../support/msw';
import { renderScreen, useScreenTestSetup } from '../../support/renderScreen';

useScreenTestSetup();

describe('the legal texts', () => {
  it('state every term of the spec (§9 and the account rules of §4)', async () => {
    const firms = await loadLegalText('termsLawFirms');
    const locators = await loadLegalText('termsLocators');
    const privacy = [await loadLegalText('privacyLawCompanies'), await loadLegalText('privacyLocators')];
    for (const terms of [firms, locators]) {
      expect(terms).toContain('Versão de 27/10/2023');
      expect(terms).toMatch(/comunicadas com antecedência mínima de 7 \(sete\) dias/);
      expect(terms).toMatch(
        /Não havendo solução amigável em 30 \(trinta\) dias, as partes poderão recorrer à mediação/,
      );
      expect(terms).toMatch(/foro da Comarca de São Paulo/);
      expect(terms).toMatch(/responde às mensagens em até 48 \(quarenta e oito\) horas úteis/);
      expect(terms).toMatch(/pessoais e intransferíveis/);
      expect(terms).toMatch(/banimento imediato .*sem direito a reembolso/);
      expect(terms).toMatch(/advertência, suspensão temporária ou banimento permanente/);
      expect(terms).toMatch(/exclusivamente como intermediária/);
    }
    expect(firms).toMatch(/gratuito para as Assessorias Jurídicas/);
    expect(firms).toMatch(/poderá passar a cobrar .* avisada com antecedência/);
    expect(firms).toMatch(/solicitações de ação dos Localizadores em até 48 \(quarenta e oito\) horas/);
    expect(firms).toMatch(/falta reiterada de resposta .* exclusão/);
    expect(locators).toMatch(/exclusivamente por cartão de crédito, processados por um provedor terceirizado/);
    expect(locators).toMatch(/parcelado em até 12 \(doze\) vezes/);
    expect(locators).toMatch(/renovados automaticamente a cada 12 \(doze\) meses/);
    expect(locators).toMatch(/multa de 30% \(trinta por cento\) do valor correspondente ao período restante/);
    expect(locators).toMatch(
      /\*\*5\.8\.\*\* O Localizador pode pedir o reembolso integral do valor pago em até 30 \(trinta\) dias da compra/,
    );
    expect(locators).toMatch(
      /7 \(sete\) dias corridos, contados da contratação ou do primeiro acesso.*devolvido em até 30 \(trinta\) dias do aviso/,
    );
    expect(locators).toMatch(/pelo menos 15 \(quinze\) dias de antecedência da renovação/);
    expect(locators).toMatch(/cancelada até 7 \(sete\) dias antes/);
    expect(locators).toMatch(/falta de pagamento pode levar à suspensão da conta até a regularização/);
    expect(locators).toMatch(/inadimplência recorrente pode levar ao cancelamento definitivo/);
    expect(locators).toMatch(/Plano Pro libera o chat e as mensagens com as Assessorias/);
    for (const text of privacy) {
      expect(text).toMatch(/2024/);
      expect(text).toMatch(/respondidos em até 48 \(quarenta e oito\) horas úteis/);
    }
  });

  it('use only what LegalMarkdown.tsx reads: paragraphs, ## headings, **bold**, e-mail addresses', async () => {
    for (const id of ['termsLawFirms', 'termsLocators', 'privacyLawCompanies', 'privacyLocators'] as const) {
      const text = await loadLegalText(id);
      // No list, table, quote, code, link syntax, heading of another level, HTML or emphasis with one star.
      expect(text, id).not.toMatch(/^\s*([-*+] |\d+\. |\||>|```|#(?!# )|###)/m);
      expect(text, id).not.toMatch(/\[[^\]]*\]\(|<[a-z/]|https?:\/\/|(?<!\*)\*(?!\*)|_[^_\s]+_/i);
    }
  });

  it('number their clauses, each with an anchor in the contents', async () => {
    for (const id of ['termsLawFirms', 'termsLocators', 'privacyLawCompanies', 'privacyLocators'] as const) {
      const contents = tableOfContents(await loadLegalText(id));
      expect(contents.length, id).toBeGreaterThanOrEqual(8);
      contents.forEach((entry, index) => {
        expect(entry.text, id).toMatch(new RegExp(`^${index + 1}\\. `));
        expect(entry.id).toBe(`clausula-${index + 1}`);
      });
    }
  });
});

describe('/p/termos-de-uso and /p/privacidade', () => {
  it('show the law firms tab first, then the locators tab, with contents linking to the clauses', async () => {
    const user = userEvent.setup();
    renderScreen(<TermsPage />, { path: '/p/termos-de-uso' });
    expect(screen.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Assessorias Jurídicas', 'Localizadores']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText(/Termos de Uso — Assessorias Jurídicas/)).toBeVisible();
    const contents = within(panel).getByRole('navigation', { name: 'Sumário' });
    const link = within(contents).getByRole('link', { name: /^6\. Obrigações da Assessoria/ });
    expect(link).toHaveAttribute('href', '#clausula-6');
    expect(document.getElementById('clausula-6')).toHaveTextContent('6. Obrigações da Assessoria');
    await user.click(tabs[1]);
    expect(await within(screen.getByRole('tabpanel')).findByText(/Termos de Uso — Localizadores/)).toBeVisible();
    expect(document.getElementById('clausula-5')).toHaveTextContent(/pagamentos, renovação/);
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeVisible();
  });

  it('privacy: law companies and locators', async () => {
    renderScreen(<PrivacyPage />, { path: '/p/privacidade' });
    expect(screen.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Assessorias Jurídicas',
      'Localizadores',
    ]);
    expect(await screen.findByText(/Política de Privacidade — Assessorias Jurídicas/)).toBeVisible();
  });

  it('name the operator, the support e-mail and the encarregado from the configuration (LGPD art. 41)', async () => {
    for (const id of ['termsLawFirms', 'termsLocators', 'privacyLawCompanies', 'privacyLocators'] as const) {
      const text = await loadLegalText(id);
      for (const key of ['name', 'cnpj', 'address', 'supportEmail'])
        expect(text, `${id} ${key}`).toContain(`{{${key}}}`);
      if (id.startsWith('privacy'))
        for (const key of ['dpoName', 'dpoEmail']) expect(text, `${id} ${key}`).toContain(`{{${key}}}`);
    }
    renderScreen(<PrivacyPage />, { path: '/p/privacidade' });
    const panel = await screen.findByRole('tabpanel');
    expect(
      await within(panel).findByText(
        new RegExp(
          `operada por ${TEST_OPERATOR.name}, inscrita no CNPJ sob o nº ${TEST_OPERATOR.cnpj.replace(/[./]/g, '\\$&')}`,
        ),
      ),
    ).toBeVisible();
    expect(panel).toHaveTextContent(`${TEST_OPERATOR.dpoName}, pelo e-mail ${TEST_OPERATOR.dpoEmail}`);
    // The addresses are links (LegalMarkdown.tsx's, as remark-gfm's autolinks were).
    expect(within(panel).getAllByRole('link', { name: TEST_OPERATOR.dpoEmail })[0]).toHaveAttribute(
      'href',
      `mailto:${TEST_OPERATOR.dpoEmail}`,
    );
    expect(panel).not.toHaveTextContent('{{');
  });

  it('the public footer names the operator, the support channel and the encarregado', async () => {
    renderScreen(
      <PublicLayout>
        <p>conteúdo</p>
      </PublicLayout>,
      { path: '/p/cadastro' },
    );
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent(
      `Recupera é operada por ${TEST_OPERATOR.name}, CNPJ ${TEST_OPERATOR.cnpj}, ${TEST_OPERATOR.address}.`,
    );
    expect(within(footer).getByRole('link', { name: TEST_OPERATOR.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${TEST_OPERATOR.supportEmail}`,
    );
    expect(footer).toHaveTextContent(
      `Encarregado pelo tratamento de dados pessoais (LGPD): ${TEST_OPERATOR.dpoName}, ${TEST_OPERATOR.dpoEmail}`,
    );
  });
});
