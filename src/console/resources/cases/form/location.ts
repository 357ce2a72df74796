// Comparing what the user typed with what the geo check found (POST /address/geo).

/** Accents, case, punctuation and repeated spaces ignored: 'sao  paulo' ~ 'São Paulo'. */
export function foldPlace(value: string | null | undefined): string {
  return (value ?? '')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface Place {
  city: string;
  state: string;
}

/**
 * The same municipality in another spelling only ('sao paulo' and 'São Paulo'): the form takes
 * the official spelling without asking. Anything else is a different location and asks
 * 'Localização Diferente'.
 */
export function isSamePlace(typed: Place, found: Place): boolean {
  return (
    foldPlace(typed.city) === foldPlace(found.city) && typed.state.trim().toUpperCase() === found.state.toUpperCase()
  );
}

/** 'São Paulo/SP'. */
export const placeLabel = (place: Place) => `${place.city}/${place.state.toUpperCase()}`;
