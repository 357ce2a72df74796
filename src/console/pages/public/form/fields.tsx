import type { ReactNode } from 'react';
import { Box, FormControl, FormHelperText, InputLabel, NativeSelect, OutlinedInput, Typography } from '@mui/material';
import type { InputProps } from '../../../components/LightInputs';
import { translate } from '../texts';

export { Input, PasswordInput, SubmitButton, type InputProps } from '../../../components/LightInputs';

/**
 * The inputs of the light company forms (issue 27 item 2: /p/cadastro signed out, and the
 * console's 'Corrigir e reenviar'), drawn as react-admin's TextInput, PasswordInput, SelectInput
 * and NumberInput draw them (outlined, dense, full width: the theme's defaults; a '*' after a
 * required label; the hint or the error under the input, nothing when there is neither), from
 * MUI's parts only (the text and password inputs are components/LightInputs.tsx, the sign-in's
 * too). The `name` is the input's id and name ('address.zipcode'), as react-admin's.
 */

/**
 * A choice among `choices` ('' first: none), drawn closed as react-admin's SelectInput; the list
 * is the browser's own (MUI's NativeSelect: its Select brings the menu and popover code, ~10 KB,
 * to the public pages' first load).
 */
export function SelectInput({
  name,
  label,
  value,
  onChange,
  error,
  choices,
}: Pick<InputProps, 'name' | 'label' | 'value' | 'onChange' | 'error'> & { choices: { id: string; name: string }[] }) {
  const helperId = `${name}-helper-text`;
  return (
    <FormControl fullWidth margin="dense" variant="outlined" error={!!error} className={`ra-input ra-input-${name}`}>
      <InputLabel htmlFor={name} shrink={value !== '' ? true : undefined}>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput label={label} />}
        inputProps={{ id: name, name, ...(error ? { 'aria-describedby': helperId } : {}) }}
      >
        <option value="" aria-label={label} />
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </NativeSelect>
      {error ? <FormHelperText id={helperId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}

/** A titled block of a form whose inputs flow in a responsive grid (the case form's FormSection). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = `case-form-${title.replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ fontWeight: 600 }}>
          {translate(title)}
        </Typography>
      </Box>
      {children}
    </Box>
  );
}

/** Inputs side by side: 1 column on phones, 2 from 600 px, up to `columns` from 900 px. */
export function FieldGrid({ children, columns = 3 }: { children: ReactNode; columns?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        columnGap: 2,
        rowGap: 0.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
      }}
    >
      {children}
    </Box>
  );
}
