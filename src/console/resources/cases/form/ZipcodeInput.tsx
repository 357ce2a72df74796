import { CircularProgress, InputAdornment } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { onlyDigits } from '../../../../domain/validators';

/**
 * The CEP of an address: typing its 8th digit starts the lookup (`onComplete`); a spinner shows
 * while the services answer. Digits and the usual mask (01310-100) are accepted.
 */
export function ZipcodeInput({ source, loading, onComplete }: { source: string; loading: boolean; onComplete: (cep: string) => void }) {
  const translate = useTranslate();
  return (
    <TextInput
      source={source}
      label="app.case_form.address.zipcode"
      helperText="app.case_form.address.zipcode_hint"
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
        const digits = onlyDigits(event.target.value);
        if (digits.length === 8) onComplete(digits);
      }}
      slotProps={{
        htmlInput: { inputMode: 'numeric', maxLength: 9, autoComplete: 'postal-code' },
        input: {
          endAdornment: loading ? (
            <InputAdornment position="end">
              <CircularProgress size={18} aria-label={translate('app.case_form.address.looking_up')} />
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
