import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../../src/server/config';
import { assetContentType } from '../../src/server/http/consoleAssets';
import { createStorage } from '../../src/server/storage';
import { compareFacts, type DatabaseFacts, type UploadRow } from './facts';
import { checkStore, copyFolderToStore, copyStoreToFolder, type BackedUpFile } from './files';
import { dumpStoppedPglite, pgliteInUse, restorePglite } from './pglite';
import { assertEmptyPostgres, dumpLivePostgres, restorePostgres } from './postgres';

/** manifest.json: what the backup holds, and what a restore must find again. */
export interface Manifest {
  format: 1;
  /** When the database's snapshot was taken: the data is as of this moment. */
  takenAt: string;
  engine: 'postgres' | 'pglite';
  database: DatabaseFacts & {
    file: string;
    bytes: number;
    sha256: string;
    serverVersion: string;
    /** PostgreSQL only: the pg_dump that wrote it. */
    pgDumpVersion?: string;
  };
  /** Rows of `uploads` in the dump, and those of them whose file the store did not have. */
  uploads: { rows: number; missing: string[] };
  files: { store: string; count: number; bytes: number; list: BackedUpFile[] };
  durationMs: { database: number; files: number };
}

const DUMP = { postgres: 'database.dump', pglite: 'database.tar.gz' } as const;
const pgliteDir = (config: Config) => path.join(config.dataDir, 'pglite');

async function sha256Of(file: string) {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

export interface BackupOptions {
  /** The backup's folder: new, or empty. */
  to: string;
  /** PGlite: back up although postmaster.pid is there (left by a crash, the server being stopped). */
  force?: boolean;
  /** Runs while pg_dump runs (the test writes then). */
  whileDumping?: () => Promise<void>;
}

/**
 * The database first, then the files: every upload the dump refers to was stored before its row
 * was committed (services/uploads.ts writes the file, then the row), and no file is ever deleted,
 * so a copy taken after the dump holds them all. Files uploaded meanwhile come along too, with no
 * row pointing at them: harmless (never served, a few bytes).
 */
export async function backup(config: Config, options: BackupOptions): Promise<Manifest> {
  const folder = path.resolve(options.to);
  if (fs.existsSync(folder) && fs.readdirSync(folder).length > 0) throw new Error(`${folder} não está vazia`);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  const store = createStorage(config);
  await store.check();
  const engine = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (engine === 'pglite' && pgliteInUse(pgliteDir(config)) && !options.force)
    throw new Error(
      `o PGlite em ${pgliteDir(config)} está aberto (postmaster.pid): pare o servidor antes do backup. Se ele já está parado (o arquivo ficou de uma queda), use --force.`,
    );

  const takenAt = new Date().toISOString();
  const started = Date.now();
  const dumpFile = path.join(folder, DUMP[engine]);
  const dumped =
    engine === 'postgres'
      ? await dumpLivePostgres(config.DATABASE_URL!, dumpFile, options.whileDumping)
      : await dumpStoppedPglite(pgliteDir(config), dumpFile);
  const database = Date.now() - started;
  // The dump holds every password hash and personal datum: the owner's only, like the data folder.
  fs.chmodSync(dumpFile, 0o600);

  const mimeOf = new Map(dumped.uploads.map((u) => [u.path, u.mime_type]));
  const list = await copyStoreToFolder(
    store,
    path.join(folder, 'files'),
    (key) => mimeOf.get(key) ?? assetContentType(key),
  );
  const manifest: Manifest = {
    format: 1,
    takenAt,
    engine,
    database: {
      ...dumped.facts,
      file: DUMP[engine],
      bytes: fs.statSync(dumpFile).size,
      sha256: await sha256Of(dumpFile),
      serverVersion: dumped.serverVersion,
      pgDumpVersion: dumped.pgDumpVersion,
    },
    uploads: { rows: dumped.uploads.length, missing: missingFiles(dumped.uploads, list) },
    files: { store: store.where, count: list.length, bytes: list.reduce((sum, f) => sum + f.size, 0), list },
    durationMs: { database, files: Date.now() - started - database },
  };
  fs.writeFileSync(path.join(folder, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/** Rows whose file is not in `files` (or not of the recorded size and content). */
function missingFiles(uploads: UploadRow[], files: Pick<BackedUpFile, 'key' | 'size' | 'sha256'>[]): string[] {
  const byKey = new Map(files.map((f) => [f.key, f]));
  return uploads
    .filter((u) => {
      const file = byKey.get(u.path);
      return !file || file.size !== u.size || (u.sha256 !== null && u.sha256 !== file.sha256);
    })
    .map((u) => u.path);
}

export function readManifest(from: string): Manifest {
  const manifest = JSON.parse(fs.readFileSync(path.join(from, 'manifest.json'), 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`manifest.json: formato ${String(manifest.format)} desconhecido`);
  return manifest;
}

export interface RestoreResult {
  manifest: Manifest;
  durationMs: { database: number; files: number };
}

/**
 * Into an empty database (DATABASE_URL, or a new DATA_DIR's PGlite) and an empty store (the
 * configured bucket/prefix, or DATA_DIR/uploads), both refused otherwise before anything is
 * written. Then checks: every table's count and the migration level equal the manifest's, every
 * object is back with its SHA-256, every upload row's file is there. Throws what differs.
 */
export async function restore(config: Config, from: string): Promise<RestoreResult> {
  const folder = path.resolve(from);
  const manifest = readManifest(folder);
  const engine = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (engine !== manifest.engine)
    throw new Error(
      manifest.engine === 'postgres'
        ? 'backup de PostgreSQL: defina DATABASE_URL com um banco novo e vazio'
        : 'backup do PGlite: restaure sem DATABASE_URL, num DATA_DIR novo',
    );
  const dumpFile = path.join(folder, manifest.database.file);
  if ((await sha256Of(dumpFile)) !== manifest.database.sha256)
    throw new Error(`${dumpFile}: não confere com o manifesto (SHA-256)`);
  const store = createStorage(config);
  await store.check();
  if ((await store.list()).length > 0)
    throw new Error(`o armazenamento de destino (${store.where}) não está vazio; restaure num bucket ou pasta nova.`);
  if (engine === 'postgres') await assertEmptyPostgres(config.DATABASE_URL!);

  const started = Date.now();
  const restored =
    engine === 'postgres'
      ? await restorePostgres(config.DATABASE_URL!, dumpFile)
      : await restorePglite(pgliteDir(config), dumpFile);
  const database = Date.now() - started;
  await copyFolderToStore(path.join(folder, 'files'), manifest.files.list, store);

  const problems = [
    ...compareFacts(manifest.database, restored.facts),
    ...(await checkStore(store, manifest.files.list)),
    ...missingFiles(restored.uploads, manifest.files.list)
      .filter((p) => !manifest.uploads.missing.includes(p))
      .map((p) => `${p}: linha de uploads sem o seu arquivo`),
  ];
  if (problems.length > 0) throw new Error(`a restauração não confere com o manifesto:\n  ${problems.join('\n  ')}`);
  return { manifest, durationMs: { database, files: Date.now() - started - database } };
}
