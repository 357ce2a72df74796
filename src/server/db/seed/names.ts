// People, companies, lenders and vehicles that read like the Brazilian market.
import type { CategoryType } from '../../../domain/categories';
import type { Rng, Weighted } from './random';

export const FIRST_NAMES = [
  'Ana',
  'Maria',
  'Juliana',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Camila',
  'Amanda',
  'Bruna',
  'Letícia',
  'Mariana',
  'Beatriz',
  'Larissa',
  'Gabriela',
  'Vanessa',
  'Luciana',
  'Renata',
  'Débora',
  'Tatiane',
  'Cláudia',
  'José',
  'João',
  'Antônio',
  'Francisco',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luiz',
  'Marcos',
  'Gabriel',
  'Rafael',
  'Daniel',
  'Marcelo',
  'Bruno',
  'Eduardo',
  'Felipe',
  'Rodrigo',
  'Thiago',
  'Leandro',
  'André',
  'Fábio',
  'Gustavo',
  'Diego',
  'Vinícius',
  'Matheus',
  'Ricardo',
  'Sérgio',
  'Wellington',
  'Cristiano',
] as const;

export const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Pinto',
  'Correia',
  'Cavalcanti',
  'Moura',
] as const;

export function personName(rng: Rng): string {
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  if (rng.chance(0.55)) {
    let middle = rng.pick(LAST_NAMES);
    while (middle === last) middle = rng.pick(LAST_NAMES);
    return `${first} ${middle} ${last}`;
  }
  return `${first} ${last}`;
}

const COMPANY_WORDS = [
  'Transportes',
  'Logística',
  'Comércio de Alimentos',
  'Construtora',
  'Distribuidora',
  'Agropecuária',
  'Turismo',
  'Mudanças',
];

/** A debtor that is a company: vehicles of fleets and farms. */
export function companyName(rng: Rng): string {
  const owner = rng.pick(LAST_NAMES);
  const suffix = rng.pick(['Ltda', 'Eireli', 'S.A.', 'ME', 'Ltda']);
  return `${rng.pick(COMPANY_WORDS)} ${owner} ${suffix}`;
}

export const FINANCIERS = [
  'Banco Itaú',
  'Santander',
  'BV Financeira',
  'Bradesco Financiamentos',
  'Banco do Brasil',
  'Caixa Econômica Federal',
  'Banco Pan',
  'Omni Financeira',
  'Banco Safra',
  'Porto Bank',
  'Banco Toyota',
  'Banco Volkswagen',
  'Banco RCI Brasil',
  'Banco Honda',
  'Banco Yamaha',
  'Mercedes-Benz Financiamentos',
  'Sicredi',
  'Sicoob',
  'Creditas',
] as const;

export interface VehicleModel {
  maker: string;
  model: string;
  /** World manufacturer identifier: the first characters of the chassi. */
  wmi: string;
  /** Typical reward range in BRL for a case of this vehicle. */
  reward: readonly [number, number];
}

const m = (maker: string, model: string, wmi: string, reward: readonly [number, number]): VehicleModel => ({
  maker,
  model,
  wmi,
  reward,
});

export const VEHICLES: Record<CategoryType, readonly VehicleModel[]> = {
  car: [
    m('Fiat', 'Argo', '9BD', [500, 1800]),
    m('Fiat', 'Mobi', '9BD', [400, 1200]),
    m('Fiat', 'Strada', '9BD', [600, 2000]),
    m('Fiat', 'Toro', '9BD', [900, 2800]),
    m('Volkswagen', 'Gol', '9BW', [400, 1300]),
    m('Volkswagen', 'Polo', '9BW', [600, 1900]),
    m('Volkswagen', 'T-Cross', '9BW', [900, 2600]),
    m('Volkswagen', 'Nivus', '9BW', [900, 2500]),
    m('Chevrolet', 'Onix', '9BG', [500, 1800]),
    m('Chevrolet', 'Tracker', '9BG', [900, 2600]),
    m('Chevrolet', 'S10', '9BG', [1200, 3500]),
    m('Hyundai', 'HB20', '9BH', [500, 1700]),
    m('Hyundai', 'Creta', '9BH', [900, 2700]),
    m('Toyota', 'Corolla', '9BR', [1000, 3000]),
    m('Toyota', 'Hilux', '8AJ', [1500, 4000]),
    m('Toyota', 'Yaris', '9BR', [700, 2000]),
    m('Renault', 'Kwid', '93Y', [350, 1100]),
    m('Renault', 'Duster', '93Y', [700, 2000]),
    m('Jeep', 'Renegade', '988', [900, 2600]),
    m('Jeep', 'Compass', '988', [1200, 3300]),
    m('Honda', 'Civic', '93H', [900, 2800]),
    m('Honda', 'HR-V', '93H', [1000, 2900]),
    m('Nissan', 'Kicks', '94D', [800, 2400]),
    m('Ford', 'Ka', '9BF', [400, 1200]),
    m('Ford', 'Ranger', '8AF', [1400, 3800]),
  ],
  moto: [
    m('Honda', 'CG 160 Fan', '9C2', [300, 800]),
    m('Honda', 'CG 160 Titan', '9C2', [300, 900]),
    m('Honda', 'Biz 125', '9C2', [300, 700]),
    m('Honda', 'NXR 160 Bros', '9C2', [350, 950]),
    m('Honda', 'CB 300F Twister', '9C2', [450, 1200]),
    m('Honda', 'PCX 160', '9C2', [400, 1100]),
    m('Yamaha', 'Fazer FZ25', '9C6', [450, 1200]),
    m('Yamaha', 'Factor 150', '9C6', [300, 800]),
    m('Yamaha', 'XTZ 150 Crosser', '9C6', [350, 950]),
    m('Yamaha', 'NMax 160', '9C6', [400, 1100]),
  ],
  truck: [
    m('Scania', 'R450', '9BS', [2500, 5000]),
    m('Scania', 'R540', '9BS', [3000, 5000]),
    m('Volvo', 'FH 540', '9BV', [3000, 5000]),
    m('Mercedes-Benz', 'Actros 2651', '9BM', [3000, 5000]),
    m('Mercedes-Benz', 'Atego 2430', '9BM', [2000, 4200]),
    m('Volkswagen', 'Delivery 11.180', '953', [1500, 3500]),
    m('Volkswagen', 'Constellation 24.280', '953', [2200, 4500]),
    m('Iveco', 'Tector 240E30', '93Z', [2000, 4200]),
    m('DAF', 'XF 480', '98P', [2800, 5000]),
  ],
  bus: [
    m('Mercedes-Benz', 'O-500RS', '9BM', [2500, 5000]),
    m('Volkswagen', '17.230 OD', '953', [2200, 4500]),
    m('Marcopolo', 'Volare W9', '93P', [1800, 3800]),
    m('Marcopolo', 'Torino', '9BM', [2500, 5000]),
  ],
  van: [
    m('Fiat', 'Ducato', '93W', [900, 2500]),
    m('Renault', 'Master', '93Y', [900, 2500]),
    m('Mercedes-Benz', 'Sprinter 416', '8AC', [1200, 3200]),
    m('Peugeot', 'Boxer', '936', [800, 2300]),
    m('Iveco', 'Daily 35-150', '93Z', [900, 2600]),
    m('Citroën', 'Jumper', '935', [800, 2300]),
  ],
  boat: [
    m('Focker', '242', '9X1', [1500, 4500]),
    m('Schaefer Yachts', 'Phantom 303', '9X2', [2500, 5000]),
    m('Real Powerboats', 'Real 27', '9X3', [2000, 5000]),
    m('Ventura Marine', 'V250', '9X4', [1500, 4000]),
  ],
  tractor: [
    m('John Deere', '6125J', '1L0', [1800, 4500]),
    m('Massey Ferguson', 'MF 4707', '9AM', [1500, 4000]),
    m('New Holland', 'T7.245', '9AN', [2000, 5000]),
    m('Valtra', 'A134', '9AV', [1500, 4000]),
    m('Case IH', 'Farmall 110A', '9AC', [1500, 4000]),
  ],
  supplement: [
    m('Randon', 'Semirreboque Graneleiro', '9AD', [1200, 3500]),
    m('Librelato', 'Semirreboque Carga Seca', '94R', [1200, 3200]),
    m('Facchini', 'Semirreboque Basculante', '9AF', [1200, 3500]),
    m('Guerra', 'Semirreboque Sider', '9AG', [1000, 3000]),
    m('Noma', 'Bitrem Graneleiro', '9AN', [1500, 4000]),
  ],
};

export const CATEGORY_WEIGHTS: Weighted<CategoryType> = [
  ['car', 55],
  ['moto', 20],
  ['truck', 8],
  ['bus', 2],
  ['van', 5],
  ['boat', 2],
  ['tractor', 4],
  ['supplement', 4],
];

/** Markdown notes law companies leave on some cases. */
export const CASE_NOTES = [
  '**Atenção:** o devedor costuma guardar o veículo em garagem fechada.\n\n- Sai para trabalhar por volta das 6h\n- Retorna após as 19h',
  'Veículo visto recentemente próximo ao endereço comercial.\n\n> Informação repassada pelo banco em contato telefônico.',
  '### Observações\n\n1. Possível troca de cor (prata para preto)\n2. Verificar rodas esportivas\n3. Não abordar em horário noturno',
  'Devedor mudou-se recentemente. Endereço secundário informado pela **financeira**.',
  'Liminar deferida. Mandado disponível para os localizadores aprovados.',
  '- Veículo com rastreador desligado desde março\n- Última posição conhecida: próximo à rodoviária',
  'Cliente com histórico de ocultação do bem. Priorizar abordagem discreta e registrar **fotos** do local.',
  'Acordo não cumprido. Proceder com a busca e apreensão conforme decisão judicial.',
] as const;
