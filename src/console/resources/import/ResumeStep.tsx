import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { HiddenFileInput } from '../../components/HiddenFileInput';
import { counted, formatCount } from './count';
import type { RunningImport } from './resume';
import { ProgressDial } from './UploadSteps';

/**
 * An import stopped by a reload or by leaving the page (issue 24 item 5): how far the server got,
 * and the same file to pick to go on from there (checked by its hash); cancelling is the dialog's.
 */
export function ResumeStep({
  running,
  current,
  otherFile,
  onFile,
}: {
  running: RunningImport;
  current: number;
  otherFile?: boolean;
  onFile: (file: File) => void;
}) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const percent = running.total === 0 ? 0 : Math.floor((current * 100) / running.total);
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <ProgressDial percent={percent} />
      <Typography>
        {translate(
          'app.import.modal.resume_intro',
          counted(running.total, 'total', { filename: running.filename, current: formatCount(current) }),
        )}
      </Typography>
      <Typography color="text.secondary">{translate('app.import.modal.resume_how')}</Typography>
      {otherFile ? (
        <Alert severity="error" role="alert">
          {translate('app.import.modal.resume_other', { filename: running.filename })}
        </Alert>
      ) : null}
      <Box>
        <HiddenFileInput
          ref={input}
          aria-label={translate('app.import.modal.resume_choose')}
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onFile(file);
          }}
        />
        <Button variant="contained" onClick={() => input.current?.click()} autoFocus>
          {translate('app.import.modal.resume_choose')}
        </Button>
      </Box>
    </Stack>
  );
}
