import { Box, Checkbox, FormControlLabel, FormHelperText, Link } from '@mui/material';
import type { MouseEvent } from 'react';
import type { LegalPageKind } from './legalDocuments';
import { translate } from './texts';

/**
 * acceptedTerms (spec 001 §2, §5): 'Li e aceito os Termos de Uso e a Política de Privacidade',
 * whose two links open the texts in dialogs instead of ticking the box; unticked on submit it
 * says 'Deve aceitar os termos' (`error`).
 */
export function TermsCheckbox({
  checked,
  onChange,
  error,
  onOpen,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  onOpen: (kind: LegalPageKind) => void;
}) {
  const open = (kind: LegalPageKind) => (event: MouseEvent) => {
    // A link inside the label: open the text, leave the box as it is.
    event.preventDefault();
    event.stopPropagation();
    onOpen(kind);
  };
  return (
    <Box sx={{ mt: 1 }}>
      <FormControlLabel
        control={
          <Checkbox
            name="acceptedTerms"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{
              input: {
                'aria-required': true,
                'aria-invalid': !!error,
                'aria-describedby': error ? 'accepted-terms-error' : undefined,
              },
            }}
          />
        }
        label={
          <span>
            {translate('app.public.register.terms_before')}
            <Link component="button" type="button" onClick={open('terms')} sx={{ verticalAlign: 'baseline' }}>
              {translate('app.public.register.terms_link')}
            </Link>
            {translate('app.public.register.terms_between')}
            <Link component="button" type="button" onClick={open('privacy')} sx={{ verticalAlign: 'baseline' }}>
              {translate('app.public.register.privacy_link')}
            </Link>
          </span>
        }
      />
      {error ? (
        <FormHelperText id="accepted-terms-error" error sx={{ mt: 0, ml: 4 }}>
          {error}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
