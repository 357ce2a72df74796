// Its own module: the WORKERS primary creates the secret and loads nothing else of the API.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

/**
 * The signing secret: JWT_SECRET when given (required for several machines), otherwise one
 * generated on first start and kept in the data directory so a restart does not sign everybody
 * out. The processes of one machine (WORKERS) share that file: the primary creates it before
 * starting them, and the exclusive create below keeps two first starts from writing two secrets.
 */
export function jwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.join(config.dataDir, 'jwt-secret');
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  // Whoever created it first wins; everybody reads the same secret.
  const secret = readSecret(file);
  if (!secret) throw new Error(`empty JWT secret file: ${file}`);
  return secret;
}

function readSecret(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim() || null;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
