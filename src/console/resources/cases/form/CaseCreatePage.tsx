import { useState } from 'react';
import { CreateBase } from 'react-admin';
import type { PageProps } from '../../../layout/GuardedPage';
import { announcedElsewhere } from '../../../providers/queryClient';
import { CaseForm } from './CaseForm';
import { emptyCase } from './caseFormValues';
import { useCaseSaved } from './useCaseSaved';

/**
 * /casos/novo ('Novo Caso'): POST /admin/seizure-requests without id, pessimistic, so the
 * server's 422 field messages land on the form. A new case may always be saved as a draft.
 */
export function CaseCreatePage({ title }: PageProps) {
  const onSuccess = useCaseSaved();
  const [values] = useState(emptyCase);
  return (
    <CreateBase
      resource="seizure-requests"
      mutationOptions={{ onSuccess, onError: announcedElsewhere }}
      redirect={false}
    >
      <CaseForm title={title} values={values} draftAllowed />
    </CreateBase>
  );
}
