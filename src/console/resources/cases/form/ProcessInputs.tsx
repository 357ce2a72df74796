import { TextInput } from 'react-admin';
import { CASE_TEXT_MAX } from '../../../../domain/schemas/case';
import { CountedTextInput } from '../../../components/CountedTextInput';
import { FieldGrid, FormSection } from './FormSection';
import { MoneyInput } from './MoneyInput';

/** 'Processo e devedor': process number, financier, reward, debtor's name and CPF/CNPJ. */
export function ProcessInputs() {
  return (
    <FormSection title="app.case_form.sections.process">
      <FieldGrid>
        <CountedTextInput
          source="processNumber"
          label="app.case_form.fields.processNumber"
          max={CASE_TEXT_MAX.processNumber}
          isRequired
          slotProps={{ htmlInput: { 'aria-required': true } }}
        />
        <CountedTextInput
          source="financier"
          label="app.case_form.fields.financier"
          max={CASE_TEXT_MAX.financier}
          isRequired
          slotProps={{ htmlInput: { 'aria-required': true } }}
        />
        <MoneyInput source="reward" label="app.case_form.fields.reward" helperText={false} />
        <CountedTextInput
          source="debtorName"
          label="app.case_form.fields.debtorName"
          max={CASE_TEXT_MAX.debtorName}
          isRequired
          slotProps={{ htmlInput: { 'aria-required': true } }}
        />
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
