/**
 * The production volume of issue 9 (and the sessions issue 12 builds on). Each size can be
 * overridden by an environment variable, so that a test or a quick run uses a small volume:
 *   BENCH_USERS=2000 BENCH_SESSIONS=10000 npm run bench:data
 */
export const DEFAULT_SIZES = {
  /** Generated staff of the two demo agencies (BENCH_USERS). */
  users: 200_000,
  /** Consultants under coordinator@demo.kz, the demo ones included (BENCH_BIG_TEAM). */
  bigTeam: 2_000,
  /** Generated brands (BENCH_BRANDS). */
  brands: 300,
  /** Generated formats across those brands (BENCH_FORMATS). */
  formats: 100_000,
  /** Consultants who work the sessions, in three agencies of their own (BENCH_CONSULTANTS; issue 12). */
  consultants: 5_000,
  /** Active spots, the demo's included (BENCH_SPOTS). */
  spots: 300,
  /** Generated sessions of those consultants over two years (BENCH_SESSIONS). */
  sessions: 2_000_000,
  /** Contact events of the completed and corrupted sessions (BENCH_CONTACTS). */
  contacts: 20_000_000,
};

export type BenchSizes = typeof DEFAULT_SIZES;

const ENV_NAMES: Record<keyof BenchSizes, string> = {
  users: 'BENCH_USERS',
  bigTeam: 'BENCH_BIG_TEAM',
  brands: 'BENCH_BRANDS',
  formats: 'BENCH_FORMATS',
  consultants: 'BENCH_CONSULTANTS',
  spots: 'BENCH_SPOTS',
  sessions: 'BENCH_SESSIONS',
  contacts: 'BENCH_CONTACTS',
};

/** The sizes, each from its environment variable when set (a whole number, underscores allowed). */
export const benchSizes = (env: NodeJS.ProcessEnv = process.env): BenchSizes => {
  const sizes = { ...DEFAULT_SIZES };
  for (const key of Object.keys(ENV_NAMES) as (keyof BenchSizes)[]) {
    const text = env[ENV_NAMES[key]];
    if (text === undefined || text === '') continue;
    const value = Number(text.replaceAll('_', ''));
    if (!Number.isSafeInteger(value) || value < 0)
      throw new Error(`${ENV_NAMES[key]} must be a whole number >= 0, not "${text}"`);
    sizes[key] = value;
  }
  return sizes;
};
