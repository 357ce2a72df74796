import { describe, expect, it } from 'vitest';
import * as S from '../../src/domain/statuses';

// Every enum must have exactly one label per value, so a new value cannot ship unlabelled.
const pairs: [string, readonly (string | number)[], Record<string | number, string>][] = [
  ['CASE_STATUSES', S.CASE_STATUSES, S.CASE_STATUS_LABELS],
  ['CASE_CLOSED_BY', S.CASE_CLOSED_BY, S.CASE_CLOSED_BY_LABELS],
  ['CASE_TABS', S.CASE_TABS, S.CASE_TAB_LABELS],
  ['TRACKER_REQUEST_STATUSES', S.TRACKER_REQUEST_STATUSES, S.TRACKER_REQUEST_STATUS_LABELS],
  ['SEIZURE_REPORT_STATUSES', S.SEIZURE_REPORT_STATUSES, S.SEIZURE_REPORT_STATUS_LABELS],
  ['LAW_COMPANY_STATUSES', S.LAW_COMPANY_STATUSES, S.LAW_COMPANY_STATUS_LABELS],
  ['IMPORT_STATUSES', S.IMPORT_STATUSES, S.IMPORT_STATUS_LABELS],
  ['IMPORT_CHANGE_TYPES', S.IMPORT_CHANGE_TYPES, S.IMPORT_CHANGE_TYPE_LABELS],
  ['IMPORT_CATEGORY_STRATEGIES', S.IMPORT_CATEGORY_STRATEGIES, S.IMPORT_CATEGORY_STRATEGY_LABELS],
  ['CHAT_STATUSES', S.CHAT_STATUSES, S.CHAT_STATUS_LABELS],
  ['CHAT_FILTER_TYPES', S.CHAT_FILTER_TYPES, S.CHAT_FILTER_TYPE_LABELS],
  ['NOTIFICATION_KINDS', S.NOTIFICATION_KINDS, S.NOTIFICATION_KIND_LABELS],
  ['TRANSFER_STATUSES', S.TRANSFER_STATUSES, S.TRANSFER_STATUS_LABELS],
  ['TRANSFER_TYPES', S.TRANSFER_TYPES, S.TRANSFER_TYPE_LABELS],
  ['PIX_TYPES', S.PIX_TYPES, S.PIX_TYPE_LABELS],
  ['VERIFICATION_STATUSES', S.VERIFICATION_STATUSES, S.VERIFICATION_STATUS_LABELS],
  ['VERIFICATION_DOCUMENT_TYPES', S.VERIFICATION_DOCUMENT_TYPES, S.VERIFICATION_DOCUMENT_TYPE_LABELS],
  ['VERIFICATION_DOCUMENT_STATUSES', S.VERIFICATION_DOCUMENT_STATUSES, S.VERIFICATION_DOCUMENT_STATUS_LABELS],
  ['USER_STATUSES', S.USER_STATUSES, S.USER_STATUS_LABELS],
  ['PLAN_TYPES', S.PLAN_TYPES, S.PLAN_TYPE_LABELS],
  ['PLAN_METHODS', S.PLAN_METHODS, S.PLAN_METHOD_LABELS],
  ['SUBSCRIPTION_STATUSES', S.SUBSCRIPTION_STATUSES, S.SUBSCRIPTION_STATUS_LABELS],
  ['SUBSCRIPTION_FILTERS', S.SUBSCRIPTION_FILTERS, S.SUBSCRIPTION_FILTER_LABELS],
  ['APP_USER_TYPES', S.APP_USER_TYPES, S.APP_USER_TYPE_LABELS],
  ['EXPERIENCE_SCORES', S.EXPERIENCE_SCORES, S.EXPERIENCE_SCORE_LABELS],
  ['EMAIL_CODE_PURPOSES', S.EMAIL_CODE_PURPOSES, S.EMAIL_CODE_PURPOSE_LABELS],
  ['PURCHASE_STATUSES', S.PURCHASE_STATUSES, S.PURCHASE_STATUS_LABELS],
];

describe('every enum has a non-empty label per value, and nothing else', () => {
  it.each(pairs)('%s', (_name, values, labels) => {
    expect(new Set(values).size).toBe(values.length);
    expect(Object.keys(labels).sort()).toEqual(values.map(String).sort());
    for (const value of values) expect(labels[value]?.trim()).toBeTruthy();
  });
});

describe('the spec values', () => {
  it('lists the values of both specs', () => {
    expect(S.CASE_STATUSES).toEqual([
      'draft',
      'readyAndOpenedForTrackers',
      'readyAndClosedForTrackers',
      'completedSized',
      'completedNotSized',
      'archived',
    ]);
    expect(S.CASE_CLOSED_BY).toEqual(['manual', 'report', 'import']);
    expect(S.IMPORT_STATUSES).toEqual([
      'processing',
      'abandoned',
      'completed',
      'cancelled',
      'closing',
      'closingFailed',
    ]);
    expect(S.IMPORT_CHANGE_TYPES).toEqual(['created', 'updated', 'closed']);
    expect(S.VERIFICATION_STATUSES).toEqual(['incompleted', 'abandoned', 'pending', 'approved', 'reproved', 'blocked']);
    expect(S.VERIFICATION_DOCUMENT_TYPES).toEqual(['frontDocument', 'backDocument', 'selfie']);
    expect(S.VERIFICATION_DOCUMENT_STATUSES).toEqual(['pending', 'approved', 'reproved']);
    expect(S.USER_STATUSES).toEqual(['pending', 'active', 'blocked']);
    expect(S.PLAN_TYPES).toEqual(['scanner', 'pro']);
    expect(S.PLAN_METHODS).toEqual(['manual', 'campaign', 'web', 'appStore', 'playStore']);
    expect(S.SUBSCRIPTION_STATUSES).toEqual(['active', 'paused', 'expired', 'cancelled']);
    expect(S.SUBSCRIPTION_FILTERS).toEqual(['active', 'paused', 'cancelled', 'refunded']);
    expect(S.EMAIL_CODE_PURPOSES).toEqual(['createAccount', 'deleteAccount']);
    expect(S.PURCHASE_STATUSES).toEqual(['started', 'processing', 'success', 'cancelled', 'error']);
    expect(S.TRANSFER_TYPES).toEqual(['pending', 'waiting', 'completed', 'rejected', 'all']);
    expect(S.APP_USER_TYPES).toEqual(['all', 'active', 'inactive', 'manual', 'scanner', 'none', 'non-verified']);
    expect(S.NOTIFICATION_KINDS).toEqual(
      expect.arrayContaining([
        'trackerApproved',
        'trackerReproved',
        'trackerAdded',
        'requestRejected',
        'caseClosed',
        'caseReopened',
        'caseRemoved',
        'reportApproved',
        'reportRejected',
        'chatMessage',
      ]),
    );
  });

  it('uses the spec labels', () => {
    expect(S.CASE_STATUS_LABELS).toMatchObject({
      draft: 'Rascunho',
      completedSized: 'Apreendido',
      completedNotSized: 'Encerrado',
      archived: 'Encerrado',
    });
    expect(S.TRACKER_REQUEST_STATUS_LABELS).toEqual({
      pending: 'Pendente',
      approved: 'Aprovado',
      reproved: 'Reprovado',
      declined: 'Abandonado',
    });
    expect(S.SEIZURE_REPORT_STATUS_LABELS).toEqual({
      draft: 'Rascunho',
      pending: 'Pendente',
      accepted: 'Aprovado',
      rejected: 'Reprovado',
    });
    expect(S.LAW_COMPANY_STATUS_LABELS).toEqual({
      pending: 'Pendente',
      active: 'Ativo',
      blocked: 'Bloqueado',
      reproved: 'Reprovado',
    });
    expect(S.TRANSFER_STATUS_LABELS).toEqual({
      pending: 'Pendente',
      completed: 'Completo',
      rejected: 'Rejeitado',
      cancelled: 'Cancelado',
    });
    expect(S.PIX_TYPE_LABELS).toEqual({
      document: 'Documento',
      email: 'E-mail',
      phone: 'Telefone',
      uniqueKey: 'Chave única',
    });
    expect(S.EXPERIENCE_SCORE_LABELS).toEqual({
      0: 'Estou começando agora',
      10: '1 a 10',
      20: '10 a 20',
      50: '20 a 50',
      60: '50+',
    });
    expect(S.CHAT_STATUS_LABELS).toEqual({
      pending: 'Pendentes',
      my: 'Atribuídos a mim',
      closed: 'Encerrados',
      all: 'Todos',
    });
    expect(S.TRANSFER_TYPE_LABELS.waiting).toBe('Em espera');
    expect(S.APP_USER_TYPE_LABELS).toMatchObject({ none: 'Sem Plano', 'non-verified': 'Não Verificados' });
  });
});

describe('caseStatusLabel', () => {
  it('a ready case is Disponível without approved trackers and Atribuído with any', () => {
    expect(S.caseStatusLabel('readyAndOpenedForTrackers', 0)).toBe('Disponível');
    expect(S.caseStatusLabel('readyAndClosedForTrackers', 0)).toBe('Disponível');
    expect(S.caseStatusLabel('readyAndOpenedForTrackers', 1)).toBe('Atribuído');
    expect(S.caseStatusLabel('readyAndClosedForTrackers', 3)).toBe('Atribuído');
  });

  it('other statuses ignore the tracker count', () => {
    expect(S.caseStatusLabel('draft', 2)).toBe('Rascunho');
    expect(S.caseStatusLabel('completedSized', 2)).toBe('Apreendido');
    expect(S.caseStatusLabel('completedNotSized', 0)).toBe('Encerrado');
    expect(S.caseStatusLabel('archived', 5)).toBe('Encerrado');
  });

  it('isReadyCaseStatus', () => {
    expect(S.isReadyCaseStatus('readyAndClosedForTrackers')).toBe(true);
    expect(S.isReadyCaseStatus('draft')).toBe(false);
  });
});

describe('trackerRequestLabel', () => {
  it('shows Auto. Aprovado for an auto-approved request', () => {
    expect(S.trackerRequestLabel('approved', { autoApprovedAt: '2026-01-01T10:00:00Z' })).toBe('Auto. Aprovado');
    expect(S.trackerRequestLabel('approved', { autoApprovedAt: null })).toBe('Aprovado');
  });

  it('shows Bloqueado when the user is not active', () => {
    expect(S.trackerRequestLabel('approved', { userStatus: 'blocked', autoApprovedAt: new Date() })).toBe('Bloqueado');
    expect(S.trackerRequestLabel('pending', { userStatus: 'active' })).toBe('Pendente');
  });

  it('declined reads Abandonado', () => {
    expect(S.trackerRequestLabel('declined')).toBe('Abandonado');
  });
});

describe('law-company transitions', () => {
  it('allows the spec moves', () => {
    expect(S.canChangeLawCompanyStatus('pending', 'active')).toBe(true);
    expect(S.canChangeLawCompanyStatus('pending', 'reproved')).toBe(true);
    expect(S.canChangeLawCompanyStatus('active', 'blocked')).toBe(true);
    expect(S.canChangeLawCompanyStatus('blocked', 'active')).toBe(true);
  });

  it('refuses every other move', () => {
    expect(S.canChangeLawCompanyStatus('pending', 'blocked')).toBe(false);
    expect(S.canChangeLawCompanyStatus('active', 'reproved')).toBe(false);
    expect(S.canChangeLawCompanyStatus('active', 'pending')).toBe(false);
    expect(S.canChangeLawCompanyStatus('blocked', 'reproved')).toBe(false);
    expect(S.canChangeLawCompanyStatus('reproved', 'active')).toBe(false);
    expect(S.canChangeLawCompanyStatus('active', 'active')).toBe(false);
  });

  it('refuses unknown statuses coming from outside', () => {
    expect(S.canChangeLawCompanyStatus('toString' as S.LawCompanyStatus, 'active')).toBe(false);
    expect(S.canChangeLawCompanyStatus('pending', 'deleted' as S.LawCompanyStatus)).toBe(false);
  });
});

describe('transferStatusLabel', () => {
  it("a pending transfer in the waiting period reads 'Em espera'", () => {
    expect(S.transferStatusLabel('pending', true)).toBe('Em espera');
    expect(S.transferStatusLabel('pending', false)).toBe('Pendente');
    expect(S.transferStatusLabel('completed', true)).toBe('Completo');
    expect(S.TRANSFER_WAITING_LABEL).toBe('Em espera');
  });
});
