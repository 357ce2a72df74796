import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '../../src/server/storage';

/** One stored object in the backup: its key in the store, its size and content's SHA-256. */
export interface BackedUpFile {
  key: string;
  size: number;
  sha256: string;
  /** What S3 is given again at the restore (the local folder keeps none). */
  contentType: string;
}

/** A few at a time, as the server publishes its assets: not one connection per object. */
const PARALLEL = 6;

async function eachAtMost<T>(items: T[], work: (item: T) => Promise<void>) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/** Passes the bytes on, hashing and counting them. */
function measuring() {
  const hash = crypto.createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest('hex') }) };
}

/** The file of a key under `root`, never outside it. */
function fileUnder(root: string, key: string) {
  const file = path.resolve(root, key);
  if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`chave fora da pasta: ${key}`);
  return file;
}

/**
 * Every object of the store into `root/<key>`. Half-written uploads of the local folder (*.part)
 * are left out: no row points at them. An object gone between the listing and its read (none
 * is ever deleted but a failed upload's) is skipped.
 */
export async function copyStoreToFolder(
  store: FileStore,
  root: string,
  contentTypeOf: (key: string) => string,
): Promise<BackedUpFile[]> {
  const keys = (await store.list()).filter((key) => !key.endsWith('.part'));
  const copied: BackedUpFile[] = [];
  await eachAtMost(keys, async (key) => {
    const stored = await store.get(key);
    if (!stored) return;
    const file = fileUnder(root, key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    const measure = measuring();
    await pipeline(stored.body, measure.stream, fs.createWriteStream(file, { mode: 0o600 }));
    copied.push({ key, ...measure.result(), contentType: contentTypeOf(key) });
  });
  return copied.sort((a, b) => (a.key < b.key ? -1 : 1));
}

/** The backup's files into the store, each checked against its SHA-256 before it is stored. */
export async function copyFolderToStore(root: string, files: BackedUpFile[], store: FileStore): Promise<void> {
  await eachAtMost(files, async (entry) => {
    const scratch = await store.scratchFile(path.posix.dirname(entry.key), crypto.randomBytes(16).toString('hex'));
    const measure = measuring();
    await pipeline(fs.createReadStream(fileUnder(root, entry.key)), measure.stream, fs.createWriteStream(scratch));
    const got = measure.result();
    if (got.sha256 !== entry.sha256) {
      await fs.promises.rm(scratch, { force: true });
      throw new Error(`${entry.key}: o arquivo do backup não confere com o manifesto (SHA-256)`);
    }
    await store.put(entry.key, { file: scratch }, entry.contentType);
  });
}

/** Reads every object back from the store: the keys and contents the manifest lists, exactly ([] when so). */
export async function checkStore(store: FileStore, files: BackedUpFile[]): Promise<string[]> {
  const problems: string[] = [];
  const keys = new Set(await store.list());
  const listed = new Set(files.map((f) => f.key));
  for (const key of keys) if (!listed.has(key)) problems.push(`${key}: no armazenamento, fora do manifesto`);
  await eachAtMost(files, async (entry) => {
    const stored = keys.has(entry.key) ? await store.get(entry.key) : null;
    if (!stored) return void problems.push(`${entry.key}: ausente do armazenamento`);
    const measure = measuring();
    await pipeline(stored.body, measure.stream, new Writable({ write: (_chunk, _encoding, done) => done() }));
    const got = measure.result();
    if (got.sha256 !== entry.sha256 || got.size !== entry.size) problems.push(`${entry.key}: conteúdo diferente`);
  });
  return problems;
}
