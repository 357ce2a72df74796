// The case form's values: empty ones for a new case, the record as the form edits it, and the
// pure questions the form asks of them (what simplified mode would erase, what a ready case lacks).
import type { PostalAddress } from '../../../../domain/address';
import { READY_REQUIRED_FIELDS, SHADOW_CLEARED_FIELDS } from '../../../../domain/schemas/case';
import type { CaseFields } from '../../../../domain/cases';

export interface AddressValues extends PostalAddress {
  id?: number | null;
  description: string | null;
  latitude: number | null;
  longitude: number | null;
  main: boolean;
}

/** canBeDraft is set by the button pressed: 'Salvar como rascunho' lets ready fields be missing. */
export interface CaseFormValues extends CaseFields {
  id?: number | null;
  categoryId: number | null;
  addresses: AddressValues[];
}

export type ReadyField = (typeof READY_REQUIRED_FIELDS)[number];

export function emptyAddress(main = false): AddressValues {
  return {
    id: null,
    zipcode: '',
    state: '',
    city: '',
    neighborhood: '',
    street: '',
    number: null,
    complement: '',
    description: '',
    latitude: null,
    longitude: null,
    main,
  };
}

export function emptyCase(): CaseFormValues {
  return {
    categoryId: null,
    licensePlate: '',
    chassi: '',
    renavam: '',
    maker: '',
    model: '',
    year: null,
    reward: null,
    processNumber: '',
    financier: '',
    debtorName: '',
    debtorDocument: '',
    shadowMode: false,
    canBeDraft: false,
    addresses: [emptyAddress(true)],
  };
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * GET /admin/seizure-requests/{id} as the form edits it. The record's `canBeDraft` says whether
 * the case may be a draft; the form's own `canBeDraft` is the user's choice, so it starts false.
 */
export function toFormValues(record: Record<string, unknown>): CaseFormValues {
  const base = emptyCase();
  const values = { ...base } as Record<string, unknown>;
  for (const key of Object.keys(base) as (keyof CaseFormValues)[]) {
    if (key !== 'addresses' && key !== 'canBeDraft' && record[key] !== undefined) values[key] = record[key];
  }
  const addresses = Array.isArray(record.addresses) ? (record.addresses as Partial<AddressValues>[]) : [];
  values.id = record.id as number;
  values.shadowMode = record.shadowMode === true;
  values.addresses = addresses.length
    ? withOneMain(addresses.map((address) => ({ ...emptyAddress(), ...address, main: address.main === true })))
    : [emptyAddress(true)];
  return values as unknown as CaseFormValues;
}

/** Exactly one main address: the given one, else the first main, else the first. */
export function withOneMain(addresses: AddressValues[], mainIndex?: number): AddressValues[] {
  const index =
    mainIndex ??
    Math.max(
      0,
      addresses.findIndex((address) => address.main),
    );
  return addresses.map((address, i) => ({ ...address, main: i === index }));
}

/** Whether turning simplified mode on would erase something the user typed. */
export function simplifiedModeErases(
  values: Pick<CaseFormValues, (typeof SHADOW_CLEARED_FIELDS)[number] | 'addresses'>,
) {
  return SHADOW_CLEARED_FIELDS.some((field) => !isBlank(values[field])) || values.addresses.length > 1;
}

/** What a ready case still lacks (nothing in simplified mode), in the order of the form. */
export function missingReadyFields(values: Partial<CaseFormValues>): ReadyField[] {
  if (values.shadowMode) return [];
  return READY_REQUIRED_FIELDS.filter((field) => isBlank(values[field]));
}
