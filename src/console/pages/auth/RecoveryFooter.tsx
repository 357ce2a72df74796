import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { SubmitButton } from '../../components/busy/OnceForm';
import { FormAlert } from './FormAlert';

/** The end of both recovery steps: the failure, the step's submit button, and the way back. */
export function RecoveryFooter({
  failure,
  submitLabel,
  onBack,
}: {
  failure: string | null;
  submitLabel: string;
  onBack: () => void;
}) {
  const translate = useTranslate();
  return (
    <>
      <FormAlert message={failure} />
      <SubmitButton label={submitLabel} fullWidth sx={{ mt: 2 }} />
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Button size="small" onClick={onBack}>
          {translate('app.auth.back_to_sign_in')}
        </Button>
      </Box>
    </>
  );
}
