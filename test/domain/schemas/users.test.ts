import { describe, expect, it } from 'vitest';
import { adminUserSchema } from '../../../src/domain/schemas/users';
import { fieldErrors } from '../../../src/domain/schemas/fieldErrors';

function errorsOf(value: unknown) {
  const result = adminUserSchema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

describe('adminUserSchema', () => {
  it('trims the name, lower-cases the e-mail and keeps known roles', () => {
    expect(
      adminUserSchema.parse({
        name: '  Maria Lima ',
        email: ' Maria@Alfa.COM ',
        roles: ['lawCompanySeizureRequestAdmin'],
      }),
    ).toEqual({ name: 'Maria Lima', email: 'maria@alfa.com', roles: ['lawCompanySeizureRequestAdmin'] });
  });

  it('accepts an id for updates, and roles default to none', () => {
    expect(adminUserSchema.parse({ id: 7, name: 'Ana', email: 'ana@alfa.com' })).toEqual({
      id: 7,
      name: 'Ana',
      email: 'ana@alfa.com',
      roles: [],
    });
  });

  it('requires name and e-mail', () => {
    expect(errorsOf({})).toEqual({ name: 'Obrigatório', email: 'Obrigatório' });
    expect(errorsOf({ name: '  ', email: '' })).toEqual({ name: 'Obrigatório', email: 'Obrigatório' });
  });

  it('bounds name (100) and e-mail (150), and validates the e-mail', () => {
    expect(errorsOf({ name: 'n'.repeat(101), email: `${'e'.repeat(145)}@a.com` })).toEqual({
      name: 'Deve ter no máximo 100 caracteres',
      email: 'Deve ter no máximo 150 caracteres',
    });
    expect(errorsOf({ name: 'Ana', email: 'ana.alfa.com' })).toEqual({ email: 'E-mail inválido' });
  });

  it('refuses unknown roles, a non-array and a bad id', () => {
    expect(errorsOf({ name: 'Ana', email: 'ana@alfa.com', roles: ['lawCompanyAdmin', 'root'] })).toEqual({
      roles: 'Inválido',
    });
    expect(errorsOf({ name: 'Ana', email: 'ana@alfa.com', roles: 'support' })).toEqual({ roles: 'Inválido' });
    expect(errorsOf({ id: -1, name: 'Ana', email: 'ana@alfa.com' })).toEqual({ id: 'Deve ser um número positivo' });
    expect(errorsOf({ id: 1.5, name: 'Ana', email: 'ana@alfa.com' })).toEqual({ id: 'Deve ser um número inteiro' });
  });

  it('drops duplicated roles', () => {
    expect(adminUserSchema.parse({ name: 'Ana', email: 'ana@alfa.com', roles: ['support', 'support'] }).roles).toEqual([
      'support',
    ]);
  });
});
