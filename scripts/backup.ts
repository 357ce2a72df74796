import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config';
import { backup } from './backup/run';

/**
 * `npm run backup [-- --to DIR]`: the database and the stored files of this configuration (the
 * server's own variables: DATABASE_URL or DATA_DIR, S3_BUCKET…) into one folder with a manifest
 * (docs/operations.md "Backup and restore"). PostgreSQL: while the server runs. PGlite: with the
 * server stopped.
 */
const { values } = parseArgs({
  options: { to: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log('uso: npm run backup -- [--to PASTA] [--force]');
  process.exit(0);
}
const to = values.to ?? path.join('backups', new Date().toISOString().replace(/[:.]/g, '-'));

try {
  const manifest = await backup(loadConfig(), { to, force: values.force });
  const { database, files, uploads, durationMs } = manifest;
  console.log(
    [
      `Backup em ${path.resolve(to)} (dados de ${manifest.takenAt})`,
      `  Banco (${manifest.engine}): ${database.file}, ${(database.bytes / 1e6).toFixed(1)} MB, migração ${database.migrations.last} (${database.migrations.applied}), ${Object.values(database.rows).reduce((a, b) => a + b, 0)} linhas em ${Object.keys(database.rows).length} tabelas, ${(durationMs.database / 1000).toFixed(1)} s`,
      `  Arquivos: ${files.count} (${(files.bytes / 1e6).toFixed(1)} MB) de ${files.store}, ${(durationMs.files / 1000).toFixed(1)} s`,
    ].join('\n'),
  );
  if (uploads.missing.length > 0) {
    console.error(
      `  ATENÇÃO: ${uploads.missing.length} linhas de uploads sem arquivo no armazenamento:\n    ${uploads.missing.join('\n    ')}`,
    );
    process.exit(2);
  }
} catch (err) {
  console.error(`backup falhou: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
