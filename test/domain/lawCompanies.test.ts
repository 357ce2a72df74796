import { describe, expect, it } from 'vitest';
import {
  cnpjPrefixOf,
  lawCompanyAccessRefusal,
  lawCompanyActionLabel,
  lawCompanyListQuerySchema,
  lawCompanyReasonRequired,
  lawCompanyStatusChangeSchema,
  lawCompanyTransitionError,
  nextLawCompanyStatuses,
  staleLawCompanyMessage,
} from '../../src/domain/lawCompanies';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';
import { LAW_COMPANY_STATUSES } from '../../src/domain/statuses';

const errorsOf = (input: unknown) => {
  const result = lawCompanyStatusChangeSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('the transitions (spec §4)', () => {
  it('pending → active or reproved; active → blocked; blocked → active; reproved is final', () => {
    expect(nextLawCompanyStatuses('pending')).toEqual(['reproved', 'active']);
    expect(nextLawCompanyStatuses('active')).toEqual(['blocked']);
    expect(nextLawCompanyStatuses('blocked')).toEqual(['active']);
    expect(nextLawCompanyStatuses('reproved')).toEqual([]);
    expect(nextLawCompanyStatuses('toString' as never)).toEqual([]);
  });

  it('every other move is refused with its words', () => {
    for (const from of LAW_COMPANY_STATUSES) {
      for (const to of LAW_COMPANY_STATUSES) {
        const allowed = nextLawCompanyStatuses(from).includes(to);
        expect(lawCompanyTransitionError(from, to) === null, `${from} → ${to}`).toBe(allowed);
      }
    }
    expect(lawCompanyTransitionError('reproved', 'active')).toBe(
      'Não é possível alterar o status de Reprovado para Ativo.',
    );
  });

  it('names each action by its move', () => {
    expect(lawCompanyActionLabel('pending', 'active')).toBe('Aprovar');
    expect(lawCompanyActionLabel('pending', 'reproved')).toBe('Reprovar');
    expect(lawCompanyActionLabel('active', 'blocked')).toBe('Bloquear');
    expect(lawCompanyActionLabel('blocked', 'active')).toBe('Desbloquear');
  });
});

describe('the status change (spec §5)', () => {
  it('needs a reason up to 300 unless activating, and the status the user saw', () => {
    expect(lawCompanyReasonRequired('active')).toBe(false);
    expect(lawCompanyReasonRequired('blocked')).toBe(true);
    expect(errorsOf({ id: 1, status: 'active', expectedStatus: 'pending' })).toEqual({});
    expect(errorsOf({ id: 1, status: 'blocked', expectedStatus: 'active' })).toEqual({ reason: 'Obrigatório' });
    expect(errorsOf({ id: 1, status: 'reproved', expectedStatus: 'pending', reason: '  ' })).toEqual({
      reason: 'Obrigatório',
    });
    expect(errorsOf({ id: 1, status: 'reproved', expectedStatus: 'pending', reason: 'x'.repeat(301) })).toEqual({
      reason: 'Deve ter no máximo 300 caracteres',
    });
    expect(errorsOf({ id: 1, status: 'blocked', reason: 'x' })).toEqual({ expectedStatus: 'Obrigatório' });
    expect(
      lawCompanyStatusChangeSchema.parse({ id: 1, status: 'blocked', expectedStatus: 'active', reason: ' Atraso ' })
        .reason,
    ).toBe('Atraso');
  });

  it('the 409 says who changed it and when', () => {
    expect(staleLawCompanyMessage({ status: 'blocked', by: 'Ana', at: new Date('2026-11-22T17:03:00Z') })).toBe(
      'O status desta assessoria já foi alterado para Bloqueado por Ana em 22/11/2026 14:03. A lista foi atualizada.',
    );
    expect(staleLawCompanyMessage({ status: 'active', by: null, at: new Date('2026-11-22T17:03:00Z') })).toBe(
      'O status desta assessoria já foi alterado para Ativo em 22/11/2026 14:03. A lista foi atualizada.',
    );
  });
});

describe('the list query', () => {
  it('tabs Todos, Pendente, Ativo, Reprovado, Bloqueado; a search term', () => {
    expect(lawCompanyListQuerySchema.parse({})).toMatchObject({ status: 'all', page: 1, perPage: 10, filters: {} });
    expect(lawCompanyListQuerySchema.parse({ status: 'blocked', filters: { term: ' Alfa ' } })).toMatchObject({
      status: 'blocked',
      filters: { term: 'Alfa' },
    });
    expect(lawCompanyListQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });

  it('a term is a CNPJ prefix when it can start one, masked or not, numeric or alphanumeric', () => {
    expect(cnpjPrefixOf('12.345.678/0001')).toBe('123456780001');
    expect(cnpjPrefixOf('12.abc')).toBe('12ABC');
    expect(cnpjPrefixOf('a7k2')).toBe('A7K2');
    expect(cnpjPrefixOf('Alfa')).toBeNull();
    expect(cnpjPrefixOf('Rápida 1')).toBeNull();
    expect(cnpjPrefixOf('1'.repeat(15))).toBeNull();
  });
});

describe('who may use the console', () => {
  it('only an active company; the others are told why', () => {
    expect(lawCompanyAccessRefusal({ status: 'active', statusReason: null })).toBeNull();
    expect(lawCompanyAccessRefusal({ status: 'pending', statusReason: null })).toMatch(/em análise/);
    expect(lawCompanyAccessRefusal({ status: 'reproved', statusReason: 'CNPJ inapto' })).toBe(
      'O cadastro da sua assessoria foi reprovado. Motivo: CNPJ inapto.',
    );
    expect(lawCompanyAccessRefusal({ status: 'blocked', statusReason: null })).toBe(
      'O acesso da sua assessoria está suspenso. Entre em contato com o suporte.',
    );
  });
});
