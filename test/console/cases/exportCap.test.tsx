import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useScreenTestSetup } from '../../support/renderScreen';
import { answerCaseList, buildCase } from './builders';
import { renderCaseList } from './screens';

// Issue 24 item 8: the export's cap (CASE_EXPORT_MAX_ROWS, 20.000) is said beside 'Exportar',
// not only in its tooltip; a longer list is told what the file leaves out.

useScreenTestSetup();
beforeEach(() => sessionStorage.clear());

describe("case list: the cap of 'Exportar'", () => {
  it('says the cap beside the button, as its description', async () => {
    answerCaseList([buildCase({ licensePlate: 'ABC1234' })]);
    renderCaseList('casos');
    await screen.findByText('ABC-1234');
    expect(screen.getByText('Até 20.000 casos por arquivo')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Exportar' })).toHaveAccessibleDescription(
      'Até 20.000 casos por arquivo Baixa a lista como está filtrada e ordenada, em .xlsx (até 20.000 casos).',
    );
  });

  it('says how much a list over the cap leaves out', async () => {
    answerCaseList(() => ({ total: 25_300, result: [buildCase({ licensePlate: 'ABC1234' })] }));
    renderCaseList('casos');
    await screen.findByText('ABC-1234');
    expect(screen.getByRole('button', { name: 'Exportar' })).toHaveAccessibleDescription(
      'A lista tem 25.300 casos: o arquivo terá só os primeiros 20.000 Baixa a lista como está filtrada e ordenada, em .xlsx (até 20.000 casos).',
    );
  });
});
