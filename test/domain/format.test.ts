import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatAddress,
  formatBRL,
  formatCnpj,
  formatCpf,
  formatDate,
  formatDateTime,
  formatPhone,
  formatPix,
  formatPlate,
  formatZipcode,
} from '../../src/domain/format';

describe('formatBRL', () => {
  it('formats pt-BR reais with 2 decimals (non-breaking space after R$)', () => {
    expect(formatBRL(1234.5)).toBe('R$\u00a01.234,50');
    expect(formatBRL(0)).toBe('R$\u00a00,00');
    expect(formatBRL(1000000)).toBe('R$\u00a01.000.000,00');
    expect(formatBRL(0.005)).toBe('R$\u00a00,01');
    expect(formatBRL(-20)).toBe('-R$\u00a020,00');
  });
});

// A UTC instant just after midnight is still the previous day in São Paulo (UTC-3).
const LATE_EVENING = '2026-01-15T02:30:00Z';

describe.each([
  ['UTC', 2],
  ['Asia/Tokyo', 11],
  ['America/Sao_Paulo', 23],
])('dates in São Paulo time (machine zone %s)', (zone, localHour) => {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = previous;
  });

  it('runs under the intended machine zone', () => {
    expect(new Date(LATE_EVENING).getHours()).toBe(localHour);
  });

  it('formatDate gives dd/MM/yyyy', () => {
    expect(formatDate(LATE_EVENING)).toBe('14/01/2026');
    expect(formatDate(new Date(LATE_EVENING))).toBe('14/01/2026');
    expect(formatDate(Date.parse(LATE_EVENING))).toBe('14/01/2026');
    expect(formatDate('2026-01-15T03:00:00Z')).toBe('15/01/2026');
  });

  it('formatDateTime gives dd/MM/yyyy HH:mm', () => {
    expect(formatDateTime(LATE_EVENING)).toBe('14/01/2026 23:30');
    expect(formatDateTime('2026-07-04T15:05:00.000Z')).toBe('04/07/2026 12:05');
  });
});

describe('dates, empty and invalid input', () => {
  it('gives an empty text instead of throwing', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('document and contact formatters', () => {
  it('formatPlate: old plates with a dash, Mercosul without', () => {
    expect(formatPlate('abc1234')).toBe('ABC-1234');
    expect(formatPlate('ABC 1234')).toBe('ABC-1234');
    expect(formatPlate('abc1d23')).toBe('ABC1D23');
    expect(formatPlate('ABC-1D23')).toBe('ABC1D23');
    expect(formatPlate(null)).toBe('');
  });

  it('formatCnpj: numeric and alphanumeric', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('11.222.333/0001-81')).toBe('11.222.333/0001-81');
    expect(formatCnpj('1122')).toBe('1122');
    expect(formatCnpj(undefined)).toBe('');
  });

  it('formatCpf', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('5299')).toBe('5299');
    expect(formatCpf(null)).toBe('');
  });

  it('formatPhone: mobile and landline', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('1134567890')).toBe('(11) 3456-7890');
    expect(formatPhone('(11) 98765-4321')).toBe('(11) 98765-4321');
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone(undefined)).toBe('');
  });

  it('formatZipcode', () => {
    expect(formatZipcode('01310100')).toBe('01310-100');
    expect(formatZipcode('01310-100')).toBe('01310-100');
    expect(formatZipcode('0131')).toBe('0131');
  });
});

describe('formatAddress', () => {
  const full = {
    zipcode: '01310200',
    state: 'SP',
    city: 'São Paulo',
    neighborhood: 'Bela Vista',
    street: 'Avenida Paulista',
    number: 1578,
    complement: 'Conj. 121',
  };
  it('puts street, place and CEP on one line', () => {
    expect(formatAddress(full)).toBe('Avenida Paulista, 1578, Conj. 121 · Bela Vista – São Paulo/SP · CEP 01310-200');
  });
  it('leaves out what is missing, and is empty when nothing is known', () => {
    expect(
      formatAddress({ ...full, street: null, number: null, complement: '', neighborhood: null, zipcode: null }),
    ).toBe('São Paulo/SP');
    expect(formatAddress({ city: 'Salvador', state: null, number: 0 })).toBe('0 · Salvador');
    expect(formatAddress({})).toBe('');
  });
});

describe('formatPix', () => {
  it('writes each key as its type: CPF, CNPJ, phone with +55, e-mail, random key', () => {
    expect(formatPix('52998224725', 'document')).toBe('529.982.247-25');
    expect(formatPix('11222333000181', 'document')).toBe('11.222.333/0001-81');
    expect(formatPix('12ABC34501DE35', 'document')).toBe('12.ABC.345/01DE-35');
    expect(formatPix('+5511987654321', 'phone')).toBe('+55 (11) 98765-4321');
    expect(formatPix('+551134567890', 'phone')).toBe('+55 (11) 3456-7890');
    expect(formatPix('11987654321', 'phone')).toBe('(11) 98765-4321');
    expect(formatPix('carla@app.test', 'email')).toBe('carla@app.test');
    expect(formatPix('1F2E3D4C5B6A79881726354453627181', 'uniqueKey')).toBe('1f2e3d4c-5b6a-7988-1726-354453627181');
    expect(formatPix('1f2e3d4c-5b6a-7988-1726-354453627181', 'uniqueKey')).toBe('1f2e3d4c-5b6a-7988-1726-354453627181');
  });

  it('gives back as stored what does not fit its type', () => {
    expect(formatPix('123', 'document')).toBe('123');
    expect(formatPix('+1 555 0100', 'phone')).toBe('+1 555 0100');
    expect(formatPix('f1e2d3c4', 'uniqueKey')).toBe('f1e2d3c4');
    expect(formatPix('', 'email')).toBe('');
    expect(formatPix(null, 'phone')).toBe('');
  });
});
