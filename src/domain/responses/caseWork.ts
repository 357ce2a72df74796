// The answers of the case work: cases, trackers, reports, the dashboard, chat and imports.
import { z } from 'zod';
import { CATEGORY_TYPES } from '../categories';
import type {
  AddedAttachment,
  Case,
  CaseCategory,
  CaseCategoryInfo,
  CaseDetails,
  CaseListItem,
  ClosedCase,
  SavedNotes,
} from '../cases';
import type { Chat, ChatCount, ChatMessage, ChatPing, ChatPoll } from '../chat';
import { ACTIVE_CASE_SLICES, INACTIVE_CASE_SLICES, type CaseGraph } from '../dashboard';
import {
  IMPORT_CLOSING_BLOCKS,
  type ImportChange,
  type ImportConfig,
  type ImportConfigBody,
  type ImportDetails,
  type ImportFinished,
  type ImportHistoryItem,
  type ImportCancelled,
  type ImportPreview,
  type ImportSameFile,
  type ImportProgress,
  type ImportRecord,
  type ImportStarted,
} from '../imports';
import type { SeizureReport } from '../reports';
import {
  CASE_CLOSED_BY,
  CASE_STATUSES,
  IMPORT_CATEGORY_STRATEGIES,
  IMPORT_CHANGE_TYPES,
  IMPORT_STATUSES,
  SEIZURE_REPORT_STATUSES,
  TRACKER_REQUEST_STATUSES,
  USER_STATUSES,
} from '../statuses';
import type { TrackerCandidate, TrackerRequest, RequestViewed } from '../trackers';
import type { Page } from '../wire';
import { type Schema, isoDate, nullableDate, id, text, totalSchema, postalAddressShape, pageOf } from './shared';
// ---- Cases ----------------------------------------------------------------------------------

const categoryRefShape = { id, title: text, type: z.enum(CATEGORY_TYPES) };
const categoryInfoSchema: Schema<CaseCategoryInfo> = z.object({
  ...categoryRefShape,
  typeLabel: text,
  icon: text,
  color: text,
});
export const categorySchema: Schema<CaseCategory> = z.object({
  ...categoryRefShape,
  typeLabel: text,
  icon: text,
  color: text,
  order: z.number().int(),
});
const trackerCountsSchema = z.object({ totalApproved: z.number().int(), totalPending: z.number().int() });
const lawCompanyRefShape = { id, name: text, document: text };
const caseStatus = z.enum(CASE_STATUSES);

export const caseListItemSchema: Schema<CaseListItem> = z.object({
  id,
  category: z.object(categoryRefShape),
  chassi: text.nullable(),
  licensePlate: text.nullable(),
  processNumber: text.nullable(),
  lawCompany: z.object(lawCompanyRefShape).optional(),
  mainAddressCity: text.nullable(),
  mainAddressState: text.nullable(),
  trackers: trackerCountsSchema,
  status: caseStatus,
  createdAt: isoDate,
});

const caseShape = {
  licensePlate: text.nullable(),
  chassi: text.nullable(),
  renavam: text.nullable(),
  maker: text.nullable(),
  model: text.nullable(),
  year: z.number().int().nullable(),
  reward: z.number().nullable(),
  processNumber: text.nullable(),
  financier: text.nullable(),
  debtorName: text.nullable(),
  debtorDocument: text.nullable(),
  shadowMode: z.boolean(),
  canBeDraft: z.boolean(),
  id,
  lawCompanyId: id,
  categoryId: id,
  status: caseStatus,
  category: categoryInfoSchema.nullable(),
  notes: text.nullable(),
  closedAt: nullableDate,
  closedBy: z.enum(CASE_CLOSED_BY).nullable(),
  mainAddressCity: text.nullable(),
  mainAddressState: text.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  trackers: trackerCountsSchema,
  addresses: z.array(
    z.object({
      ...postalAddressShape,
      id,
      description: text.nullable(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      main: z.boolean(),
    }),
  ),
};
export const caseSchema: Schema<Case> = z.object(caseShape);
export const caseDetailsSchema: Schema<CaseDetails> = z.object({
  ...caseShape,
  lawCompany: z.object({ ...lawCompanyRefShape, enableShadowMode: z.boolean() }).nullable(),
  documents: z.array(z.object({ id, filename: text, path: text, createdAt: isoDate })),
  createdBy: z.object({ id, name: text }).nullable(),
  missingFields: z.array(text),
});
export const closedCaseSchema: Schema<ClosedCase> = z.object({
  id,
  status: caseStatus,
  closedAt: nullableDate,
  closedBy: z.enum(CASE_CLOSED_BY).nullable(),
});
export const listingSchema = z.object({ id, status: caseStatus });
export const attachmentSchema: Schema<AddedAttachment> = z.object({ id, filename: text, path: text });
export const notesSchema: Schema<SavedNotes> = z.object({ id, notes: text.nullable() });

// ---- Trackers and reports -------------------------------------------------------------------

const trackerUserShape = { id, name: text, email: text, phone: text.nullable(), avatar: text.nullable() };
const photoSchema = z.object({ id, value: text });
export const trackerRequestSchema: Schema<TrackerRequest> = z.object({
  id,
  status: z.enum(TRACKER_REQUEST_STATUSES),
  user: z.object({ ...trackerUserShape, status: z.enum(USER_STATUSES), isPro: z.boolean() }),
  seizureRequest: z.object({ id, licensePlate: text.nullable(), chassi: text.nullable(), status: caseStatus }),
  lawCompany: z.object({ id, name: text }),
  request: z.object({ manual: z.boolean(), message: text.nullable(), photos: z.array(photoSchema) }),
  createdAt: isoDate,
  updatedAt: isoDate,
  viewedAt: nullableDate,
  autoApprovedAt: nullableDate,
  autoApprovesAt: nullableDate,
  reason: text.nullable(),
  wasDeclined: z.boolean(),
  wasReproved: z.boolean(),
  lastReprovedReason: text.nullable(),
  hasFound: z.boolean(),
  hasScanner: z.boolean(),
  hasPhotos: z.boolean(),
  canEmitReceipt: z.boolean(),
});
export const requestViewedSchema: Schema<RequestViewed> = z.object({ viewedAt: nullableDate });
export const trackerCandidateSchema: Schema<TrackerCandidate> = z.object({
  ...trackerUserShape,
  state: text.nullable(),
  city: text.nullable(),
  experienceScore: z.number().nullable(),
  isPro: z.boolean(),
});

const reportFileSchema = z.object({ id, value: text, filename: text });
export const seizureReportSchema: Schema<SeizureReport> = z.object({
  id,
  seizureRequestId: id,
  status: z.enum(SEIZURE_REPORT_STATUSES),
  reason: text.nullable(),
  notes: text.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  user: z.object(trackerUserShape),
  seizureRequest: z.object({
    id,
    licensePlate: text.nullable(),
    chassi: text.nullable(),
    status: caseStatus,
    closedAt: nullableDate,
    closedBy: z.enum(CASE_CLOSED_BY).nullable(),
  }),
  documents: z.object({
    photos: z.array(photoSchema),
    others: z.array(reportFileSchema),
    warrant: reportFileSchema.nullable(),
    searchWarrant: reportFileSchema.nullable(),
  }),
});

// ---- Dashboard ------------------------------------------------------------------------------

const sliceKey = z.enum([...ACTIVE_CASE_SLICES, ...INACTIVE_CASE_SLICES]);
const slices = z.array(z.object({ key: sliceKey, total: z.number().int() }));
export const caseGraphSchema = z.object({
  lawCompanyId: id.nullable(),
  active: slices,
  inactive: slices,
}) satisfies Schema<CaseGraph>;

// ---- Chat -----------------------------------------------------------------------------------

export const chatSchema: Schema<Chat> = z.object({
  id,
  user: z.object(trackerUserShape),
  seizureRequest: z.object({
    id,
    licensePlate: text.nullable(),
    chassi: text.nullable(),
    model: text.nullable(),
    status: caseStatus,
  }),
  lawCompany: z.object({ id, name: text }),
  closed: z.boolean(),
  abandoned: z.boolean(),
  unread: z.boolean(),
  unreadCount: z.number().int(),
  isCurrentAttendant: z.boolean(),
  lastAttendantId: id.nullable(),
  lastAttendantName: text.nullable(),
  lastSentAt: nullableDate,
  attendantLastViewAt: nullableDate,
  waitingSince: nullableDate,
  lastMessage: text.nullable(),
});
export const chatMessageSchema: Schema<ChatMessage> = z.object({
  id,
  senderId: id,
  senderName: text,
  fromTracker: z.boolean(),
  message: text.nullable(),
  images: z.array(photoSchema),
  documents: z.array(reportFileSchema),
  createdAt: isoDate,
  viewAt: nullableDate,
});
export const chatPingSchema: Schema<ChatPing> = z.object({ userLastSentAt: nullableDate });
export const chatCountSchema: Schema<ChatCount> = totalSchema;
export const chatPollSchema: Schema<ChatPoll> = z.object({
  list: pageOf(chatSchema),
  counts: z.object({ pending: z.number().int(), my: z.number().int() }),
  open: z
    .object({ info: chatSchema, messages: pageOf(chatMessageSchema) })
    .nullable()
    .optional(),
});

// ---- Imports --------------------------------------------------------------------------------

export const importConfigBodySchema: Schema<ImportConfigBody> = z.object({
  skipLines: z.number().int(),
  columns: z.record(z.string(), z.string()),
  categoryStrategy: z.enum(IMPORT_CATEGORY_STRATEGIES),
  categoryOverrideId: id.nullable().optional(),
  categories: z.array(z.object({ source: text, categoryId: id })),
  shadowMode: z.boolean().nullable().optional(),
});
export const importConfigSchema: Schema<ImportConfig> = z.object({
  id,
  name: text,
  createdAt: isoDate,
  updatedAt: isoDate,
  config: importConfigBodySchema,
});
export const importStartedSchema: Schema<ImportStarted> = z.object({
  id,
  createdAt: isoDate,
  closeOthers: z.boolean(),
  configApplied: importConfigBodySchema,
});
const closingBlock = z.enum(IMPORT_CLOSING_BLOCKS);
const importHistoryShape = {
  changesClosedCount: z.number().int(),
  changesCreateCount: z.number().int(),
  changesUpdateCount: z.number().int(),
  changesErrorCount: z.number().int(),
  id,
  createdAt: isoDate,
  filename: text,
  status: z.enum(IMPORT_STATUSES),
  closeOthers: z.boolean(),
  closedAt: nullableDate,
  starter: z.object({ name: text, email: text }),
  configApplied: importConfigBodySchema.nullable(),
  closingBlockedBy: closingBlock.nullable().optional(),
  notClosedCount: z.number().int().optional(),
  current: z.number().int(),
  total: z.number().int(),
};
export const importHistoryItemSchema: Schema<ImportHistoryItem> = z.object(importHistoryShape);
const importProgressShape = {
  percent: z.number(),
  current: z.number().int(),
  total: z.number().int(),
  error: text.nullable(),
  errorRecords: z.number().int(),
  invalidRecords: z.number().int(),
  draftRecords: z.number().int().optional(),
  lastSeq: z.number().int().nullable().optional(),
};
export const importProgressSchema: Schema<ImportProgress> = z.object(importProgressShape);
export const importRecordSchema: Schema<ImportRecord> = z.object({
  id,
  line: z.number().int(),
  model: z.record(z.string(), z.unknown()).nullable(),
  original: z.record(z.string(), z.unknown()).nullable(),
  error: text.nullable(),
  invalidFields: z.record(z.string(), z.string()).nullable(),
  missingFields: z.array(text).nullable().optional(),
  seizureRequestId: id.nullable(),
});
export const importDetailsSchema: Schema<ImportDetails & { records: Page<ImportRecord> }> = z.object({
  ...importHistoryShape,
  ...importProgressShape,
  records: pageOf(importRecordSchema),
});
export const importChangeSchema: Schema<ImportChange> = z.object({
  seizureRequestId: id,
  type: z.enum(IMPORT_CHANGE_TYPES),
  createdAt: isoDate,
});
export const importFinishedSchema: Schema<ImportFinished> = z.object({
  id,
  status: z.enum(IMPORT_STATUSES),
  closingBlockedBy: closingBlock.nullable(),
  notClosedCount: z.number().int(),
});
export const importCancelledSchema: Schema<ImportCancelled> = z.object({
  id,
  status: z.enum(IMPORT_STATUSES),
  current: z.number().int(),
  total: z.number().int(),
  changesCreateCount: z.number().int(),
  changesUpdateCount: z.number().int(),
});
const importSameFileSchema: Schema<ImportSameFile> = z.object({
  id,
  filename: text,
  createdAt: isoDate,
  starter: z.object({ name: text, email: text }),
  current: z.number().int(),
  total: z.number().int(),
});
export const importPreviewSchema: Schema<ImportPreview> = z.object({
  create: z.number().int(),
  update: z.number().int(),
  reopen: z.number().int(),
  invalid: z.number().int(),
  error: z.number().int(),
  closeOthers: z.number().int(),
  closingBlockedBy: closingBlock.nullable().optional(),
  drafts: z.number().int().optional(),
  firstDrafts: z.array(z.object({ line: z.number().int(), missingFields: z.array(text) })).optional(),
  firstErrors: z.array(
    z.object({ line: z.number().int(), error: text, invalidFields: z.record(z.string(), z.string()).nullable() }),
  ),
  sameFile: importSameFileSchema.nullable().optional(),
});
export const importSavedSchema = z.object({ record: importRecordSchema, type: z.enum(['created', 'updated']) });
