import { useMemo } from 'react';
import { caseSchema, type CategoryTypeOf } from '../../../../domain/schemas/case';
import { zodResolver } from '../../../components/zodResolver';

/**
 * The shared case schema (every rule and pt-BR message of spec 000 §5) as the form's resolver.
 * The schema reports its rules between fields even when a field failed, so one save shows
 * every problem at once.
 */
export function useCaseResolver(typeOf: CategoryTypeOf) {
  return useMemo(() => zodResolver(caseSchema(typeOf)), [typeOf]);
}
