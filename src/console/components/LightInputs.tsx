import { useState, type ReactNode } from 'react';
import {
  Button,
  CircularProgress,
  FormControl,
  FormHelperText,
  IconButton,
  InputAdornment,
  InputLabel,
  OutlinedInput,
  type SxProps,
  type Theme,
} from '@mui/material';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { PASSWORD_TOGGLE } from '../signIn/texts';

/**
 * The text and password inputs and the submit button of the forms built without react-admin
 * (issue 27 item 2: the sign-in, /p/cadastro and 'Corrigir e reenviar'), drawn as react-admin's
 * TextInput, PasswordInput and SaveButton (outlined, dense, full width: the theme's defaults; a
 * '*' after a required label; the hint or the error under the input), from TextField's parts
 * (TextField itself brings Select and Menu). The `name` is the input's id and name.
 */

export interface InputProps {
  name: string;
  /** Already translated. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Already translated; shown when there is no error. */
  hint?: string;
  required?: boolean;
  type?: string;
  /** Attributes of the <input> (maxLength, inputMode, autoComplete…). */
  htmlInput?: Record<string, unknown>;
  endAdornment?: ReactNode;
  /** Keeps the hint's line when there is no hint (the sign-in: no jump when an error shows). */
  reserveHelper?: boolean;
}

export function Input({
  name,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  type = 'text',
  htmlInput,
  endAdornment,
  reserveHelper,
}: InputProps) {
  const helper = error ?? hint ?? (reserveHelper ? ' ' : undefined);
  const helperId = `${name}-helper-text`;
  return (
    <FormControl fullWidth margin="dense" variant="outlined" error={!!error} className={`ra-input ra-input-${name}`}>
      <InputLabel htmlFor={name} required={required}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={name}
        name={name}
        // The notch in the border leaves room for the label and its '*'.
        label={required ? `${label}\u2009*` : label}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        endAdornment={endAdornment}
        inputProps={{
          ...(helper ? { 'aria-describedby': helperId } : {}),
          ...(required ? { 'aria-required': true } : {}),
          ...htmlInput,
        }}
      />
      {helper ? <FormHelperText id={helperId}>{helper}</FormHelperText> : null}
    </FormControl>
  );
}

/** A password input with react-admin's PasswordInput's show/hide button (small, as its; the sign-in's large). */
export function PasswordInput({
  toggleSize = 'small',
  ...props
}: Omit<InputProps, 'type' | 'endAdornment'> & { toggleSize?: 'small' | 'large' }) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={visible ? PASSWORD_TOGGLE.hide : PASSWORD_TOGGLE.show}
            onClick={() => setVisible(!visible)}
            size={toggleSize}
          >
            {visible ? (
              <Visibility fontSize={toggleSize === 'small' ? 'small' : undefined} />
            ) : (
              <VisibilityOff fontSize={toggleSize === 'small' ? 'small' : undefined} />
            )}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

/** The submit button, as react-admin's SaveButton: enabled on an untouched form, a spinner and disabled while sent. */
export function SubmitButton({
  label,
  busy,
  icon,
  fullWidth,
  sx,
}: {
  label: string;
  busy: boolean;
  icon?: ReactNode;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      fullWidth={fullWidth}
      sx={sx}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={18} thickness={2} color="inherit" aria-hidden /> : icon}
    >
      {label}
    </Button>
  );
}
