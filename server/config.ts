import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | null;
  dataDir: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  smtpUrl: string | null;
  publicUrl: string;
  tileUrl: string | null;
  seedDemo: boolean;
  logLevel: string;
}

export class ConfigError extends Error {}

const intVar = (env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
};

/** A secret kept in DATA_DIR so that tokens survive restarts when JWT_SECRET is unset. */
const storedSecret = (dataDir: string): string => {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
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
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    jwtSecret,
    tokenTtlSeconds: intVar(env, 'TOKEN_TTL_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
    smtpUrl,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    tileUrl: env.TILE_URL || null,
    seedDemo: env.SEED_DEMO !== 'false',
    logLevel: env.LOG_LEVEL || 'info',
  };
};
