import { useState } from 'react';
import type { CaseDetails } from '../../../../domain/cases';
import type { TrackerSearchParams } from '../../../../domain/trackers';
import { searchErrors, searchParamsOf, STATE_ERROR_KEY, type SearchFormValues } from './searchForm';

/** The case's main address state starts the location search ('' when the case has none). */
const initialValues = (details: CaseDetails): SearchFormValues => ({
  mode: 'name',
  name: '',
  state: details.mainAddressState ?? '',
  city: '',
  sort: 'name',
});

/**
 * The manual-add search form: the typed values, the submitted search (nothing is asked before
 * 'Pesquisar'; each 'Pesquisar' is a new search from page 1, `count` tells them apart), and the
 * state field's error from the client check or the server's 422 (reported by the results).
 */
export function useTrackerSearch(details: CaseDetails) {
  const [values, setValues] = useState(() => initialValues(details));
  const [submitted, setSubmitted] = useState<{ params: TrackerSearchParams; count: number } | null>(null);
  const [clientError, setClientError] = useState<string | undefined>();
  const [serverError, setServerError] = useState<string | undefined>();
  return {
    values,
    submitted,
    stateError: clientError ?? serverError,
    /** The results' 422 on the state field, or undefined once a search answers without it. */
    setServerError,
    change: (change: Partial<SearchFormValues>) => {
      setValues((current) => ({ ...current, ...change }));
      if (change.state !== undefined || change.mode !== undefined) {
        setClientError(undefined);
        setServerError(undefined);
      }
    },
    search: () => {
      const params = searchParamsOf(details.id, values);
      const errors = searchErrors(params);
      setClientError(errors?.[STATE_ERROR_KEY]);
      if (errors) return;
      setSubmitted((current) => ({ params, count: (current?.count ?? 0) + 1 }));
    },
  };
}
