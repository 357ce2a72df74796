// The API's answers as zod schemas, one per wire record of the contracts (cases.ts, trackers.ts,
// reports.ts, …): what the routes declare as their responses (src/server/routes), what the
// OpenAPI document shows (GET /api/openapi.json, docs/api.md) and what the API suite checks every
// answer against (test/support/server.ts). Each schema is typed as the record's `Json<T>`, so a
// field added to a record and not here (or the other way round) fails the type check.
import { z } from 'zod';
import type { PostalAddress } from './address';
import { CATEGORY_TYPES } from './categories';
import type { AddTimeResult, AppUserPlan, AppUserProfile, AppUserRow } from './appPlans';
import type { TransferDetails, TransferRow } from './appTransfers';
import type { VerificationDecisionResult, VerificationDetails, VerificationRow } from './appVerifications';
import type {
  AddedAttachment,
  Case,
  CaseCategory,
  CaseCategoryInfo,
  CaseDetails,
  CaseListItem,
  ClosedCase,
  Removed,
  SavedNotes,
} from './cases';
import type { Chat, ChatCount, ChatMessage, ChatPing, ChatPoll } from './chat';
import { ACTIVE_CASE_SLICES, INACTIVE_CASE_SLICES, type CaseGraph, type Counter } from './dashboard';
import type { HistoryEntry } from './history';
import {
  IMPORT_CLOSING_BLOCKS,
  type ImportChange,
  type ImportConfig,
  type ImportConfigBody,
  type ImportDetails,
  type ImportFinished,
  type ImportHistoryItem,
  type ImportPreview,
  type ImportProgress,
  type ImportRecord,
  type ImportStarted,
} from './imports';
import type { LawCompanyDetails, LawCompanyRow } from './lawCompanies';
import type { CurrentLawCompany } from './lawCompanySettings';
import type { OperatorInfo } from './operator';
import type { RegistrationAnswer } from './registration';
import type { SeizureReport } from './reports';
import { ROLES } from './roles';
import {
  CASE_CLOSED_BY,
  CASE_STATUSES,
  EXPERIENCE_SCORES,
  IMPORT_CATEGORY_STRATEGIES,
  IMPORT_CHANGE_TYPES,
  IMPORT_STATUSES,
  LAW_COMPANY_STATUSES,
  PIX_TYPES,
  PLAN_METHODS,
  PLAN_TYPES,
  SEIZURE_REPORT_STATUSES,
  SUBSCRIPTION_STATUSES,
  TRACKER_REQUEST_STATUSES,
  TRANSFER_STATUSES,
  USER_STATUSES,
  VERIFICATION_DOCUMENT_STATUSES,
  VERIFICATION_STATUSES,
} from './statuses';
import type { TrackerCandidate, TrackerRequest, RequestViewed } from './trackers';
import type { AdminUser, UserActionResult } from './users';
import type { Json, Page } from './wire';

type Schema<T> = z.ZodType<Json<T>>;

/** A date as JSON carries it: ISO 8601 with milliseconds and Z (Date.toJSON). */
export const isoDate = z.iso.datetime();
const nullableDate = isoDate.nullable();
const id = z.number().int();
const text = z.string();

// ---- Shared shapes --------------------------------------------------------------------------

/** Every refusal and error (http/errors.ts errorBody): 422 adds `errors`, one message per field. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: text,
  message: text.describe('A mensagem em português, para mostrar ao usuário.'),
  errors: z.record(z.string(), z.string()).optional().describe('422: a mensagem de cada campo (campos aninhados unidos por ponto: address.city).'),
});

/** A paged list's answer (wire.ts Page). */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    total: z.number().int(),
    result: z.array(row),
    moreThanTotal: z.literal(true).optional(),
  });
}

export const totalSchema = z.object({ total: z.number().int() }) satisfies Schema<Counter>;
export const successSchema = z.object({ success: z.literal(true) });
export const removedSchema: Schema<Removed> = z.object({ id, success: z.literal(true) });
export const historySchema: Schema<HistoryEntry[]> = z.array(
  z.object({ id, action: text, label: text, detail: text.nullable(), by: text.nullable(), at: isoDate }),
);
export const tokenPairSchema: Schema<RegistrationAnswer> = z.object({ accessToken: text, refreshToken: text });

const postalAddressShape = {
  zipcode: text.nullable(),
  state: text.nullable(),
  city: text.nullable(),
  neighborhood: text.nullable(),
  street: text.nullable(),
  number: z.number().int().nullable(),
  complement: text.nullable(),
};
export const postalAddressSchema: Schema<PostalAddress> = z.object(postalAddressShape);

/** An .xlsx download (the exports): not JSON. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

// ---- Authentication and the public calls ----------------------------------------------------

export const meSchema = z.object({
  id,
  name: text,
  email: text,
  roles: z.array(z.enum(ROLES)),
  mustChangePassword: z.boolean(),
  lawCompany: z
    .object({
      id,
      name: text,
      companyName: text,
      document: text,
      status: z.enum(LAW_COMPANY_STATUSES),
      statusReason: text.nullable(),
      enableTrackersAutoApprove: z.boolean(),
      enableShadowMode: z.boolean(),
      emailConfirmed: z.boolean(),
      emailCodeSentAt: nullableDate,
      contactName: text,
      contactEmail: text,
      contactPhone: text,
      contactWhatsapp: text.nullable(),
      address: postalAddressSchema,
    })
    .nullable(),
});
export const confirmedSchema = z.object({ confirmed: z.literal(true) });
export const confirmationSentSchema = z.object({ sentTo: text, sentAt: isoDate });
export const resubmittedSchema = z.object({ status: z.literal('pending'), emailConfirmed: z.boolean() });
export const operatorSchema: Schema<OperatorInfo> = z.object({
  name: text,
  cnpj: text,
  address: text,
  supportEmail: text,
  dpoName: text,
  dpoEmail: text,
});
export const healthSchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['pglite', 'postgres']) });
export const uploadedSchema = z.object({ path: text, filename: text });
export const geoSchema = z.object({ city: text, state: text, latitude: z.number().nullable(), longitude: z.number().nullable() });
export const reportTokenSchema = z.object({ token: text, expiresAt: isoDate });

// ---- Law companies --------------------------------------------------------------------------

const lawCompanyRowShape = {
  id,
  name: text,
  companyName: text,
  document: text,
  contactName: text,
  contactEmail: text,
  contactPhone: text,
  status: z.enum(LAW_COMPANY_STATUSES),
};
export const lawCompanyRowSchema: Schema<LawCompanyRow> = z.object({ ...lawCompanyRowShape, createdAt: isoDate });
export const lawCompanyDetailsSchema: Schema<LawCompanyDetails> = z.object({
  ...lawCompanyRowShape,
  createdAt: isoDate,
  contactWhatsapp: text.nullable(),
  statusReason: text.nullable(),
  enableTrackersAutoApprove: z.boolean(),
  enableShadowMode: z.boolean(),
  emailConfirmedAt: nullableDate,
  updatedAt: isoDate,
  address: postalAddressSchema.nullable(),
  history: z.array(
    z.object({
      id,
      kind: z.enum(['status', 'autoApprove', 'shadowMode', 'registered', 'resubmitted', 'emailConfirmed']),
      from: text.nullable(),
      to: text.nullable(),
      reason: text.nullable(),
      by: text.nullable(),
      at: isoDate,
    }),
  ),
});
export const currentLawCompanySchema: Schema<CurrentLawCompany> = z.object({
  ...lawCompanyRowShape,
  ...postalAddressShape,
  contactWhatsapp: text.nullable(),
  enableTrackersAutoApprove: z.boolean(),
  enableShadowMode: z.boolean(),
});
export const lawCompanyOptionsSchema = z.array(z.object({ id, name: text, document: text, status: z.enum(LAW_COMPANY_STATUSES) }));

// ---- Users ----------------------------------------------------------------------------------

export const adminUserSchema: Schema<AdminUser> = z.object({ id, name: text, email: text, roles: z.array(z.enum(ROLES)), createdAt: isoDate });
export const userActionSchema: Schema<UserActionResult> = z.object({ id, message: text });

// ---- Cases ----------------------------------------------------------------------------------

const categoryRefShape = { id, title: text, type: z.enum(CATEGORY_TYPES) };
const categoryInfoSchema: Schema<CaseCategoryInfo> = z.object({ ...categoryRefShape, typeLabel: text, icon: text, color: text });
export const categorySchema: Schema<CaseCategory> = z.object({ ...categoryRefShape, typeLabel: text, icon: text, color: text, order: z.number().int() });
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
export const closedCaseSchema: Schema<ClosedCase> = z.object({ id, status: caseStatus, closedAt: nullableDate, closedBy: z.enum(CASE_CLOSED_BY).nullable() });
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
export const caseGraphSchema = z.object({ lawCompanyId: id.nullable(), active: slices, inactive: slices }) satisfies Schema<CaseGraph>;

// ---- Chat -----------------------------------------------------------------------------------

export const chatSchema: Schema<Chat> = z.object({
  id,
  user: z.object(trackerUserShape),
  seizureRequest: z.object({ id, licensePlate: text.nullable(), chassi: text.nullable(), model: text.nullable(), status: caseStatus }),
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
  open: z.object({ info: chatSchema, messages: pageOf(chatMessageSchema) }).nullable().optional(),
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
export const importConfigSchema: Schema<ImportConfig> = z.object({ id, name: text, createdAt: isoDate, updatedAt: isoDate, config: importConfigBodySchema });
export const importStartedSchema: Schema<ImportStarted> = z.object({ id, createdAt: isoDate, closeOthers: z.boolean(), configApplied: importConfigBodySchema });
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
export const importChangeSchema: Schema<ImportChange> = z.object({ seizureRequestId: id, type: z.enum(IMPORT_CHANGE_TYPES), createdAt: isoDate });
export const importFinishedSchema: Schema<ImportFinished> = z.object({
  id,
  status: z.enum(IMPORT_STATUSES),
  closingBlockedBy: closingBlock.nullable(),
  notClosedCount: z.number().int(),
});
export const importCancelledSchema = z.object({ id, status: z.enum(IMPORT_STATUSES) });
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
  firstErrors: z.array(z.object({ line: z.number().int(), error: text, invalidFields: z.record(z.string(), z.string()).nullable() })),
});
export const importSavedSchema = z.object({ record: importRecordSchema, type: z.enum(['created', 'updated']) });

// ---- App users: plans, verifications, transfers ---------------------------------------------

const planSchema: Schema<AppUserPlan> = z.object({
  type: z.enum(PLAN_TYPES),
  method: z.enum(PLAN_METHODS),
  expirationDate: nullableDate,
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  refunded: z.boolean(),
});
const experienceScore = z.union(EXPERIENCE_SCORES.map((score) => z.literal(score)));
const appUserProfileShape = {
  id,
  name: text,
  email: text,
  phone: text.nullable(),
  document: text.nullable(),
  avatar: text.nullable(),
  experienceScore: experienceScore.nullable(),
};
export const appUserProfileSchema: Schema<AppUserProfile> = z.object(appUserProfileShape);
export const appUserRowSchema: Schema<AppUserRow> = z.object({ ...appUserProfileShape, plan: planSchema.nullable(), createdAt: isoDate, canModify: z.boolean() });
export const addTimeResultSchema: Schema<AddTimeResult> = z.object({ userId: id, plan: planSchema, message: text });

export const verificationRowSchema: Schema<VerificationRow> = z.object({
  id,
  name: text,
  email: text,
  avatar: text.nullable(),
  status: z.enum(VERIFICATION_STATUSES).nullable(),
  updatedAt: isoDate,
  createdAt: isoDate,
});
const verificationDocument = z.object({ path: text, status: z.enum(VERIFICATION_DOCUMENT_STATUSES) }).optional();
export const verificationDetailsSchema: Schema<VerificationDetails> = z.object({
  user: z.object({ ...appUserProfileShape, ...postalAddressShape, status: z.enum(USER_STATUSES), createdAt: isoDate }),
  verification: z
    .object({
      status: z.enum(VERIFICATION_STATUSES),
      reason: text.nullable(),
      verifier: z.object({ name: text, email: text }).nullable(),
      documents: z.object({ frontDocument: verificationDocument, backDocument: verificationDocument, selfie: verificationDocument }),
      createdAt: isoDate,
      updatedAt: isoDate,
    })
    .nullable(),
});
export const verificationDecisionResultSchema: Schema<VerificationDecisionResult> = z.object({ userId: id, message: text });

const transferShape = {
  id,
  status: z.enum(TRANSFER_STATUSES),
  isWaiting: z.boolean(),
  waitingUntil: nullableDate,
  pix: text,
  pixType: z.enum(PIX_TYPES),
  amount: z.number(),
  reason: text.nullable(),
  receipt: text.nullable(),
  createdAt: isoDate,
  pixAlreadyUsed: z.boolean(),
  user: z.object({ id, name: text, email: text }),
};
export const transferRowSchema: Schema<TransferRow> = z.object(transferShape);
export const transferDetailsSchema: Schema<TransferDetails> = z.object({ ...transferShape, walletBalance: z.number() });
