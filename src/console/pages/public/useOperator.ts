import { useEffect, useSyncExternalStore } from 'react';
import { fillOperator, OPERATOR_PATH, type OperatorInfo } from '../../../domain/operator';
import { request } from '../../providers/httpClient';

/**
 * Who runs the platform (GET /public/operator, no token): the public footer, the legal texts and
 * the reproved page name it. Read once per session, without react-query (the public pages show
 * signed out before the console loads, issue 27 item 2); a failure is retried on the next page or
 * by the footer's 'Tentar novamente', and every reader follows the answer (one store).
 */
interface OperatorState {
  data: OperatorInfo | undefined;
  isPending: boolean;
}
let state: OperatorState = { data: undefined, isPending: true };
let pending: Promise<OperatorInfo> | null = null;
const listeners = new Set<() => void>();

function publish(next: OperatorState) {
  state = next;
  listeners.forEach((listener) => listener());
}

export function loadOperator(): Promise<OperatorInfo> {
  if (pending) return pending;
  pending = request<OperatorInfo>(OPERATOR_PATH, { auth: false }).then(
    (operator) => {
      publish({ data: operator, isPending: false });
      return operator;
    },
    (error: unknown) => {
      pending = null;
      publish({ data: undefined, isPending: false });
      throw error;
    },
  );
  return pending;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The operator (`data`), whether its first reading is still out (a retry does not count: the texts
 * already shown stay as they are meanwhile), and `retry` after a failure.
 */
export function useOperator(): OperatorState & { retry: () => Promise<unknown> } {
  const current = useSyncExternalStore(subscribe, () => state);
  useEffect(() => {
    if (!state.data) loadOperator().catch(() => undefined);
  }, []);
  return { ...current, retry: () => loadOperator().catch(() => undefined) };
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

/** Where a fallback's article joins the preposition before it, as Portuguese writes it. */
const FALLBACK_PHRASES: [RegExp, string][] = [
  [/\bpor \{\{name\}\}/g, 'pela operadora indicada no rodapé'],
  [/\bem \{\{address\}\}/g, 'no endereço indicado no rodapé'],
];

/**
 * A legal text filled with the operator or, when it could not be read, with the fallback's words:
 * 'operada pela operadora indicada no rodapé', not 'por a operadora' (issue 34).
 */
export function fillOperatorText(text: string, operator: OperatorInfo | undefined): string {
  if (operator) return fillOperator(text, operator);
  return fillOperator(
    FALLBACK_PHRASES.reduce((filled, [phrase, words]) => filled.replace(phrase, words), text),
    OPERATOR_FALLBACK,
  );
}
