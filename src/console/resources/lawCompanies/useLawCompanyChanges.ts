import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { LawCompanyStatusChangeInput, LawCompanySwitch, SwitchAction } from '../../../domain/lawCompanies';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useChangeMutation } from '../../providers/dependencies';

/** GET /admin/law-companies/{id}, under the area's key so a change refreshes it (providers/dependencies). */
export function useLawCompanyDetails(id: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['law-companies', 'details', id], queryFn: () => dataProvider.lawCompanyDetails(id) });
}

/**
 * A status change, pessimistic: 'Status alterado com sucesso', then the list, the details and the
 * pending badge refresh. Failures get the console's one 'Erro' notice; a 409 (changed meanwhile)
 * refreshes too (useChangeMutation), and the caller closes its dialog.
 */
export function useChangeLawCompanyStatus() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  return useChangeMutation('law-companies', {
    mutationFn: (body: LawCompanyStatusChangeInput) => dataProvider.changeLawCompanyStatus(body),
    onSuccess: () => notify('app.law_companies.status.success', { type: 'success' }),
  });
}

const SWITCH_KEYS: Record<LawCompanySwitch, string> = { autoApprove: 'auto_approve', shadowMode: 'shadow_mode' };

/** One of the two switches, with its own success text (docs/decisions.md "Law companies"). */
export function useLawCompanySwitch(id: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  return useChangeMutation('law-companies', {
    mutationFn: ({ which, action }: { which: LawCompanySwitch; action: SwitchAction }) =>
      dataProvider.setLawCompanySwitch(id, which, action),
    onSuccess: (_data, { which, action }) =>
      notify(`app.law_companies.switches.${SWITCH_KEYS[which]}_${action}`, { type: 'success' }),
  });
}
