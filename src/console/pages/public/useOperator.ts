import { useEffect, useState } from 'react';
import { OPERATOR_PATH, type OperatorInfo } from '../../../domain/operator';
import { request } from '../../providers/httpClient';

/**
 * Who runs the platform (GET /public/operator, no token): the public footer, the legal texts and
 * the reproved page name it. Read once per session, without react-query (the public pages show
 * signed out before the console loads, issue 27 item 2); a failure is retried on the next page.
 */
let known: OperatorInfo | undefined;
let pending: Promise<OperatorInfo> | null = null;

export function loadOperator(): Promise<OperatorInfo> {
  pending ??= request<OperatorInfo>(OPERATOR_PATH, { auth: false }).then(
    (operator) => (known = operator),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

export function useOperator(): { data: OperatorInfo | undefined; isPending: boolean } {
  const [state, setState] = useState(() => ({ data: known, isPending: known === undefined }));
  useEffect(() => {
    if (known) return;
    let live = true;
    loadOperator().then(
      (data) => live && setState({ data, isPending: false }),
      () => live && setState({ data: undefined, isPending: false }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
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
