import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { CepAddress } from '../../../providers/addressMethods';
import type { AppDataProvider } from '../../../providers/dataProvider';

const FILLED = ['state', 'city', 'neighborhood', 'street'] as const;

/**
 * The CEP lookup of one address (`prefix` = 'addresses.0'): races the two CEP services through
 * the dataProvider, fills state, city, neighbourhood and street (a blank answer keeps what was
 * typed), or puts 'CEP não encontrado' on the zipcode. A newer lookup aborts the older one.
 */
export function useCepLookup(prefix: string, onFilled: () => void) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { setValue, setError, clearErrors } = useFormContext();
  // Read in render (not from a stale closure): once saved, filled fields are checked again at once.
  const { isSubmitted } = useFormState();
  const controller = useRef<AbortController | null>(null);
  const mutation = useMutation({
    mutationFn: ({ cep, signal }: { cep: string; signal: AbortSignal }) => dataProvider.lookupCep(cep, { signal }),
  });
  useEffect(() => () => controller.current?.abort(), []);

  const fill = (found: CepAddress) => {
    clearErrors(`${prefix}.zipcode`);
    for (const field of FILLED) {
      if (found[field]) setValue(`${prefix}.${field}`, found[field], { shouldDirty: true, shouldValidate: isSubmitted });
    }
    onFilled();
  };

  const lookup = (cep: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    // Callbacks given to mutate() fire for the latest call only.
    mutation.mutate(
      { cep, signal: current.signal },
      {
        onSuccess: fill,
        onError: () => {
          if (current.signal.aborted) return;
          setError(`${prefix}.zipcode`, { type: 'cep', message: translate('app.case_form.address.cep_not_found') });
        },
      },
    );
  };

  return { lookup, loading: mutation.isPending };
}
