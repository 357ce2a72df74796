import { describe, expect, it } from 'vitest';
import {
  acceptsTrackerChanges,
  canAddTracker,
  decisionBlock,
  decisionOptions,
  featuresOf,
  requestTags,
  staleRequestMessage,
  tagKind,
  tagLabel,
  trackerListQuerySchema,
  whatsappUrl,
  type RequestingTracker,
} from '../../src/domain/trackers';

const CASE_ADMIN = ['lawCompanyUser', 'lawCompanySeizureRequestAdmin'];
const ready = { status: 'readyAndOpenedForTrackers', closedAt: null } as const;
const user = (status: RequestingTracker['status'] = 'active') => ({
  id: 1,
  name: 'Ana',
  email: 'a@x.br',
  phone: null,
  avatar: null,
  status,
  isPro: false,
});

describe('tracker decisions', () => {
  it('offer approve unless approved and reprove unless reproved, to case admins on ready cases', () => {
    expect(decisionOptions({ status: 'pending' }, ready, CASE_ADMIN)).toEqual({ approve: true, reprove: true });
    expect(decisionOptions({ status: 'approved' }, ready, CASE_ADMIN)).toEqual({ approve: false, reprove: true });
    expect(decisionOptions({ status: 'reproved' }, ready, CASE_ADMIN)).toEqual({ approve: true, reprove: false });
    expect(decisionOptions({ status: 'declined' }, ready, CASE_ADMIN)).toEqual({ approve: false, reprove: false });
    // A law-company admin administers cases too (spec §6).
    expect(decisionOptions({ status: 'pending' }, ready, ['lawCompanyAdmin'])).toEqual({
      approve: true,
      reprove: true,
    });
  });

  it('offer nothing to read-only users and support, nor on cases that are not ready', () => {
    const none = { approve: false, reprove: false };
    expect(decisionOptions({ status: 'pending' }, ready, ['lawCompanyUser'])).toEqual(none);
    expect(decisionOptions({ status: 'pending' }, ready, ['support', 'supportAdmin'])).toEqual(none);
    expect(decisionOptions({ status: 'pending' }, { status: 'draft' }, CASE_ADMIN)).toEqual(none);
    expect(
      decisionOptions({ status: 'pending' }, { status: 'completedSized', closedAt: new Date() }, CASE_ADMIN),
    ).toEqual(none);
    expect(
      decisionOptions({ status: 'pending' }, { status: 'readyAndClosedForTrackers', closedAt: null }, CASE_ADMIN),
    ).toEqual({ approve: true, reprove: true });
    expect(canAddTracker(ready, CASE_ADMIN)).toBe(true);
    expect(canAddTracker(ready, ['lawCompanyUser'])).toBe(false);
    expect(canAddTracker({ status: 'draft' }, CASE_ADMIN)).toBe(false);
  });

  it('say why the server refuses a decision, in the order it checks', () => {
    expect(decisionBlock({ status: 'declined' }, { status: 'completedSized' }, 'approved')).toBe('caseNotReady');
    expect(
      decisionBlock({ status: 'pending' }, { status: 'readyAndOpenedForTrackers', closedAt: new Date() }, 'approved'),
    ).toBe('caseNotReady');
    expect(decisionBlock({ status: 'declined' }, ready, 'approved')).toBe('declined');
    expect(decisionBlock({ status: 'approved' }, ready, 'approved')).toBe('alreadyApproved');
    expect(decisionBlock({ status: 'reproved' }, ready, 'reproved')).toBe('alreadyReproved');
    expect(decisionBlock({ status: 'approved' }, ready, 'reproved')).toBeNull();
    expect(acceptsTrackerChanges({ status: 'readyAndClosedForTrackers' })).toBe(true);
  });

  it("never approve a blocked tracker's request; reproving it stays allowed", () => {
    const blocked = { status: 'pending', user: { status: 'blocked' } } as const;
    expect(decisionBlock(blocked, ready, 'approved')).toBe('trackerBlocked');
    expect(decisionBlock(blocked, ready, 'reproved')).toBeNull();
    expect(decisionOptions(blocked, ready, CASE_ADMIN)).toEqual({ approve: false, reprove: true });
    expect(decisionOptions({ status: 'pending', user: { status: 'active' } }, ready, CASE_ADMIN)).toEqual({
      approve: true,
      reprove: true,
    });
  });

  it('name who decided a request meanwhile, and when (São Paulo time)', () => {
    const at = '2026-11-22T17:03:00.000Z';
    expect(staleRequestMessage({ status: 'reproved', by: 'Fulano', at, autoApproved: false })).toBe(
      'Esta solicitação já foi reprovada por Fulano em 22/11/2026 14:03. A lista foi atualizada.',
    );
    expect(staleRequestMessage({ status: 'approved', by: 'Ana', at, autoApproved: false })).toBe(
      'Esta solicitação já foi aprovada por Ana em 22/11/2026 14:03. A lista foi atualizada.',
    );
    expect(staleRequestMessage({ status: 'approved', by: null, at, autoApproved: true })).toBe(
      'Esta solicitação já foi aprovada automaticamente em 22/11/2026 14:03. A lista foi atualizada.',
    );
    // The caller itself (another tab): 'Você', never its own name.
    expect(staleRequestMessage({ status: 'approved', by: 'Ana', byYou: true, at, autoApproved: false })).toBe(
      'Você já aprovou esta solicitação em 22/11/2026 14:03, em outra aba ou janela. A lista foi atualizada.',
    );
    expect(staleRequestMessage({ status: 'declined', by: null, at, autoApproved: false })).toBe(
      'O localizador abandonou esta solicitação em 22/11/2026 14:03. A lista foi atualizada.',
    );
  });
});

describe('tracker tags', () => {
  it("show a blocked tracker's status and the block side by side", () => {
    expect(requestTags({ status: 'pending', autoApprovedAt: null, user: user('blocked') }).map((t) => t.label)).toEqual(
      ['Pendente', 'Bloqueado'],
    );
    expect(requestTags({ status: 'approved', autoApprovedAt: new Date(), user: user() }).map((t) => t.kind)).toEqual([
      'autoApproved',
    ]);
    expect(requestTags({ status: 'reproved', autoApprovedAt: null, user: user() }).map((t) => t.label)).toEqual([
      'Reprovado',
    ]);
  });

  it("tag a blocked user 'Bloqueado' first, then a job's approval 'Auto. Aprovado', then the status", () => {
    const auto = new Date('2025-03-12T12:00:00Z');
    expect(tagLabel({ status: 'approved', autoApprovedAt: auto, user: user('blocked') })).toBe('Bloqueado');
    expect(tagKind({ status: 'pending', autoApprovedAt: null, user: user('pending') })).toBe('blocked');
    expect(tagKind({ status: 'approved', autoApprovedAt: auto, user: user() })).toBe('autoApproved');
    expect(tagKind({ status: 'reproved', autoApprovedAt: auto, user: user() })).toBe('reproved');
    expect(tagLabel({ status: 'approved', autoApprovedAt: auto, user: user() })).toBe('Auto. Aprovado');
    expect(tagLabel({ status: 'approved', autoApprovedAt: null, user: user() })).toBe('Aprovado');
    expect(tagLabel({ status: 'declined', autoApprovedAt: null, user: user() })).toBe('Abandonado');
    expect(tagLabel({ status: 'reproved', autoApprovedAt: null, user: user() })).toBe('Reprovado');
    expect(tagLabel({ status: 'pending', autoApprovedAt: null, user: user() })).toBe('Pendente');
  });

  it('link WhatsApp with the country code 55, once', () => {
    expect(whatsappUrl('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(whatsappUrl('1134567890')).toBe('https://wa.me/551134567890');
    expect(whatsappUrl('5511987654321')).toBe('https://wa.me/5511987654321');
    expect(whatsappUrl('123')).toBeNull();
    expect(whatsappUrl(null)).toBeNull();
  });

  it("list a request's features in the filters' order", () => {
    expect(featuresOf({ hasFound: false, hasScanner: true, hasPhotos: true, canEmitReceipt: true })).toEqual([
      'hasScanner',
      'hasPhotos',
      'canEmitReceipt',
    ]);
  });
});

describe('the tracker list query', () => {
  it("leaves the sort to the tab unless asked, and shares the other lists' paging limits", () => {
    // The direction is the tab's too (TRACKER_TAB_DIRECTION: 'Próximas 24hs' soonest first).
    expect(trackerListQuerySchema.parse({ status: 'pending' })).toEqual({
      page: 1,
      perPage: 10,
      status: 'pending',
      filters: {},
    });
    expect(trackerListQuerySchema.parse({ sortField: 'updatedAt' }).sortField).toBe('updatedAt');
    expect(trackerListQuerySchema.safeParse({ perPage: 101 }).success).toBe(false);
    expect(trackerListQuerySchema.parse({ filters: { hasFeature: 'hasFound' } }).filters.hasFeature).toEqual([
      'hasFound',
    ]);
  });
});
