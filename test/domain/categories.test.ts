import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  CATEGORY_TYPE_INFO,
  CATEGORY_TYPE_LABELS,
  CATEGORY_TYPES,
  isPlateRequired,
  PLATE_REQUIRED_CATEGORY_TYPES,
} from '../../src/domain/categories';

describe('categories', () => {
  it('lists the eight category types', () => {
    expect(CATEGORY_TYPES).toEqual(['car', 'moto', 'truck', 'bus', 'van', 'boat', 'tractor', 'supplement']);
    expect(CATEGORY_TYPE_LABELS).toMatchObject({ car: 'Carro', moto: 'Moto', truck: 'Caminhão', bus: 'Ônibus' });
  });

  it('gives each type a label, a hex colour and an icon that exists in @mui/icons-material', () => {
    const require = createRequire(import.meta.url);
    for (const type of CATEGORY_TYPES) {
      const info = CATEGORY_TYPE_INFO[type];
      expect(info.label.length).toBeGreaterThan(0);
      expect(info.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(() => require.resolve(`@mui/icons-material/${info.icon}`)).not.toThrow();
    }
  });

  it('requires a plate for road vehicles only', () => {
    expect(PLATE_REQUIRED_CATEGORY_TYPES).toEqual(['car', 'moto', 'truck', 'bus', 'van']);
    expect(isPlateRequired('car')).toBe(true);
    expect(isPlateRequired('van')).toBe(true);
    expect(isPlateRequired('boat')).toBe(false);
    expect(isPlateRequired('supplement')).toBe(false);
    expect(isPlateRequired(undefined)).toBe(false);
  });
});
