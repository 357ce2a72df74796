import { Box, Button, CircularProgress } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import DraftIcon from '@mui/icons-material/EditNoteOutlined';
import { useNavigate, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { CaseFormValues } from './caseFormValues';
import { useMissingReadyFields } from './DraftNotice';

/** Back where the user came from; to the case list when the form was opened directly. */
function useGoBack() {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate('/casos');
  };
}

/**
 * Cancelar, 'Salvar como rascunho' (only while something a ready case needs is missing and the
 * case may be a draft) and Salvar. Each save button sets the form's `canBeDraft` before the
 * submit, so the shared schema knows whether missing ready fields are errors.
 */
export function CaseFormToolbar({ draftAllowed, disabled = false }: { draftAllowed: boolean; disabled?: boolean }) {
  const translate = useTranslate();
  const goBack = useGoBack();
  const { setValue } = useFormContext<CaseFormValues>();
  const { isSubmitting } = useFormState();
  const missing = useMissingReadyFields();
  const busy = isSubmitting || disabled;
  const progress = isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', p: 2, pt: 0 }}>
      <Button onClick={goBack}>{translate('app.case_form.cancel')}</Button>
      {draftAllowed && missing.length > 0 && (
        <Button
          type="submit"
          variant="outlined"
          disabled={busy}
          startIcon={progress ?? <DraftIcon />}
          onClick={() => setValue('canBeDraft', true)}
        >
          {translate('app.case_form.draft.save')}
        </Button>
      )}
      <Button
        type="submit"
        variant="contained"
        disabled={busy}
        startIcon={progress ?? <SaveIcon />}
        onClick={() => setValue('canBeDraft', false)}
      >
        {translate('app.case_form.save')}
      </Button>
    </Box>
  );
}
