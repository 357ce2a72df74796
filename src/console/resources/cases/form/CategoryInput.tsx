import { Box } from '@mui/material';
import { SelectInput, useRecordContext } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { CaseCategory } from '../../../../domain/cases';
import { categoryLook } from '../components/categoryIcons';
import { CategoryTypeIcon } from './CategoryTypeIcon';

function CategoryOption() {
  const category = useRecordContext<CaseCategory>();
  if (!category) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {/* The icon names the type; when the title says the same, screen readers skip it. */}
      <CategoryTypeIcon type={category.type} aria-hidden={categoryLook(category.type).label === category.title} />
      {category.title}
    </Box>
  );
}

/** The category select: each option shows its type's icon in the type's colour. */
export function CategoryInput({ categories }: { categories: CaseCategory[] }) {
  const { trigger } = useFormContext();
  const { isSubmitted } = useFormState();
  return (
    <SelectInput
      source="categoryId"
      label="app.case_form.fields.categoryId"
      choices={categories}
      optionText={<CategoryOption />}
      optionValue="id"
      isRequired
      // isRequired only draws the '*': say it to assistive technology too.
      slotProps={{ select: { SelectDisplayProps: { 'aria-required': true } } }}
      fullWidth
      helperText={false}
      // Whether the plate is required depends on the category: check it again once saved.
      onChange={() => isSubmitted && void trigger('licensePlate')}
    />
  );
}
