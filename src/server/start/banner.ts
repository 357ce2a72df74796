import path from 'node:path';
import type { Config } from '../config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/accounts';
import { createStorage } from '../storage';

/** What `npm start` prints once every process listens: where, which database, the demo accounts. */
export function printBanner(config: Config, port: number, seeded: boolean) {
  const where = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${path.join(config.dataDir, 'pglite')}`;
  const lines = [
    '',
    `  Console e API: http://${config.HOST}:${port}`,
    `  Banco de dados: ${where}${seeded ? ' (dados de demonstração criados agora)' : ''}`,
    `  Arquivos: ${createStorage(config).where}`,
    ...(config.WORKERS > 1 ? [`  Processos da API: ${config.WORKERS} (WORKERS)`] : []),
    '',
    `  Contas de demonstração (senha ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.email.padEnd(24)} ${a.description}`),
    '',
  ];
  console.log(lines.join('\n'));
}
