import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { useChangeMutation } from '../../../providers/dependencies';
import { useCaseNotify } from '../components/useCaseNotify';
import type { CaseDetails } from '../../../../domain/cases';

/** The details' cache key; under 'seizure-requests' so a change refreshes the list as well. */
export const caseDetailsKey = (id: number | string) => ['seizure-requests', 'details', String(id)] as const;

/** GET /admin/seizure-requests/{id}/details, shared by the drawer and the page. */
export function useCaseDetails(id: number | string | null) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<CaseDetails>({
    queryKey: caseDetailsKey(id ?? ''),
    queryFn: ({ signal }) => dataProvider.getCaseDetails(id as number | string, signal),
    enabled: id !== null && id !== '',
  });
}

/**
 * A pessimistic change of a case: the call, then the success text and a refresh of whatever
 * depends on the case (providers/dependencies: its details and list row, its trackers and
 * reports, the pending tabs and badges); a failure is announced by the query client's one notice
 * ('Erro' + the catalogue's text, providers/MutationFailureNotices.tsx).
 */
export function useCaseMutation<TVariables = void, TData = unknown>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  successKey: string | null,
  onSuccess?: (data: TData, variables: TVariables) => void,
) {
  const notify = useCaseNotify();
  return useChangeMutation('seizure-requests', {
    mutationFn,
    onSuccess: (data, variables) => {
      if (successKey) notify.success(successKey);
      onSuccess?.(data, variables);
    },
  });
}

export function useCaseDataProvider() {
  return useDataProvider<AppDataProvider>();
}
