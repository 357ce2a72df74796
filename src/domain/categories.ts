// Vehicle category types: label, MUI icon name (the console maps it to @mui/icons-material) and colour.

export const CATEGORY_TYPES = ['car', 'moto', 'truck', 'bus', 'van', 'boat', 'tractor', 'supplement'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

export type CategoryTypeInfo = { label: string; icon: string; color: string };

export const CATEGORY_TYPE_INFO: Record<CategoryType, CategoryTypeInfo> = {
  car: { label: 'Carro', icon: 'DirectionsCar', color: '#0052e5' },
  moto: { label: 'Moto', icon: 'TwoWheeler', color: '#e53935' },
  truck: { label: 'Caminhão', icon: 'LocalShipping', color: '#fb8c00' },
  bus: { label: 'Ônibus', icon: 'DirectionsBus', color: '#8e24aa' },
  van: { label: 'Van', icon: 'AirportShuttle', color: '#00897b' },
  boat: { label: 'Embarcação', icon: 'DirectionsBoat', color: '#0288d1' },
  tractor: { label: 'Trator', icon: 'Agriculture', color: '#43a047' },
  // 'supplement' is the road implement (trailer, semi-trailer) financed like a vehicle.
  supplement: { label: 'Implemento', icon: 'RvHookup', color: '#6d4c41' },
};

export const CATEGORY_TYPE_LABELS = Object.fromEntries(
  CATEGORY_TYPES.map((type) => [type, CATEGORY_TYPE_INFO[type].label]),
) as Record<CategoryType, string>;

/** Road vehicles carry a plate, so the case form requires it for these (spec §5). */
export const PLATE_REQUIRED_CATEGORY_TYPES = [
  'car',
  'moto',
  'truck',
  'bus',
  'van',
] as const satisfies readonly CategoryType[];

export function isPlateRequired(type: string | null | undefined): boolean {
  return (PLATE_REQUIRED_CATEGORY_TYPES as readonly string[]).includes(type ?? '');
}
