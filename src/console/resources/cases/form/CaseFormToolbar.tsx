import { Box, Button, CircularProgress } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import DraftIcon from '@mui/icons-material/EditNoteOutlined';
import PublishIcon from '@mui/icons-material/PublishOutlined';
import { useNavigate, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
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
 * Cancelar, 'Salvar como rascunho' and the main button (docs/cases.md "Draft and ready"). A new
 * case or a draft offers both 'Salvar como rascunho' and 'Publicar', so a complete draft is
 * published only when asked; a ready case offers 'Salvar' (and the draft button only while it
 * lacks something and may still be a draft). Simplified cases are never drafts. Each button sets
 * the form's `canBeDraft` before the submit, so the shared schema and the server know the choice.
 */
export function CaseFormToolbar({
  draftAllowed,
  published,
  disabled = false,
}: {
  draftAllowed: boolean;
  published: boolean;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const goBack = useGoBack();
  const { setValue } = useFormContext<CaseFormValues>();
  const { isSubmitting } = useFormState();
  const shadowMode = useWatch<CaseFormValues, 'shadowMode'>({ name: 'shadowMode' }) === true;
  const missing = useMissingReadyFields();
  const busy = isSubmitting || disabled;
  const progress = isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined;
  const offerDraft = draftAllowed && !shadowMode && (!published || missing.length > 0);
  const publish = !published && !shadowMode;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end', p: 2, pt: 0 }}>
      <Button onClick={goBack}>{translate('app.case_form.cancel')}</Button>
      {offerDraft && (
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
        startIcon={progress ?? (publish ? <PublishIcon /> : <SaveIcon />)}
        onClick={() => setValue('canBeDraft', false)}
      >
        {translate(publish ? 'app.case_form.publish' : 'app.case_form.save')}
      </Button>
    </Box>
  );
}
