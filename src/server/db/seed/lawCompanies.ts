// Law companies (Alfa and Beta first, then one or more of every status) and the case categories.
import { CATEGORY_TYPES, CATEGORY_TYPE_INFO } from '../../../domain/categories';
import type { LawCompanyStatus } from '../../../domain/statuses';
import { caseCategories, lawCompanies } from '../schema';
import type { SeedContext, SeededCategory, SeededCompany } from './context';
import { cnpjWithCheckDigits, landlinePhone, mobilePhone } from './identifiers';
import { CITIES, randomAddress } from './places';
import { DAY, addMs } from './random';

interface CompanySpec {
  key: string;
  name: string;
  companyName: string;
  /** 12-character CNPJ base; the check digits are computed. */
  cnpjBase: string;
  contactName: string;
  domain: string;
  city: string;
  status: LawCompanyStatus;
  statusReason?: string;
  autoApprove?: boolean;
  shadowMode?: boolean;
  daysAgo: number;
  states: readonly string[];
  address?: { neighborhood: string; street: string; number: number; complement?: string; zipcode: string };
}

const SPECS: readonly CompanySpec[] = [
  {
    key: 'alfa',
    name: 'Alfa',
    companyName: 'Alfa Assessoria Jurídica',
    cnpjBase: '245789630001',
    contactName: 'Renata Almeida',
    domain: 'alfaassessoria.com.br',
    city: 'São Paulo',
    status: 'active',
    autoApprove: true,
    shadowMode: true,
    daysAgo: 560,
    states: ['SP', 'RJ', 'PR'],
    address: {
      neighborhood: 'Bela Vista',
      street: 'Avenida Paulista',
      number: 1578,
      complement: 'Conj. 121',
      zipcode: '01310200',
    },
  },
  {
    key: 'beta',
    name: 'Beta',
    companyName: 'Beta Cobranças',
    cnpjBase: '318642570001',
    contactName: 'Bruno Teixeira',
    domain: 'betacobrancas.com.br',
    city: 'Belo Horizonte',
    status: 'active',
    daysAgo: 548,
    states: ['MG', 'ES', 'GO', 'BA'],
    address: {
      neighborhood: 'Centro',
      street: 'Avenida Afonso Pena',
      number: 1500,
      complement: 'Sala 804',
      zipcode: '30130005',
    },
  },
  {
    key: 'sul',
    name: 'Recupera Sul',
    companyName: 'Recupera Sul Assessoria em Cobranças Ltda',
    cnpjBase: '073851940001',
    contactName: 'Gustavo Lopes',
    domain: 'recuperasul.com.br',
    city: 'Porto Alegre',
    status: 'active',
    daysAgo: 420,
    states: ['RS', 'SC'],
  },
  {
    key: 'norte',
    name: 'Norte Recuperações',
    companyName: 'Norte Recuperação de Ativos Ltda',
    cnpjBase: '156204830001',
    contactName: 'Aline Cavalcanti',
    domain: 'norterecuperacoes.com.br',
    city: 'Manaus',
    status: 'active',
    daysAgo: 380,
    states: ['AM', 'PA'],
  },
  {
    key: 'cerrado',
    name: 'Cerrado Jurídico',
    companyName: 'Cerrado Assessoria Jurídica e Cobrança Ltda',
    cnpjBase: '209371560001',
    contactName: 'Fábio Moreira',
    domain: 'cerradojuridico.adv.br',
    city: 'Goiânia',
    status: 'active',
    daysAgo: 300,
    states: ['GO', 'DF'],
  },
  {
    key: 'litoral',
    name: 'Litoral Cobranças',
    companyName: 'Litoral Serviços de Cobrança Eireli',
    cnpjBase: '342618790001',
    contactName: 'Patrícia Araújo',
    domain: 'litoralcobrancas.com.br',
    city: 'Recife',
    status: 'active',
    daysAgo: 210,
    states: ['PE', 'PB'],
  },
  {
    key: 'parana',
    name: 'Paraná Ativos',
    companyName: 'Paraná Recuperação de Ativos S.A.',
    cnpjBase: '408127350001',
    contactName: 'Leandro Ramos',
    domain: 'paranaativos.com.br',
    city: 'Curitiba',
    status: 'pending',
    daysAgo: 6,
    states: ['PR'],
  },
  // The Receita Federal's own example of an alphanumeric CNPJ (12.ABC.345/01DE-35).
  {
    key: 'bahia',
    name: 'Bahia Recupera',
    companyName: 'Bahia Recupera Assessoria Ltda',
    cnpjBase: '12ABC34501DE',
    contactName: 'Camila Santana',
    domain: 'bahiarecupera.com.br',
    city: 'Salvador',
    status: 'pending',
    daysAgo: 3,
    states: ['BA'],
  },
  {
    key: 'capixaba',
    name: 'Capixaba Jurídica',
    companyName: 'Capixaba Assessoria Jurídica Ltda',
    cnpjBase: 'A7K2M9P40001',
    contactName: 'Diego Nunes',
    domain: 'capixabajuridica.com.br',
    city: 'Vitória',
    status: 'pending',
    daysAgo: 1,
    states: ['ES'],
  },
  {
    key: 'rapida',
    name: 'Rápida Busca',
    companyName: 'Rápida Busca e Apreensão Ltda',
    cnpjBase: '519836240001',
    contactName: 'Marcelo Dias',
    domain: 'rapidabusca.com.br',
    city: 'Campinas',
    status: 'blocked',
    statusReason: 'Mensalidade da plataforma em atraso há mais de 60 dias.',
    daysAgo: 330,
    states: ['SP'],
  },
  {
    key: 'centroOeste',
    name: 'Centro-Oeste Assessoria',
    companyName: 'Centro-Oeste Assessoria Jurídica Ltda',
    cnpjBase: '627154080001',
    contactName: 'Luciana Freitas',
    domain: 'centrooeste.adv.br',
    city: 'Campo Grande',
    status: 'blocked',
    statusReason: 'Denúncias de abordagem indevida por localizadores vinculados à assessoria.',
    daysAgo: 260,
    states: ['MS', 'MT'],
  },
  {
    key: 'facil',
    name: 'Fácil Cobranças',
    companyName: 'Fácil Cobranças e Serviços ME',
    cnpjBase: '736290510001',
    contactName: 'Ricardo Pinto',
    domain: 'facilcobrancas.com.br',
    city: 'Fortaleza',
    status: 'reproved',
    statusReason: 'Documentação incompleta: contrato social não enviado.',
    daysAgo: 95,
    states: ['CE'],
  },
  {
    key: 'maisCredito',
    name: 'Mais Crédito Recuperações',
    companyName: 'Mais Crédito Recuperações Ltda',
    cnpjBase: '845073620001',
    contactName: 'Vanessa Correia',
    domain: 'maiscredito.com.br',
    city: 'Rio de Janeiro',
    status: 'reproved',
    statusReason: 'CNPJ com situação cadastral inapta na Receita Federal.',
    daysAgo: 40,
    states: ['RJ'],
  },
];

export async function seedLawCompanies(ctx: SeedContext): Promise<SeededCompany[]> {
  const rng = ctx.rng.fork('lawCompanies');
  const rows = SPECS.map((spec) => {
    const city = CITIES.find((c) => c.name === spec.city);
    if (!city) throw new Error(`unknown city ${spec.city}`);
    const random = randomAddress(rng, city);
    const address = spec.address ? { ...random, complement: null, ...spec.address } : random;
    const createdAt = addMs(ctx.now, -spec.daysAgo * DAY - rng.int(0, 8 * 3600) * 1000);
    const phone = mobilePhone(rng, city.ddd);
    return {
      name: spec.name,
      companyName: spec.companyName,
      document: cnpjWithCheckDigits(spec.cnpjBase),
      contactName: spec.contactName,
      contactEmail: `contato@${spec.domain}`,
      contactPhone: rng.chance(0.3) ? landlinePhone(rng, city.ddd) : phone,
      contactWhatsapp: rng.chance(0.8) ? phone : null,
      status: spec.status,
      statusReason: spec.statusReason ?? null,
      enableTrackersAutoApprove: spec.autoApprove ?? false,
      enableShadowMode: spec.shadowMode ?? false,
      state: address.state,
      city: address.city,
      neighborhood: address.neighborhood,
      street: address.street,
      number: address.number,
      complement: address.complement,
      zipcode: address.zipcode,
      createdAt,
      updatedAt: spec.status === 'pending' ? createdAt : addMs(createdAt, rng.int(1, 5) * DAY),
    };
  });
  // One by one, so Alfa and Beta take ids 1 and 2 on a fresh database.
  const companies: SeededCompany[] = [];
  for (const [i, row] of rows.entries()) {
    const [{ id }] = await ctx.db.insert(lawCompanies).values(row).returning({ id: lawCompanies.id });
    const spec = SPECS[i];
    companies.push({
      id,
      key: spec.key,
      name: spec.name,
      status: spec.status,
      autoApprove: row.enableTrackersAutoApprove,
      createdAt: row.createdAt,
      states: spec.states,
    });
  }
  return companies;
}

/** Only the companies' contact details the accounts need. */
export function companyContact(key: string): { contactName: string; domain: string } {
  const spec = SPECS.find((s) => s.key === key);
  if (!spec) throw new Error(`unknown law company ${key}`);
  return { contactName: spec.contactName, domain: spec.domain };
}

export async function seedCategories(ctx: SeedContext): Promise<SeededCategory[]> {
  const rows = CATEGORY_TYPES.map((type, i) => ({ type, title: CATEGORY_TYPE_INFO[type].label, order: i + 1 }));
  const inserted = await ctx.db
    .insert(caseCategories)
    .values(rows)
    .returning({ id: caseCategories.id, type: caseCategories.type, title: caseCategories.title });
  return inserted;
}
