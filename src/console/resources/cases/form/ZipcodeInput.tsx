import { CircularProgress, InputAdornment } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { onlyDigits } from '../../../../domain/validators';
import { maskZipcode, zipcodeDigits } from '../../../pages/public/form/masks';

/**
 * The CEP of an address: typing its 8th digit starts the lookup (`onComplete`); a spinner shows
 * while the services answer. Digits and the usual mask (01310-100) are accepted. `masked`: the
 * field shows 00000-000 and keeps the 8 digits at most (the law company's address, PUBLIC-23);
 * `notice`: a failed lookup said as a hint, not an error (an optional address never turns red).
 */
export function ZipcodeInput({
  source,
  loading,
  onComplete,
  masked = false,
  notice,
}: {
  source: string;
  loading: boolean;
  onComplete: (cep: string) => void;
  masked?: boolean;
  notice?: string | null;
}) {
  const translate = useTranslate();
  return (
    <TextInput
      source={source}
      label="app.case_form.address.zipcode"
      helperText={notice ?? 'app.case_form.address.zipcode_hint'}
      {...(masked ? { format: maskZipcode, parse: zipcodeDigits } : {})}
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
