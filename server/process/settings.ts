import { ConfigError } from '../config';

/**
 * What one server process does (issue 27 point 1): `all` everything (the embedded default of
 * `npm start`), `api` answers HTTP only (it still queues jobs), `worker` runs the job queues and
 * the periodic jobs only (its HTTP port answers /api/health/ and /api/ready/ alone).
 */
export const PROCESS_ROLES = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export interface ProcessSettings {
  /** PROCESS_ROLE. */
  processRole: ProcessRole;
  /** JOB_CONCURRENCY: jobs of a queue this process runs at once (1 for a queue not named). */
  jobConcurrency: Record<string, number>;
  /** SHUTDOWN_DRAIN_SECONDS: after SIGTERM, /api/ready/ answers 503 this long before the port closes. */
  shutdownDrainSeconds: number;
  /** SHUTDOWN_TIMEOUT_SECONDS: how long requests in flight, then running jobs, may take to finish. */
  shutdownTimeoutSeconds: number;
}

const roleVar = (raw: string | undefined): ProcessRole => {
  const role = (raw || 'all').trim().toLowerCase();
  if (!(PROCESS_ROLES as readonly string[]).includes(role))
    throw new ConfigError(`PROCESS_ROLE must be one of ${PROCESS_ROLES.join(', ')}, got "${raw}"`);
  return role as ProcessRole;
};

/** `imports=2,reports=1`: a queue's name, `=`, from 1 to 32 jobs at once. */
export const concurrencyVar = (raw: string | undefined): Record<string, number> => {
  const result: Record<string, number> = {};
  for (const part of (raw ?? '').split(',').map((p) => p.trim())) {
    if (!part) continue;
    const match = /^([a-z][a-z0-9-]*)\s*=\s*(\d+)$/i.exec(part);
    const n = match ? Number(match[2]) : 0;
    if (!match || n < 1 || n > 32)
      throw new ConfigError(
        `JOB_CONCURRENCY must list queue=jobs pairs such as imports=2,reports=1 (1 to 32 each), got "${part}"`,
      );
    result[match[1]] = n;
  }
  return result;
};

const secondsVar = (env: NodeJS.ProcessEnv, name: string, fallback: number, max: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || value > max)
    throw new ConfigError(`${name} must be a number of seconds from 0 to ${max}, got "${raw}"`);
  return value;
};

/**
 * The process settings, checked at start. An API or worker process is one of several: they must
 * share one PostgreSQL (DATABASE_URL; an embedded one belongs to a single process) and one token
 * key (JWT_SECRET; a key generated into each machine's DATA_DIR would differ between machines).
 */
export const processSettings = (env: NodeJS.ProcessEnv, databaseUrl: string | null): ProcessSettings => {
  const processRole = roleVar(env.PROCESS_ROLE);
  if (processRole !== 'all' && !databaseUrl)
    throw new ConfigError(
      `PROCESS_ROLE=${processRole} needs DATABASE_URL: the processes of one installation share one PostgreSQL`,
    );
  if (processRole !== 'all' && !env.JWT_SECRET)
    throw new ConfigError(
      `PROCESS_ROLE=${processRole} needs JWT_SECRET: every process must sign and check tokens with one key`,
    );
  return {
    processRole,
    jobConcurrency: concurrencyVar(env.JOB_CONCURRENCY),
    // Only a process behind a load balancer has anyone to wait for.
    shutdownDrainSeconds: secondsVar(env, 'SHUTDOWN_DRAIN_SECONDS', processRole === 'api' ? 5 : 0, 300),
    shutdownTimeoutSeconds: secondsVar(env, 'SHUTDOWN_TIMEOUT_SECONDS', 20, 3600),
  };
};
