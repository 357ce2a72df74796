/** The characters of a CNPJ: digits, and letters in the first 12 places (alphanumeric CNPJ, July 2026). */
export function cnpjChars(value: string | null | undefined): string {
  return (value ?? '').toUpperCase().replace(/[^0-9A-Z]/g, '').slice(0, 14);
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
