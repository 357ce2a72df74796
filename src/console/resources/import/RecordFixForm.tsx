import { Box, Button, Stack } from '@mui/material';
import { useMemo } from 'react';
import { NumberInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { OnceForm, SubmitButton } from '../../components/busy/OnceForm';
import { IMPORT_FIELDS, type ImportConfigBody, type ImportField, type ImportRecord } from '../../../domain/imports';
import { IMPORT_FIELD_LABELS, validateModel } from '../../../domain/importRows';
import { serverFieldErrors } from '../../components/serverErrors';
import { useCaseCategories } from '../cases/form/useCaseCategories';
import { useSaveRecord } from './useImports';

// react-admin's select gives '' for the empty choice; the schema's "no column" is null.
const emptyToNull = (value: unknown) => (value === '' ? null : value);
const NUMERIC: readonly ImportField[] = ['year', 'reward', 'number'];
// The form's field for an import field: the category is chosen by id.
const inputOf = (field: string) => (field === 'category' ? 'categoryId' : field);

/**
 * The rules a corrected row meets, the server's own (validateModel: the row-edit rules, then the
 * case form's schema): an error row's messages, and a field the rules would drop is refused here
 * (fix it or clear it) rather than dropped again.
 */
export function useRecordResolver(shadowMode: boolean) {
  const { typeOf } = useCaseCategories();
  return useMemo(
    () => async (values: Record<string, unknown>) => {
      const outcome = validateModel(values, typeOf, shadowMode);
      const fields = outcome.ok ? (outcome.invalidFields ?? {}) : outcome.invalidFields;
      if (Object.keys(fields).length === 0) return { values, errors: {} };
      const errors = Object.fromEntries(
        Object.entries(fields).map(([field, message]) => [inputOf(field), { type: 'validation', message }]),
      );
      return { values: {}, errors };
    },
    [typeOf, shadowMode],
  );
}

/**
 * One row of an import corrected inline: the fields its configuration maps, with the record's
 * values; saved through POST /admin/import/{id}/save ('Registro importado com sucesso!').
 */
export function RecordFixForm({
  importId,
  record,
  config,
  onDone,
}: {
  importId: number;
  record: ImportRecord;
  config: ImportConfigBody;
  onDone: () => void;
}) {
  const translate = useTranslate();
  const save = useSaveRecord(importId);
  const resolver = useRecordResolver(config.shadowMode === true);
  const { categories } = useCaseCategories();
  const fields = IMPORT_FIELDS.filter(
    (field) => config.columns[field] || (field === 'category' && config.categoryStrategy === 'override'),
  );
  const defaults: Record<string, unknown> = { ...record.model };
  delete defaults.categorySource;
  const submit = async (values: Record<string, unknown>) => {
    try {
      await save.mutateAsync({ line: record.line, model: values });
      onDone();
    } catch (error) {
      const errors = serverFieldErrors(error);
      return errors
        ? Object.fromEntries(Object.entries(errors).map(([field, message]) => [inputOf(field), message]))
        : undefined;
    }
    return undefined;
  };
  return (
    <OnceForm defaultValues={defaults} resolver={resolver} onSubmit={submit} disableInvalidFormNotification noValidate>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          columnGap: 2,
        }}
      >
        {fields.map((field) =>
          field === 'category' ? (
            <SelectInput
              key={field}
              source="categoryId"
              label={IMPORT_FIELD_LABELS.category}
              choices={(categories ?? []).map((c) => ({ id: c.id, name: c.title }))}
              parse={emptyToNull}
            />
          ) : NUMERIC.includes(field) ? (
            <NumberInput key={field} source={field} label={IMPORT_FIELD_LABELS[field]} />
          ) : (
            <TextInput key={field} source={field} label={IMPORT_FIELD_LABELS[field]} autoComplete="off" />
          ),
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', pb: 1 }}>
        <Button onClick={onDone}>{translate('ra.action.cancel')}</Button>
        <SubmitButton label="app.import.details.save" />
      </Stack>
    </OnceForm>
  );
}
