import { ConfigError } from '../config';

/** Where the product keeps its files (README "Files"): the local disk, or an S3-compatible bucket. */
export type StorageSettings =
  | { backend: 'disk' }
  | {
      backend: 's3';
      bucket: string;
      /** S3_ENDPOINT: an S3-compatible service's address (MinIO, Yandex, ...); null for AWS itself. */
      endpoint: string | null;
      region: string;
      /** S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY; null: the SDK's own chain (environment, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
      forcePathStyle: boolean;
      /** S3_PREFIX: the keys' common start (`promo/`), so that one bucket serves several installations. */
      prefix: string;
      /** S3_PRESIGNED_DOWNLOADS: downloads answered by a redirect to a presigned link, not streamed. */
      presignedDownloads: boolean;
      /** How long a presigned link works, in seconds. */
      linkSeconds: number;
    };

const flag = (env: NodeJS.ProcessEnv, name: string, fallback: boolean) => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
};

/** STORAGE and the S3_* settings, checked at start (loadConfig). */
export const storageSettings = (env: NodeJS.ProcessEnv): StorageSettings => {
  const backend = env.STORAGE || 'disk';
  const s3Vars = Object.keys(env).filter((k) => k.startsWith('S3_') && env[k]);
  if (backend === 'disk') {
    if (s3Vars.length)
      throw new ConfigError(`${s3Vars.join(', ')} set but STORAGE is not s3: set STORAGE=s3 or remove them`);
    return { backend: 'disk' };
  }
  if (backend !== 's3') throw new ConfigError(`STORAGE must be disk or s3, got "${backend}"`);
  const bucket = env.S3_BUCKET ?? '';
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    throw new ConfigError(
      `S3_BUCKET must name a bucket (3 to 63 lowercase letters, digits, dots or hyphens) when STORAGE=s3, got "${bucket}"`,
    );
  const endpoint = env.S3_ENDPOINT || null;
  if (endpoint && !/^https?:\/\/[^/\s]+\/?$/.test(endpoint))
    throw new ConfigError(
      `S3_ENDPOINT must be an http(s) address such as https://storage.example.com, got "${endpoint}"`,
    );
  const region = env.S3_REGION || (endpoint ? 'us-east-1' : '');
  if (!/^[a-z0-9-]+$/.test(region))
    throw new ConfigError(
      region
        ? `S3_REGION must be a region name such as eu-central-1, got "${region}"`
        : 'S3_REGION must be set when STORAGE=s3 without S3_ENDPOINT (AWS itself)',
    );
  const accessKeyId = env.S3_ACCESS_KEY_ID || '';
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || '';
  if (!accessKeyId !== !secretAccessKey)
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither)');
  const prefix = env.S3_PREFIX || '';
  if (prefix && !/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*\/?$/.test(prefix))
    throw new ConfigError(`S3_PREFIX must be letters, digits, dots, hyphens and slashes, got "${prefix}"`);
  const linkSeconds = Number(env.S3_LINK_SECONDS || 300);
  if (!Number.isInteger(linkSeconds) || linkSeconds < 10 || linkSeconds > 3600)
    throw new ConfigError(
      `S3_LINK_SECONDS must be a whole number from 10 to 3600, got "${env.S3_LINK_SECONDS}"`,
    );
  return {
    backend: 's3',
    bucket,
    endpoint: endpoint?.replace(/\/$/, '') ?? null,
    region,
    credentials: accessKeyId ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', false),
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    presignedDownloads: flag(env, 'S3_PRESIGNED_DOWNLOADS', false),
    linkSeconds,
  };
};
