import { Button, FormHelperText } from '@mui/material';
import AddIcon from '@mui/icons-material/AddLocationAltOutlined';
import { useTranslate } from 'react-admin';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { AddressInputs } from './AddressInputs';
import { useFormDisabled } from './useFormDisabled';
import { emptyAddress, type CaseFormValues } from './caseFormValues';
import { FormSection } from './FormSection';

type ArrayError = { message?: string; root?: { message?: string } } | undefined;

/**
 * 'Endereços': at least one ('Obrigatório'), exactly one 'Principal' (the first by default;
 * removing the main one makes the first main). Simplified mode keeps only the first.
 */
export function AddressesInput({ single }: { single: boolean }) {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext<CaseFormValues>();
  const { errors } = useFormState<CaseFormValues>({ name: 'addresses' });
  // A closed case's addresses are read, not changed: no 'Adicionar endereço' (nor remove, nor make main).
  const disabled = useFormDisabled();
  // keyName 'key': the addresses' own `id` must reach the server untouched.
  const { fields, append, remove } = useFieldArray<CaseFormValues, 'addresses', 'key'>({
    name: 'addresses',
    keyName: 'key',
  });
  const arrayError = errors.addresses as ArrayError;
  const message = arrayError?.message ?? arrayError?.root?.message;

  // One by one (not the whole array): the address blocks keep their state.
  const setMain = (index: number) =>
    getValues('addresses').forEach((_, i) => setValue(`addresses.${i}.main`, i === index, { shouldDirty: true }));
  const removeAt = (index: number) => {
    const removedMain = getValues(`addresses.${index}.main`);
    remove(index);
    if (removedMain && getValues('addresses').length > 0) setMain(0);
  };

  const add = (
    <Button startIcon={<AddIcon />} onClick={() => append(emptyAddress(fields.length === 0))}>
      {translate('app.case_form.address.add')}
    </Button>
  );
  return (
    <FormSection
      title="app.case_form.sections.addresses"
      action={disabled || (single && fields.length > 0) ? undefined : add}
    >
      {fields.map((field, index) => (
        <AddressInputs
          key={field.key}
          index={index}
          canRemove={!single || fields.length > 1}
          onRemove={() => removeAt(index)}
          onMakeMain={() => setMain(index)}
        />
      ))}
      {message && (
        <FormHelperText error role="alert">
          {translate(message, { _: message })}
        </FormHelperText>
      )}
    </FormSection>
  );
}
