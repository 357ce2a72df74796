// A postal address as every area stores it (cases, law companies, imports): one list of fields and
// one shape, so a new field is added once.

/** The fields of a postal address, in the order a form shows them. */
export const POSTAL_ADDRESS_FIELDS = [
  'zipcode',
  'state',
  'city',
  'neighborhood',
  'street',
  'number',
  'complement',
] as const;
export type PostalAddressField = (typeof POSTAL_ADDRESS_FIELDS)[number];

export interface PostalAddress {
  zipcode: string | null;
  /** UF, two letters. */
  state: string | null;
  city: string | null;
  neighborhood: string | null;
  street: string | null;
  number: number | null;
  complement: string | null;
}
