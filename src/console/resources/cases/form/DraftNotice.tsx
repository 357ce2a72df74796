import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { missingReadyFields, type CaseFormValues } from './caseFormValues';

/** What a ready case still lacks, read live from the form; [] when complete or simplified. */
export function useMissingReadyFields() {
  const values = useWatch<CaseFormValues>() as Partial<CaseFormValues>;
  return missingReadyFields(values);
}

/**
 * Says which fields keep the case from being ready (available to trackers), and whether it may be
 * saved as a draft meanwhile (docs/cases.md "Draft and ready").
 */
export function DraftNotice({ draftAllowed }: { draftAllowed: boolean }) {
  const translate = useTranslate();
  const missing = useMissingReadyFields();
  if (missing.length === 0) return null;
  const fields = missing.map((field) => translate(`app.case_form.fields.${field}`)).join(', ');
  return (
    <Alert severity={draftAllowed ? 'info' : 'warning'} sx={{ mt: 1 }}>
      {translate('app.case_form.draft.missing', { fields })}{' '}
      {translate(draftAllowed ? 'app.case_form.draft.can_save' : 'app.case_form.draft.cannot_save')}
    </Alert>
  );
}
