// The verification decision rules of spec 001 §4 as pure functions (src/domain/appVerifications.ts),
// and the decision payload of §5 and §7.
import { describe, expect, it } from 'vitest';
import {
  availableDecisions,
  canDecideDocuments,
  decisionError,
  documentDecisionError,
  verificationDecisionSchema,
  VERIFICATION_TEXTS,
  type VerificationDocuments,
} from '../../src/domain/appVerifications';
import type { VerificationDocumentStatus, VerificationStatus } from '../../src/domain/statuses';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';

const docs = (
  front: VerificationDocumentStatus | null,
  back: VerificationDocumentStatus | null,
  selfie: VerificationDocumentStatus | null,
): VerificationDocuments => {
  const out: VerificationDocuments = {};
  if (front) out.frontDocument = { path: 'f.jpg', status: front };
  if (back) out.backDocument = { path: 'b.jpg', status: back };
  if (selfie) out.selfie = { path: 's.jpg', status: selfie };
  return out;
};
const v = (
  status: VerificationStatus,
  documents: VerificationDocuments = docs('approved', 'approved', 'approved'),
) => ({ status, documents });

describe('decisions (spec §4)', () => {
  it('no decision while a document of a pending verification is pending, with the tooltip text', () => {
    const seen = v('pending', docs('approved', 'pending', 'approved'));
    expect(availableDecisions(seen)).toEqual([]);
    for (const status of ['approved', 'reproved', 'blocked'] as const)
      expect(decisionError(seen, status)).toBe(VERIFICATION_TEXTS.reviewDocumentsFirst);
  });
  it('pending with every document approved: approve (and block), not Solicitar modificação', () => {
    const seen = v('pending');
    expect(availableDecisions(seen)).toEqual(['approve', 'block']);
    expect(decisionError(seen, 'approved')).toBeNull();
    expect(decisionError(seen, 'reproved')).toBe(VERIFICATION_TEXTS.notNow);
  });
  it('pending, none pending, not all approved: Solicitar modificação (and block), never approve', () => {
    const seen = v('pending', docs('approved', 'reproved', 'approved'));
    expect(availableDecisions(seen)).toEqual(['reprove', 'block']);
    expect(decisionError(seen, 'reproved')).toBeNull();
    expect(decisionError(seen, 'approved')).toBe(VERIFICATION_TEXTS.notNow);
    // A document never sent is not approved either.
    expect(availableDecisions(v('pending', docs('approved', 'approved', null)))).toEqual(['reprove', 'block']);
  });
  it('block unless blocked; unblock (approved) only when blocked', () => {
    for (const status of ['approved', 'reproved', 'incompleted', 'abandoned'] as const) {
      expect(availableDecisions(v(status)), status).toEqual(['block']);
      expect(decisionError(v(status), 'approved'), status).toBe(VERIFICATION_TEXTS.notNow);
    }
    expect(availableDecisions(null)).toEqual(['block']);
    expect(availableDecisions(v('blocked'))).toEqual(['unblock']);
    expect(decisionError(v('blocked'), 'approved')).toBeNull();
    expect(decisionError(v('blocked'), 'blocked')).toBe(VERIFICATION_TEXTS.notNow);
  });
  it('documents are decided only while the verification is pending', () => {
    expect(canDecideDocuments(v('pending'))).toBe(true);
    for (const status of ['approved', 'reproved', 'blocked', 'incompleted', 'abandoned'] as const) {
      expect(documentDecisionError(v(status)), status).toBe(VERIFICATION_TEXTS.documentsNotPending);
    }
    expect(documentDecisionError(null)).toBe(VERIFICATION_TEXTS.documentsNotPending);
  });
});

describe('decision payload', () => {
  const errors = (input: unknown) => {
    const parsed = verificationDecisionSchema.safeParse(input);
    return parsed.success ? {} : fieldErrors(parsed.error);
  };
  it('documents or a status, not both, not neither', () => {
    expect(errors({ userId: 1, documents: { selfie: { status: 'approved' } } })).toEqual({});
    expect(errors({ userId: 1, status: 'approved' })).toEqual({});
    expect(errors({ userId: 1 }).documents).toBe('Obrigatório');
    expect(errors({ userId: 1, status: 'approved', documents: { selfie: { status: 'approved' } } }).status).toBe(
      'Inválido',
    );
    expect(Object.keys(errors({ userId: 1, documents: { selfie: { status: 'pending' } } }))).not.toEqual([]);
    expect(Object.keys(errors({ userId: 1, documents: { passport: { status: 'approved' } } }))).not.toEqual([]);
  });
  it('reprove and block need a reason of at most 500 characters', () => {
    expect(errors({ userId: 1, status: 'reproved' }).reason).toBe('Obrigatório');
    expect(errors({ userId: 1, status: 'blocked', reason: '   ' }).reason).toBe('Obrigatório');
    expect(errors({ userId: 1, status: 'blocked', reason: 'x'.repeat(501) }).reason).toBe(
      'Deve ter no máximo 500 caracteres',
    );
    expect(errors({ userId: 1, status: 'blocked', reason: 'x'.repeat(500) })).toEqual({});
  });
});
