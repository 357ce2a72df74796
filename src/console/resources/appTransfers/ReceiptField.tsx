import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { RECEIPT_ACCEPT, RECEIPT_MIME_TYPES } from '../../../domain/appTransfers';
import { isWithinUploadLimit } from '../../../domain/uploads';
import { errorText } from '../../components/serverErrors';
import type { AppDataProvider } from '../../providers/dataProvider';
import { HiddenFileInput } from '../../components/HiddenFileInput';

/**
 * The receipt of a transfer (spec §5): png, jpeg, jpg or pdf up to 10 MB, uploaded through
 * /content/upload as soon as it is chosen (the server checks the content); `onUploaded` gets the
 * stored path, or null while none is ready.
 */
export function ReceiptField({ onUploaded, disabled }: { onUploaded: (path: string | null) => void; disabled?: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ uploading?: boolean; name?: string; error?: string }>({});
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onUploaded(null);
    if (!isWithinUploadLimit(file.size)) return setState({ error: translate('app.app_transfers.receipt_too_large') });
    // A hint before sending; the server decides by the content.
    if (file.type && !(RECEIPT_MIME_TYPES as readonly string[]).includes(file.type)) return setState({ error: translate('app.app_transfers.receipt_type') });
    setState({ uploading: true, name: file.name });
    try {
      const { path } = await dataProvider.uploadFile(file);
      setState({ name: file.name });
      onUploaded(path);
    } catch (failure) {
      setState({ error: errorText(failure) });
    }
  };
  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {translate('app.app_transfers.receipt_label')}
      </Typography>
      <HiddenFileInput ref={input} name="receipt" accept={RECEIPT_ACCEPT} onChange={choose} disabled={disabled || state.uploading} />
      <Button variant="outlined" startIcon={<UploadIcon />} disabled={disabled || state.uploading} onClick={() => input.current?.click()}>
        {translate('app.app_transfers.choose_receipt')}
      </Button>
      {state.uploading ? (
        <Box sx={{ mt: 1 }} aria-live="polite">
          <Typography variant="body2">{translate('app.app_transfers.uploading')}</Typography>
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
          {state.error}
        </Alert>
      ) : null}
    </Box>
  );
}
