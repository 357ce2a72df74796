// Display formatters. Dates are always shown in São Paulo time, whatever the machine's zone,
// so the server (often UTC) and the browser agree.
import { format as formatWithPattern } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { tz } from '@date-fns/tz';
import { cnpj, cpf } from 'cpf-cnpj-validator';
import type { PostalAddress, PostalAddressField } from './address';
import { normalizePlate, onlyDigits } from './validators';

export const TIME_ZONE = 'America/Sao_Paulo';

const brl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 'R$\u00a01.234,50' (Intl puts a non-breaking space after R$). */
export function formatBRL(value: number): string {
  return brl.format(value);
}

const counts = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
/** A count as pt-BR writes it: '20.000' (Intl's grouping; '1.000' too). */
export const formatCount = (value: number) => counts.format(value);

type DateInput = Date | string | number | null | undefined;

function formatInZone(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatWithPattern(date, pattern, { locale: ptBR, in: tz(TIME_ZONE) });
}

/** dd/MM/yyyy in São Paulo; '' for empty or invalid input. */
export const formatDate = (value: DateInput) => formatInZone(value, 'dd/MM/yyyy');

/** dd/MM/yyyy HH:mm in São Paulo; '' for empty or invalid input. */
export const formatDateTime = (value: DateInput) => formatInZone(value, 'dd/MM/yyyy HH:mm');

/**
 * São Paulo's wall-clock time of `value` as a Date whose UTC fields carry it: what a spreadsheet
 * cell (which has no time zone) must hold to show the time a Brazilian user expects.
 */
export function localDateTime(value: Date | string): Date {
  return new Date(`${formatInZone(value, "yyyy-MM-dd'T'HH:mm:ss")}Z`);
}

/** Old plates read ABC-1234; Mercosul plates (ABC1D23) are written without a dash. */
export function formatPlate(value: string | null | undefined): string {
  const plate = normalizePlate(value);
  return /^[A-Z]{3}\d{4}$/.test(plate) ? `${plate.slice(0, 3)}-${plate.slice(3)}` : plate;
}

/** XX.XXX.XXX/XXXX-XX, numeric or alphanumeric; other lengths come back unmasked. */
export function formatCnpj(value: string | null | undefined): string {
  return value ? cnpj.format(value) : '';
}

/** XXX.XXX.XXX-XX; other lengths come back as digits. */
export function formatCpf(value: string | null | undefined): string {
  return value ? cpf.format(value) : '';
}

/** (11) 98765-4321 or (11) 3456-7890; other lengths come back as digits. */
export function formatPhone(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`;
  return digits;
}

/**
 * A Pix key as its type writes it (issue 25 item 9): a document as CPF (11 digits) or CNPJ (14,
 * numeric or alphanumeric); a phone as '+55 (11) 98765-4321' (the key carries +55; 10 or 11 digits
 * without it as formatPhone); an e-mail as it is; a random key (EVP) as its UUID, 8-4-4-4-12, lower
 * case. Anything that does not fit its type comes back as stored, so nothing is hidden.
 */
export function formatPix(
  value: string | null | undefined,
  type: 'document' | 'email' | 'phone' | 'uniqueKey',
): string {
  const key = (value ?? '').trim();
  if (!key) return '';
  if (type === 'document') {
    const plain = key.replace(/[.\-/\s]/g, '').toUpperCase();
    if (/^\d{11}$/.test(plain)) return formatCpf(plain);
    if (/^[0-9A-Z]{12}\d{2}$/.test(plain)) return formatCnpj(plain);
    return key;
  }
  if (type === 'phone') {
    const digits = onlyDigits(key);
    const national =
      (key.startsWith('+55') || digits.length >= 12) && digits.startsWith('55') ? digits.slice(2) : digits;
    if (national.length !== 10 && national.length !== 11) return key;
    return national === digits ? formatPhone(national) : `+55 ${formatPhone(national)}`;
  }
  if (type === 'uniqueKey') {
    const hex = key.replace(/-/g, '').toLowerCase();
    return /^[0-9a-f]{32}$/.test(hex)
      ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
      : key;
  }
  return key;
}

/** 01310-100; other lengths come back as digits. */
export function formatZipcode(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

type AddressParts = Partial<Pick<PostalAddress, PostalAddressField>>;

/** 'Rua X, 12, Sala 3': the street, its number and the complement, as one line ('' when none). */
export function addressStreetLine(address: AddressParts): string {
  return [address.street, address.number, address.complement]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(', ');
}

/** 'Bela Vista – São Paulo/SP': the neighbourhood and the city with its UF ('' when none). */
export function addressPlaceLine(address: AddressParts): string {
  return [address.neighborhood, [address.city, address.state].filter(Boolean).join('/')].filter(Boolean).join(' – ');
}

/** The whole address on one line, for details panels: street · place · CEP 01310-200. */
export function formatAddress(address: AddressParts): string {
  const zipcode = address.zipcode ? `CEP ${formatZipcode(address.zipcode)}` : '';
  return [addressStreetLine(address), addressPlaceLine(address), zipcode].filter(Boolean).join(' · ');
}
