// Pure validators for Brazilian identifiers; CPF and CNPJ check digits come from cpf-cnpj-validator,
// which also knows the alphanumeric CNPJ (Receita Federal, from July 2026).
import { cnpj, cpf } from 'cpf-cnpj-validator';

export function onlyDigits(value: string | null | undefined): string {
  return (value ?? '').replace(/\D/g, '');
}

/** Upper case without dash or spaces: the form the database stores and the import matches on. */
export function normalizePlate(value: string | null | undefined): string {
  return (value ?? '').toUpperCase().replace(/[-\s]/g, '');
}

// The two real formats: the old ABC-1234 and the Mercosul ABC1D23 — three letters, optional dash
// or space, a digit, a letter or digit, two digits. 'ABCD123' (a letter in position 4) is neither.
const PLATE = /^[A-Z]{3}[-\s]?\d[A-Z0-9]\d{2}$/i;

export function isValidPlate(value: string | null | undefined): boolean {
  return PLATE.test((value ?? '').trim());
}

export function isValidChassi(value: string | null | undefined): boolean {
  return /^[A-Za-z0-9]{17}$/.test(value ?? '');
}

// The library strips anything that is not a digit (or, for CNPJ, a letter); we first refuse
// characters that are neither part of the number nor of its mask, so junk is not silently dropped.
const CPF_CHARS = /^[\d.\-\s]*$/;
const CNPJ_CHARS = /^[\dA-Za-z./\-\s]*$/;

export function isValidCpf(value: string | null | undefined): boolean {
  return !!value && CPF_CHARS.test(value) && cpf.isValid(value);
}

/** Numeric or alphanumeric CNPJ, masked or not; lower-case letters are accepted (the library upper-cases). */
export function isValidCnpj(value: string | null | undefined): boolean {
  return !!value && CNPJ_CHARS.test(value) && cnpj.isValid(value);
}

export function isValidCpfOrCnpj(value: string | null | undefined): boolean {
  return isValidCpf(value) || isValidCnpj(value);
}

// Digits plus the characters of their input masks: (11) 98765-4321, 01310-100.
export const PHONE_CHARS = /^[\d()\-.\s]*$/;
export const ZIPCODE_CHARS = /^[\d\-.\s]*$/;

/** Landline (10) or mobile (11) digits with area code, mask ignored. */
export function isValidPhone(value: string | null | undefined): boolean {
  const digits = onlyDigits(value);
  return PHONE_CHARS.test(value ?? '') && (digits.length === 10 || digits.length === 11);
}

export function isValidZipcode(value: string | null | undefined): boolean {
  return ZIPCODE_CHARS.test(value ?? '') && onlyDigits(value).length === 8;
}

export function normalizeEmail(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}
