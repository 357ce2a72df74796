import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES,
  canSendMessages,
  chatClosedReason,
  chatSendSchema,
  chatTabOf,
  isAbandoned,
  isChatDocument,
  isChatImage,
} from '../../src/domain/chat';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';

const errorsOf = (input: unknown) => {
  const result = chatSendSchema.safeParse(input);
  return result.success ? null : fieldErrors(result.error);
};
const base = { userId: 1, seizureRequestId: 2 };

describe('the send schema', () => {
  it('trims the message, keeps 500 characters and refuses 501', () => {
    expect(chatSendSchema.parse({ ...base, message: '  oi  ' })).toMatchObject({
      message: 'oi',
      images: [],
      documents: [],
    });
    expect(errorsOf({ ...base, message: 'x'.repeat(500) })).toBeNull();
    expect(errorsOf({ ...base, message: 'x'.repeat(501) })).toEqual({ message: 'Deve ter no máximo 500 caracteres' });
  });

  it("needs a message, an image or a document: 'Sem dados para enviar'", () => {
    expect(errorsOf({ ...base, message: '  ' })).toEqual({ message: 'Sem dados para enviar' });
    expect(errorsOf({ ...base, images: ['2026/01/a.png'] })).toBeNull();
    expect(errorsOf({ ...base, documents: [{ value: '2026/01/a.pdf', filename: 'a.pdf' }] })).toBeNull();
  });

  it('takes 10 images of an image type and lists the allowed types otherwise', () => {
    const images = Array.from({ length: 11 }, (_, i) => `2026/01/${i}.jpg`);
    expect(errorsOf({ ...base, images: images.slice(0, 10) })).toBeNull();
    expect(errorsOf({ ...base, images })).toEqual({ images: 'Deve ter no máximo 10 itens' });
    expect(errorsOf({ ...base, images: ['2026/01/a.pdf'] })).toEqual({
      'images.0': 'Apenas images [png, jpg, jpeg, gif, webp] são válidas',
    });
    expect(errorsOf({ ...base, images: ['x'.repeat(997) + '.png'] })).toEqual({
      'images.0': 'Deve ter no máximo 1000 caracteres',
    });
  });

  it('takes 5 documents of the allowed types with filenames up to 250 characters', () => {
    const doc = (i: number, filename = `doc-${i}.pdf`) => ({ value: `2026/01/${i}.pdf`, filename });
    expect(errorsOf({ ...base, documents: [0, 1, 2, 3, 4].map((i) => doc(i)) })).toBeNull();
    expect(errorsOf({ ...base, documents: [0, 1, 2, 3, 4, 5].map((i) => doc(i)) })).toEqual({
      documents: 'Deve ter no máximo 5 itens',
    });
    expect(errorsOf({ ...base, documents: [doc(0, `${'a'.repeat(247)}.pdf`)] })).toEqual({
      'documents.0.filename': 'Deve ter no máximo 250 caracteres',
    });
    expect(errorsOf({ ...base, documents: [doc(0, 'planilha.exe')] })).toEqual({
      'documents.0.filename': CHAT_MESSAGES.documentType,
    });
  });

  it('requires the conversation ids', () => {
    expect(errorsOf({ message: 'oi' })).toEqual({ userId: 'Obrigatório', seizureRequestId: 'Obrigatório' });
  });

  it('recognises extensions whatever their case', () => {
    expect(isChatImage('FOTO.JPEG')).toBe(true);
    expect(isChatImage('a.pdf')).toBe(false);
    expect(isChatDocument('a.XLSX')).toBe(true);
    expect(isChatDocument('a.exe')).toBe(false);
  });
});

describe('the chat rules', () => {
  const ready = { caseStatus: 'readyAndOpenedForTrackers' as const, caseClosedAt: null, trackerApproved: true };
  it('closes a chat whose case ended, or whose tracker lost his approved request', () => {
    expect(chatClosedReason(ready)).toBeNull();
    expect(chatClosedReason({ ...ready, caseClosedAt: new Date() })).toBe('caseEnded');
    expect(chatClosedReason({ ...ready, caseStatus: 'completedSized' })).toBe('caseEnded');
    expect(chatClosedReason({ ...ready, caseStatus: 'draft' })).toBe('caseEnded');
    expect(chatClosedReason({ ...ready, caseDeleted: true })).toBe('caseEnded');
    expect(chatClosedReason({ ...ready, trackerApproved: false })).toBe('noAccess');
  });

  it('abandons an open chat waiting over 3 days', () => {
    const now = new Date('2026-03-04T12:00:00Z');
    expect(isAbandoned({ closed: false, waitingSince: '2026-03-01T12:00:00Z' }, now)).toBe(false);
    expect(isAbandoned({ closed: false, waitingSince: '2026-03-01T11:59:00Z' }, now)).toBe(true);
    expect(isAbandoned({ closed: true, waitingSince: '2026-02-01T00:00:00Z' }, now)).toBe(false);
    expect(isAbandoned({ closed: false, waitingSince: null }, now)).toBe(false);
  });

  it('puts a chat in its tabs for a user', () => {
    expect(chatTabOf({ closed: true, lastAttendantId: 7, waitingSince: null }, 7)).toEqual(['closed', 'all']);
    expect(chatTabOf({ closed: false, lastAttendantId: 7, waitingSince: new Date() }, 7)).toEqual(['my', 'all']);
    expect(chatTabOf({ closed: false, lastAttendantId: 8, waitingSince: new Date() }, 7)).toEqual(['pending', 'all']);
    expect(chatTabOf({ closed: false, lastAttendantId: null, waitingSince: null }, 7)).toEqual(['all']);
  });

  it('lets law-company users send on open chats, never support', () => {
    expect(canSendMessages(['lawCompanyUser'], { closed: false })).toBe(true);
    expect(canSendMessages(['lawCompanyAdmin'], { closed: false })).toBe(true);
    expect(canSendMessages(['lawCompanyUser'], { closed: true })).toBe(false);
    expect(canSendMessages(['support'], { closed: false })).toBe(false);
    expect(canSendMessages(['supportAdmin', 'support'], { closed: false })).toBe(false);
  });
});
