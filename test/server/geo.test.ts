import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import {
  looseNameKey,
  lookup,
  MUNICIPALITIES_FILE,
  nameKey,
  type MunicipalitiesFile,
} from '../../src/server/services/geo';
import { bearer, createTestApp, login, type TestApp } from '../support/server';
import { expectErrorBody } from '../support/errorBody';

let app: TestApp;
let token: string;

beforeAll(async () => {
  ({ app } = await createTestApp());
  ({ accessToken: token } = await login(app, 'casos@demo.test'));
});
afterAll(() => app.close());

const geo = (payload: unknown, headers: Record<string, string> = bearer(token)) =>
  app.inject({ method: 'POST', url: '/address/geo', payload: payload as object, headers });

describe('POST /address/geo', () => {
  it('answers the official spelling and the coordinates', async () => {
    const res = await geo({ city: 'São Paulo', state: 'SP' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      city: 'São Paulo',
      state: 'SP',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    expect(body.latitude).toBeCloseTo(-23.55, 1);
    expect(body.longitude).toBeCloseTo(-46.63, 1);
  });

  it('ignores accents, case, spaces and the state code case', async () => {
    for (const city of ['sao paulo', 'SÃO PAULO', '  São   Paulo ', 'Sao-Paulo']) {
      const res = await geo({ city, state: 'sp' });
      expect(res.statusCode, city).toBe(200);
      expect(res.json()).toMatchObject({ city: 'São Paulo', state: 'SP' });
    }
    const res = await geo({ city: "pingo d'agua", state: 'MG' });
    expect(res.json()).toMatchObject({ city: "Pingo-d'Água", state: 'MG' });
  });

  it('accepts the usual spelling variants of a name', async () => {
    expect((await geo({ city: 'Sao Luis do Paraitinga', state: 'SP' })).json().city).toBe('São Luiz do Paraitinga');
    expect((await geo({ city: 'Santa Isabel do Para', state: 'PA' })).json().city).toBe('Santa Izabel do Pará');
    expect((await geo({ city: "Sao Miguel d'Oeste", state: 'SC' })).json().city).toBe('São Miguel do Oeste');
  });

  it('answers 404 for a city of another state and for an unknown city', async () => {
    const wrongState = await geo({ city: 'Campinas', state: 'RJ' });
    expect(wrongState.statusCode).toBe(404);
    expectErrorBody(wrongState, { statusCode: 404, error: 'Not Found', message: 'Município não encontrado' });
    const unknown = await geo({ city: 'Cidade Que Não Existe', state: 'SP' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Município não encontrado');
  });

  it('answers 422 with the field messages for a bad body', async () => {
    const empty = await geo({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      message: 'Dados inválidos',
      errors: { city: 'Obrigatório', state: 'Obrigatório' },
    });
    const bad = await geo({ city: 'x'.repeat(101), state: 'XX' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ city: 'Deve ter no máximo 100 caracteres', state: 'Inválido' });
    const wrongTypes = await geo({ city: 12, state: ['SP'] });
    expect(wrongTypes.json().errors).toEqual({ city: 'Inválido', state: 'Inválido' });
  });

  it('needs a signed-in user', async () => {
    const res = await geo({ city: 'São Paulo', state: 'SP' }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Necessário autenticação');
    expect((await geo({ city: 'São Paulo', state: 'SP' }, bearer('not-a-token'))).statusCode).toBe(401);
  });
});

describe('the municipality table', () => {
  const data = JSON.parse(fs.readFileSync(MUNICIPALITIES_FILE, 'utf8')) as MunicipalitiesFile;
  const rows = Object.values(data.states).flat();

  it('holds every IBGE municipality of the 27 states, nearly all with coordinates', () => {
    expect(Object.keys(data.states)).toHaveLength(27);
    expect(rows.length).toBeGreaterThanOrEqual(5570);
    const located = rows.filter((row): row is [string, number, number] => row[1] !== null && row[2] !== null);
    expect(located.length / rows.length).toBeGreaterThan(0.997);
    for (const [, lat, lon] of located) {
      // Brazil lies between about 5.3° N and 33.8° S, 28.8° W and 74° W.
      expect(lat).toBeGreaterThan(-34);
      expect(lat).toBeLessThan(5.5);
      expect(lon).toBeGreaterThan(-74.1);
      expect(lon).toBeLessThan(-28.8);
    }
  });

  it('answers a municipality GeoNames lacks with null coordinates, not a 404', () => {
    expect(lookup('Borá', 'SP')).toEqual({ city: 'Borá', state: 'SP', latitude: null, longitude: null });
  });

  it('has no two municipalities of a state under the same key', () => {
    for (const [state, list] of Object.entries(data.states)) {
      const keys = list.map(([name]) => nameKey(name));
      expect(new Set(keys).size, state).toBe(keys.length);
    }
  });

  it('normalises names one way', () => {
    expect(nameKey("  Pingo-d'Água ")).toBe('pingo dagua');
    expect(looseNameKey('Assú')).toBe(looseNameKey('Açu'));
    expect(looseNameKey('São Thomé das Letras')).toBe(looseNameKey('São Tomé das Letras'));
    expect(looseNameKey("Espigão D'Oeste")).toBe(looseNameKey('Espigão dOeste'));
  });
});
