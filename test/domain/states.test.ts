import { describe, expect, it } from 'vitest';
import { BRAZILIAN_STATES, isStateCode, STATE_CODES, STATE_NAMES } from '../../src/domain/states';

describe('Brazilian states', () => {
  it('has the 27 distinct UF codes with names', () => {
    expect(BRAZILIAN_STATES).toHaveLength(27);
    expect(new Set(STATE_CODES).size).toBe(27);
    for (const state of BRAZILIAN_STATES) {
      expect(state.code).toMatch(/^[A-Z]{2}$/);
      expect(state.name.length).toBeGreaterThan(3);
    }
    expect(STATE_NAMES.SP).toBe('São Paulo');
    expect(STATE_NAMES.DF).toBe('Distrito Federal');
    expect(STATE_NAMES.TO).toBe('Tocantins');
  });

  it('recognises codes', () => {
    expect(isStateCode('MG')).toBe(true);
    expect(isStateCode('mg')).toBe(false);
    expect(isStateCode('XX')).toBe(false);
    expect(isStateCode(35)).toBe(false);
  });
});
