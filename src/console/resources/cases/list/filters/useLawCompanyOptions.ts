import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { isSupport } from '../../../../../domain/roles';
import type { AppDataProvider } from '../../../../providers/dataProvider';
import { useSession } from '../../../../components/useSession';

/**
 * The options of support's company filter (GET /admin/law-companies/all). Only support asks;
 * while the endpoint does not answer, the filter is not offered (see `available`).
 */
export function useLawCompanyOptions() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { roles } = useSession();
  const support = isSupport(roles);
  const query = useQuery({
    queryKey: ['law-companies', 'options'],
    queryFn: ({ signal }) => dataProvider.listLawCompanyOptions(signal),
    enabled: support,
    staleTime: 5 * 60_000,
  });
  return { ...query, available: support && query.isSuccess };
}
