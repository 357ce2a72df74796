import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** The sender of every e-mail when EMAIL_FROM is not set. */
export const DEFAULT_EMAIL_FROM = 'Recupera <nao-responda@recupera.invalid>';

/**
 * Every environment variable the server reads, parsed and validated in one place.
 * The README's table lists the same names; a wrong value stops the start with a clear message.
 */
const envSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(30),
  REFRESH_GRACE_SECONDS: z.coerce.number().int().min(0).default(30),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // The console's CEP services (read at build time by Vite); the page's CSP must allow them.
  VITE_VIACEP_URL: z.string().url().default('https://viacep.com.br'),
  VITE_BRASILAPI_URL: z.string().url().default('https://brasilapi.com.br'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CONSOLE_DIR: z.string().default('./dist/console'),
  TRUST_PROXY: z
    .string()
    .default('')
    .transform((v) =>
      v.trim() === 'false'
        ? []
        : v
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean),
    )
    .refine((list) => list.every(isProxyAddress), {
      message:
        'lista de IPs ou CIDRs dos proxies, separados por vírgula (ex.: 10.0.0.5,10.1.0.0/16 ou loopback); "true" confiaria em qualquer cliente',
    }),
  AUTO_APPROVAL: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  // Security wait of a Pix withdrawal to a key never paid before (docs/app-users.md "Transfers"); 0: none.
  PIX_WAITING_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 30)
    .default(24),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  // Behind a balancer: on SIGTERM, GET /health/ready answers 503 this long before the process stops
  // taking requests, so the balancer's checks see it first (docs/operations.md "Rolling deploys"); 0: none.
  DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
  // GET /metrics for Prometheus from anywhere with this bearer; unset, only local unforwarded calls (http/metrics.ts).
  METRICS_TOKEN: z.string().min(16).optional(),
  // Real e-mail: unset, each e-mail is an .eml file under DATA_DIR/emails (docs/operations.md "E-mail").
  SMTP_URL: z
    .string()
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), {
      message: 'smtp://usuário:senha@servidor:587 ou smtps://usuário:senha@servidor:465',
    })
    .optional(),
  EMAIL_FROM: z.string().trim().min(3).default(DEFAULT_EMAIL_FROM),
  // The operator of the platform, named on the public pages, the legal texts and the e-mails
  // (issue 26 item 4; LGPD art. 41 §1: the encarregado's identity and contact are public). The
  // defaults are examples and say so: set them in production.
  OPERATOR_NAME: z.string().trim().min(1).max(200).default('Operadora Exemplo Ltda. (exemplo: defina OPERATOR_NAME)'),
  OPERATOR_CNPJ: z.string().trim().min(1).max(30).default('00.000.000/0001-00 (exemplo)'),
  OPERATOR_ADDRESS: z
    .string()
    .trim()
    .min(1)
    .max(300)
    .default('Endereço de exemplo, 100 – São Paulo/SP (exemplo: defina OPERATOR_ADDRESS)'),
  SUPPORT_EMAIL: z.email().default('suporte@exemplo.invalid'),
  DPO_NAME: z.string().trim().min(1).max(200).default('Encarregado de exemplo (defina DPO_NAME)'),
  DPO_EMAIL: z.email().default('privacidade@exemplo.invalid'),
  // The console's public address, written in the e-mails (decisions, new users); unset:
  // http://localhost:PORT, fine on one's own machine only.
  CONSOLE_URL: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//.test(url), {
      message: 'endereço http(s) do console, ex.: https://painel.exemplo.com.br',
    })
    .transform((url) => url.replace(/\/+$/, ''))
    .optional(),
  // Error reporting (Sentry) of the API and the console; unset: nothing is reported, nothing loads.
  SENTRY_DSN: z.string().url().optional(),
  // Uploads in an S3-compatible bucket instead of DATA_DIR/uploads (docs/operations.md "Where the
  // files live"): S3_BUCKET turns it on; credentials are the SDK's usual AWS_* variables.
  S3_BUCKET: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'nome de bucket S3: 3 a 63 letras minúsculas, dígitos, pontos ou hífens',
    })
    .optional(),
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//.test(url), {
      message: 'endereço http(s) do serviço compatível com S3, ex.: https://s3.exemplo.com.br',
    })
    .optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_PREFIX: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9!_.*'()/-]*$/, { message: "prefixo das chaves: letras, dígitos e / - _ . ! * ' ( )" })
    .transform((p) => {
      const key = p.replace(/^\/+/, '');
      return key && !key.endsWith('/') ? `${key}/` : key;
    })
    .optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  AWS_REGION: z.string().trim().min(1).optional(),
  AWS_ACCESS_KEY_ID: z.string().min(1).optional(),
  AWS_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  AWS_SESSION_TOKEN: z.string().min(1).optional(),
});

// proxy-addr's names for the usual private ranges (what Fastify's trustProxy accepts).
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP (v4 or v6) or a CIDR: "true", "*" or a host name never pass. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, extra] = entry.split('/');
  const version = net.isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** S3_BUCKET and the rest, resolved: what the S3 store needs (storage/s3.ts). */
export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  /** S3_ENDPOINT: another S3-compatible service than AWS. */
  endpoint?: string;
  region: string;
  /** Before every key, '' or ending in '/'. */
  prefix: string;
  forcePathStyle: boolean;
  /** Given in the environment; otherwise the SDK's own chain (profile, the machine's role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string; sessionToken?: string };
}

const S3_SECRETS = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'] as const;

export type Config = Omit<z.infer<typeof envSchema>, (typeof S3_SECRETS)[number]> & {
  /** Absolute directory of the embedded database and the uploads. */
  dataDir: string;
  /** The local store's folder (DATA_DIR/uploads), used when `storage` is local. */
  uploadsDir: string;
  /** Where the uploaded files live: DATA_DIR/uploads, or a bucket (S3_BUCKET). */
  storage: { kind: 'local' } | S3StorageConfig;
  /** CONSOLE_URL, or http://localhost:PORT when unset: the address the e-mails give. */
  consoleUrl: string;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset (DATABASE_URL= npm start uses the embedded database).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  if (given.EMAIL_LOG_BODY === 'true') {
    // Removed: it printed usable recovery codes into the log. Said aloud rather than ignored, so
    // whoever relied on it learns where the e-mails are now.
    throw new Error(
      'Invalid environment:\n  EMAIL_LOG_BODY: removida; os e-mails não vão mais para o log: sem SMTP, cada um é gravado como arquivo .eml em DATA_DIR/emails/.',
    );
  }
  if (parsed.data.WORKERS > 1 && !parsed.data.DATABASE_URL) {
    // PGlite lives inside one process and takes one writer: N processes cannot share it.
    throw new Error(
      'Invalid environment:\n  WORKERS: WORKERS > 1 exige DATABASE_URL (PostgreSQL); o PGlite embutido roda dentro de um único processo.',
    );
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  const consoleUrl = parsed.data.CONSOLE_URL ?? `http://localhost:${parsed.data.PORT}`;
  const storage = storageOf(parsed.data);
  // The credentials stay in `storage` only, not beside every other setting.
  const settings = Object.fromEntries(
    Object.entries(parsed.data).filter(([name]) => !(S3_SECRETS as readonly string[]).includes(name)),
  ) as Omit<z.infer<typeof envSchema>, (typeof S3_SECRETS)[number]>;
  return { ...settings, dataDir, uploadsDir: path.join(dataDir, 'uploads'), storage, consoleUrl };
}

function storageOf(env: z.infer<typeof envSchema>): Config['storage'] {
  if (!env.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', 'S3_REGION', 'S3_PREFIX', 'S3_FORCE_PATH_STYLE'] as const).filter(
      (name) => env[name] !== undefined,
    );
    if (stray.length > 0) {
      // Half an S3 configuration would silently keep the files on the local disk.
      throw new Error(
        `Invalid environment:\n  S3_BUCKET: obrigatória com ${stray.join(', ')}; sem ela os arquivos ficam em DATA_DIR/uploads.`,
      );
    }
    return { kind: 'local' };
  }
  if (Boolean(env.AWS_ACCESS_KEY_ID) !== Boolean(env.AWS_SECRET_ACCESS_KEY)) {
    throw new Error(
      'Invalid environment:\n  AWS_SECRET_ACCESS_KEY: AWS_ACCESS_KEY_ID e AWS_SECRET_ACCESS_KEY vão juntas.',
    );
  }
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
    prefix: env.S3_PREFIX ?? '',
    // A custom endpoint (MinIO, s3rver, Ceph…) rarely resolves <bucket>.<host>: paths by default.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(env.S3_ENDPOINT),
    credentials:
      env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
        ? {
            accessKeyId: env.AWS_ACCESS_KEY_ID,
            secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
            sessionToken: env.AWS_SESSION_TOKEN,
          }
        : undefined,
  };
}
