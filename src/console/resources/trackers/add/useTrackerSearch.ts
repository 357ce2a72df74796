import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverFieldErrors } from '../../../components/serverErrors';
import type { CaseDetails } from '../../cases/types';
import type { TrackerSearchParams } from '../types';
import { TRACKERS_KEY, useTrackerDataProvider } from '../useTrackers';
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
 * The manual-add search: the typed values, the submitted query (nothing is asked before
 * 'Pesquisar'), its page, and the state field's error from the client check or the server's 422.
 */
export function useTrackerSearch(details: CaseDetails) {
  const dataProvider = useTrackerDataProvider();
  const [values, setValues] = useState(() => initialValues(details));
  const [submitted, setSubmitted] = useState<TrackerSearchParams | null>(null);
  const [clientError, setClientError] = useState<string | undefined>();
  const query = useQuery({
    queryKey: [TRACKERS_KEY, 'add-search', submitted],
    queryFn: ({ signal }) => dataProvider.searchTrackersToAdd(submitted as TrackerSearchParams, signal),
    enabled: submitted !== null,
    placeholderData: keepPreviousData,
  });
  const serverError = query.error ? serverFieldErrors(query.error)?.[STATE_ERROR_KEY] : undefined;
  return {
    values,
    query,
    submitted,
    stateError: clientError ?? serverError,
    /** A failure other than the state's 422, for the results' error state. */
    failure: query.error && !serverError ? query.error : null,
    change: (change: Partial<SearchFormValues>) => {
      setValues((current) => ({ ...current, ...change }));
      if (change.state !== undefined || change.mode !== undefined) setClientError(undefined);
    },
    search: () => {
      const params = searchParamsOf(details.id, values);
      const errors = searchErrors(params);
      setClientError(errors?.[STATE_ERROR_KEY]);
      if (errors) return;
      setSubmitted(params);
      if (submitted && JSON.stringify(submitted) === JSON.stringify(params)) void query.refetch();
    },
    setPage: (page: number) => setSubmitted((current) => (current ? { ...current, page } : current)),
  };
}
