import { describe, expect, it } from 'vitest';
import {
  isValidChassi,
  isValidCnpj,
  isValidCpf,
  isValidCpfOrCnpj,
  isValidPhone,
  isValidPlate,
  isValidZipcode,
  normalizeEmail,
  normalizePlate,
  onlyDigits,
} from '../../src/domain/validators';

describe('onlyDigits / normalizeEmail', () => {
  it('keeps digits only', () => {
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
    expect(onlyDigits(null)).toBe('');
  });

  it('trims and lower-cases e-mails', () => {
    expect(normalizeEmail('  Ana.Souza@Exemplo.COM.br ')).toBe('ana.souza@exemplo.com.br');
    expect(normalizeEmail(undefined)).toBe('');
  });
});

describe('plates', () => {
  it('normalizes to upper case without dash or space', () => {
    expect(normalizePlate('abc-1234')).toBe('ABC1234');
    expect(normalizePlate('abc 1d23')).toBe('ABC1D23');
  });

  it('accepts old and Mercosul plates, with optional dash or space, any case', () => {
    for (const plate of ['ABC-1234', 'ABC1234', 'ABC 1234', 'abc1234', 'ABC1D23', 'abc-1d23', ' ABC1D23 ']) {
      expect(isValidPlate(plate), plate).toBe(true);
    }
  });

  it('refuses other shapes', () => {
    // Position 4 is always a digit: ABCD123 and ABCDE12 are neither the old nor the Mercosul format.
    for (const plate of [
      'ABCD123',
      'abcd-123',
      'ABCDE12',
      'AB1234',
      'AB1C234',
      'ABC12D3',
      'ABC12345',
      'ABC123',
      'ABC1D2D',
      '1BC1234',
      'ABC--1234',
      'A-BC1234',
      'ABC1-234',
      'ABC_1234',
      '',
      null,
    ]) {
      expect(isValidPlate(plate), String(plate)).toBe(false);
    }
  });
});

describe('chassi', () => {
  it('is exactly 17 letters or digits', () => {
    expect(isValidChassi('9BWZZZ377VT004251')).toBe(true);
    expect(isValidChassi('9bwzzz377vt004251')).toBe(true);
    expect(isValidChassi('9BWZZZ377VT00425')).toBe(false);
    expect(isValidChassi('9BWZZZ377VT0042512')).toBe(false);
    expect(isValidChassi('9BWZZZ377VT00425-')).toBe(false);
    expect(isValidChassi(undefined)).toBe(false);
  });
});

describe('CPF', () => {
  it('accepts valid CPFs, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
  });

  it('refuses repeated digits, wrong check digits, wrong length and junk', () => {
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCpf('000.000.000-00')).toBe(false);
    expect(isValidCpf('529.982.247-26')).toBe(false);
    expect(isValidCpf('111.444.777-53')).toBe(false);
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('52998224725x')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf(null)).toBe(false);
  });
});

describe('CNPJ (numeric and alphanumeric)', () => {
  it('accepts a numeric CNPJ, masked or not', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCnpj('11222333000181')).toBe(true);
  });

  it('accepts the alphanumeric CNPJ, masked or not, and lower case as the library does', () => {
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
    expect(isValidCnpj('12abc34501de35')).toBe(true);
  });

  it('refuses wrong check digits', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11222333000182')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12ABC34501DE53')).toBe(false);
    expect(isValidCnpj('12abc34501de36')).toBe(false);
  });

  it('refuses letters as check digits, repeated digits, wrong length and junk', () => {
    expect(isValidCnpj('12.ABC.345/01DE-3A')).toBe(false);
    expect(isValidCnpj('11.111.111/1111-11')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-81#')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
    expect(isValidCnpj(undefined)).toBe(false);
  });

  it('isValidCpfOrCnpj accepts either', () => {
    expect(isValidCpfOrCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfOrCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCpfOrCnpj('529.982.247-26')).toBe(false);
    expect(isValidCpfOrCnpj('11.222.333/0001-80')).toBe(false);
  });
});

describe('phone and zip code', () => {
  it('a phone has 10 or 11 digits once the mask is removed', () => {
    expect(isValidPhone('(11) 98765-4321')).toBe(true);
    expect(isValidPhone('1134567890')).toBe(true);
    expect(isValidPhone('113456789')).toBe(false);
    expect(isValidPhone('119876543210')).toBe(false);
    expect(isValidPhone('11 9876a-4321')).toBe(false);
  });

  it('a zip code has 8 digits', () => {
    expect(isValidZipcode('01310-100')).toBe(true);
    expect(isValidZipcode('01310100')).toBe(true);
    expect(isValidZipcode('0131010')).toBe(false);
    expect(isValidZipcode('013101000')).toBe(false);
    expect(isValidZipcode('01310-10a')).toBe(false);
  });
});
