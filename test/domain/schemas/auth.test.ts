import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordSchema,
  loginSchema,
  recoverySchema,
  refreshSchema,
  sendRecoverySchema,
} from '../../../src/domain/schemas/auth';
import { fieldErrors } from '../../../src/domain/schemas/fieldErrors';

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

describe('loginSchema', () => {
  it('reports an invalid e-mail and a missing password', () => {
    expect(errorsOf(loginSchema, { email: 'x' })).toEqual({ email: 'E-mail inválido', password: 'Obrigatório' });
  });

  it('reports a missing e-mail as Obrigatório', () => {
    expect(errorsOf(loginSchema, { password: 'x' })).toEqual({ email: 'Obrigatório' });
  });

  it('trims and lower-cases the e-mail, defaults app to false', () => {
    expect(loginSchema.parse({ email: ' Assessoria@Demo.TEST ', password: 'demo1234' })).toEqual({
      email: 'assessoria@demo.test',
      password: 'demo1234',
      app: false,
    });
  });

  it('keeps the optional device fields within bounds', () => {
    const parsed = loginSchema.parse({
      email: 'a@demo.test',
      password: 'x',
      app: true,
      deviceName: 'Chrome',
      notificationToken: null,
    });
    expect(parsed).toMatchObject({ app: true, deviceName: 'Chrome', notificationToken: null });
    expect(
      errorsOf(loginSchema, {
        email: 'a@demo.test',
        password: 'x',
        deviceName: 'x'.repeat(151),
        notificationToken: 'y'.repeat(501),
      }),
    ).toEqual({
      deviceName: 'Deve ter no máximo 150 caracteres',
      notificationToken: 'Deve ter no máximo 500 caracteres',
    });
    expect(errorsOf(loginSchema, { email: 'a@demo.test', password: 'x', app: 'sim' })).toEqual({ app: 'Inválido' });
  });

  it('says Inválido for a wrong type', () => {
    expect(errorsOf(loginSchema, { email: 1, password: 2 })).toEqual({ email: 'Inválido', password: 'Inválido' });
  });
});

describe('refreshSchema', () => {
  it('needs the refresh token, bounded', () => {
    expect(errorsOf(refreshSchema, {})).toEqual({ refreshToken: 'Obrigatório' });
    expect(errorsOf(refreshSchema, { refreshToken: 'r'.repeat(501) })).toEqual({
      refreshToken: 'Deve ter no máximo 500 caracteres',
    });
    expect(refreshSchema.parse({ refreshToken: 'abc', notificationToken: null })).toEqual({
      refreshToken: 'abc',
      notificationToken: null,
    });
  });
});

describe('changePasswordSchema', () => {
  it('requires every field', () => {
    expect(errorsOf(changePasswordSchema, {})).toEqual({
      currentPassword: 'Obrigatório',
      password: 'Obrigatório',
      confirmPassword: 'Obrigatório',
    });
  });

  it('bounds the new password to 6-20', () => {
    expect(errorsOf(changePasswordSchema, { currentPassword: 'a', password: '123', confirmPassword: '123' })).toEqual({
      password: 'Deve ter pelo menos 6 caracteres',
    });
    expect(
      errorsOf(changePasswordSchema, {
        currentPassword: 'a',
        password: 'x'.repeat(21),
        confirmPassword: 'x'.repeat(21),
      }),
    ).toEqual({ password: 'Deve ter no máximo 20 caracteres' });
  });

  it("reports a different confirmation with the spec's text on confirmPassword", () => {
    expect(
      errorsOf(changePasswordSchema, { currentPassword: 'old', password: 'nova1234', confirmPassword: 'nova12345' }),
    ).toEqual({ confirmPassword: 'As senhas não são iguais.' });
  });

  it('reports the mismatch even when another field fails', () => {
    expect(errorsOf(changePasswordSchema, { password: 'nova1234', confirmPassword: 'outra123' })).toEqual({
      currentPassword: 'Obrigatório',
      confirmPassword: 'As senhas não são iguais.',
    });
  });

  it('accepts a matching change', () => {
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'old', password: 'nova1234', confirmPassword: 'nova1234' })
        .success,
    ).toBe(true);
  });
});

describe('sendRecoverySchema', () => {
  it('needs a valid e-mail', () => {
    expect(errorsOf(sendRecoverySchema, {})).toEqual({ email: 'Obrigatório' });
    expect(errorsOf(sendRecoverySchema, { email: 'ana@' })).toEqual({ email: 'E-mail inválido' });
    expect(sendRecoverySchema.parse({ email: 'Ana@Demo.test' })).toEqual({ email: 'ana@demo.test' });
  });
});

describe('recoverySchema', () => {
  const valid = { email: 'ana@demo.test', code: '123456', password: 'nova1234', confirmPassword: 'nova1234' };

  it('accepts a complete recovery', () => {
    expect(recoverySchema.parse(valid)).toEqual(valid);
  });

  it('code is required, at most 6', () => {
    expect(errorsOf(recoverySchema, { ...valid, code: '' })).toEqual({ code: 'Obrigatório' });
    expect(errorsOf(recoverySchema, { ...valid, code: '1234567' })).toEqual({
      code: 'Deve ter no máximo 6 caracteres',
    });
  });

  it("reports a different confirmation with 'As senhas não são iguais.'", () => {
    expect(errorsOf(recoverySchema, { ...valid, confirmPassword: 'nova4321' })).toEqual({
      confirmPassword: 'As senhas não são iguais.',
    });
  });

  it('password 6-20 and e-mail valid', () => {
    expect(errorsOf(recoverySchema, { ...valid, email: 'x', password: '12345', confirmPassword: '12345' })).toEqual({
      email: 'E-mail inválido',
      password: 'Deve ter pelo menos 6 caracteres',
    });
  });
});
