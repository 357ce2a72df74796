import { NumberInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { isPlateRequired, type CategoryType } from '../../../../domain/categories';
import { CASE_TEXT_MAX, YEAR_MIN } from '../../../../domain/schemas/case';
import { CountedTextInput } from '../../../components/CountedTextInput';
import type { CaseCategory } from '../../../../domain/cases';
import { CategoryInput } from './CategoryInput';
import { FieldGrid, FormSection } from './FormSection';
import { PlateInput } from './PlateInput';
import { useFormDisabled } from './useFormDisabled';

/**
 * 'Veículo': category and plate always; in simplified mode nothing else (those fields are
 * cleared). The plate is marked required for road vehicles (car, moto, truck, bus, van).
 */
export function VehicleInputs({
  categories,
  typeOf,
  shadowMode,
}: {
  categories: CaseCategory[];
  typeOf: (id: number) => CategoryType | undefined;
  shadowMode: boolean;
}) {
  const categoryId = useWatch({ name: 'categoryId' }) as number | null;
  const disabled = useFormDisabled();
  const plateRequired = shadowMode || isPlateRequired(categoryId ? typeOf(categoryId) : undefined);
  return (
    <FormSection title="app.case_form.sections.vehicle">
      <FieldGrid>
        <CategoryInput categories={categories} />
        <PlateInput required={plateRequired} />
        {!shadowMode && (
          <>
            <TextInput
              source="chassi"
              label="app.case_form.fields.chassi"
              helperText="app.case_form.hints.chassi"
              isRequired
              slotProps={{ htmlInput: { maxLength: 17, spellCheck: false, 'aria-required': true } }}
            />
            <CountedTextInput
              source="renavam"
              label="app.case_form.fields.renavam"
              max={CASE_TEXT_MAX.renavam}
              slotProps={{ htmlInput: { maxLength: 11 } }}
            />
            <CountedTextInput source="maker" label="app.case_form.fields.maker" max={CASE_TEXT_MAX.maker} />
            <CountedTextInput
              source="model"
              label="app.case_form.fields.model"
              max={CASE_TEXT_MAX.model}
              isRequired
              slotProps={{ htmlInput: { 'aria-required': true } }}
            />
            <NumberInput
              source="year"
              label="app.case_form.fields.year"
              helperText={false}
              min={YEAR_MIN}
              max={new Date().getFullYear()}
              step={1}
              size="medium"
              disabled={disabled}
            />
          </>
        )}
      </FieldGrid>
    </FormSection>
  );
}
