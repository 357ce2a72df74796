import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { STATE_CHOICES } from '../cases/form/AddressInputs';
import { FieldGrid } from '../cases/form/FormSection';
import { useCepLookup } from '../cases/form/useCepLookup';
import { ZipcodeInput } from '../cases/form/ZipcodeInput';

/**
 * A law company's optional address under `address.*` (settings, public registration): the case
 * form's CEP input and lookup filling state, city, neighbourhood and street, and its field labels.
 */
export function CompanyAddressFields({ columns }: { columns: 3 | 4 }) {
  // The address is optional: a CEP the services do not know is said, never an error that blocks saving.
  const cep = useCepLookup('address', () => undefined, { soft: true });
  return (
    <FieldGrid columns={columns}>
      <ZipcodeInput source="address.zipcode" loading={cep.loading} onComplete={cep.lookup} notice={cep.notice} masked />
      <SelectInput
        source="address.state"
        label="app.case_form.address.state"
        choices={STATE_CHOICES}
        helperText={false}
        emptyText=""
      />
      <TextInput source="address.city" label="app.case_form.address.city" helperText={false} />
      <TextInput source="address.neighborhood" label="app.case_form.address.neighborhood" helperText={false} />
      <TextInput source="address.street" label="app.case_form.address.street" helperText={false} />
      <NumberInput
        size="medium"
        source="address.number"
        label="app.case_form.address.number"
        helperText={false}
        min={0}
        step={1}
      />
      <TextInput
        source="address.complement"
        label="app.case_form.address.complement"
        helperText={false}
        slotProps={{ htmlInput: { maxLength: 20 } }}
      />
    </FieldGrid>
  );
}
