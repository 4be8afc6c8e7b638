/**
 * `npm start` (`node server/main.ts --demo`): build the site when dist is missing or older than its sources
 * (`SKIP_BUILD=1` serves the existing dist as is), open the database (PGlite in DATA_DIR, or PostgreSQL at
 * DATABASE_URL), migrate, seed the demo data into an empty database (demo mode only: the demo password is
 * public), then serve the API and the site on one origin at 127.0.0.1:PORT. Without `--demo` there is no
 * demo data, no /__dev route and no generated admin key (ADMIN_KEY is required). Settings: server/config.ts.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { routePath } from 'hono/route';
import { createLocalBus, type EventBus } from './api/bus.ts';
import { answerClientError } from './api/client-error.ts';
import { createApi } from './api/index.ts';
import { type LogSink, logSinkFor } from './api/log.ts';
import { createApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { type ClosableBus, createDatabaseBus } from './db/event-bus.ts';
import { migrate } from './db/migrate.ts';
import { createDevCodeResendReadyApp } from './dev/code-resend-ready.ts';
import { createDevEmailVerificationExpiryApp } from './dev/email-verification-expiry.ts';
import { createDevInvitationExpiryApp } from './dev/invitation-expiry.ts';
import { createDevApp } from './dev/outbox.ts';
import { createDevSeedTransactionsApp } from './dev/seed-transactions.ts';
import { createDevTopUpPaymentApp } from './dev/top-up-payment.ts';
import { createDevVaPaymentApp } from './dev/va-payment.ts';
import { configuredDelivery, type Deliver, httpDeliverer } from './developers/deliver.ts';
import { errorFacts } from './errors/error-facts.ts';
import { openStandardWallets } from './ledger/accounts.ts';
import { writeAdminKeyFile } from './operator/key-file.ts';
import { createSimulator } from './provider/simulator.ts';
import { demoBanner, demoSignIns } from './seed/banner.ts';
import { seedIfEmpty } from './seed/index.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const SOURCES = [
  'src',
  'messages',
  'copy',
  'public',
  'project.inlang',
  'astro.config.ts',
  'uno.config.ts',
  'tools',
  'package-lock.json',
];
/** Written by the build itself (paraglide compiles messages into it), so never a reason to rebuild. */
const GENERATED = [join(ROOT, 'src', 'paraglide')];
const SHUTDOWN_GRACE_MS = 5000;

/** When the last build started (the stamp), or null without a usable stamp. */
function stampTime(): number | null {
  try {
    const time = Date.parse(readFileSync(join(DIST, '.build-stamp'), 'utf8').trim());
    return Number.isNaN(time) ? null : time;
  } catch {
    return null;
  }
}

/** Whether any source file under a path changed after the time. */
function newerThan(path: string, time: number): boolean {
  if (GENERATED.includes(path)) return false;
  try {
    const info = statSync(path);
    if (!info.isDirectory()) return info.mtimeMs > time;
    return readdirSync(path).some((name) => newerThan(join(path, name), time));
  } catch {
    return false; // an optional source folder (public/) may not exist
  }
}

function buildIfStale(): void {
  const stamp = stampTime();
  if (stamp !== null && !SOURCES.some((source) => newerThan(join(ROOT, source), stamp))) return;
  console.info(stamp === null ? 'No build found; building…' : 'Sources changed since the last build; rebuilding…');
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', 'astro'), ['build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function configOrExit(): Config {
  try {
    return loadConfig(process.env, { args: process.argv.slice(2) });
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
}

/** Never the URL itself: it may carry a password. */
function describeDatabase(handle: DatabaseHandle, config: Config): string {
  return handle.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${join(config.dataDir, 'pglite')}`;
}

async function openMigrated(config: Config): Promise<DatabaseHandle> {
  const handle = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const applied = await migrate(handle);
  if (applied.length > 0) console.info(`Applied migrations: ${applied.join(', ')}`);
  if (config.demo && (await seedIfEmpty(handle.db, { vipTotpSecret: config.demoTotpSecret })))
    console.info('Seeded the demo data.');
  return handle;
}

/** The site, the API and (demo only) the outbox on one origin. */
function buildApp(handle: DatabaseHandle, config: Config, bus: EventBus, log: LogSink, deliver: Deliver): Hono {
  const deps = { db: handle.db, config, onUserCreated: openStandardWallets, bus, deliver };
  const api = new Hono().route('/', createApi(deps));
  const app = new Hono();
  app.route('/', createDevApp({ db: handle.db, config }));
  app.route('/', createDevVaPaymentApp({ db: handle.db, config, bus }));
  app.route('/', createDevTopUpPaymentApp({ db: handle.db, config, bus }));
  app.route('/', createDevSeedTransactionsApp({ db: handle.db, config }));
  app.route('/', createDevInvitationExpiryApp({ db: handle.db, config }));
  app.route('/', createDevEmailVerificationExpiryApp({ db: handle.db, config }));
  app.route('/', createDevCodeResendReadyApp({ db: handle.db, config }));
  app.route('/', createApp({ distDir: DIST, api }));
  // The API answers its own errors; this is for the rest (demo routes, static files). Hono's default would
  // print the whole error, message and all.
  app.onError((error, c) => {
    log({ level: 'error', msg: 'unexpected error', route: routePath(c), error: errorFacts(error) });
    return c.text('Internal Server Error', 500);
  });
  return app;
}

/** Webhook deliveries: the production guard, or a demo server's test-receiver allowance (docs/decisions/031). */
function configuredDeliverer(config: Config): Deliver {
  const ca = config.devWebhookReceiverCa === null ? null : readFileSync(config.devWebhookReceiverCa, 'utf8');
  const { guard, ca: loopbackCa } = configuredDelivery(ca);
  return httpDeliverer({ guard, loopbackCa });
}

async function announce(handle: DatabaseHandle, config: Config, port: number): Promise<void> {
  const url = `http://127.0.0.1:${port}`;
  if (!config.demo) {
    console.info(`CamPay is running at ${url} (not in demo mode: no demo data, no /__dev routes)`);
    return;
  }
  const signIns = await demoSignIns(handle.db);
  const generatedAdminKey = config.adminKeyGenerated ? config.adminKey : null;
  console.info(demoBanner({ url, database: describeDatabase(handle, config), signIns, generatedAdminKey }));
}

async function closeResources(handle: DatabaseHandle, bus: ClosableBus | null): Promise<void> {
  try {
    await bus?.close();
    await handle.close();
  } catch (error) {
    console.error('Closing the database failed:', JSON.stringify(errorFacts(error)));
  }
}

async function start(): Promise<void> {
  const config = configOrExit();
  if (process.env.SKIP_BUILD !== '1') buildIfStale();
  const handle = await openMigrated(config);
  // The operator CLI on this machine reads it (README "Operator"); a configured key is never written.
  if (config.adminKeyGenerated) writeAdminKeyFile(config.dataDir, config.adminKey);
  // Embedded means one process: the in-process bus is enough. PostgreSQL may be shared by instances.
  const bus = handle.kind === 'postgres' ? await createDatabaseBus(handle) : null;
  // The API and the simulated provider share one bus, so settlements reach the live streams.
  const events = bus ?? createLocalBus();
  const log = logSinkFor(config.logLevel);
  const deliver = configuredDeliverer(config);
  const app = buildApp(handle, config, events, log, deliver);
  const provider = createSimulator({
    db: handle.db,
    bus: events,
    delayMs: config.settleDelayMs,
    log,
    deliver,
    webhookRetryUnitMs: config.webhookRetryUnitMs,
  });
  provider.start();
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: config.port }, (info) => {
    announce(handle, config, info.port).catch((error: unknown) =>
      log({ level: 'error', msg: 'start-up announcement failed', error: errorFacts(error) }),
    );
  });
  server.on('clientError', answerClientError);

  let closing = false;
  /**
   * Stop accepting connections and let in-flight requests finish; after the grace period cut what is left
   * (live event streams never finish on their own). Then close the database, which flushes PGlite to disk.
   */
  const shutdown = (): void => {
    if (closing) return;
    closing = true;
    server.close(() => {
      void provider
        .stop()
        .then(() => closeResources(handle, bus))
        .finally(() => process.exit(0));
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS).unref();
    setTimeout(() => process.exit(1), 2 * SHUTDOWN_GRACE_MS).unref();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

await start();
