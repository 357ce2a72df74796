import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import type { Database } from './db/connection';
import { AuthLimits } from './auth/rateLimit';
import { TokenService } from './auth/tokens';
import { ReportTokenService } from './auth/reportTokens';

/** What services need from the running server, built once per app. */
export interface AppContext {
  config: Config;
  database: Database;
  tokens: TokenService;
  /** The analytics report tab's own short-lived tokens (auth/reportTokens.ts). */
  reportTokens: ReportTokenService;
  /** Sign-in and recovery attempt limits, counted in the database (shared by every process). */
  limits: AuthLimits;
}

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

export function createContext(config: Config, database: Database, secret = jwtSecret(config)): AppContext {
  return {
    config,
    database,
    tokens: new TokenService(secret, config.ACCESS_TOKEN_TTL_SECONDS),
    reportTokens: new ReportTokenService(secret),
    limits: new AuthLimits(database.db, config.RATE_LIMIT_MAX, config.RATE_LIMIT_WINDOW_SECONDS * 1000),
  };
}
