import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TRACKER_REASON_MAX } from '../../../../domain/schemas/trackers';

/**
 * The decision's text with its counter ('12/500'). Not cut at the limit: a longer text stays as
 * typed (pasted), the counter turns red and the error says so, so nothing is lost silently.
 */
export function ReasonField({
  label,
  value,
  error,
  required,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  required: boolean;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const translate = useTranslate();
  const over = value.length > TRACKER_REASON_MAX;
  return (
    <TextField
      autoFocus
      multiline
      minRows={4}
      maxRows={12}
      name="reason"
      label={translate(label)}
      required={required}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      error={!!error}
      helperText={
        <Box component="span" sx={{ display: 'flex', gap: 2 }}>
          <Box component="span" sx={{ flex: 1 }}>
            {error ?? ''}
          </Box>
          <Box component="span" sx={{ color: over ? 'error.main' : undefined }}>
            {value.length}/{TRACKER_REASON_MAX}
          </Box>
        </Box>
      }
    />
  );
}
