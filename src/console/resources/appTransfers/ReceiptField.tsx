import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { RECEIPT_ACCEPT, RECEIPT_MIME_TYPES } from '../../../domain/appTransfers';
import { isWithinUploadLimit } from '../../../domain/uploads';
import { errorText, serverFieldErrors } from '../../components/serverErrors';
import { HiddenFileInput } from '../../components/HiddenFileInput';
import { uploadReceipt } from './uploadReceipt';

/**
 * The receipt of a transfer (spec §5): png, jpeg, jpg or pdf up to 10 MB, uploaded through
 * /content/upload?purpose=receipt as soon as it is chosen; the server checks the content and its
 * refusal ('O comprovante deve ser png, jpeg, jpg ou pdf') is shown here, under the chosen file's
 * name, with the button still there to pick another. `onUploaded` gets the stored path, or null
 * while none is ready.
 */
export function ReceiptField({
  onUploaded,
  disabled,
}: {
  onUploaded: (path: string | null) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const uploadingId = useId();
  const [state, setState] = useState<{ uploading?: boolean; name?: string; error?: string }>({});
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onUploaded(null);
    const name = file.name;
    if (!isWithinUploadLimit(file.size))
      return setState({ name, error: translate('app.app_transfers.receipt_too_large') });
    // A hint before sending; the server decides by the content.
    if (file.type && !(RECEIPT_MIME_TYPES as readonly string[]).includes(file.type))
      return setState({ name, error: translate('app.app_transfers.receipt_type') });
    setState({ uploading: true, name });
    try {
      const { path } = await uploadReceipt(file);
      setState({ name });
      onUploaded(path);
    } catch (failure) {
      // A 422 carries the reason on the file (its content is not a receipt): that, not 'Dados inválidos'.
      setState({ name, error: serverFieldErrors(failure)?.file ?? errorText(failure) });
    }
  };
  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {translate('app.app_transfers.receipt_label')}
      </Typography>
      <HiddenFileInput
        ref={input}
        name="receipt"
        accept={RECEIPT_ACCEPT}
        onChange={choose}
        disabled={disabled || state.uploading}
      />
      {/* While the file goes up the button stays focusable, described by the upload's line: a
          disabled button drops the focus to the dialog's box, where the keyboard starts over
          (issue 40 §5). The same element throughout, so the focus stays on it. */}
      <Button
        variant="outlined"
        startIcon={<UploadIcon />}
        disabled={disabled}
        aria-disabled={state.uploading || undefined}
        aria-describedby={state.uploading ? uploadingId : undefined}
        className={state.uploading ? 'Mui-disabled' : undefined}
        onClick={() => {
          if (!state.uploading) input.current?.click();
        }}
      >
        {translate('app.app_transfers.choose_receipt')}
      </Button>
      {state.uploading ? (
        <Box sx={{ mt: 1 }} aria-live="polite">
          <Typography id={uploadingId} variant="body2">
            {translate('app.app_transfers.uploading')}
          </Typography>
          <LinearProgress />
        </Box>
      ) : null}
      {!state.uploading && state.name && !state.error ? (
        <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
          {translate('app.app_transfers.receipt_ready', { name: state.name })}
        </Typography>
      ) : null}
      {state.error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {state.name ? (
            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
              {translate('app.app_transfers.receipt_refused', { name: state.name })}
            </Typography>
          ) : null}
          <Typography variant="body2" component="span" sx={{ display: 'block' }}>
            {state.error}
          </Typography>
        </Alert>
      ) : null}
    </Box>
  );
}
