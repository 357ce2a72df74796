import { useNotify } from 'react-admin';
import type { AddTimeInput, AddTimeResult } from '../../../domain/appPlans';
import { request } from '../../providers/httpClient';
import { useChangeMutation } from '../../providers/dependencies';

/**
 * POST /admin/app-users/add-time: 'Tempo adicionado com sucesso.' (spec §8, its typo corrected), then the plans
 * list refreshes (providers/dependencies 'app-users'). Failures get the console's 'Erro' notice.
 */
export function useAddTime() {
  const notify = useNotify();
  return useChangeMutation('app-users', {
    mutationFn: (body: AddTimeInput) => request<AddTimeResult>('/admin/app-users/add-time', { method: 'POST', body }),
    onSuccess: () => notify('app.app_plans.added', { type: 'success' }),
  });
}
