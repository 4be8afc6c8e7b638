/**
 * The server's settings, read from the environment once at start-up into a frozen, typed object.
 * `loadConfig` is pure (environment and randomness are passed in) so every rule is testable.
 */
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEBHOOK_RETRY_UNIT_MS } from '../src/contract/webhook-signing.ts';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  readonly port: number;
  /** Where the embedded database (and other server files) live; ignored for the database when `databaseUrl` is set. */
  readonly dataDir: string;
  /** PostgreSQL connection string; null means the embedded PGlite database in `dataDir`. */
  readonly databaseUrl: string | null;
  readonly accessTokenTtlS: number;
  readonly refreshTokenTtlS: number;
  /**
   * Demo mode, opt-in (`--demo`, which `npm start` passes): seeds the public demo accounts, exposes /__dev
   * (the outbox with every code and link) and generates an admin key when none is given.
   */
  readonly demo: boolean;
  readonly adminKey: string;
  /** True when `adminKey` was generated for this run (so start-up prints it). */
  readonly adminKeyGenerated: boolean;
  /** Extra origins allowed by CORS; the site's own origin needs no entry. */
  readonly corsOrigins: readonly string[];
  /**
   * Proxies whose `X-Forwarded-For` is believed, as `address/prefix` (a lone address is a /32 or /128).
   * Empty: the caller is the socket's peer and the header is ignored, since anyone can write it.
   */
  readonly trustedProxies: readonly string[];
  /**
   * The app's public origin (PUBLIC_APP_URL), the only source of absolute links the server writes (mailed
   * /set-password links, referral URLs): never a request header, which anyone can set.
   */
  readonly publicAppUrl: string;
  /** How long the simulated provider waits before settling a transfer. */
  readonly settleDelayMs: number;
  readonly logLevel: LogLevel;
  /** The VIP demo account's authenticator secret (DEMO_TOTP_SECRET); null makes a new one on every seed. */
  readonly demoTotpSecret: string | null;
  /** The unit of the webhook retry schedule (WEBHOOK_RETRY_UNIT_MS; a minute): test servers shorten it. */
  readonly webhookRetryUnitMs: number;
  /**
   * DEV_WEBHOOK_RECEIVER_CA, demo mode only: the PEM file of a test's own https receiver, which makes webhook
   * URLs on https://127.0.0.1 (any port) allowed and trusted (docs/decisions/031). Null everywhere else.
   */
  readonly devWebhookReceiverCa: string | null;
}

export type Env = Readonly<Record<string, string | undefined>>;

export interface ConfigDeps {
  /** Project root, against which a relative DATA_DIR is resolved. */
  readonly root?: string;
  /** The command-line arguments (`--demo` turns demo mode on). */
  readonly args?: readonly string[];
  /** Source of the per-start admin key in demo mode. */
  readonly randomKey?: () => string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** An admin key shorter than this is guessable; refuse it rather than run an open operator API. */
const MIN_ADMIN_KEY_LENGTH = 24;

function generatedKey(): string {
  return randomBytes(24).toString('base64url');
}

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

function positiveInt(env: Env, name: string, fallback: number, { allowZero = false } = {}): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  const valid = /^\d+$/.test(raw) && Number.isSafeInteger(value) && (allowZero || value > 0);
  if (!valid)
    throw new ConfigError(`${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer, got "${raw}"`);
  return value;
}

function port(env: Env): number {
  const value = positiveInt(env, 'PORT', 4321);
  if (value > 65535) throw new ConfigError(`PORT must be at most 65535, got ${value}`);
  return value;
}

function logLevel(env: Env): LogLevel {
  const raw = text(env, 'LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return raw as LogLevel;
}

/** A comma-separated setting's entries, trimmed, empty ones dropped. */
function commaList(env: Env, name: string): string[] {
  return (text(env, name) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

function corsOrigins(env: Env): string[] {
  const origins = commaList(env, 'CORS_ORIGINS');
  for (const origin of origins) {
    if (origin === '*' || !URL.canParse(origin) || new URL(origin).origin !== origin) {
      throw new ConfigError(`CORS_ORIGINS entries must be origins like https://app.example.com, got "${origin}"`);
    }
  }
  return origins;
}

/** `10.0.0.0/8`, `2001:db8::/32`, or one address (`127.0.0.1` → `127.0.0.1/32`). */
function proxyRange(entry: string): string {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  const bits = family === 6 ? 128 : 32;
  const length = prefix === undefined ? bits : Number(prefix);
  const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && length <= bits);
  if (family === 0 || rest.length > 0 || !validPrefix) {
    throw new ConfigError(
      `TRUSTED_PROXIES entries must be IP addresses or CIDR ranges like 10.0.0.0/8, got "${entry}"`,
    );
  }
  return `${address.toLowerCase()}/${length}`;
}

function trustedProxies(env: Env): string[] {
  return commaList(env, 'TRUSTED_PROXIES').map(proxyRange);
}

/** The flag `npm start` passes; nothing else turns demo mode on. */
export const DEMO_FLAG = '--demo';

/** Demo mode publishes every code and link: opt-in only, and never next to NODE_ENV=production. */
function demoMode(env: Env, args: readonly string[]): boolean {
  const demo = args.includes(DEMO_FLAG);
  if (demo && text(env, 'NODE_ENV') === 'production') {
    throw new ConfigError(`${DEMO_FLAG} (demo mode) cannot run with NODE_ENV=production`);
  }
  return demo;
}

function adminKey(env: Env, demo: boolean, randomKey: () => string): { adminKey: string; adminKeyGenerated: boolean } {
  const given = text(env, 'ADMIN_KEY');
  if (given !== undefined) {
    if (given.length < MIN_ADMIN_KEY_LENGTH) {
      throw new ConfigError(`ADMIN_KEY must be at least ${MIN_ADMIN_KEY_LENGTH} characters`);
    }
    return { adminKey: given, adminKeyGenerated: false };
  }
  // Outside the demo a generated key would be an operator API nobody configured: refuse to start instead.
  if (!demo) {
    throw new ConfigError(
      `ADMIN_KEY is required outside demo mode (at least ${MIN_ADMIN_KEY_LENGTH} characters); \`npm start\` runs the demo`,
    );
  }
  return { adminKey: randomKey(), adminKeyGenerated: true };
}

/** An http(s) origin without path, query or credentials; a trailing slash is dropped. */
function publicAppUrl(env: Env, port: number): string {
  const raw = text(env, 'PUBLIC_APP_URL')?.replace(/\/$/, '');
  if (raw === undefined) return `http://127.0.0.1:${port}`;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (url === null || !['http:', 'https:'].includes(url.protocol) || url.origin !== raw) {
    throw new ConfigError(`PUBLIC_APP_URL must be an origin like https://app.example.com, got "${raw}"`);
  }
  return raw;
}

/** A fixed secret lets browser tests sign in with the VIP's authenticator codes. */
function demoTotpSecret(env: Env): string | null {
  const secret = text(env, 'DEMO_TOTP_SECRET')?.toUpperCase() ?? null;
  if (secret !== null && !/^[A-Z2-7]{16,64}$/.test(secret)) {
    throw new ConfigError('DEMO_TOTP_SECRET must be 16 to 64 base32 characters (A-Z, 2-7)');
  }
  return secret;
}

/** A file path, resolved against the project root; only a demo server may be given one. */
function devWebhookReceiverCa(env: Env, demo: boolean, root: string): string | null {
  const path = text(env, 'DEV_WEBHOOK_RECEIVER_CA');
  if (path === undefined) return null;
  if (!demo) throw new ConfigError(`DEV_WEBHOOK_RECEIVER_CA is for demo servers only (${DEMO_FLAG})`);
  return isAbsolute(path) ? path : resolve(join(root, path));
}

/** Where this machine's server listens and keeps its files: all that the operator CLI and the smoke pass need. */
export function localServer(env: Env, root: string = PROJECT_ROOT): { port: number; dataDir: string } {
  const dataDir = text(env, 'DATA_DIR') ?? '.data';
  return { port: port(env), dataDir: isAbsolute(dataDir) ? dataDir : resolve(join(root, dataDir)) };
}

/** Read and validate the settings; throws ConfigError with a message naming the variable. */
export function loadConfig(env: Env, deps: ConfigDeps = {}): Config {
  const demo = demoMode(env, deps.args ?? []);
  const local = localServer(env, deps.root);
  return Object.freeze({
    ...local,
    databaseUrl: text(env, 'DATABASE_URL') ?? null,
    accessTokenTtlS: positiveInt(env, 'ACCESS_TOKEN_TTL_S', 900),
    refreshTokenTtlS: positiveInt(env, 'REFRESH_TOKEN_TTL_S', 2_592_000),
    demo,
    ...adminKey(env, demo, deps.randomKey ?? generatedKey),
    corsOrigins: Object.freeze(corsOrigins(env)),
    trustedProxies: Object.freeze(trustedProxies(env)),
    publicAppUrl: publicAppUrl(env, local.port),
    settleDelayMs: positiveInt(env, 'SETTLE_DELAY_MS', 5000, { allowZero: true }),
    logLevel: logLevel(env),
    demoTotpSecret: demoTotpSecret(env),
    webhookRetryUnitMs: positiveInt(env, 'WEBHOOK_RETRY_UNIT_MS', WEBHOOK_RETRY_UNIT_MS),
    devWebhookReceiverCa: devWebhookReceiverCa(env, demo, deps.root ?? PROJECT_ROOT),
  });
}
