import { onlyDigits } from '../../../domain/validators';

/**
 * The phone mask while typing: '(11', '(11) 3456', '(11) 3456-7890', '(11) 98765-4321'. The form
 * keeps the digits (the input's parse); the server accepts either. More than 11 digits (a paste)
 * show as they are: a mask would hide the extra digits the form keeps and the schema refuses.
 */
export function maskPhone(value: string | null | undefined): string {
  const digits = onlyDigits(value);
  if (digits.length === 0) return '';
  if (digits.length > 11) return digits;
  if (digits.length <= 2) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 2)}) ${digits.slice(2)}`;
  const split = digits.length === 11 ? 7 : 6;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, split)}-${digits.slice(split)}`;
}
