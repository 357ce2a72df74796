import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { CategoryType } from '../../../../domain/categories';
import type { CaseCategory } from '../../../../domain/cases';
import type { AppDataProvider } from '../../../providers/dataProvider';

/** GET /admin/seizure-requests/categories, cached for the session (categories rarely change). */
export function useCaseCategories() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const query = useQuery({
    queryKey: ['seizure-requests', 'categories'],
    queryFn: ({ signal }) => dataProvider.listCategories(signal),
    staleTime: 10 * 60_000,
  });
  const typeOf = useMemo(() => {
    const types = new Map<number, CategoryType>(
      (query.data ?? []).map((category: CaseCategory) => [category.id, category.type]),
    );
    return (categoryId: number) => types.get(categoryId);
  }, [query.data]);
  return { ...query, categories: query.data, typeOf };
}
