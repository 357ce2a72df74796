import { useQuery } from '@tanstack/react-query';
import { OPERATOR_PATH, type OperatorInfo } from '../../../domain/operator';
import { request } from '../../providers/httpClient';

/**
 * Who runs the platform (GET /public/operator, no token): the public footer, the legal texts and
 * the reproved page name it. Read once per session; a failure is retried on the next page.
 */
export const operatorQuery = {
  queryKey: ['publicOperator'],
  queryFn: () => request<OperatorInfo>(OPERATOR_PATH, { auth: false }),
  staleTime: Infinity,
};

export function useOperator() {
  return useQuery(operatorQuery);
}

/** What the legal texts say when the operator could not be read: words, not placeholders. */
export const OPERATOR_FALLBACK: OperatorInfo = {
  name: 'a operadora indicada no rodapé',
  cnpj: 'indicado no rodapé',
  address: 'endereço indicado no rodapé',
  supportEmail: 'de suporte indicado no rodapé',
  dpoName: 'indicado no rodapé',
  dpoEmail: 'indicado no rodapé',
};
