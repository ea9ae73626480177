import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type pg from 'pg';
import { MESSAGES } from '../domain/messages';
import { registerGuards } from './auth/guard';
import { authRoutes } from './auth/routes';
import { createTokenService } from './auth/tokens';
import { type Config, ConfigError, DEFAULTS, defaultMailFrom } from './config';
import type { Db } from './db';
import { GRAPHQL_PATH, registerGraphQL } from './graphql';
import { registerErrorHandling } from './http/errors';
import { registerInputLimits } from './http/inputLimits';
import { loggerOptions } from './http/logging';
import { registerApiDocs } from './http/openapi';
import { createRateLimiter } from './http/rateLimit';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerSpa } from './http/spa';
import { startAlerts } from './jobs/alerts';
import { startHousekeeping } from './jobs/housekeeping';
import { startLeaseSweep } from './jobs/lease';
import { startMissedSessions } from './jobs/missedSessions';
import { startJobs } from './jobs/queue';
import { createMailer } from './mail/mailer';
import { registerMetrics } from './metrics';
import { accountRoutes, workAccountMails } from './modules/accounts';
import { activityRoutes } from './modules/activities/routes';
import { agencyRoutes } from './modules/agencies/routes';
import { alertRoutes } from './modules/alerts/routes';
import { registerAudit } from './modules/audit/routes';
import { catalogRoutes } from './modules/catalog/routes';
import { deviceRoutes } from './modules/devices/routes';
import { disclaimerRoutes } from './modules/disclaimers/routes';
import { employeeRoutes } from './modules/employees/routes';
import { equipmentRoutes } from './modules/equipment/routes';
import { exportRoutes } from './modules/exports/routes';
import { fieldRoutes } from './modules/field/routes';
import { healthRoutes } from './modules/health/routes';
import { interviewKitRoutes } from './modules/interviewKits/routes';
import { mediaRoutes } from './modules/media/routes';
import { registerPayroll } from './modules/payroll';
import { registerPhotoCheck } from './modules/photoCheck';
import { profileRoutes } from './modules/profiles/routes';
import { publicLinkRoutes } from './modules/publicLinks/routes';
import { registerReports } from './modules/reports';
import { scratchCardRoutes } from './modules/scratchCards/routes';
import { serialNumberRoutes } from './modules/serialNumbers/routes';
import { contactPhotoRoutes } from './modules/sessions/photoRoutes';
import { sessionRoutes } from './modules/sessions/routes';
import { settingsRoutes } from './modules/settings/routes';
import { tradePointRoutes } from './modules/spots/tradePointRoutes';
import { workImports } from './modules/uploads/importJob';
import { uploadRoutes } from './modules/uploads/routes';
import { userPatchRoutes } from './modules/users/patch';
import { type Lifecycle, readinessRoute, workerOnlyHealth } from './process/lifecycle';
import { createStorage } from './storage/files';

type Optional =
  | 'dataDir'
  | 'smtpUrl'
  | 'publicUrl'
  | 'mailFrom'
  | 'productName'
  | 'corporateEmailDomains'
  | 'allowedEmailDomains'
  | 'iinExemptRegistrationHash'
  | 'trustProxy'
  | 'tileUrl'
  | 'imageSources'
  | 'graphqlRateLimits'
  | 'loginCache'
  | 'production'
  | 'metrics'
  | 'processRole'
  | 'jobConcurrency'
  | 'shutdownTimeoutSeconds'
  | 'storage';

export interface AppOptions {
  db: Db;
  pool: pg.Pool;
  /** The mail settings (smtpUrl, dataDir for the outbox) and sign-up settings default as in config.ts. */
  config: Pick<Config, 'jwtSecret' | 'tokenTtlSeconds' | 'logLevel'> & Partial<Pick<Config, Optional>>;
  /** The built SPA (dist/); served with a fallback to index.html for client routes. */
  staticDir?: string | null;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write: (line: string) => void };
  /** main.ts marks it stopping at SIGTERM: GET /api/ready/ then answers 503. */
  lifecycle?: Lifecycle;
}

const domains = (list: string) => list.split(',');

/** The whole HTTP application, without listening: main.ts starts it, tests `inject` into it. */
export const buildApp = async ({
  db,
  pool,
  config,
  staticDir,
  logger = true,
  logStream,
  lifecycle = { stopping: false },
}: AppOptions): Promise<FastifyInstance> => {
  const role = config.processRole ?? 'all';
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 2 * 1024 * 1024,
    // Behind a reverse proxy, the client's address (per-IP limits) comes from X-Forwarded-For.
    trustProxy: config.trustProxy ?? false,
  });
  registerErrorHandling(app);
  // Every file the product keeps, on the disk or in S3-compatible storage (server/storage).
  const storage = await createStorage(config.storage, config.dataDir ?? path.resolve('data'));
  await registerSecurityHeaders(app, {
    tileUrl: config.tileUrl,
    imageSources: config.imageSources,
    connectSources: storage.linkOrigin ? [storage.linkOrigin] : [],
  });
  registerInputLimits(app);
  // Prometheus' /metrics (server/metrics): its hooks first, so that they see every route.
  const metrics = await registerMetrics(app, { pool, settings: config.metrics, graphqlPath: GRAPHQL_PATH });
  const tokens = createTokenService(db, config.jwtSecret, config.tokenTtlSeconds, {
    cache: config.loginCache ?? true,
    warn: (message) => app.log.warn(message),
  });
  app.addHook('onClose', () => tokens.close());
  const limiter = createRateLimiter(db);
  registerGuards(app, tokens, (url) => url.startsWith(GRAPHQL_PATH));
  // Before every route: the API's document (/api/docs/) is built from the routes registered after it.
  await registerApiDocs(app);

  // Mail goes through the 'mail' job queue: a request never waits for SMTP, failed sends retry.
  // PROCESS_ROLE=api only queues jobs: its workers and periodic jobs are no-ops (jobs/queue.ts).
  const jobs = await startJobs(pool, app.log, {
    work: role !== 'api',
    concurrency: config.jobConcurrency,
    observer: metrics?.jobs,
  });
  if (role === 'worker') workerOnlyHealth(app);
  const stopHousekeeping = await startHousekeeping(jobs, db, app.log, storage);
  const stopMissedSessions = await startMissedSessions(jobs, db, app.log);
  const stopAlerts = await startAlerts(jobs, db, app.log);
  // Jobs of a process that stopped come back through their stale leases (server/jobs/lease.ts).
  const stopLeaseSweep = await startLeaseSweep(jobs, pool, app.log);
  app.addHook('onClose', async () => {
    stopHousekeeping();
    stopMissedSessions();
    stopAlerts();
    stopLeaseSweep();
    // Running jobs get SHUTDOWN_TIMEOUT_SECONDS to end before they are handed back.
    await jobs.stop((config.shutdownTimeoutSeconds ?? 5) * 1000);
  });
  const sendMail = createMailer(
    {
      smtpUrl: config.smtpUrl ?? null,
      outboxDir: path.join(config.dataDir ?? path.resolve('data'), 'outbox'),
      from: config.mailFrom ?? defaultMailFrom(config.productName ?? DEFAULTS.productName),
    },
    app.log,
  );
  await workAccountMails(jobs, db, sendMail, {
    publicUrl: config.publicUrl ?? 'http://localhost:8080',
    productName: config.productName ?? DEFAULTS.productName,
  });

  await app.register(healthRoutes(pool));
  await app.register(readinessRoute(pool, lifecycle));
  await app.register(settingsRoutes({ tileUrl: config.tileUrl }));
  await app.register(authRoutes(db, tokens, config.jwtSecret, limiter));
  await app.register(
    accountRoutes({
      db,
      tokens,
      jobs,
      limiter,
      storage,
      jwtSecret: config.jwtSecret,
      signUp: {
        corporateEmailDomains: config.corporateEmailDomains ?? domains(DEFAULTS.corporateEmailDomains),
        allowedEmailDomains: config.allowedEmailDomains ?? domains(DEFAULTS.allowedEmailDomains),
        iinExemptRegistrationHash: config.iinExemptRegistrationHash ?? null,
      },
    }),
  );
  await app.register(deviceRoutes(db));
  await app.register(catalogRoutes(db));
  await app.register(userPatchRoutes(db));
  await app.register(profileRoutes(db, storage));
  await app.register(employeeRoutes(db));
  await app.register(agencyRoutes(db));
  // Reference data (issue 5 part B): disclaimers, media (uploads under DATA_DIR), interview kits, ...
  await app.register(disclaimerRoutes(db));
  await app.register(mediaRoutes(db, storage));
  await app.register(interviewKitRoutes(db));
  await app.register(scratchCardRoutes(db));
  await app.register(serialNumberRoutes(db));
  await app.register(sessionRoutes(db));
  await app.register(alertRoutes(db));
  await app.register(activityRoutes(db));
  await app.register(publicLinkRoutes(db));
  await app.register(fieldRoutes(db, storage));
  await app.register(contactPhotoRoutes(db, storage));
  await app.register(exportRoutes(db));
  await app.register(tradePointRoutes(db, config.jwtSecret, tokens));
  // Reports (issue 14): run as pg-boss jobs in this process, files under DATA_DIR/reports.
  await registerReports(app, { db, pool, jobs, storage });
  // Photo check and audit (issue 26): their files built as jobs, under DATA_DIR/audits.
  const auditFiles = await registerPhotoCheck(app, {
    db,
    pool,
    jobs,
    storage,
  });
  await registerAudit(app, { db, files: auditFiles, storage, pool });
  // Payroll (issue 25): calculations as pg-boss jobs, files in DATA_DIR's 'calculations' area.
  await registerPayroll(app, { db, pool, jobs, storage });
  await app.register(equipmentRoutes(db, storage));
  // The upload engine of issue 14: preview, then the import as an 'imports' job.
  await app.register(uploadRoutes({ pool, jobs, storage }));
  await workImports(jobs, pool, storage, app.log);
  await registerGraphQL(app, {
    db,
    tokens,
    rateLimits: config.graphqlRateLimits,
    introspection: config.production ? 'hq' : 'authenticated',
    settings: { tileUrl: config.tileUrl },
  });

  const unknownQueues = jobs.unknownQueues();
  if (unknownQueues.length)
    throw new ConfigError(`JOB_CONCURRENCY names queues that do not exist: ${unknownQueues.join(', ')}`);

  if (staticDir && existsSync(path.join(staticDir, 'index.html'))) await registerSpa(app, staticDir);
  else app.setNotFoundHandler((_request, reply) => reply.status(404).send({ detail: MESSAGES.notFound }));
  return app;
};
