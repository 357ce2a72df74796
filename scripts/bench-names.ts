// Names for the app-user benchmarks (bench-app-users.ts, bench-app-transfers.ts).
import { sql } from 'drizzle-orm';

/**
 * Names as real ones spread: a first name and two surnames from short Brazilian lists (41 × 47 ×
 * 47 ≈ 90,000 names, each held by about 11 of 1,000,000 users, accents included). A name search
 * then reads the words of the term, not a prefix every user shares ('Usuário App N' before).
 */
export const FIRST_NAMES = [
  'Ana',
  'Maria',
  'João',
  'José',
  'Antônio',
  'Francisco',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luiz',
  'Marcos',
  'Luís',
  'Gabriel',
  'Rafael',
  'Daniel',
  'Marcelo',
  'Bruno',
  'Eduardo',
  'Felipe',
  'Raimundo',
  'Rodrigo',
  'Fernanda',
  'Juliana',
  'Patrícia',
  'Aline',
  'Adriana',
  'Sandra',
  'Camila',
  'Amanda',
  'Bruna',
  'Jéssica',
  'Letícia',
  'Júlia',
  'Luciana',
  'Vanessa',
  'Mariana',
  'Gabriela',
  'Conceição',
  'Thiago',
  'Vitória',
];
export const SURNAMES = [
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
  'Monteiro',
  'Moura',
  'Barros',
  'Campos',
  'Bittencourt',
  'Brandão',
  'Magalhães',
  'Peixoto',
];
const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/** The lists as `f` and `s`, to put in the FROM of a generating statement beside `generate_series(…) g`. */
export const BENCH_NAME_LISTS = sql`(SELECT ${textArray(FIRST_NAMES)} AS f, ${textArray(SURNAMES)} AS s) names`;

/** The name of the series' `g`: a first name and two surnames, every combination in turn. */
export const benchName = sql`f[1 + g % ${FIRST_NAMES.length}] || ' ' || s[1 + (g / ${FIRST_NAMES.length}) % ${SURNAMES.length}] || ' '
  || s[1 + (g / ${FIRST_NAMES.length * SURNAMES.length}) % ${SURNAMES.length}]`;
