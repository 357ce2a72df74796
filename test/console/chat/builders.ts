import type { Chat, ChatMessage } from '../../../src/domain/chat';
import type { Json } from '../../../src/domain/wire';

export function buildChat(overrides: Partial<Json<Chat>> = {}): Json<Chat> {
  return {
    id: 1,
    user: { id: 501, name: 'Marcos Localizador', email: 'marcos@exemplo.com.br', phone: null, avatar: null },
    seizureRequest: {
      id: 12,
      licensePlate: 'ABC1D23',
      chassi: null,
      model: 'Onix',
      status: 'readyAndOpenedForTrackers',
    },
    lawCompany: { id: 1, name: 'Alfa' },
    closed: false,
    abandoned: false,
    unread: true,
    unreadCount: 2,
    isCurrentAttendant: false,
    lastAttendantId: null,
    lastAttendantName: null,
    lastSentAt: '2026-03-10T13:45:00.000Z',
    attendantLastViewAt: null,
    waitingSince: '2026-03-10T13:45:00.000Z',
    lastMessage: 'Estou no local agora, aguardo orientação.',
    ...overrides,
  };
}

export function buildMessage(overrides: Partial<Json<ChatMessage>> = {}): Json<ChatMessage> {
  return {
    id: 1,
    senderId: 501,
    senderName: 'Marcos Localizador',
    fromTracker: true,
    message: 'Estou no local agora, aguardo orientação.',
    images: [],
    documents: [],
    createdAt: '2026-03-10T13:45:00.000Z',
    viewAt: null,
    ...overrides,
  };
}
