import { TextInput } from 'react-admin';
import { FieldGrid, FormSection } from './FormSection';
import { MoneyInput } from './MoneyInput';

/** 'Processo e devedor': process number, financier, reward, debtor's name and CPF/CNPJ. */
export function ProcessInputs() {
  return (
    <FormSection title="app.case_form.sections.process">
      <FieldGrid>
        <TextInput source="processNumber" label="app.case_form.fields.processNumber" helperText={false} isRequired slotProps={{ htmlInput: { 'aria-required': true } }} />
        <TextInput source="financier" label="app.case_form.fields.financier" helperText={false} isRequired slotProps={{ htmlInput: { 'aria-required': true } }} />
        <MoneyInput source="reward" label="app.case_form.fields.reward" helperText={false} />
        <TextInput source="debtorName" label="app.case_form.fields.debtorName" helperText={false} isRequired slotProps={{ htmlInput: { 'aria-required': true } }} />
        <TextInput
          source="debtorDocument"
          label="app.case_form.fields.debtorDocument"
          helperText="app.case_form.hints.debtorDocument"
          slotProps={{ htmlInput: { maxLength: 18 } }}
        />
      </FieldGrid>
    </FormSection>
  );
}
