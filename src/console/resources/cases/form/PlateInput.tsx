import { TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { isValidPlate, normalizePlate } from '../../../../domain/validators';

/**
 * The plate, typed freely (no mask: old and Mercosul plates differ) and normalised when the
 * field is left: upper case, without dash or space, as the server stores it. Only a valid plate
 * is normalised: 'A-BC1234' stays as typed, so 'Placa Inválida' names what the user wrote.
 */
export function PlateInput({ required }: { required: boolean }) {
  const { setValue, getValues } = useFormContext();
  const normalize = () => {
    const value = getValues('licensePlate') as string | null;
    const normalized = normalizePlate(value);
    if (value && isValidPlate(value) && normalized !== value)
      setValue('licensePlate', normalized, { shouldDirty: true });
  };
  return (
    <TextInput
      source="licensePlate"
      label="app.case_form.fields.licensePlate"
      helperText="app.case_form.hints.licensePlate"
      isRequired={required}
      onBlur={normalize}
      slotProps={{
        htmlInput: { maxLength: 8, autoCapitalize: 'characters', spellCheck: false, 'aria-required': required },
      }}
      fullWidth
    />
  );
}
