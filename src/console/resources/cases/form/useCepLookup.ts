import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { CepUnavailableError, type CepAddress } from '../../../providers/addressMethods';
import type { AppDataProvider } from '../../../providers/dataProvider';

const FILLED = ['state', 'city', 'neighborhood', 'street'] as const;

/**
 * The CEP lookup of one address (`prefix` = 'addresses.0'): races the two CEP services through
 * the dataProvider, fills state, city, neighbourhood and street (a blank answer keeps what was
 * typed), or puts 'CEP não encontrado' on the zipcode — 'Não foi possível consultar o CEP agora'
 * when the services cannot be reached; the address stays typeable either way. A newer lookup
 * aborts the older one.
 */
export function useCepLookup(prefix: string, onFilled: () => void, { soft = false }: { soft?: boolean } = {}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { setValue, setError, clearErrors } = useFormContext();
  // Read in render (not from a stale closure): once saved, filled fields are checked again at once.
  const { isSubmitted } = useFormState();
  const controller = useRef<AbortController | null>(null);
  // soft: the failure is a notice beside the field, never a field error (an optional address).
  const [notice, setNotice] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: ({ cep, signal }: { cep: string; signal: AbortSignal }) => dataProvider.lookupCep(cep, { signal }),
    // A look-up: its failure is the zip code field's message.
    meta: { inline: true },
  });
  useEffect(() => () => controller.current?.abort(), []);

  const fill = (found: CepAddress) => {
    clearErrors(`${prefix}.zipcode`);
    setNotice(null);
    for (const field of FILLED) {
      if (found[field])
        setValue(`${prefix}.${field}`, found[field], { shouldDirty: true, shouldValidate: isSubmitted });
    }
    onFilled();
  };

  const lookup = (cep: string) => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setNotice(null);
    // Callbacks given to mutate() fire for the latest call only.
    mutation.mutate(
      { cep, signal: current.signal },
      {
        onSuccess: fill,
        onError: (error) => {
          if (current.signal.aborted) return;
          const key = error instanceof CepUnavailableError ? 'cep_unavailable' : 'cep_not_found';
          if (soft) {
            setNotice(translate(`app.case_form.address.${key}_soft`));
            return;
          }
          setError(`${prefix}.zipcode`, { type: 'cep', message: translate(`app.case_form.address.${key}`) });
        },
      },
    );
  };

  return { lookup, loading: mutation.isPending, notice };
}
