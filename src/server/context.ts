import { DiskHealth } from './http/diskHealth';
import { ExportSlots } from './http/exportSlots';
import type { Config } from './config';
import type { Database } from './db/connection';
import { AuthLimits } from './auth/rateLimit';
import { TokenService } from './auth/tokens';
import { ReportTokenService } from './auth/reportTokens';
import { jwtSecret } from './start/secret';
import { createStorage, type FileStore } from './storage';

export { jwtSecret };

/** What services need from the running server, built once per app. */
export interface AppContext {
  config: Config;
  database: Database;
  tokens: TokenService;
  /** The analytics report tab's own short-lived tokens (auth/reportTokens.ts). */
  reportTokens: ReportTokenService;
  /** Sign-in and recovery attempt limits, counted in the database (shared by every process). */
  limits: AuthLimits;
  /** Where the uploaded files live: DATA_DIR/uploads or an S3 bucket (storage/). */
  storage: FileStore;
  /** Turns for 'Exportar': one per user, a few per process (http/exportSlots.ts). */
  exportSlots: ExportSlots;
  /** Which disks refused a write lately: /health tells it (http/diskHealth.ts). */
  diskHealth: DiskHealth;
}

export function createContext(
  config: Config,
  database: Database,
  secret = jwtSecret(config),
  storage = createStorage(config),
): AppContext {
  return {
    config,
    database,
    tokens: new TokenService(secret, config.ACCESS_TOKEN_TTL_SECONDS),
    reportTokens: new ReportTokenService(secret),
    limits: new AuthLimits(database.db, config.RATE_LIMIT_MAX, config.RATE_LIMIT_WINDOW_SECONDS * 1000),
    storage,
    exportSlots: new ExportSlots(),
    diskHealth: new DiskHealth(),
  };
}
