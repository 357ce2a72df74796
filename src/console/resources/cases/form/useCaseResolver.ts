import { useMemo } from 'react';
import { caseSchema, READY_REQUIRED_FIELDS, type CategoryTypeOf } from '../../../../domain/schemas/case';
import { zodResolver } from '../../../components/zodResolver';

type Values = Record<string, unknown>;
type Resolver = ReturnType<typeof zodResolver>;

// Fields whose messages come from the schema's rules between fields.
const CROSS_FIELD_KEYS = new Set<string>(['licensePlate', 'addresses', ...READY_REQUIRED_FIELDS]);
const STUB_ADDRESS = { state: 'SP', city: 'São Paulo', latitude: 0, longitude: 0 };
const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The same values with what stops zod early (an empty required address field or an over-long
 * plate or document aborts the parse) replaced by valid stand-ins, so the rules between fields
 * (plate required, ready fields, one main address) still speak. Their answers for those fields do
 * not depend on the replaced values.
 */
function withoutAborts(values: Values): Values {
  const addresses = Array.isArray(values.addresses) ? (values.addresses as Values[]) : values.addresses;
  return {
    ...values,
    licensePlate: isBlank(values.licensePlate) ? values.licensePlate : 'AAA0000',
    debtorDocument: null,
    addresses: Array.isArray(addresses) ? addresses.map((a) => ({ ...STUB_ADDRESS, main: a?.main })) : addresses,
  };
}

/**
 * The shared case schema (every rule and pt-BR message of spec 000 §5) as the form's resolver.
 * zod skips the schema's rules between fields once a field aborted; a second pass over
 * stand-in values adds those messages, so one save shows every problem at once.
 */
export function useCaseResolver(typeOf: CategoryTypeOf) {
  return useMemo((): Resolver => {
    const resolve = zodResolver(caseSchema(typeOf));
    return async (values) => {
      const result = await resolve(values);
      if (Object.keys(result.errors).length === 0) return result;
      const second = await resolve(withoutAborts(values));
      const extra = Object.fromEntries(Object.entries(second.errors).filter(([key]) => CROSS_FIELD_KEYS.has(key) && !(key in result.errors)));
      return { values: {}, errors: { ...extra, ...result.errors } };
    };
  }, [typeOf]);
}
