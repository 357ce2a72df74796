import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { importStartSchema, type ImportConfig } from '../../../domain/imports';
import { fieldErrors } from '../../../domain/schemas/fieldErrors';
import type { SheetProblem } from './sheetRows';
import type { Chosen } from './useImportRun';
import { HiddenFileInput } from '../../components/HiddenFileInput';

/**
 * The modal's first step: the .xlsx, the configuration and closeOthers, checked by the domain's
 * start schema (.xlsx only, filename ≤ 500, a configuration required) before the file is read.
 */
export function UploadForm({
  configs,
  defaultConfigId,
  message,
  problem: refused,
  chosen,
  onRead,
}: {
  configs: readonly ImportConfig[];
  defaultConfigId: number | null;
  message?: string;
  /** Why the chosen file could not be read: said under it until another is picked. */
  problem?: SheetProblem;
  /** The previous choice (back from the preview). */
  chosen?: Chosen;
  onRead: (chosen: Chosen) => void;
}) {
  const translate = useTranslate();
  const [file, setFile] = useState<File | null>(chosen?.file ?? null);
  const [configId, setConfigId] = useState<number | ''>(chosen?.config.id ?? defaultConfigId ?? '');
  const [closeOthers, setCloseOthers] = useState(chosen?.closeOthers ?? false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const input = useRef<HTMLInputElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const configSelect = useRef<{ focus: () => void }>(null);
  const [problem, setProblem] = useState(refused);

  const submit = () => {
    const parsed = importStartSchema.safeParse({
      filename: file?.name ?? '',
      closeOthers,
      configId: configId === '' ? null : configId,
    });
    const config = configs.find((c) => c.id === configId);
    if (!parsed.success || !file || !config) {
      const found = parsed.success ? {} : fieldErrors(parsed.error);
      setErrors(found);
      // The focus on the first refused control, which names its message (issue 40 §5: it stayed
      // on 'Ler planilha', and 'Obrigatório' was said nowhere).
      if (found.filename) chooseButton.current?.focus();
      else if (found.configId) configSelect.current?.focus();
      return;
    }
    setErrors({});
    onRead({ file, config, closeOthers });
  };

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {message ? <Alert severity="warning">{translate(message)}</Alert> : null}
      {/* A real button opens the chooser (Enter and Space, like any button); the input stays hidden. */}
      <Box>
        <Typography id="import-file-label" variant="body2" sx={{ display: 'block', mb: 0.5 }}>
          {translate('app.import.modal.file')}
        </Typography>
        <HiddenFileInput
          ref={input}
          id="import-file"
          aria-labelledby="import-file-label"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setProblem(undefined);
            // A file chosen answers 'Obrigatório'; the next 'Ler planilha' checks it again.
            setErrors(({ filename: _answered, ...others }) => others);
            // Cleared so the same file picked again (after a refusal) is a change too.
            event.target.value = '';
          }}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {/* After a refused file the focus waits here, to pick another. */}
          <Button
            ref={chooseButton}
            variant="outlined"
            onClick={() => input.current?.click()}
            aria-describedby={errors.filename ? 'import-file-name import-file-error' : 'import-file-name'}
            aria-invalid={errors.filename ? true : undefined}
            autoFocus={!!problem}
          >
            {translate('app.import.modal.choose')}
          </Button>
          <Typography id="import-file-name" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file?.name ?? translate('app.import.modal.no_file')}
          </Typography>
        </Stack>
        {errors.filename ? (
          <FormHelperText id="import-file-error" error role="alert">
            {errors.filename}
          </FormHelperText>
        ) : null}
        {problem ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {translate(`app.import.modal.file_problem.${problem}`)}
            <Typography variant="body2" component="span" sx={{ display: 'block' }}>
              {translate('app.import.modal.file_problem.another')}
            </Typography>
          </Alert>
        ) : null}
      </Box>
      <TextField
        select
        label={translate('app.import.modal.config')}
        value={configId}
        onChange={(event) => setConfigId(event.target.value === '' ? '' : Number(event.target.value))}
        error={!!errors.configId}
        helperText={errors.configId}
        required
        // A select's inputRef focuses its visible box (MUI's handle).
        inputRef={configSelect}
      >
        {configs.map((config) => (
          <MenuItem key={config.id} value={config.id}>
            {config.name}
          </MenuItem>
        ))}
      </TextField>
      <Box>
        <FormControlLabel
          control={<Checkbox checked={closeOthers} onChange={(event) => setCloseOthers(event.target.checked)} />}
          label={translate('app.import.modal.closeOthers')}
          slotProps={{ typography: { id: 'close-others-label' } }}
        />
        <FormHelperText id="close-others-help" sx={{ mt: -0.5 }}>
          {translate('app.import.modal.closeOthers_help')}
        </FormHelperText>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={submit}>
          {translate('app.import.modal.read')}
        </Button>
      </Box>
    </Stack>
  );
}
