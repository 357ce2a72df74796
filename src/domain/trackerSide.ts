// The tracker's side of the platform (the mobile app is not ours): what the app sends when a
// tracker asks to work a case and when he files a seizure report. The server's tracker-side
// services (services/trackers/trackerSide.ts, services/reports/submit.ts) validate with these,
// and `npm run simulate` drives them (docs/trackers.md "The tracker's side").
import { z } from 'zod';
import {
  isChatDocument,
  isChatImage,
  CHAT_DOCUMENT_EXTENSIONS,
  CHAT_IMAGE_EXTENSIONS,
  MAX_FILENAME_LENGTH,
  MAX_FILE_VALUE_LENGTH,
} from './chat';
import {
  idField,
  INVALID,
  maxItems,
  maxLength,
  minItems,
  objectOf,
  optionalString,
  requiredOr,
} from './schemas/messages';
import { TRACKER_REASON_MAX } from './schemas/trackers';
import { FILE_NAME_REFUSED, isAcceptableFileName } from './uploads';

/** A request's message: as long as the answers the console gives it (spec §5 "Tracker decisions"). */
export const REQUEST_MESSAGE_MAX = TRACKER_REASON_MAX;
/** Photos a request may carry (docs/decisions.md "The tracker's side"). */
export const REQUEST_MAX_PHOTOS = 5;
/** A report's photos: at least one (a report is judged on them), at most 10, as a chat message's images. */
export const REPORT_MAX_PHOTOS = 10;
/** A report's other documents, as a chat message's (spec §5: the schema allows 5). */
export const REPORT_MAX_OTHERS = 5;
export const REPORT_NOTES_MAX = 2000;

/** The refusals (400) of the tracker-side services, in the words the app would show. */
export const TRACKER_SIDE_MESSAGES = {
  onlyImages: `Apenas images [${CHAT_IMAGE_EXTENSIONS.join(', ')}] são válidas`,
  documentType: `Apenas documentos [${CHAT_DOCUMENT_EXTENSIONS.join(', ')}] são válidos`,
  caseNotOpen: 'Este caso não está aberto para localizadores.',
  alreadyRequested: 'Você já tem uma solicitação em andamento neste caso.',
  notApproved: 'Somente localizadores aprovados no caso podem enviar laudos.',
  caseEnded: 'O caso foi encerrado e não aceita novos laudos.',
  reportPending: 'Você já tem um laudo aguardando análise neste caso.',
  fileNotOurs: 'Arquivo não encontrado entre os seus envios',
} as const;

const fileValue = z
  .string({ error: INVALID })
  .trim()
  .min(1, INVALID)
  .max(MAX_FILE_VALUE_LENGTH, maxLength(MAX_FILE_VALUE_LENGTH));
const photoValue = fileValue.refine(isChatImage, TRACKER_SIDE_MESSAGES.onlyImages);
/** A named document (warrant, search warrant, others): the chat's document rule. */
const namedFile = z
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
    error: TRACKER_SIDE_MESSAGES.documentType,
    path: ['filename'],
  });

/** The app's "quero trabalhar neste caso": an optional message and photos. */
export const trackerCaseRequestSchema = objectOf({
  seizureRequestId: idField(),
  message: optionalString(REQUEST_MESSAGE_MAX),
  photos: z
    .array(photoValue, { error: INVALID })
    .max(REQUEST_MAX_PHOTOS, maxItems(REQUEST_MAX_PHOTOS))
    .nullish()
    .transform((v) => v ?? []),
});
export type TrackerCaseRequestInput = z.input<typeof trackerCaseRequestSchema>;

/** A seizure report as spec §3 lists its parts: notes, photos, other documents, warrant, search warrant. */
export const trackerReportSchema = objectOf({
  seizureRequestId: idField(),
  notes: optionalString(REPORT_NOTES_MAX),
  photos: z
    .array(photoValue, { error: requiredOr() })
    .min(1, minItems(1))
    .max(REPORT_MAX_PHOTOS, maxItems(REPORT_MAX_PHOTOS)),
  others: z
    .array(namedFile, { error: INVALID })
    .max(REPORT_MAX_OTHERS, maxItems(REPORT_MAX_OTHERS))
    .nullish()
    .transform((v) => v ?? []),
  warrant: namedFile.nullish().transform((v) => v ?? null),
  searchWarrant: namedFile.nullish().transform((v) => v ?? null),
});
export type TrackerReportInput = z.input<typeof trackerReportSchema>;
