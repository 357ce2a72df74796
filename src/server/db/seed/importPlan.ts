// The spreadsheet imports of the demo, decided up front: the cases they created get their dates,
// and the cases they archived point back at them.
import type { ImportStatus } from '../../../domain/statuses';
import type { SeededCompany, Staff } from './context';
import { MINUTE, addMs } from './random';

export interface PlannedImport {
  index: number;
  companyId: number;
  starterId: number;
  filename: string;
  status: ImportStatus;
  closeOthers: boolean;
  /** Archived the open cases missing from the file (closeOthers, completed, clean). */
  closes: boolean;
  at: Date;
  /** Cases it created, existing cases it updated, lines that failed, lines with invalid fields. */
  created: number;
  updated: number;
  errors: number;
  invalid: number;
  /** Lines of the file, when it stopped before the end. */
  total?: number;
}

interface Spec extends Omit<PlannedImport, 'index' | 'companyId' | 'starterId' | 'at' | 'closes'> {
  company: 'alfa' | 'beta';
  minutesAgo: number;
}

const D = 24 * 60;
// Every import is finished (issue 13): one left 'processing' or 'closing' would be flipped by the
// import job (abandoned, closingFailed) minutes after the server starts. closeOthers archives only
// after a clean import (no error row, no invalid row), as services/imports/run.ts finishImport.
const SPECS: readonly Spec[] = [
  {
    company: 'beta',
    filename: 'beta-carteira-inicial.xlsx',
    minutesAgo: 500 * D,
    status: 'completed',
    closeOthers: false,
    created: 80,
    updated: 0,
    errors: 4,
    invalid: 2,
  },
  {
    company: 'alfa',
    filename: 'carteira-banco-itau.xlsx',
    minutesAgo: 470 * D,
    status: 'completed',
    closeOthers: false,
    created: 60,
    updated: 0,
    errors: 3,
    invalid: 2,
  },
  {
    company: 'alfa',
    filename: 'carteira-santander-lote-1.xlsx',
    minutesAgo: 390 * D,
    status: 'completed',
    closeOthers: true,
    created: 40,
    updated: 30,
    errors: 0,
    invalid: 0,
  },
  // A clean file whose archive failed: its transaction rolled back, nothing was archived.
  {
    company: 'alfa',
    filename: 'carteira-bv-financeira.xlsx',
    minutesAgo: 300 * D,
    status: 'closingFailed',
    closeOthers: true,
    created: 25,
    updated: 20,
    errors: 0,
    invalid: 0,
  },
  {
    company: 'beta',
    filename: 'beta-atualizacao-trimestral.xlsx',
    minutesAgo: 250 * D,
    status: 'completed',
    closeOthers: true,
    created: 30,
    updated: 40,
    errors: 0,
    invalid: 0,
  },
  {
    company: 'alfa',
    filename: 'atualizacao-semanal-alfa.xlsx',
    minutesAgo: 200 * D,
    status: 'completed',
    closeOthers: true,
    created: 30,
    updated: 40,
    errors: 0,
    invalid: 0,
  },
  {
    company: 'alfa',
    filename: 'carteira-bradesco-lote-2.xlsx',
    minutesAgo: 120 * D,
    status: 'cancelled',
    closeOthers: true,
    created: 10,
    updated: 5,
    errors: 1,
    invalid: 0,
    total: 150,
  },
  {
    company: 'alfa',
    filename: 'planilha-teste.xlsx',
    minutesAgo: 90 * D,
    status: 'abandoned',
    closeOthers: false,
    created: 4,
    updated: 0,
    errors: 0,
    invalid: 0,
    total: 80,
  },
  {
    company: 'beta',
    filename: 'beta-lote-omni.xlsx',
    minutesAgo: 60 * D,
    status: 'cancelled',
    closeOthers: false,
    created: 6,
    updated: 2,
    errors: 0,
    invalid: 0,
    total: 90,
  },
  {
    company: 'beta',
    filename: 'beta-atualizacao-mensal.xlsx',
    minutesAgo: 15 * D,
    status: 'completed',
    closeOthers: true,
    created: 12,
    updated: 30,
    errors: 0,
    invalid: 0,
  },
  // This month's update, its archive finished a minute before the seed; a wrong file cancelled just now.
  {
    company: 'alfa',
    filename: 'atualizacao-mensal-alfa.xlsx',
    minutesAgo: 40,
    status: 'completed',
    closeOthers: true,
    created: 8,
    updated: 25,
    errors: 0,
    invalid: 0,
  },
  {
    company: 'alfa',
    filename: 'carteira-banco-pan.xlsx',
    minutesAgo: 3,
    status: 'cancelled',
    closeOthers: false,
    created: 5,
    updated: 6,
    errors: 1,
    invalid: 0,
    total: 200,
  },
  // Last in the list though not in time (the cases above keep their dates and ids): closeOthers
  // asked, but rows with errors and invalid fields leave the open cases alone; completed only.
  {
    company: 'alfa',
    filename: 'atualizacao-quinzenal-alfa.xlsx',
    minutesAgo: 20 * D,
    status: 'completed',
    closeOthers: true,
    created: 0,
    updated: 35,
    errors: 2,
    invalid: 3,
  },
];

export function planImports(now: Date, companies: SeededCompany[], staff: Staff): PlannedImport[] {
  return SPECS.map(({ company, minutesAgo, ...spec }, index) => {
    const owner = companies.find((c) => c.key === company)!;
    return {
      ...spec,
      index,
      companyId: owner.id,
      starterId: company === 'alfa' ? staff.alfaCases : staff.betaAdmin,
      at: addMs(now, -minutesAgo * MINUTE - (minutesAgo > D ? ((index * 37) % 480) * MINUTE : 0)),
      closes: spec.closeOthers && spec.status === 'completed' && spec.errors === 0 && spec.invalid === 0,
    };
  });
}
