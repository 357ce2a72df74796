import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fieldErrors } from '../../../src/domain/schemas/fieldErrors';
import {
  lawCompanyRegistrationSchema,
  lawCompanySettingsSchema,
  lawCompanyStatusSchema,
} from '../../../src/domain/schemas/lawCompany';

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

const registration = {
  name: 'Alfa Cobranças',
  companyName: 'Alfa Assessoria Jurídica Ltda',
  document: '11.222.333/0001-81',
  contactName: 'Joana Prado',
  contactEmail: ' Joana@Alfa.COM.br ',
  contactPhone: '(11) 98765-4321',
  contactWhatsapp: '',
  acceptedTerms: true,
  password: 'segredo1',
  confirmPassword: 'segredo1',
};

describe('lawCompanyRegistrationSchema', () => {
  it('accepts a valid registration and normalises it', () => {
    const parsed = lawCompanyRegistrationSchema.parse(registration);
    expect(parsed).toMatchObject({
      document: '11222333000181',
      contactEmail: 'joana@alfa.com.br',
      contactPhone: '11987654321',
      contactWhatsapp: null,
      acceptedTerms: true,
    });
    expect(parsed.address).toBeUndefined();
  });

  it('accepts the alphanumeric CNPJ masked, unmasked or lower-case, stored unmasked upper-case', () => {
    for (const document of ['12.ABC.345/01DE-35', '12ABC34501DE35', '12.abc.345/01de-35']) {
      expect(lawCompanyRegistrationSchema.parse({ ...registration, document }).document).toBe('12ABC34501DE35');
    }
  });

  it("refuses a CNPJ with wrong check digits: 'CNPJ Inválido'", () => {
    for (const document of ['11.222.333/0001-82', '11222333000182', '12.ABC.345/01DE-36', '12abc34501de36']) {
      expect(errorsOf(lawCompanyRegistrationSchema, { ...registration, document })).toEqual({
        document: 'CNPJ Inválido',
      });
    }
  });

  it('applies the 14-character bound after removing the mask', () => {
    expect(errorsOf(lawCompanyRegistrationSchema, { ...registration, document: '11.222.333/0001-811' })).toEqual({
      document: 'Deve ter no máximo 14 caracteres',
    });
    expect(errorsOf(lawCompanyRegistrationSchema, { ...registration, document: '11.222.333/0001' })).toEqual({
      document: 'CNPJ Inválido',
    });
  });

  it('reports every missing field', () => {
    expect(errorsOf(lawCompanyRegistrationSchema, {})).toEqual({
      name: 'Obrigatório',
      companyName: 'Obrigatório',
      document: 'Obrigatório',
      contactName: 'Obrigatório',
      contactEmail: 'Obrigatório',
      contactPhone: 'Obrigatório',
      acceptedTerms: 'Deve aceitar os termos',
      password: 'Obrigatório',
      confirmPassword: 'Obrigatório',
    });
  });

  it('bounds the names to 150 and the e-mail to 150', () => {
    const long = 'x'.repeat(151);
    expect(
      errorsOf(lawCompanyRegistrationSchema, {
        ...registration,
        name: long,
        companyName: long,
        contactName: long,
        contactEmail: `${'e'.repeat(145)}@a.com`,
      }),
    ).toEqual({
      name: 'Deve ter no máximo 150 caracteres',
      companyName: 'Deve ter no máximo 150 caracteres',
      contactName: 'Deve ter no máximo 150 caracteres',
      contactEmail: 'Deve ter no máximo 150 caracteres',
    });
    expect(errorsOf(lawCompanyRegistrationSchema, { ...registration, name: 'x'.repeat(150) })).toEqual({});
  });

  it('phones: 10 to 11 digits, WhatsApp only when given', () => {
    expect(
      errorsOf(lawCompanyRegistrationSchema, {
        ...registration,
        contactPhone: '119876543',
        contactWhatsapp: '119876543210',
      }),
    ).toEqual({
      contactPhone: 'Deve ter pelo menos 10 caracteres',
      contactWhatsapp: 'Deve ter no máximo 11 caracteres',
    });
    expect(lawCompanyRegistrationSchema.parse({ ...registration, contactWhatsapp: '1134567890' }).contactWhatsapp).toBe(
      '1134567890',
    );
  });

  it("the terms must be accepted: 'Deve aceitar os termos'", () => {
    expect(errorsOf(lawCompanyRegistrationSchema, { ...registration, acceptedTerms: false })).toEqual({
      acceptedTerms: 'Deve aceitar os termos',
    });
    expect(errorsOf(lawCompanyRegistrationSchema, { ...registration, acceptedTerms: 'sim' })).toEqual({
      acceptedTerms: 'Inválido',
    });
  });

  it("passwords: 6 to 20 and equal ('As senhas não são iguais.')", () => {
    expect(errorsOf(lawCompanyRegistrationSchema, { ...registration, confirmPassword: 'segredo2' })).toEqual({
      confirmPassword: 'As senhas não são iguais.',
    });
    expect(
      errorsOf(lawCompanyRegistrationSchema, { ...registration, password: '12345', confirmPassword: '12345' }),
    ).toEqual({
      password: 'Deve ter pelo menos 6 caracteres',
    });
  });

  it('validates the optional address', () => {
    const address = {
      state: 'sp',
      city: 'São Paulo',
      neighborhood: 'Bela Vista',
      street: 'Avenida Paulista',
      number: 1000,
      complement: 'Sala 10',
      zipcode: '01310-100',
    };
    expect(lawCompanyRegistrationSchema.parse({ ...registration, address }).address).toEqual({
      ...address,
      state: 'SP',
      zipcode: '01310100',
    });
    expect(lawCompanyRegistrationSchema.parse({ ...registration, address: null }).address).toBeNull();
    expect(
      errorsOf(lawCompanyRegistrationSchema, {
        ...registration,
        address: {
          state: 'SPX',
          city: 'c'.repeat(101),
          neighborhood: 'n'.repeat(101),
          street: 's'.repeat(201),
          number: 2147483648,
          complement: 'c'.repeat(21),
          zipcode: '013101000',
        },
      }),
    ).toEqual({
      'address.state': 'Deve ter no máximo 2 caracteres',
      'address.city': 'Deve ter no máximo 100 caracteres',
      'address.neighborhood': 'Deve ter no máximo 100 caracteres',
      'address.street': 'Deve ter no máximo 200 caracteres',
      'address.number': 'Máximo atingido',
      'address.complement': 'Deve ter no máximo 20 caracteres',
      'address.zipcode': 'Deve ter no máximo 8 caracteres',
    });
    expect(errorsOf(lawCompanyRegistrationSchema, { ...registration, address: { number: -1 } })).toEqual({
      'address.number': 'Deve ser maior ou igual a 0',
    });
    expect(errorsOf(lawCompanyRegistrationSchema, { ...registration, address: { number: 'dez' } })).toEqual({
      'address.number': 'Deve ser um número',
    });
  });
});

describe('lawCompanySettingsSchema', () => {
  const settings = {
    name: 'Alfa Cobranças',
    contactName: 'Joana Prado',
    contactEmail: 'CONTATO@ALFA.COM.BR',
    contactPhone: '1134567890',
    contactWhatsapp: '(11) 98765-4321',
  };

  it('accepts the editable fields, lower-cases the e-mail', () => {
    expect(lawCompanySettingsSchema.parse(settings)).toEqual({
      ...settings,
      contactEmail: 'contato@alfa.com.br',
      contactWhatsapp: '11987654321',
    });
  });

  it('ignores read-only fields (company name, CNPJ)', () => {
    const parsed = lawCompanySettingsSchema.parse({ ...settings, companyName: 'Outra', document: '11222333000181' });
    expect(parsed).not.toHaveProperty('companyName');
    expect(parsed).not.toHaveProperty('document');
  });

  it('reports the spec rules', () => {
    expect(errorsOf(lawCompanySettingsSchema, {})).toEqual({
      name: 'Obrigatório',
      contactName: 'Obrigatório',
      contactEmail: 'Obrigatório',
      contactPhone: 'Obrigatório',
    });
    expect(
      errorsOf(lawCompanySettingsSchema, {
        ...settings,
        contactEmail: 'contato',
        contactWhatsapp: '123',
        name: 'n'.repeat(151),
      }),
    ).toEqual({
      name: 'Deve ter no máximo 150 caracteres',
      contactEmail: 'E-mail inválido',
      contactWhatsapp: 'Deve ter pelo menos 10 caracteres',
    });
  });
});

describe('lawCompanyStatusSchema', () => {
  it('activation needs no reason', () => {
    expect(lawCompanyStatusSchema.parse({ id: 3, status: 'active' })).toEqual({ id: 3, status: 'active' });
  });

  it('reprove and block need a reason', () => {
    expect(errorsOf(lawCompanyStatusSchema, { id: 3, status: 'blocked' })).toEqual({ reason: 'Obrigatório' });
    expect(errorsOf(lawCompanyStatusSchema, { id: 3, status: 'reproved', reason: '   ' })).toEqual({
      reason: 'Obrigatório',
    });
    expect(lawCompanyStatusSchema.parse({ id: 3, status: 'reproved', reason: ' Documentação incompleta ' })).toEqual({
      id: 3,
      status: 'reproved',
      reason: 'Documentação incompleta',
    });
  });

  it('bounds the reason to 300 and checks id and status', () => {
    expect(errorsOf(lawCompanyStatusSchema, { id: 3, status: 'blocked', reason: 'r'.repeat(301) })).toEqual({
      reason: 'Deve ter no máximo 300 caracteres',
    });
    expect(errorsOf(lawCompanyStatusSchema, { status: 'deleted', reason: 'x' })).toEqual({
      id: 'Obrigatório',
      status: 'Inválido',
    });
  });

  it('reports a missing reason even when the id is missing', () => {
    expect(errorsOf(lawCompanyStatusSchema, { status: 'blocked' })).toEqual({
      id: 'Obrigatório',
      reason: 'Obrigatório',
    });
  });
});
