import { useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import type {
  VerificationDecisionInput,
  VerificationDecisionResult,
  VerificationDetails,
} from '../../../domain/appVerifications';
import { request } from '../../providers/httpClient';
import { useChangeMutation } from '../../providers/dependencies';

const PATH = '/admin/app-users/verifications';

/** GET /admin/app-users/verifications/{userId}, under the area's key so a decision refreshes it. */
export function useVerificationDetails(userId: number) {
  return useQuery({
    queryKey: ['app-verifications', 'details', userId],
    queryFn: ({ signal }) => request<VerificationDetails>(`${PATH}/${userId}`, { signal }),
  });
}

/**
 * POST /admin/app-users/verifications: a document ('Documento atualizado com sucesso') or the
 * verification ('Alterado com sucesso'), sent with the state seen; then the list, the details,
 * the plans' Não Verificados tab and the pending badge refresh (providers/dependencies). A 409
 * refreshes them too and is told by the console's 'Erro' notice.
 */
export function useVerificationDecision() {
  const notify = useNotify();
  return useChangeMutation('app-verifications', {
    mutationFn: (body: VerificationDecisionInput) =>
      request<VerificationDecisionResult>(PATH, { method: 'POST', body }),
    onSuccess: (_result, body) =>
      notify(body.documents ? 'app.app_verifications.document_updated' : 'app.app_verifications.changed', {
        type: 'success',
      }),
  });
}
