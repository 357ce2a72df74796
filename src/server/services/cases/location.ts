import { CASE_MESSAGES, type CaseData } from '../../../domain/schemas/case';
import { REQUIRED } from '../../../domain/schemas/messages';
import { lookup, plausibleCoordinates } from '../geo';
import { invalid } from '../errors';

type Address = CaseData['addresses'][number];
export type LocatedAddress = Address & { latitude: number; longitude: number };

/**
 * Coordinates always belong to the saved city and state (docs/cases.md "Coordinates"): each
 * address gets its municipality's coordinates from the table (services/geo.ts), whatever the form
 * sent — a form keeps the previous city's coordinates when the city changes and the geo check
 * did not run or failed. A city the state does not have is refused on the city field. For the few
 * municipalities the table has no coordinates for, the typed ones are kept when they are inside
 * the state and not another municipality's seat.
 */
export function locateAddresses(addresses: Address[]): LocatedAddress[] {
  const errors: Record<string, string> = {};
  const located = addresses.map((address, i) => {
    const found = lookup(address.city, address.state);
    if (!found) {
      errors[`addresses.${i}.city`] = CASE_MESSAGES.cityNotFound;
      return null;
    }
    if (found.latitude !== null && found.longitude !== null) {
      return { ...address, latitude: found.latitude, longitude: found.longitude };
    }
    const { latitude, longitude } = address;
    if (latitude == null || longitude == null) {
      errors[`addresses.${i}.city`] = CASE_MESSAGES.cityWithoutCoordinates;
      if (latitude == null) errors[`addresses.${i}.latitude`] = REQUIRED;
      if (longitude == null) errors[`addresses.${i}.longitude`] = REQUIRED;
      return null;
    }
    if (!plausibleCoordinates(found, latitude, longitude)) {
      errors[`addresses.${i}.city`] = CASE_MESSAGES.coordinatesElsewhere;
      return null;
    }
    return { ...address, latitude, longitude };
  });
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return located as LocatedAddress[];
}
