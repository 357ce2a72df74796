import fs from 'node:fs';
import path from 'node:path';
import type { FileStore, StoredFile } from '../storage';

/**
 * The console's hashed files in the shared bucket, so that every node serves every build's
 * assets during and after a rolling deploy (issue 36): a page from a node already on the new
 * build asks an old node for /assets/index-NEW.js, and a page loaded before the deploy asks a new
 * node for a chunk of the old build. Each node, at its start and before it serves, copies its
 * build's assets to `console/assets/<name>` (names carry a content hash: the same name is the
 * same bytes, so copies never conflict); a node asked for an asset it does not have on disk reads
 * it from there. Only with S3_BUCKET: a single machine keeps the previous builds' assets on disk.
 */
const ASSET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const keyOf = (name: string) => `console/assets/${name}`;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};
export const assetContentType = (name: string) =>
  CONTENT_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';

/** Copies the build's assets to the bucket (~100 files, ~3 MB; not their .br/.gz copies nor the source maps); answers how many. */
export async function publishConsoleAssets(storage: FileStore, consoleDir: string): Promise<number> {
  if (storage.kind !== 's3') return 0;
  const dir = path.join(path.resolve(consoleDir), 'assets');
  const names = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => ASSET_NAME.test(name) && !/\.(br|gz|map)$/.test(name))
    : [];
  // A few at a time: a build has ~100 files, and a start should not open 100 connections at once.
  const queue = [...names];
  const copy = async () => {
    for (let name = queue.shift(); name; name = queue.shift()) {
      await storage.put(keyOf(name), await fs.promises.readFile(path.join(dir, name)), assetContentType(name));
    }
  };
  await Promise.all(Array.from({ length: 6 }, copy));
  return names.length;
}

/** A published asset by the name in `/assets/<name>`, or null (not a plain asset name, or not there). */
export async function publishedAsset(storage: FileStore, urlPath: string): Promise<StoredFile | null> {
  const name = urlPath.startsWith('/assets/') ? urlPath.slice('/assets/'.length) : '';
  if (storage.kind !== 's3' || !ASSET_NAME.test(name) || name.includes('..')) return null;
  return storage.get(keyOf(name));
}
