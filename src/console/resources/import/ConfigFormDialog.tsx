import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  NumberInput,
  RadioButtonGroupInput,
  ResourceContextProvider,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useSimpleFormIterator,
  useTranslate,
} from 'react-admin';
import { OnceForm, SubmitButton } from '../../components/busy/OnceForm';
import { useWatch } from 'react-hook-form';
import {
  IMPORT_COLUMNS,
  IMPORT_FIELDS,
  importConfigSchema,
  type ImportConfig,
  type ImportConfigInput,
} from '../../../domain/imports';
import { IMPORT_FIELD_LABELS } from '../../../domain/importRows';
import { IMPORT_CATEGORY_STRATEGIES, IMPORT_CATEGORY_STRATEGY_LABELS } from '../../../domain/statuses';
import { REQUIRED } from '../../components/requiredField';
import { serverFieldErrors } from '../../components/serverErrors';
import { zodResolver } from '../../components/zodResolver';
import { useCaseCategories } from '../cases/form/useCaseCategories';
import { useShadowModeAvailable } from '../cases/form/useShadowModeAvailable';
import { useSaveConfig } from './useImports';

// The domain's schema, the server's own: 'Já selecionado', the required columns, the strategy's rules.
// react-admin's select gives '' for the empty choice; the schema's "no column" is null.
const emptyToNull = (value: unknown) => (value === '' ? null : value);
const resolver = zodResolver(importConfigSchema);
const COLUMN_CHOICES = IMPORT_COLUMNS.map((column) => ({ id: column, name: column }));
const STRATEGY_CHOICES = IMPORT_CATEGORY_STRATEGIES.map((id) => ({ id, name: IMPORT_CATEGORY_STRATEGY_LABELS[id] }));

const NEW_CONFIG = {
  name: '',
  config: {
    skipLines: 1,
    columns: {},
    categoryStrategy: 'match',
    categoryOverrideId: null,
    categories: [],
    shadowMode: false,
  },
};

function defaultsOf(config: ImportConfig | null) {
  if (!config) return NEW_CONFIG;
  return { id: config.id, name: config.name, config: { ...NEW_CONFIG.config, ...config.config } };
}

/** 'Adicionar associação': one more source text → category pair. */
function AddPairButton() {
  const translate = useTranslate();
  const { add } = useSimpleFormIterator();
  return (
    <Button size="small" onClick={() => add()}>
      {translate('app.import.form.add_pair')}
    </Button>
  );
}

/** The match pairs (source text → category) or the one override category, as the strategy says. */
function CategoryInputs() {
  const translate = useTranslate();
  const strategy = useWatch({ name: 'config.categoryStrategy' });
  const { categories } = useCaseCategories();
  const choices = (categories ?? []).map((c) => ({ id: c.id, name: c.title }));
  if (strategy === 'override') {
    return (
      <SelectInput
        source="config.categoryOverrideId"
        label="app.import.form.override"
        choices={choices}
        parse={emptyToNull}
        slotProps={REQUIRED}
      />
    );
  }
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        {translate('app.import.form.pairs')}
      </Typography>
      <ArrayInput source="config.categories" label={false}>
        <SimpleFormIterator inline disableReordering disableClear addButton={<AddPairButton />}>
          <TextInput source="source" label="app.import.form.source" slotProps={REQUIRED} />
          <SelectInput
            source="categoryId"
            label="app.import.form.category"
            choices={choices}
            parse={emptyToNull}
            slotProps={REQUIRED}
          />
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
}

/**
 * Create or edit an import configuration (spec 000 §5 "Import configuration"): name, lines to
 * skip, a column (A … AX) per field, never one column twice, and the category strategy. The
 * domain's zod schema validates here and on the server; a 422 lands on its fields.
 */
export function ConfigFormDialog({ config, onClose }: { config: ImportConfig | null; onClose: () => void }) {
  const translate = useTranslate();
  const save = useSaveConfig();
  const shadowModeAvailable = useShadowModeAvailable(config?.config.shadowMode === true);
  const submit = async (values: Record<string, unknown>) => {
    try {
      await save.mutateAsync(values as ImportConfigInput);
      onClose();
    } catch (error) {
      return serverFieldErrors(error);
    }
    return undefined;
  };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="import-config-title">
      {/* The pairs' iterator names its inputs after the resource in context. */}
      <ResourceContextProvider value="import-configs">
        <OnceForm
          defaultValues={defaultsOf(config)}
          resolver={resolver}
          onSubmit={submit}
          disableInvalidFormNotification
          noValidate
        >
          <DialogTitle id="import-config-title">
            {translate(config ? 'app.import.form.edit_title' : 'app.import.form.create_title')}
          </DialogTitle>
          <DialogContent>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' }, columnGap: 2 }}>
              <TextInput source="name" label="app.import.form.name" autoComplete="off" slotProps={REQUIRED} />
              <NumberInput
                source="config.skipLines"
                label="app.import.form.skipLines"
                helperText="app.import.form.skipLines_help"
                min={0}
                step={1}
              />
            </Box>
            {shadowModeAvailable ? (
              <BooleanInput source="config.shadowMode" label="app.import.form.shadowMode" />
            ) : null}
            <Typography variant="subtitle1" component="h2" sx={{ mt: 1 }}>
              {translate('app.import.form.columns')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.import.form.columns_help')}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
                columnGap: 2,
              }}
            >
              {IMPORT_FIELDS.map((field) => (
                <SelectInput
                  key={field}
                  source={`config.columns.${field}`}
                  label={IMPORT_FIELD_LABELS[field]}
                  choices={COLUMN_CHOICES}
                  parse={emptyToNull}
                  emptyText="app.import.form.no_column"
                />
              ))}
            </Box>
            <RadioButtonGroupInput
              source="config.categoryStrategy"
              label="app.import.form.strategy"
              choices={STRATEGY_CHOICES}
            />
            <CategoryInputs />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
            <SubmitButton label="app.import.form.save" />
          </DialogActions>
        </OnceForm>
      </ResourceContextProvider>
    </Dialog>
  );
}
