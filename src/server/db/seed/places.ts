// Real Brazilian municipalities with their centre coordinates, area code and post-code range,
// so case addresses land where a map expects them.
import type { Rng } from './random';

export interface City {
  name: string;
  state: string;
  lat: number;
  lng: number;
  ddd: number;
  /** Post codes of the municipality, as 8-digit numbers. */
  cep: readonly [number, number];
  /** How often cases fall here, roughly following the fleet. */
  weight: number;
}

export const CITIES: readonly City[] = [
  { name: 'São Paulo', state: 'SP', lat: -23.5505, lng: -46.6333, ddd: 11, cep: [1000000, 5999999], weight: 20 },
  { name: 'Guarulhos', state: 'SP', lat: -23.4538, lng: -46.5333, ddd: 11, cep: [7000000, 7399999], weight: 4 },
  { name: 'Osasco', state: 'SP', lat: -23.5329, lng: -46.792, ddd: 11, cep: [6000000, 6299999], weight: 3 },
  { name: 'Santo André', state: 'SP', lat: -23.6639, lng: -46.5383, ddd: 11, cep: [9000000, 9299999], weight: 3 },
  {
    name: 'São Bernardo do Campo',
    state: 'SP',
    lat: -23.6914,
    lng: -46.5646,
    ddd: 11,
    cep: [9600000, 9899999],
    weight: 3,
  },
  { name: 'Campinas', state: 'SP', lat: -22.9056, lng: -47.0608, ddd: 19, cep: [13000000, 13139999], weight: 5 },
  { name: 'Santos', state: 'SP', lat: -23.9608, lng: -46.3336, ddd: 13, cep: [11000000, 11099999], weight: 2 },
  {
    name: 'São José dos Campos',
    state: 'SP',
    lat: -23.1896,
    lng: -45.8841,
    ddd: 12,
    cep: [12200000, 12248999],
    weight: 2,
  },
  { name: 'Ribeirão Preto', state: 'SP', lat: -21.1775, lng: -47.8103, ddd: 16, cep: [14000000, 14114999], weight: 2 },
  { name: 'Sorocaba', state: 'SP', lat: -23.5015, lng: -47.4526, ddd: 15, cep: [18000000, 18109999], weight: 2 },
  { name: 'Rio de Janeiro', state: 'RJ', lat: -22.9068, lng: -43.1729, ddd: 21, cep: [20000000, 23799999], weight: 10 },
  { name: 'Niterói', state: 'RJ', lat: -22.8832, lng: -43.1034, ddd: 21, cep: [24000000, 24399999], weight: 2 },
  { name: 'Duque de Caxias', state: 'RJ', lat: -22.7856, lng: -43.3117, ddd: 21, cep: [25000000, 25299999], weight: 2 },
  { name: 'Belo Horizonte', state: 'MG', lat: -19.9167, lng: -43.9345, ddd: 31, cep: [30000000, 31999999], weight: 7 },
  { name: 'Contagem', state: 'MG', lat: -19.9321, lng: -44.0539, ddd: 31, cep: [32000000, 32399999], weight: 2 },
  { name: 'Uberlândia', state: 'MG', lat: -18.9186, lng: -48.2772, ddd: 34, cep: [38400000, 38415999], weight: 2 },
  { name: 'Juiz de Fora', state: 'MG', lat: -21.7642, lng: -43.3496, ddd: 32, cep: [36000000, 36099999], weight: 1 },
  { name: 'Montes Claros', state: 'MG', lat: -16.735, lng: -43.8617, ddd: 38, cep: [39400000, 39409999], weight: 1 },
  { name: 'Vitória', state: 'ES', lat: -20.3155, lng: -40.3128, ddd: 27, cep: [29000000, 29099999], weight: 1 },
  { name: 'Vila Velha', state: 'ES', lat: -20.3297, lng: -40.2925, ddd: 27, cep: [29100000, 29129999], weight: 1 },
  { name: 'Curitiba', state: 'PR', lat: -25.4284, lng: -49.2733, ddd: 41, cep: [80000000, 82999999], weight: 5 },
  { name: 'Londrina', state: 'PR', lat: -23.3045, lng: -51.1696, ddd: 43, cep: [86000000, 86099999], weight: 2 },
  { name: 'Maringá', state: 'PR', lat: -23.4205, lng: -51.9333, ddd: 44, cep: [87000000, 87099999], weight: 1 },
  { name: 'Cascavel', state: 'PR', lat: -24.9555, lng: -53.4552, ddd: 45, cep: [85800000, 85827999], weight: 1 },
  { name: 'Porto Alegre', state: 'RS', lat: -30.0346, lng: -51.2177, ddd: 51, cep: [90000000, 91999999], weight: 4 },
  { name: 'Caxias do Sul', state: 'RS', lat: -29.1678, lng: -51.1794, ddd: 54, cep: [95000000, 95124999], weight: 1 },
  { name: 'Pelotas', state: 'RS', lat: -31.7654, lng: -52.3376, ddd: 53, cep: [96000000, 96099999], weight: 1 },
  { name: 'Florianópolis', state: 'SC', lat: -27.5954, lng: -48.548, ddd: 48, cep: [88000000, 88099999], weight: 2 },
  { name: 'Joinville', state: 'SC', lat: -26.3045, lng: -48.8487, ddd: 47, cep: [89200000, 89239999], weight: 2 },
  { name: 'Blumenau', state: 'SC', lat: -26.9194, lng: -49.0661, ddd: 47, cep: [89000000, 89099999], weight: 1 },
  { name: 'Salvador', state: 'BA', lat: -12.9777, lng: -38.5016, ddd: 71, cep: [40000000, 42599999], weight: 4 },
  {
    name: 'Feira de Santana',
    state: 'BA',
    lat: -12.2664,
    lng: -38.9663,
    ddd: 75,
    cep: [44000000, 44149999],
    weight: 1,
  },
  { name: 'Recife', state: 'PE', lat: -8.0476, lng: -34.877, ddd: 81, cep: [50000000, 52999999], weight: 3 },
  {
    name: 'Jaboatão dos Guararapes',
    state: 'PE',
    lat: -8.112,
    lng: -35.015,
    ddd: 81,
    cep: [54000000, 54499999],
    weight: 1,
  },
  { name: 'Fortaleza', state: 'CE', lat: -3.7319, lng: -38.5267, ddd: 85, cep: [60000000, 61599999], weight: 3 },
  { name: 'Natal', state: 'RN', lat: -5.7945, lng: -35.211, ddd: 84, cep: [59000000, 59139999], weight: 1 },
  { name: 'João Pessoa', state: 'PB', lat: -7.1195, lng: -34.845, ddd: 83, cep: [58000000, 58099999], weight: 1 },
  { name: 'Maceió', state: 'AL', lat: -9.6658, lng: -35.735, ddd: 82, cep: [57000000, 57099999], weight: 1 },
  { name: 'Aracaju', state: 'SE', lat: -10.9472, lng: -37.0731, ddd: 79, cep: [49000000, 49098999], weight: 1 },
  { name: 'Teresina', state: 'PI', lat: -5.092, lng: -42.8038, ddd: 86, cep: [64000000, 64099999], weight: 1 },
  { name: 'São Luís', state: 'MA', lat: -2.5307, lng: -44.3068, ddd: 98, cep: [65000000, 65099999], weight: 1 },
  { name: 'Belém', state: 'PA', lat: -1.4558, lng: -48.4902, ddd: 91, cep: [66000000, 66999999], weight: 2 },
  { name: 'Manaus', state: 'AM', lat: -3.119, lng: -60.0217, ddd: 92, cep: [69000000, 69099999], weight: 2 },
  { name: 'Goiânia', state: 'GO', lat: -16.6869, lng: -49.2648, ddd: 62, cep: [74000000, 74899999], weight: 3 },
  { name: 'Anápolis', state: 'GO', lat: -16.3281, lng: -48.9534, ddd: 62, cep: [75000000, 75149999], weight: 1 },
  { name: 'Brasília', state: 'DF', lat: -15.7939, lng: -47.8828, ddd: 61, cep: [70000000, 72799999], weight: 3 },
  { name: 'Campo Grande', state: 'MS', lat: -20.4697, lng: -54.6201, ddd: 67, cep: [79000000, 79124999], weight: 1 },
  { name: 'Cuiabá', state: 'MT', lat: -15.6014, lng: -56.0979, ddd: 65, cep: [78000000, 78109999], weight: 1 },
  { name: 'Porto Velho', state: 'RO', lat: -8.7612, lng: -63.9004, ddd: 69, cep: [76800000, 76834999], weight: 1 },
  { name: 'Palmas', state: 'TO', lat: -10.184, lng: -48.3336, ddd: 63, cep: [77000000, 77299999], weight: 1 },
];

const CITY_WEIGHTS = CITIES.map((c) => [c, c.weight] as const);

export function pickCity(rng: Rng, preferredStates: readonly string[] = []): City {
  if (preferredStates.length > 0 && rng.chance(0.6)) {
    const local = CITY_WEIGHTS.filter(([c]) => preferredStates.includes(c.state));
    if (local.length > 0) return rng.weighted(local);
  }
  return rng.weighted(CITY_WEIGHTS);
}

/** Another municipality of the same state (or the same one when it is alone in the list). */
export function nearbyCity(rng: Rng, city: City): City {
  const sameState = CITIES.filter((c) => c.state === city.state);
  return rng.chance(0.6) ? city : rng.pick(sameState);
}

export const NEIGHBORHOODS = [
  'Centro',
  'Jardim América',
  'Vila Nova',
  'Jardim Paulista',
  'Santa Cruz',
  'São José',
  'Boa Vista',
  'Jardim das Flores',
  'Vila Industrial',
  'Parque Industrial',
  'Jardim Europa',
  'Cidade Nova',
  'Santo Antônio',
  'São Francisco',
  'Bela Vista',
  'Liberdade',
  'Jardim Primavera',
  'Vila Rica',
  'Planalto',
  'Nova Esperança',
  'Alto da Glória',
  'Jardim Botânico',
  'Cristo Rei',
  'Vila Maria',
  'Morada do Sol',
  'Parque São Jorge',
  'Vila Operária',
  'Jardim Tropical',
  'Conjunto Habitacional',
] as const;

export const STREETS = [
  'Rua das Acácias',
  'Rua XV de Novembro',
  'Avenida Brasil',
  'Rua Sete de Setembro',
  'Avenida Getúlio Vargas',
  'Rua Tiradentes',
  'Rua Dom Pedro II',
  'Avenida Presidente Vargas',
  'Rua São José',
  'Rua Marechal Deodoro',
  'Rua Santos Dumont',
  'Avenida Independência',
  'Rua Barão do Rio Branco',
  'Rua Rui Barbosa',
  'Rua Duque de Caxias',
  'Avenida Juscelino Kubitschek',
  'Rua José Bonifácio',
  'Rua Floriano Peixoto',
  'Rua Castro Alves',
  'Rua Machado de Assis',
  'Rua das Palmeiras',
  'Rua dos Ipês',
  'Avenida das Nações',
  'Rua Benjamin Constant',
  'Rua Quintino Bocaiúva',
  'Rua Carlos Gomes',
  'Avenida Santos Dumont',
  'Rua Minas Gerais',
  'Rua Bahia',
  'Rua Pernambuco',
  'Travessa da Paz',
  'Rua Padre Anchieta',
  'Avenida Amazonas',
] as const;

const COMPLEMENTS = ['Apto 12', 'Apto 304', 'Casa 2', 'Bloco B, Apto 41', 'Fundos', 'Sala 305', 'Lote 7', 'Galpão 3'];

export interface Address {
  state: string;
  city: string;
  neighborhood: string;
  street: string;
  number: number;
  complement: string | null;
  zipcode: string;
  latitude: number;
  longitude: number;
}

/** A street address in `city`, a few kilometres around its centre. */
export function randomAddress(rng: Rng, city: City): Address {
  return {
    state: city.state,
    city: city.name,
    neighborhood: rng.pick(NEIGHBORHOODS),
    street: rng.pick(STREETS),
    number: rng.chance(0.7) ? rng.int(10, 1999) : rng.int(2000, 9800),
    complement: rng.chance(0.25) ? rng.pick(COMPLEMENTS) : null,
    zipcode: String(rng.int(city.cep[0], city.cep[1])).padStart(8, '0'),
    latitude: round6(city.lat + (rng.float() - 0.5) * 0.08),
    longitude: round6(city.lng + (rng.float() - 0.5) * 0.08),
  };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** TJ code of the state court (01 Acre … 27 Tocantins, alphabetical by state name). */
export const STATE_COURT: Record<string, number> = {
  AC: 1,
  AL: 2,
  AP: 3,
  AM: 4,
  BA: 5,
  CE: 6,
  DF: 7,
  ES: 8,
  GO: 9,
  MA: 10,
  MT: 11,
  MS: 12,
  MG: 13,
  PA: 14,
  PB: 15,
  PR: 16,
  PE: 17,
  PI: 18,
  RJ: 19,
  RN: 20,
  RS: 21,
  RO: 22,
  RR: 23,
  SC: 24,
  SE: 25,
  SP: 26,
  TO: 27,
};
