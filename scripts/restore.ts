import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { restore } from './backup/run';

/**
 * `npm run restore -- DIR`: a backup of `npm run backup` into an EMPTY database (DATABASE_URL, or
 * a new DATA_DIR) and an empty store (S3_BUCKET/S3_PREFIX, or DATA_DIR/uploads), then the counts
 * and checksums compared with its manifest (docs/operations.md "Backup and restore").
 */
const { positionals } = parseArgs({ allowPositionals: true });
if (positionals.length !== 1) {
  console.error('uso: npm run restore -- PASTA_DO_BACKUP   (com DATABASE_URL / DATA_DIR / S3_* do destino)');
  process.exit(1);
}

try {
  const { manifest, durationMs } = await restore(loadConfig(), positionals[0]);
  const rows = Object.values(manifest.database.rows).reduce((a, b) => a + b, 0);
  console.log(
    [
      `Restaurado ${path.resolve(positionals[0])} (dados de ${manifest.takenAt}); tudo confere com o manifesto:`,
      `  Banco: migração ${manifest.database.migrations.last}, ${rows} linhas em ${Object.keys(manifest.database.rows).length} tabelas, ${(durationMs.database / 1000).toFixed(1)} s`,
      `  Arquivos: ${manifest.files.count} com o mesmo SHA-256, ${(durationMs.files / 1000).toFixed(1)} s`,
    ].join('\n'),
  );
} catch (err) {
  console.error(`restauração falhou: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
