// What an imported row leaves in import_records: what it became, or why it made no case.
import type { RowOutcome } from '../../../domain/importRows';
import type { importRecords } from '../../db/schema';
import type { RowUpsert } from './upsert';

export type RecordInsert = typeof importRecords.$inferInsert;

export const RECORD_COLUMNS = {
  importId: 'int',
  line: 'int',
  model: 'jsonb',
  original: 'jsonb',
  error: 'text',
  invalidFields: 'jsonb',
  missingFields: 'jsonb',
  seizureRequestId: 'int',
};

/** A row's record: what it became, or why it made no case (the case schema's errors, or the geo check's). */
export function recordOf(
  outcome: RowOutcome,
  upsert: RowUpsert | null,
): Pick<RecordInsert, 'model' | 'error' | 'invalidFields' | 'missingFields' | 'seizureRequestId'> {
  if (!outcome.ok)
    return {
      model: outcome.model,
      error: outcome.error,
      invalidFields: outcome.invalidFields,
      missingFields: null,
      seizureRequestId: null,
    };
  if (upsert?.ok) {
    return {
      model: outcome.model,
      error: null,
      invalidFields: outcome.invalidFields,
      missingFields: upsert.result.missing,
      seizureRequestId: upsert.result.caseId,
    };
  }
  const fields = upsert?.errors ?? {};
  return {
    model: outcome.model,
    error: Object.values(fields).join('; '),
    invalidFields: fields,
    missingFields: null,
    seizureRequestId: null,
  };
}
