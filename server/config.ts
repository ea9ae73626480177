import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { GRAPHQL_RATE_DEFAULTS, type GraphQLRateLimits } from './graphql/rateLimit';
import { DEFAULT_TILE_URL } from './http/securityHeaders';
import type { MetricsSettings } from './metrics';
import { type ProcessSettings, processSettings } from './process/settings';
import { type StorageSettings, storageSettings } from './storage/settings';

/** PROCESS_ROLE, JOB_CONCURRENCY and the shutdown's bounds: server/process/settings.ts. */
export interface Config extends ProcessSettings {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  smtpUrl: string | null;
  publicUrl: string;
  tileUrl: string | null;
  /** IMAGE_SOURCES: CSP sources for images besides our own and the tiles (null: any HTTPS host). */
  imageSources: string[] | null;
  seedDemo: boolean;
  logLevel: string;
  /** Self sign-up (part 1 §5): a supervisor's domains, everyone else's, and the link exempt from IIN. */
  corporateEmailDomains: string[];
  allowedEmailDomains: string[];
  iinExemptRegistrationHash: string | null;
  mailFrom: string;
  /** PRODUCT_NAME: what the mails call the product and sign with, and the sender's name. */
  productName: string;
  /** TRUST_PROXY: false, true, or a comma-separated list of the proxies' addresses/CIDRs (Fastify trustProxy). */
  trustProxy: boolean | string;
  /** GRAPHQL_RATE_LIMIT, GRAPHQL_ADDRESS_RATE_LIMIT, GRAPHQL_ANONYMOUS_RATE_LIMIT: requests per minute. */
  graphqlRateLimits: GraphQLRateLimits;
  /**
   * LOGIN_CACHE=off: each request reads its caller's login from the database rather than from the
   * process's copy (server/auth/viewerCache.ts), for a connection pooler that cannot LISTEN.
   */
  loginCache: boolean;
  /** NODE_ENV=production: schema introspection for HQ only. */
  production: boolean;
  /** METRICS, METRICS_TOKEN, METRICS_PORT, METRICS_HOST: Prometheus' /metrics (server/metrics). */
  metrics: MetricsSettings;
  /** STORAGE and S3_*: where the product's files are kept (server/storage, README "Files"). */
  storage: StorageSettings;
}

/** Defaults that buildApp also falls back to when a caller (a test) leaves them out. */
export const DEFAULTS = {
  corporateEmailDomains: 'bat.com,demo.kz',
  allowedEmailDomains: 'gmail.com,mail.ru,yandex.ru,yandex.kz,inbox.ru,list.ru,bk.ru,icloud.com,outlook.com',
  productName: 'Промо-офис',
} as const;

/** The sender when MAIL_FROM is unset: the product's name at a no-reply address. */
export const defaultMailFrom = (productName: string) => `${productName} <no-reply@localhost>`;

const productNameVar = (raw: string | undefined): string => {
  const name = raw?.trim();
  if (!name) return DEFAULTS.productName;
  // It becomes a sender's display name: no address brackets, quotes or line breaks.
  if (name.length > 100 || /[<>"\\\r\n]/.test(name))
    throw new ConfigError(`PRODUCT_NAME must be a plain name of at most 100 characters, got "${raw}"`);
  return name;
};

const domainList = (env: NodeJS.ProcessEnv, name: string, fallback: string): string[] => {
  const list = (env[name] ?? fallback)
    .split(',')
    .map((d) => d.trim().toLowerCase())
    .filter(Boolean);
  const bad = list.find((d) => !/^[a-z0-9.-]+\.[a-z]{2,}$/.test(d));
  if (bad) throw new ConfigError(`${name} must be a comma-separated list of domains, got "${bad}"`);
  return list;
};

export class ConfigError extends Error {}

const intVar = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
};

const trustProxyVar = (raw: string | undefined): boolean | string => {
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^[0-9a-fA-F.:/,\s]+$/.test(raw)) return raw;
  throw new ConfigError(`TRUST_PROXY must be true, false or the proxies' addresses, got "${raw}"`);
};

const loginCacheVar = (raw: string | undefined): boolean => {
  if (!raw || raw === 'on') return true;
  if (raw === 'off') return false;
  throw new ConfigError(`LOGIN_CACHE must be on or off, got "${raw}"`);
};

const tileUrlVar = (raw: string | undefined): string | null => {
  if (!raw) return null;
  if (!/^https?:\/\/[^/\s]+\/\S*$/.test(raw))
    throw new ConfigError(
      `TILE_URL must be an http(s) URL template such as ${DEFAULT_TILE_URL}, got "${raw}"`,
    );
  return raw;
};

const imageSourcesVar = (raw: string | undefined): string[] | null => {
  if (!raw) return null;
  const list = raw.split(/[\s,]+/).filter(Boolean);
  const bad = list.find((s) => !/^(https?:|https?:\/\/[a-z0-9.*-]+(:\d+)?)$/i.test(s));
  if (bad)
    throw new ConfigError(
      `IMAGE_SOURCES must list https: or origins such as https://cdn.example.com, got "${bad}"`,
    );
  return list;
};

const metricsVar = (env: NodeJS.ProcessEnv, host: string, appPort: number): MetricsSettings => {
  const raw = env.METRICS || 'on';
  if (raw !== 'on' && raw !== 'off') throw new ConfigError(`METRICS must be on or off, got "${raw}"`);
  const token = env.METRICS_TOKEN || null;
  if (token !== null && !/^[\x21-\x7e]{16,256}$/.test(token))
    throw new ConfigError('METRICS_TOKEN must be 16 to 256 printable characters without spaces');
  const port = env.METRICS_PORT ? intVar(env, 'METRICS_PORT', 0, 1, 65535) : null;
  if (port !== null && port === appPort)
    throw new ConfigError(`METRICS_PORT must differ from PORT (${appPort}): it is a port of its own`);
  return { enabled: raw === 'on', token, port, host: env.METRICS_HOST || host };
};

/** A secret kept in DATA_DIR so that tokens survive restarts when JWT_SECRET is unset. */
const storedSecret = (dataDir: string): string => {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  try {
    // Created only if absent: of processes starting together on one DATA_DIR, the first one's wins.
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
  return secret;
};

/** Reads and checks the environment once at start; a bad value stops the start with a clear message. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  mkdirSync(dataDir, { recursive: true });
  const port = intVar(env, 'PORT', 8080, 0, 65535);
  const databaseUrl = env.DATABASE_URL || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ConfigError('DATABASE_URL must start with postgres:// or postgresql://');
  const jwtSecret = env.JWT_SECRET || storedSecret(dataDir);
  if (jwtSecret.length < 32) throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  const smtpUrl = env.SMTP_URL || null;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  const productName = productNameVar(env.PRODUCT_NAME);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    jwtSecret,
    tokenTtlSeconds: intVar(env, 'TOKEN_TTL_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
    smtpUrl,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    tileUrl: tileUrlVar(env.TILE_URL),
    imageSources: imageSourcesVar(env.IMAGE_SOURCES),
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL || 'info',
    corporateEmailDomains: domainList(env, 'CORPORATE_EMAIL_DOMAINS', DEFAULTS.corporateEmailDomains),
    allowedEmailDomains: domainList(env, 'ALLOWED_EMAIL_DOMAINS', DEFAULTS.allowedEmailDomains),
    iinExemptRegistrationHash: env.IIN_EXEMPT_REGISTRATION_HASH || null,
    mailFrom: env.MAIL_FROM || defaultMailFrom(productName),
    productName,
    trustProxy: trustProxyVar(env.TRUST_PROXY),
    graphqlRateLimits: {
      user: intVar(env, 'GRAPHQL_RATE_LIMIT', GRAPHQL_RATE_DEFAULTS.user, 1, 10_000_000),
      address: intVar(env, 'GRAPHQL_ADDRESS_RATE_LIMIT', GRAPHQL_RATE_DEFAULTS.address, 1, 10_000_000),
      anonymous: intVar(env, 'GRAPHQL_ANONYMOUS_RATE_LIMIT', GRAPHQL_RATE_DEFAULTS.anonymous, 1, 10_000_000),
    },
    loginCache: loginCacheVar(env.LOGIN_CACHE),
    production: env.NODE_ENV === 'production',
    metrics: metricsVar(env, env.HOST || '0.0.0.0', port),
    ...processSettings(env, databaseUrl),
    storage: storageSettings(env),
  };
};
