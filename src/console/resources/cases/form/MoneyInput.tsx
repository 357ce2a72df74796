import { InputAdornment } from '@mui/material';
import { TextInput, type TextInputProps } from 'react-admin';

const BRL = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 1234.5 → '1.234,50'; empty stays empty. */
export const formatMoney = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? BRL.format(value) : '';

/** What is typed, read as cents from its digits ('1.234,5' → 123.45; '' → null); never negative. */
export function parseMoney(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return null;
  return Number(digits.slice(0, 14)) / 100;
}

/**
 * An amount in BRL: typed as digits that fill from the cents up (the usual Brazilian money
 * input), shown as 1.234,56 after an 'R$' prefix, kept in the form as a number.
 */
export function MoneyInput(props: Omit<TextInputProps, 'format' | 'parse'>) {
  return (
    <TextInput
      {...props}
      format={formatMoney}
      parse={parseMoney}
      slotProps={{
        input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
        htmlInput: { inputMode: 'numeric' },
      }}
    />
  );
}
