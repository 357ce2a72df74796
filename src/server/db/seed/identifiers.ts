// Brazilian identifiers with real check digits: CPF, CNPJ (numeric and alphanumeric), plates,
// chassi (VIN), RENAVAM and CNJ process numbers. All returned unmasked, upper case.
import type { Rng } from './random';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** First letters the demo's random plates use; Q to Z are left to the counter-based generator. */
export const DEMO_PLATE_FIRST_LETTERS = 'ABCDEFGHIJKLMNOP';
export const GENERATED_PLATE_FIRST_LETTERS = 'QRSTUVWXYZ';

// ---- CPF ----------------------------------------------------------------------------------------

function cpfDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

export function cpfWithCheckDigits(base9: string): string {
  const first = cpfDigit(base9);
  return base9 + first + cpfDigit(base9 + first);
}

export function randomCpf(rng: Rng): string {
  let base = rng.digits(9);
  while (/^(\d)\1+$/.test(base)) base = rng.digits(9);
  return cpfWithCheckDigits(base);
}

// ---- CNPJ (Receita Federal: each character is worth its ASCII code minus 48) ---------------------

function cnpjDigit(chars: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = chars.length - 1; i >= 0; i--) {
    sum += (chars.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Appends the two check digits to a 12-character base (digits, or digits and upper-case letters). */
export function cnpjWithCheckDigits(base12: string): string {
  const base = base12.toUpperCase();
  const first = cnpjDigit(base);
  return base + first + cnpjDigit(base + first);
}

export function randomCnpj(rng: Rng, { alphanumeric = false } = {}): string {
  const root = alphanumeric ? rng.chars('0123456789' + LETTERS, 8) : rng.digits(8);
  return cnpjWithCheckDigits(root + '0001');
}

// ---- Vehicles -----------------------------------------------------------------------------------

/** Old pattern ABC1234. */
export function oldPlate(rng: Rng, firstLetters = DEMO_PLATE_FIRST_LETTERS): string {
  return rng.chars(firstLetters, 1) + rng.chars(LETTERS, 2) + rng.digits(4);
}

/** Mercosul pattern ABC1D23. */
export function mercosulPlate(rng: Rng, firstLetters = DEMO_PLATE_FIRST_LETTERS): string {
  return rng.chars(firstLetters, 1) + rng.chars(LETTERS, 2) + rng.digits(1) + rng.chars(LETTERS, 1) + rng.digits(2);
}

// Mixed radix of a Mercosul plate whose first letter is Q to Z: L L L D L D D.
const PLATE_RADIX = [GENERATED_PLATE_FIRST_LETTERS.length, 26, 26, 10, 26, 10, 10];
export const GENERATED_PLATE_SPACE = PLATE_RADIX.reduce((a, b) => a * b, 1);

/**
 * The n-th plate of the generator's space (0-based). Monotonic: plate(n) < plate(n + 1) as strings,
 * so the next free counter is the one after the highest stored generated plate.
 */
export function generatedPlate(n: number): string {
  if (n < 0 || n >= GENERATED_PLATE_SPACE) throw new Error(`plate counter out of range: ${n}`);
  const out: string[] = [];
  let rest = n;
  for (let i = PLATE_RADIX.length - 1; i >= 0; i--) {
    const value = rest % PLATE_RADIX[i];
    rest = Math.floor(rest / PLATE_RADIX[i]);
    out[i] = i === 0 ? GENERATED_PLATE_FIRST_LETTERS[value] : PLATE_RADIX[i] === 10 ? String(value) : LETTERS[value];
  }
  return out.join('');
}

/** The inverse of generatedPlate, or -1 for a plate outside the generator's space. */
export function generatedPlateIndex(plate: string): number {
  if (!/^[Q-Z][A-Z]{2}\d[A-Z]\d{2}$/.test(plate)) return -1;
  let n = 0;
  for (let i = 0; i < PLATE_RADIX.length; i++) {
    const c = plate[i];
    const value =
      i === 0 ? GENERATED_PLATE_FIRST_LETTERS.indexOf(c) : PLATE_RADIX[i] === 10 ? Number(c) : LETTERS.indexOf(c);
    n = n * PLATE_RADIX[i] + value;
  }
  return n;
}

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'; // no I, O or Q
const VIN_YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'; // 30-year cycle, A = 1980 and 2010

/** 17 characters: the maker's WMI, six of description, the model-year code, then seven more. */
export function chassi(rng: Rng, wmi: string, year: number): string {
  const yearCode = VIN_YEAR_CODES[(((year - 1980) % 30) + 30) % 30];
  return (wmi + rng.chars(VIN_CHARS, 6)).slice(0, 9) + yearCode + rng.chars(VIN_CHARS, 7);
}

export function renavam(rng: Rng): string {
  const base = rng.digits(10);
  const weights = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(base[i]), 0);
  const digit = (sum * 10) % 11;
  return base + (digit === 10 ? 0 : digit);
}

// ---- Courts and phones ---------------------------------------------------------------------------

/**
 * A CNJ number NNNNNNN-DD.AAAA.8.TR.OOOO of a state court (segment 8) with its mod-97 check digits.
 * `court` is the TR code: 01 Acre … 26 São Paulo, 27 Tocantins.
 */
export function cnjProcessNumber(rng: Rng, year: number, court: number): string {
  const sequence = rng.digits(7);
  const tr = String(court).padStart(2, '0');
  const origin = String(rng.int(1, 999) * (rng.chance(0.5) ? 1 : 10)).padStart(4, '0');
  const check = 98n - (BigInt(`${sequence}${year}8${tr}${origin}00`) % 97n);
  return `${sequence}-${String(check).padStart(2, '0')}.${year}.8.${tr}.${origin}`;
}

/** Mobile: area code + 9 + eight digits. */
export function mobilePhone(rng: Rng, ddd: number): string {
  return `${ddd}9${rng.int(6, 9)}${rng.digits(7)}`;
}

/** Landline: area code + eight digits starting 2 to 5. */
export function landlinePhone(rng: Rng, ddd: number): string {
  return `${ddd}${rng.int(2, 5)}${rng.digits(7)}`;
}
