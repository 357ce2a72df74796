import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useDataProvider, type HttpError } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { GeoAnswer } from '../../../providers/addressMethods';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { errorText } from '../../../components/serverErrors';
import { foldPlace, isSamePlace, type Place } from './location';

export type GeoNotice = { kind: 'no_coordinates'; place: Place } | { kind: 'failed' } | { kind: 'manual' } | null;

const keyOf = (place: Place) => `${foldPlace(place.city)}|${place.state.trim().toUpperCase()}`;

/**
 * The geo check of one address (`prefix` = 'addresses.0'): POST /address/geo with its city and
 * state fills latitude and longitude. The same place in another spelling takes the official one;
 * a different place waits for the user's answer ('Localização Diferente'). A pair already checked
 * is not asked again. 404 puts 'Município não encontrado' on the city.
 */
export function useGeoCheck(prefix: string) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { getValues, setValue, setError, clearErrors } = useFormContext();
  const { isSubmitted } = useFormState();
  const typedPlace = (): Place => ({
    city: String(getValues(`${prefix}.city`) ?? '').trim(),
    state: String(getValues(`${prefix}.state`) ?? '').trim(),
  });
  const lastChecked = useRef(keyOf(typedPlace()));
  const [different, setDifferent] = useState<{ typed: Place; found: GeoAnswer } | null>(null);
  const [notice, setNotice] = useState<GeoNotice>(null);
  const mutation = useMutation({
    mutationFn: (place: Place) => dataProvider.geoLookup(place),
    // A look-up: its failure is the city field's message or the notice below it.
    meta: { inline: true },
  });

  const set = (field: string, value: unknown) =>
    setValue(`${prefix}.${field}`, value, { shouldDirty: true, shouldValidate: isSubmitted });

  const apply = (found: GeoAnswer, place: Place) => {
    set('city', found.city);
    set('state', found.state);
    lastChecked.current = keyOf(found);
    if (found.latitude === null || found.longitude === null) {
      setNotice({ kind: 'no_coordinates', place });
      return;
    }
    set('latitude', found.latitude);
    set('longitude', found.longitude);
  };

  const check = (force = false) => {
    const typed = typedPlace();
    if (!typed.city || !typed.state) return;
    if (!force && keyOf(typed) === lastChecked.current) return;
    lastChecked.current = keyOf(typed);
    setNotice(null);
    mutation.mutate(typed, {
      onSuccess: (found) => {
        clearErrors(`${prefix}.city`);
        if (isSamePlace(typed, found)) apply(found, found);
        else setDifferent({ typed, found });
      },
      onError: (error) => {
        if ((error as HttpError).status === 404) setError(`${prefix}.city`, { type: 'geo', message: errorText(error) });
        else setNotice({ kind: 'failed' });
      },
    });
  };

  return {
    check,
    checking: mutation.isPending,
    notice,
    different,
    /** 'Localização Diferente' answered: use the found place, or keep the typed one (coordinates left to the user). */
    resolveDifferent: (useFound: boolean) => {
      if (different && useFound) apply(different.found, different.found);
      else if (different) setNotice({ kind: 'manual' });
      setDifferent(null);
    },
  };
}
