import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import { Form, Loading, useTranslate, type RaRecord } from 'react-admin';
import { RevealFirstError } from '../../../components/RevealFirstError';
import { CaseFormToolbar } from './CaseFormToolbar';
import { CaseInputs } from './CaseInputs';
import type { CaseFormValues } from './caseFormValues';
import { DraftNotice } from './DraftNotice';
import { useCaseCategories } from './useCaseCategories';
import { useCaseResolver } from './useCaseResolver';
import { useShadowModeAvailable } from './useShadowModeAvailable';

export interface CaseFormProps {
  /** i18n key of the page's title ('Novo Caso', 'Editar Caso'), the form's heading. */
  title: string;
  values: CaseFormValues;
  /** New cases, and cases no tracker asked for yet (the record's canBeDraft). */
  draftAllowed: boolean;
  /** A ready case (published): its main button is 'Salvar', not 'Publicar'. */
  published?: boolean;
  /** An ended case: shown, not saved (the server refuses it too). */
  closed?: boolean;
}

function CaseFormBody({
  title,
  values,
  draftAllowed,
  published = false,
  closed = false,
  ...inputs
}: CaseFormProps & Parameters<typeof CaseInputs>[0]) {
  const translate = useTranslate();
  const resolver = useCaseResolver(inputs.typeOf);
  return (
    // A new case has no id yet; Form only reads the record as initial values. noValidate: the
    // schema's pt-BR messages, never the browser's own (min, max, maxLength).
    // A closed case is read-only: `disabled` reaches every input through react-hook-form (MUI
    // selects too), and the fieldset disables the plain buttons (add, remove, make main).
    <Form
      record={values as unknown as RaRecord}
      resolver={resolver}
      warnWhenUnsavedChanges
      noValidate
      disabled={closed}
    >
      {/* Held to the screen's width (PageFrame's grid): no field widens the page at 320 px. */}
      <RevealFirstError />
      <Card sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
            {translate(title)}
          </Typography>
          {closed && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {translate('app.case_form.closed')}
            </Alert>
          )}
          <Box component="fieldset" disabled={closed} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <CaseInputs {...inputs} />
          </Box>
          {!closed && <DraftNotice draftAllowed={draftAllowed} />}
        </CardContent>
        <CaseFormToolbar draftAllowed={draftAllowed} published={published || closed} disabled={closed} />
      </Card>
    </Form>
  );
}

/** The case form: waits for the categories (the plate rule needs their types), then the inputs. */
export function CaseForm(props: CaseFormProps) {
  const translate = useTranslate();
  const { categories, typeOf, isPending, refetch } = useCaseCategories();
  const shadowModeAvailable = useShadowModeAvailable(props.values.shadowMode);
  if (isPending) return <Loading />;
  if (!categories) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {translate('app.case_form.category.retry')}
          </Button>
        }
      >
        {translate('app.case_form.category.load_error')}
      </Alert>
    );
  }
  return <CaseFormBody {...props} categories={categories} typeOf={typeOf} shadowModeAvailable={shadowModeAvailable} />;
}
