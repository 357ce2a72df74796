// The chat area's contract (spec 000 §2 "Mensagens", §3 chat and chat message, §4 "Chat", §5
// "Chat message", §6, §7 "Chat", §9; docs/chat.md): the records the API answers, the list query,
// the send schema both the composer and the server validate with, and the chat's rules.
//
// Dates are `Date` (see ./wire.ts); raw JSON readers use `Json<T>`.
import { z } from 'zod';
import { filtersOf, listQuerySchema, queryInt, tabField } from './listQuery';
import { isClosedCase } from './cases';
import { hasPermission, ROLE_RULES } from './roles';
import { idField, INVALID, maxItems, maxLength, NOTHING_TO_SEND } from './schemas/messages';
import {
  CHAT_FILTER_TYPES,
  CHAT_STATUSES,
  isReadyCaseStatus,
  type CaseStatus,
  type ChatFilterType,
  type ChatStatus,
} from './statuses';
import type { Page } from './wire';
import { FILE_NAME_REFUSED, isAcceptableFileName } from './uploads';
import { ruled } from './schemas/documented';

export { CHAT_FILTER_TYPES, CHAT_FILTER_TYPE_LABELS, CHAT_STATUSES, CHAT_STATUS_LABELS } from './statuses';
export type { ChatFilterType, ChatStatus } from './statuses';

// ---- Wire records ---------------------------------------------------------------------------

export interface ChatImage {
  id: number;
  /** The stored file's path, opened with GET /content/<path>?token=… */
  value: string;
}

export interface ChatDocument extends ChatImage {
  filename: string;
}

/** The tracker a conversation is with. */
export interface ChatUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  avatar: string | null;
}

/** A row of GET /admin/chat (spec §3 "Chat"), and GET /admin/chat/info/{seizureRequestId}/{userId}. */
export interface Chat {
  id: number;
  user: ChatUser;
  seizureRequest: {
    id: number;
    licensePlate: string | null;
    chassi: string | null;
    model: string | null;
    status: CaseStatus;
  };
  /** Whose case it is (support's list spans every company). */
  lawCompany: { id: number; name: string };
  /** No new message may be sent: the case ended or the tracker lost his approved request. */
  closed: boolean;
  /** The tracker has waited over ABANDONED_DAYS for an answer. */
  abandoned: boolean;
  /** The law company has not read the tracker's last messages. */
  unread: boolean;
  unreadCount: number;
  /** The caller is the chat's current attendant (the last of the company who sent). */
  isCurrentAttendant: boolean;
  lastAttendantId: number | null;
  lastAttendantName: string | null;
  lastSentAt: Date | null;
  attendantLastViewAt: Date | null;
  /** The first tracker message the company has not answered yet (null: nothing is waiting). */
  waitingSince: Date | null;
  /** The conversation's last message, for the list's preview. */
  lastMessage: string | null;
}

/** One message (spec §3 "Chat message"). */
export interface ChatMessage {
  id: number;
  senderId: number;
  senderName: string;
  /** The message was sent by the tracker (the other side of the conversation). */
  fromTracker: boolean;
  message: string | null;
  images: ChatImage[];
  documents: ChatDocument[];
  createdAt: Date;
  viewAt: Date | null;
}

/** GET /admin/chat/info/…/ping: when the tracker last wrote (polled every 3 s). */
export interface ChatPing {
  userLastSentAt: Date | null;
}

/** GET /admin/chat/count, /count/my, /count/not-my. */
export interface ChatCount {
  total: number;
}

// ---- Constants ------------------------------------------------------------------------------

/** Spec §4, §9: a tracker unanswered for more than this is abandoned. */
export const ABANDONED_DAYS = 3;
const DAY_MS = 86_400_000;
export const MAX_MESSAGE_LENGTH = 500;
export const MAX_IMAGES = 10;
/** The schema's limit (spec §5); the composer offers COMPOSER_MAX_DOCUMENTS. */
export const MAX_DOCUMENTS = 5;
export const COMPOSER_MAX_DOCUMENTS = 3;
export const MAX_FILE_VALUE_LENGTH = 1000;
export const MAX_FILENAME_LENGTH = 250;
/** The most messages one page may hold (the list queries' limit). */
export const MAX_PER_PAGE_MESSAGES = 100;
/** The conversation's first page of messages, and each 'older' step (the console's). */
export const CHAT_MESSAGES_PAGE = 30;
/** Spec §9: images are compressed to this before upload. */
export const IMAGE_MAX_BYTES = 1024 * 1024;
export const IMAGE_MAX_SIDE = 1024;
/**
 * Polling (spec §7, §9). The Mensagens menu badge polls every 30 s like every other badge
 * (BADGE_POLICY, console/layout/useBadgeCounts.ts).
 */
export const CHAT_POLL_MS = 5_000;
export const CHAT_PING_MS = 3_000;

/** Image extensions a message may carry: the image types the upload accepts (docs/chat.md). */
export const CHAT_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp'] as const;
/** Document extensions: every type the upload accepts (PDF, spreadsheets, pictures). */
export const CHAT_DOCUMENT_EXTENSIONS = ['pdf', 'xlsx', 'png', 'jpg', 'jpeg', 'gif', 'webp'] as const;

export const CHAT_MESSAGES = {
  onlyImages: `Apenas images [${CHAT_IMAGE_EXTENSIONS.join(', ')}] são válidas`,
  documentType: `Apenas documentos [${CHAT_DOCUMENT_EXTENSIONS.join(', ')}] são válidos`,
  nothingToSend: NOTHING_TO_SEND,
  support: 'Não é possível enviar novas mensagens como suporte',
  caseEnded: 'Não é possível enviar mensagens: o caso foi encerrado.',
  noAccess: 'Não é possível enviar mensagens: o localizador não tem mais acesso ao caso.',
  fileNotOurs: 'Arquivo não encontrado entre os envios da sua assessoria',
  selectChat: 'Selecione uma conversa',
  noMessages: 'Nenhuma mensagem foi enviada ainda.',
} as const;

const extensionOf = (name: string) => /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
export const isChatImage = (name: string) => (CHAT_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(name));
export const isChatDocument = (name: string) =>
  (CHAT_DOCUMENT_EXTENSIONS as readonly string[]).includes(extensionOf(name));

// ---- Send schema ----------------------------------------------------------------------------

const fileValue = z
  .string({ error: INVALID })
  .trim()
  .min(1, INVALID)
  .max(MAX_FILE_VALUE_LENGTH, maxLength(MAX_FILE_VALUE_LENGTH));

/** POST /admin/chat/send; the composer validates with the same schema. */
export const chatSendSchema = z
  .object({
    userId: idField(),
    seizureRequestId: idField(),
    message: z
      .string({ error: INVALID })
      .trim()
      .max(MAX_MESSAGE_LENGTH, maxLength(MAX_MESSAGE_LENGTH))
      .nullish()
      .transform((v) => v || null),
    images: z
      .array(
        ruled(
          fileValue.refine(isChatImage, CHAT_MESSAGES.onlyImages),
          'Um arquivo enviado (POST /content/upload) com extensão de imagem: png, jpg, jpeg, gif ou webp.',
        ),
        { error: INVALID },
      )
      .max(MAX_IMAGES, maxItems(MAX_IMAGES))
      .nullish()
      .transform((v) => v ?? []),
    documents: z
      .array(
        z
          .object(
            {
              value: fileValue,
              filename: z
                .string({ error: INVALID })
                .trim()
                .min(1, INVALID)
                .max(MAX_FILENAME_LENGTH, maxLength(MAX_FILENAME_LENGTH))
                .refine(isAcceptableFileName, FILE_NAME_REFUSED),
            },
            { error: INVALID },
          )
          .refine((d) => isChatDocument(d.value) && isChatDocument(d.filename), {
            error: CHAT_MESSAGES.documentType,
            path: ['filename'],
          })
          .meta({ 'x-rule': 'O arquivo e o nome com extensão de documento: pdf, xlsx, png, jpg, jpeg, gif ou webp.' }),
        { error: INVALID },
      )
      .max(MAX_DOCUMENTS, maxItems(MAX_DOCUMENTS))
      .nullish()
      .transform((v) => v ?? []),
  })
  .refine((s) => !!s.message || s.images.length > 0 || s.documents.length > 0, {
    error: NOTHING_TO_SEND,
    path: ['message'],
  })
  .meta({ 'x-rule': 'Uma mensagem, uma imagem ou um documento, ao menos.' });
export type ChatSendInput = z.input<typeof chatSendSchema>;
export type ChatSend = z.output<typeof chatSendSchema>;

// ---- List queries ---------------------------------------------------------------------------

/** GET /admin/chat: the tab (`status`) and filters[type]. Newest conversation first. */
export const chatListQuerySchema = listQuerySchema({
  status: tabField(CHAT_STATUSES, 'pending'),
  filters: filtersOf({
    type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(CHAT_FILTER_TYPES, { error: INVALID }).optional()),
  }),
});
export type ChatListQuery = z.output<typeof chatListQuerySchema>;

/** The query the console sends (qs encodes `filters` with brackets). */
export interface ChatListParams {
  status: ChatStatus;
  page: number;
  perPage: number;
  filters?: { type?: ChatFilterType };
}

/** GET /admin/chat/{seizureRequestId}/{userId}: page 1 is the newest messages. */
export const chatMessagesQuerySchema = listQuerySchema({});

/**
 * GET /admin/chat/poll: what /mensagens polls every CHAT_POLL_MS, in one call and under one ETag
 * (docs/chat.md "Polling"): the list's query, plus the open conversation (`open=<seizureRequestId>/
 * <userId>`) and how many of its newest messages the screen shows.
 */
export const chatPollQuerySchema = chatListQuerySchema.extend({
  open: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string({ error: INVALID })
      .regex(/^\d{1,10}\/\d{1,10}$/, INVALID)
      .optional(),
  ),
  messagesPerPage: queryInt(1, MAX_PER_PAGE_MESSAGES, CHAT_MESSAGES_PAGE),
});
export type ChatPollQuery = z.output<typeof chatPollQuerySchema>;

/** The console's side of GET /admin/chat/poll (qs encodes `filters` with brackets). */
export interface ChatPollParams extends ChatListParams {
  open?: string;
  messagesPerPage?: number;
}

/** GET /admin/chat/poll's answer: one body for the list, the tabs' counts and the open conversation. */
export interface ChatPoll {
  /** GET /admin/chat's page. */
  list: Page<Chat>;
  /** The tabs' counts: 'Pendentes' (count/not-my) and 'Atribuídos a mim' (count/my). */
  counts: { pending: number; my: number };
  /**
   * The open conversation (info, and its newest messages as GET /admin/chat/{…} pages them);
   * null when the routes would answer 404 (removed, another company's); absent when none is open.
   */
  open?: { info: Chat; messages: Page<ChatMessage> } | null;
}

// ---- Rules ----------------------------------------------------------------------------------

/** Why a chat refuses new messages, or null when it is open (spec §4 "Closed when…"). */
export type ChatClosedReason = 'caseEnded' | 'noAccess';

export function chatClosedReason(state: {
  caseStatus: CaseStatus;
  caseClosedAt?: Date | string | null;
  caseDeleted?: boolean;
  trackerApproved: boolean;
}): ChatClosedReason | null {
  const c = { status: state.caseStatus, closedAt: state.caseClosedAt };
  if (state.caseDeleted || isClosedCase(c) || !isReadyCaseStatus(c.status)) return 'caseEnded';
  if (!state.trackerApproved) return 'noAccess';
  return null;
}

/** Abandoned: an open chat whose tracker has waited for an answer for more than ABANDONED_DAYS. */
export function isAbandoned(chat: { closed: boolean; waitingSince: Date | string | null }, now: Date): boolean {
  const at = abandonedAt(chat);
  return at !== null && now.getTime() >= at;
}

/** The first moment (ms) isAbandoned holds for this chat as it is; null when no wait is running. */
export function abandonedAt(chat: { closed: boolean; waitingSince: Date | string | null }): number | null {
  if (chat.closed || chat.waitingSince == null) return null;
  return new Date(chat.waitingSince).getTime() + ABANDONED_DAYS * DAY_MS + 1;
}

/** The moment before which a wait makes a chat abandoned (the server's SQL compares with it). */
export const abandonedBefore = (now: Date) => new Date(now.getTime() - ABANDONED_DAYS * DAY_MS);

/**
 * The tabs (docs/chat.md): 'Pendentes' are open chats waiting for the company's answer that the
 * caller does not hold (nobody holds them, or another attendant does); 'Atribuídos a mim' are open
 * chats whose current attendant (lastAttendantId) is the caller; 'Encerrados' the closed ones.
 */
export function chatTabOf(
  chat: Pick<Chat, 'closed' | 'lastAttendantId' | 'waitingSince'>,
  userId: number,
): ChatStatus[] {
  if (chat.closed) return ['closed', 'all'];
  if (chat.lastAttendantId === userId) return ['my', 'all'];
  return chat.waitingSince ? ['pending', 'all'] : ['all'];
}

/** Support reads every chat but cannot send (spec §6). */
export const canSendMessages = (roles: readonly string[], chat: Pick<Chat, 'closed'>) =>
  hasPermission(roles, ROLE_RULES.sendMessage) && !chat.closed;
