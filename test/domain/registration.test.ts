// The registration contract (spec 001 §5): the form's and the server's schema, the honeypot.
import { cnpj } from 'cpf-cnpj-validator';
import { describe, expect, it } from 'vitest';
import { filledHoneypot, registrationSchema } from '../../src/domain/registration';
import { fieldErrors } from '../../src/domain/schemas/fieldErrors';

const errorsOf = (value: unknown) => {
  const result = registrationSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

const valid = {
  name: 'Assessoria Exemplo',
  companyName: 'Assessoria Exemplo Ltda',
  document: '11.222.333/0001-81',
  contactName: 'Responsável Exemplo',
  contactEmail: 'contato@exemplo.test',
  contactPhone: '(11) 3456-7890',
  acceptedTerms: true,
  password: 'segredo1',
  confirmPassword: 'segredo1',
};

describe('registrationSchema', () => {
  it('accepts an alphanumeric CNPJ, masked or not, in any case, and stores it bare and upper-case', () => {
    for (let i = 0; i < 20; i++) {
      const document = cnpj.generate();
      expect(registrationSchema.parse({ ...valid, document: cnpj.format(document).toLowerCase() }).document).toBe(
        document,
      );
    }
    expect(registrationSchema.parse({ ...valid, document: '12.abc.345/01de-35' }).document).toBe('12ABC34501DE35');
  });

  it("says 'CNPJ Inválido' for wrong check digits, numeric or alphanumeric", () => {
    expect(errorsOf({ ...valid, document: '11.222.333/0001-82' })).toEqual({ document: 'CNPJ Inválido' });
    expect(errorsOf({ ...valid, document: '12.ABC.345/01DE-36' })).toEqual({ document: 'CNPJ Inválido' });
    expect(errorsOf({ ...valid, document: '' })).toEqual({ document: 'Obrigatório' });
  });

  it('has every message of the spec', () => {
    expect(errorsOf({ ...valid, acceptedTerms: false })).toEqual({ acceptedTerms: 'Deve aceitar os termos' });
    expect(errorsOf({ ...valid, acceptedTerms: undefined })).toEqual({ acceptedTerms: 'Deve aceitar os termos' });
    expect(errorsOf({ ...valid, confirmPassword: 'outra123' })).toEqual({
      confirmPassword: 'As senhas não são iguais.',
    });
    expect(errorsOf({ ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      password: 'Deve ter pelo menos 6 caracteres',
    });
    expect(errorsOf({ ...valid, name: 'x'.repeat(151), contactEmail: 'sem-arroba' })).toEqual({
      name: 'Deve ter no máximo 150 caracteres',
      contactEmail: 'E-mail inválido',
    });
    expect(errorsOf({ ...valid, contactPhone: '119', contactWhatsapp: '119876543210' })).toEqual({
      contactPhone: 'Deve ter pelo menos 10 caracteres',
      contactWhatsapp: 'Deve ter no máximo 11 caracteres',
    });
    expect(errorsOf({ ...valid, address: { number: 2147483648, state: 'SPX' } })).toEqual({
      'address.number': 'Máximo atingido',
      'address.state': 'Deve ter no máximo 2 caracteres',
    });
  });
});

describe('filledHoneypot', () => {
  it('is true only for a body whose website field carries something', () => {
    expect(filledHoneypot({ ...valid, website: 'https://spam.example' })).toBe(true);
    expect(filledHoneypot({ ...valid, website: 0 })).toBe(true);
    expect(filledHoneypot({ ...valid, website: '' })).toBe(false);
    expect(filledHoneypot({ ...valid, website: null })).toBe(false);
    expect(filledHoneypot(valid)).toBe(false);
    expect(filledHoneypot(null)).toBe(false);
    expect(filledHoneypot('website')).toBe(false);
  });
});
