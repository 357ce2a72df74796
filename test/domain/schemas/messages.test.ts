import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrors } from '../../../src/domain/schemas/fieldErrors';
import {
  emailField,
  EMAIL,
  enumField,
  exactLength,
  idField,
  intField,
  INVALID,
  MAX_INT,
  maxDate,
  maxItems,
  maxLength,
  maxValue,
  minDate,
  minItems,
  minLength,
  minValue,
  NOT_A_NUMBER,
  objectOf,
  optionalIntField,
  optionalPhoneField,
  optionalString,
  optionalZipcodeField,
  passwordField,
  phoneField,
  REQUIRED,
  requiredString,
} from '../../../src/domain/schemas/messages';

/** The message of the first issue, or 'ok'. */
function check(schema: z.ZodType, value: unknown): string {
  const result = schema.safeParse(value);
  return result.success ? 'ok' : result.error.issues[0].message;
}

describe('generic messages', () => {
  it('has the spec texts', () => {
    expect(REQUIRED).toBe('Obrigatório');
    expect(INVALID).toBe('Inválido');
    expect(NOT_A_NUMBER).toBe('Deve ser um número');
    expect(EMAIL).toBe('E-mail inválido');
    expect(MAX_INT).toBe('Máximo atingido');
    expect(minLength(6)).toBe('Deve ter pelo menos 6 caracteres');
    expect(maxLength(20)).toBe('Deve ter no máximo 20 caracteres');
    expect(exactLength(17)).toBe('Deve ter exatamente 17 caracteres');
    expect(minValue(0)).toBe('Deve ser maior ou igual a 0');
    expect(maxValue(10)).toBe('Deve ser menor ou igual a 10');
    expect(minItems(1)).toBe('Deve ter pelo menos 1 item');
    expect(maxItems(10)).toBe('Deve ter no máximo 10 itens');
    expect(minDate(new Date('2026-01-15T02:30:00Z'))).toBe('Deve ser a partir de 14/01/2026');
    expect(maxDate(new Date('2026-03-01T12:00:00Z'))).toBe('Deve ser até 01/03/2026');
  });
});

describe('requiredString', () => {
  const schema = requiredString(5);
  it('missing, null and blank are Obrigatório; a wrong type is Inválido', () => {
    expect(check(schema, undefined)).toBe('Obrigatório');
    expect(check(schema, null)).toBe('Obrigatório');
    expect(check(schema, '')).toBe('Obrigatório');
    expect(check(schema, '   ')).toBe('Obrigatório');
    expect(check(schema, 42)).toBe('Inválido');
  });

  it('trims and bounds the length', () => {
    expect(schema.parse('  abc  ')).toBe('abc');
    expect(check(schema, 'abcdef')).toBe('Deve ter no máximo 5 caracteres');
    expect(check(requiredString(), 'x'.repeat(1000))).toBe('ok');
  });
});

describe('optionalString', () => {
  const schema = optionalString(3);
  it('accepts absence; empty becomes null', () => {
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('  ')).toBeNull();
    expect(schema.parse(' ab ')).toBe('ab');
  });

  it('bounds the length and refuses other types', () => {
    expect(check(schema, 'abcd')).toBe('Deve ter no máximo 3 caracteres');
    expect(check(schema, 1)).toBe('Inválido');
  });
});

describe('emailField', () => {
  it('trims, lower-cases and validates', () => {
    expect(emailField().parse('  Ana@Exemplo.COM ')).toBe('ana@exemplo.com');
    expect(check(emailField(), 'ana@')).toBe('E-mail inválido');
    expect(check(emailField(), 'ana exemplo.com')).toBe('E-mail inválido');
    expect(check(emailField(), undefined)).toBe('Obrigatório');
    expect(check(emailField(), ' ')).toBe('Obrigatório');
    expect(check(emailField(), 5)).toBe('Inválido');
  });

  it('bounds the length when asked', () => {
    const long = `${'a'.repeat(140)}@exemplo.com`;
    expect(check(emailField(150), long)).toBe('Deve ter no máximo 150 caracteres');
    expect(check(emailField(), long)).toBe('ok');
  });
});

describe('passwordField', () => {
  it('6 to 20 characters', () => {
    expect(check(passwordField(), '12345')).toBe('Deve ter pelo menos 6 caracteres');
    expect(check(passwordField(), '123456')).toBe('ok');
    expect(check(passwordField(), 'x'.repeat(20))).toBe('ok');
    expect(check(passwordField(), 'x'.repeat(21))).toBe('Deve ter no máximo 20 caracteres');
    expect(check(passwordField(), '')).toBe('Obrigatório');
    expect(check(passwordField(), undefined)).toBe('Obrigatório');
  });
});

describe('phone fields', () => {
  it('a required phone keeps its 10 or 11 digits', () => {
    expect(phoneField().parse('(11) 98765-4321')).toBe('11987654321');
    expect(phoneField().parse('1134567890')).toBe('1134567890');
    expect(check(phoneField(), '113456789')).toBe('Deve ter pelo menos 10 caracteres');
    expect(check(phoneField(), '119876543210')).toBe('Deve ter no máximo 11 caracteres');
    expect(check(phoneField(), 'telefone')).toBe('Inválido');
    expect(check(phoneField(), '')).toBe('Obrigatório');
    expect(check(phoneField(), undefined)).toBe('Obrigatório');
  });

  it('an optional phone may be absent or empty, but not short', () => {
    expect(optionalPhoneField().parse(undefined)).toBeUndefined();
    expect(optionalPhoneField().parse('')).toBeNull();
    expect(optionalPhoneField().parse(null)).toBeNull();
    expect(optionalPhoneField().parse('(21) 99999-0000')).toBe('21999990000');
    expect(check(optionalPhoneField(), '2199')).toBe('Deve ter pelo menos 10 caracteres');
    expect(check(optionalPhoneField(), '219999900001')).toBe('Deve ter no máximo 11 caracteres');
  });
});

describe('optionalZipcodeField', () => {
  it('stores digits, at most 8', () => {
    expect(optionalZipcodeField().parse('01310-100')).toBe('01310100');
    expect(optionalZipcodeField().parse('')).toBeNull();
    expect(check(optionalZipcodeField(), '013101000')).toBe('Deve ter no máximo 8 caracteres');
    expect(check(optionalZipcodeField(), 'cep')).toBe('Inválido');
  });
});

describe('number fields', () => {
  it('intField: required integer, with bounds', () => {
    const schema = intField({ min: 0 });
    expect(check(schema, 10)).toBe('ok');
    expect(check(schema, undefined)).toBe('Obrigatório');
    expect(check(schema, null)).toBe('Obrigatório');
    expect(check(schema, 'dez')).toBe('Deve ser um número');
    expect(check(schema, Number.NaN)).toBe('Deve ser um número');
    expect(check(schema, 1.5)).toBe('Deve ser um número inteiro');
    expect(check(schema, -1)).toBe('Deve ser maior ou igual a 0');
    expect(check(schema, 2147483647)).toBe('ok');
    expect(check(schema, 2147483648)).toBe('Máximo atingido');
    expect(check(intField({ max: 10 }), 11)).toBe('Deve ser menor ou igual a 10');
  });

  it('optionalIntField accepts absence', () => {
    expect(check(optionalIntField(), undefined)).toBe('ok');
    expect(check(optionalIntField(), null)).toBe('ok');
    expect(check(optionalIntField(), 'x')).toBe('Deve ser um número');
  });

  it('idField: a positive integer', () => {
    expect(check(idField(), 1)).toBe('ok');
    expect(check(idField(), 0)).toBe('Deve ser um número positivo');
    expect(check(idField(), undefined)).toBe('Obrigatório');
    expect(check(idField(), '1')).toBe('Deve ser um número');
  });
});

describe('enumField and objectOf', () => {
  it('refuses values out of the list', () => {
    const schema = enumField(['a', 'b'] as const);
    expect(check(schema, 'a')).toBe('ok');
    expect(check(schema, 'c')).toBe('Inválido');
    expect(check(schema, undefined)).toBe('Obrigatório');
  });

  it('a body that is not an object reports on root in pt-BR', () => {
    const schema = objectOf({ name: requiredString() });
    expect(fieldErrors(schema.safeParse(undefined).error!)).toEqual({ root: 'Obrigatório' });
    expect(fieldErrors(schema.safeParse('texto').error!)).toEqual({ root: 'Inválido' });
  });
});
