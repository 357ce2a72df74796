// The masks of the company forms (registration, resubmission, settings, the case form's CEP): plain
// functions, no form library, so the light public pages (issue 27 item 2) share them with the console.

/** The characters of a CNPJ: digits, and letters in the first 12 places (alphanumeric CNPJ, July 2026). */
export function cnpjChars(value: string | null | undefined): string {
  return (value ?? '')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 14);
}

const SEPARATORS = ['', '.', '.', '/', '-'];
const GROUPS = [2, 3, 3, 4, 2];

/**
 * The CNPJ mask while typing, numeric or alphanumeric: '11', '11.222', '11.222.333/0001-81',
 * '12.ABC.345/01DE-35'. The form keeps the bare characters (the input's parse); the server
 * accepts either.
 */
export function maskCnpj(value: string | null | undefined): string {
  const chars = cnpjChars(value);
  let out = '';
  let at = 0;
  GROUPS.forEach((size, i) => {
    const part = chars.slice(at, at + size);
    at += size;
    if (part) out += SEPARATORS[i] + part;
  });
  return out;
}

const digitsOf = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

/**
 * The phone mask while typing: '(11', '(11) 3456', '(11) 3456-7890', '(11) 98765-4321'. The form
 * keeps the digits (the input's parse); the server accepts either. More than 11 digits (a paste)
 * show as they are: a mask would hide the extra digits the form keeps and the schema refuses.
 */
export function maskPhone(value: string | null | undefined): string {
  const digits = digitsOf(value);
  if (digits.length === 0) return '';
  if (digits.length > 11) return digits;
  if (digits.length <= 2) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 2)}) ${digits.slice(2)}`;
  const split = digits.length === 11 ? 7 : 6;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, split)}-${digits.slice(split)}`;
}

/** A phone input's parse: the digits. */
export const phoneDigits = (value: string) => digitsOf(value);

/** '01310100' → '01310-100' while typing (at most 8 digits). */
export const maskZipcode = (value: unknown) => {
  const digits = digitsOf(String(value ?? '')).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};

/** A CEP input's parse: its 8 digits at most. */
export const zipcodeDigits = (value: string) => digitsOf(value).slice(0, 8);
