// Tracker decisions, manual adds and seizure-report decisions (cases spec §4, §5 "Tracker
// decisions"), shared by the console's dialogs and POST /admin/trackers, /admin/trackers/add and
// /admin/seizure-requests/reports. The list queries of the same calls are in ./trackerQueries.
import { z } from 'zod';
import { ruled } from './documented';
import { SEIZURE_REPORT_STATUSES, TRACKER_REQUEST_STATUSES } from '../statuses';
import { enumField, idField, objectOf, optionalString, REQUIRED } from './messages';

/** Approve message and reprove / report-rejection reason: at most 500 characters (spec §9). */
export const TRACKER_REASON_MAX = 500;

export const TRACKER_DECISIONS = ['approved', 'reproved'] as const;
export type TrackerDecision = (typeof TRACKER_DECISIONS)[number];

export const REPORT_DECISIONS = ['accepted', 'rejected'] as const;
export type ReportDecision = (typeof REPORT_DECISIONS)[number];

/**
 * `reason` is required when `status` is `needs` ('Obrigatório' on reason). Runs even when another
 * field failed, so a dialog shows every problem at once; a too-long reason keeps its own message.
 */
function reasonRequiredWhen<T extends z.ZodType<{ status: string; reason?: string | null }>>(schema: T, needs: string) {
  return schema.refine((data) => data.status !== needs || !!data.reason, {
    path: ['reason'],
    error: REQUIRED,
    when: ({ value }) => {
      const v = value as { status?: unknown; reason?: unknown } | undefined;
      return v?.status === needs && (v.reason === undefined || v.reason === null || v.reason === '');
    },
  });
}

/**
 * POST /admin/trackers: approve (`reason` is the optional message to the tracker) or reprove
 * (`reason` required). Both at most 500 characters, trimmed; an empty message is null.
 */
export const trackerDecisionSchema = reasonRequiredWhen(
  objectOf({
    requestId: idField(),
    status: enumField(TRACKER_DECISIONS),
    /** The status the user saw; another one answers 409 with who decided and when (required). */
    expectedStatus: enumField(TRACKER_REQUEST_STATUSES),
    reason: ruled(optionalString(TRACKER_REASON_MAX), 'Obrigatório quando status é o de reprovação.'),
  }),
  'reproved',
);
export type TrackerDecisionInput = z.input<typeof trackerDecisionSchema>;

/** POST /admin/trackers/add: an approved, manual request for a tracker picked by the case admin. */
export const trackerAddSchema = objectOf({
  seizureRequestId: idField(),
  userId: idField(),
});
export type TrackerAddInput = z.input<typeof trackerAddSchema>;

/**
 * POST /admin/seizure-requests/reports: accept or reject a pending report; rejecting needs a
 * reason (≤ 500). An approval carries no reason (one sent is dropped).
 */
export const reportDecisionSchema = reasonRequiredWhen(
  objectOf({
    id: idField(),
    seizureRequestId: idField(),
    status: enumField(REPORT_DECISIONS),
    /** The status the user saw; another one answers 409 with who decided and when (required). */
    expectedStatus: enumField(SEIZURE_REPORT_STATUSES),
    reason: ruled(optionalString(TRACKER_REASON_MAX), 'Obrigatório quando status é o de reprovação.'),
  }),
  'rejected',
).transform((data) => ({ ...data, reason: data.status === 'rejected' ? (data.reason ?? null) : null }));
export type ReportDecisionInput = z.input<typeof reportDecisionSchema>;

/** The server's refusals (400) about trackers and reports, in the words the console shows. */
export const TRACKER_MESSAGES = {
  caseNotReady: 'Somente casos disponíveis ou atribuídos aceitam decisões sobre localizadores.',
  declined: 'O localizador abandonou o caso. Ele só pode voltar com uma nova solicitação.',
  trackerBlocked: 'Este localizador está bloqueado e não pode ser aprovado.',
  alreadyApproved: 'Este localizador já está aprovado.',
  alreadyReproved: 'Este localizador já está reprovado.',
  changed: 'A solicitação foi alterada enquanto você decidia. Atualize a página e tente novamente.',
  notATracker: 'Localizador não encontrado ou inativo.',
  alreadyOnCase: 'Este localizador já participa deste caso.',
  declinedCannotAdd: 'Este localizador abandonou o caso e só pode voltar com uma nova solicitação.',
  reportNotPending: 'Somente laudos pendentes podem ser aprovados ou reprovados.',
  reportCaseNotReady: 'O caso deste laudo está encerrado. Reabra o caso para aprovar o laudo.',
} as const;

/** The console's success notices for these calls (cases spec §8). */
export const TRACKER_SUCCESS = {
  decided: 'Localizador atualizado com sucesso!',
  added: 'Localizador adicionado com sucesso.',
  report: 'Laudo atualizado com sucesso!',
} as const;
