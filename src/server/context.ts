import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from './config';
import type { Database } from './db/connection';
import { RateLimiter } from './auth/rateLimit';
import { TokenService } from './auth/tokens';

/** What services need from the running server, built once per app. */
export interface AppContext {
  config: Config;
  database: Database;
  tokens: TokenService;
  limits: {
    loginByIp: RateLimiter;
    loginByEmail: RateLimiter;
    recoveryByIp: RateLimiter;
    recoveryByEmail: RateLimiter;
  };
}

/**
 * The signing secret: JWT_SECRET when given (required when several processes share one
 * database), otherwise one generated on first start and kept in the data directory so a
 * restart does not sign everybody out.
 */
export function jwtSecret(config: Config): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  const file = path.join(config.dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    const secret = crypto.randomBytes(48).toString('base64url');
    fs.mkdirSync(config.dataDir, { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function createContext(config: Config, database: Database, secret = jwtSecret(config)): AppContext {
  const windowMs = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const max = config.RATE_LIMIT_MAX;
  return {
    config,
    database,
    tokens: new TokenService(secret, config.ACCESS_TOKEN_TTL_SECONDS),
    limits: {
      // An IP may try several accounts (an office behind one NAT): a wider budget than an e-mail's.
      loginByIp: new RateLimiter(max * 5, windowMs),
      loginByEmail: new RateLimiter(max, windowMs),
      recoveryByIp: new RateLimiter(max * 5, windowMs),
      recoveryByEmail: new RateLimiter(max, windowMs),
    },
  };
}
