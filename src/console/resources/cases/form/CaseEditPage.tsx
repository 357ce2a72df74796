import { Alert } from '@mui/material';
import { useMemo } from 'react';
import { EditBase, Loading, useEditContext, useParams, useTranslate, type HttpError, type RaRecord } from 'react-admin';
import type { PageProps } from '../../../layout/GuardedPage';
import { NotFoundPage } from '../../../pages/errors/NotFoundPage';
import { announcedElsewhere } from '../../../providers/queryClient';
import { CaseForm } from './CaseForm';
import { toFormValues } from './caseFormValues';
import { useCaseSaved } from './useCaseSaved';

const ENDED = new Set(['completedSized', 'completedNotSized', 'archived']);

function CaseEditContent({ title }: PageProps) {
  const translate = useTranslate();
  const { record, error, isPending } = useEditContext<RaRecord>();
  const values = useMemo(() => (record ? toFormValues(record) : null), [record]);
  if (isPending) return <Loading />;
  // Another company's case answers 404, exactly like a case that does not exist.
  if ((error as HttpError | null)?.status === 404) return <NotFoundPage />;
  if (error || !record || !values) return <Alert severity="error">{translate('app.case_form.load_error')}</Alert>;
  return (
    <CaseForm
      title={title}
      values={values}
      draftAllowed={record.canBeDraft === true}
      published={record.status !== 'draft'}
      closed={record.closedAt != null || ENDED.has(String(record.status))}
    />
  );
}

/**
 * /casos/{id}/editar: GET /admin/seizure-requests/{id} (the case as the form edits it, with its
 * addresses and canBeDraft), saved by POST with the id, pessimistic.
 */
export function CaseEditPage({ title }: PageProps) {
  const onSuccess = useCaseSaved();
  // A number, as the API's ids are: the save sends it back (POST with id) and the schema wants a number.
  const id = Number(useParams<{ id: string }>().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return (
    <EditBase
      resource="seizure-requests"
      id={id}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess, onError: announcedElsewhere }}
      queryOptions={{ onError: () => undefined }}
      redirect={false}
    >
      <CaseEditContent title={title} />
    </EditBase>
  );
}
