import { fieldErrors } from '../../../../domain/schemas/fieldErrors';
import { trackerAddSearchQuerySchema } from '../../../../domain/trackers';
import type { TrackerSearchParams, TrackerSearchSort } from '../../../../domain/trackers';

/** The manual-add search as typed: by name, or by location (state required, city optional). */
export interface SearchFormValues {
  mode: 'name' | 'location';
  name: string;
  state: string;
  city: string;
  sort: TrackerSearchSort;
}

export const SEARCH_SORTS: Record<TrackerSearchSort, 'asc' | 'desc'> = {
  name: 'asc',
  experienceScore: 'desc',
  createdAt: 'desc',
};
export const SEARCH_PER_PAGE = 10;

/** The form's values as the query of GET /admin/trackers/add/search (page 1). */
export function searchParamsOf(caseId: number, values: SearchFormValues): TrackerSearchParams {
  const name = values.name.trim();
  const city = values.city.trim();
  return {
    seizureRequestId: caseId,
    page: 1,
    perPage: SEARCH_PER_PAGE,
    sortField: values.sort,
    sortDirection: SEARCH_SORTS[values.sort],
    filters:
      values.mode === 'name'
        ? name
          ? { name }
          : {}
        : { location: { state: values.state, ...(city ? { city } : {}) } },
  };
}

/**
 * The same check as the server (trackerAddSearchQuerySchema): a location without a state is
 * 'Selecione ao menos o estado' on filters.location.state. Answers the field errors, or null.
 */
export function searchErrors(params: TrackerSearchParams): Record<string, string> | null {
  const parsed = trackerAddSearchQuerySchema.safeParse(params);
  return parsed.success ? null : fieldErrors(parsed.error);
}

/** The state field's key in the server's 422 errors. */
export const STATE_ERROR_KEY = 'filters.location.state';
