/**
 * A test server: the API mounted at /api over a fresh migrated in-memory database, with a clock the test
 * moves, logs captured in memory, and a `call` helper that signs requests like the browser client does.
 */
import { Hono } from 'hono';
import { createLocalBus, type EventBus } from '../../../server/api/bus.ts';
import type { Registration } from '../../../server/api/handler.ts';
import { createApi } from '../../../server/api/index.ts';
import type { LogEntry } from '../../../server/api/log.ts';
import type { UserCreatedHook } from '../../../server/auth/hooks.ts';
import { startSession } from '../../../server/auth/sessions.ts';
import { createUser, type UserRow } from '../../../server/auth/users.ts';
import { type Config, DEMO_FLAG, loadConfig } from '../../../server/config.ts';
import type { DatabaseHandle } from '../../../server/db/client.ts';
import { teamMembers } from '../../../server/db/schema/auth.ts';
import type { Deliver } from '../../../server/developers/deliver.ts';
import type { CallDefinition, TeamRole } from '../../../src/contract/define.ts';
import { signatureHeaders } from '../../../src/lib/http/signature.ts';
import { createTestDatabase } from '../../setup/test-db.ts';

/** 2026-03-02T08:00:00Z, a Monday morning in Vietnam. */
export const START = Date.UTC(2026, 2, 2, 8, 0, 0);

export interface ManualClock {
  now(): Date;
  advance(ms: number): void;
}

export function manualClock(start = START): ManualClock {
  let time = start;
  return {
    now: () => new Date(time),
    advance: (ms) => {
      time += ms;
    },
  };
}

export interface CallOptions {
  /** Sent as JSON with `content-type: application/json`. */
  readonly body?: unknown;
  /** Sent as it is, with the content type `headers` give (a form's own by default): media-type tests. */
  readonly rawBody?: BodyInit;
  readonly token?: string;
  readonly headers?: Record<string, string>;
  readonly lang?: string;
  /** Skip the signature headers (to test their absence). */
  readonly unsigned?: boolean;
}

export interface TestApi {
  readonly handle: DatabaseHandle;
  readonly clock: ManualClock;
  readonly logs: LogEntry[];
  readonly config: Config;
  readonly app: Hono;
  /** The bus the handlers publish on (the live stream listens to it). */
  readonly bus: EventBus;
  /** The address the test server's requests come from. */
  readonly ip: string;
  /** `path` is the full path (`/api/v1/login`). */
  call(method: string, path: string, options?: CallOptions): Promise<Response>;
  close(): Promise<void>;
}

export interface TestApiOptions {
  readonly handlers?: readonly Registration[];
  readonly calls?: readonly CallDefinition[];
  readonly env?: Readonly<Record<string, string>>;
  /** Share a database between tests (each fresh one is a load of the migrated template); the caller closes it. */
  readonly handle?: DatabaseHandle;
  readonly onUserCreated?: UserCreatedHook;
  /** Webhook deliveries without a network. */
  readonly deliver?: Deliver;
  readonly bus?: EventBus;
}

let servers = 0;

export function testConfig(env: Readonly<Record<string, string>> = {}): Config {
  // The test server is the demo server `npm start` runs.
  return loadConfig({ LOG_LEVEL: 'silent', ...env }, { args: [DEMO_FLAG], randomKey: () => 'k'.repeat(32) });
}

export async function createTestApi(options: TestApiOptions = {}): Promise<TestApi> {
  const handle = options.handle ?? (await createTestDatabase());
  const clock = manualClock();
  const logs: LogEntry[] = [];
  const config = testConfig(options.env);
  const bus = options.bus ?? createLocalBus();
  const api = createApi({
    db: handle.db,
    config,
    clock,
    bus,
    log: (entry) => logs.push(entry),
    ...(options.handlers === undefined ? {} : { handlers: options.handlers }),
    ...(options.calls === undefined ? {} : { calls: options.calls }),
    ...(options.onUserCreated === undefined ? {} : { onUserCreated: options.onUserCreated }),
    ...(options.deliver === undefined ? {} : { deliver: options.deliver }),
  });
  const app = new Hono().route('/api', api);
  // Each test server's requests come from their own address, so per-address limits do not leak between tests.
  servers += 1;
  const ip = `198.51.100.${servers % 250}`;
  const env = { incoming: { socket: { remoteAddress: ip } } };
  const call = (method: string, path: string, callOptions: CallOptions = {}) => {
    const url = `http://campay.test${path}`;
    const headers = new Headers(callOptions.headers);
    if (!callOptions.unsigned) {
      for (const [name, value] of Object.entries(signatureHeaders(method, url, clock.now().getTime()))) {
        if (!headers.has(name)) headers.set(name, value);
      }
    }
    if (callOptions.token !== undefined) headers.set('authorization', `Bearer ${callOptions.token}`);
    if (callOptions.lang !== undefined) headers.set('accept-language', callOptions.lang);
    const init: RequestInit = { method, headers };
    if (callOptions.body !== undefined) {
      headers.set('content-type', 'application/json');
      init.body = JSON.stringify(callOptions.body);
    }
    if (callOptions.rawBody !== undefined) init.body = callOptions.rawBody;
    return Promise.resolve(app.request(url, init, env));
  };
  const close = async () => {
    if (options.handle === undefined) await handle.close();
  };
  return { handle, clock, logs, config, app, bus, ip, call, close };
}

let people = 0;

/** A new user (INDIVIDUAL unless told otherwise) with a known password. */
export function createPerson(api: TestApi, fields: Partial<Parameters<typeof createUser>[1]> = {}): Promise<UserRow> {
  people += 1;
  return createUser(api.handle.db, {
    email: `person${people}@example.test`,
    password: 'Correct-horse-42',
    accountType: 'INDIVIDUAL',
    ...fields,
  });
}

/** A person who exists only as a member of `director`'s team, with that role and membership status. */
export async function teamMember(
  api: TestApi,
  director: UserRow,
  role: TeamRole,
  status: 'ACTIVE' | 'INVITED' = 'ACTIVE',
): Promise<UserRow> {
  const member = await createPerson(api, { memberOnly: true });
  await api.handle.db
    .insert(teamMembers)
    .values({ directorId: director.id, memberUserId: member.id, email: member.email, role, status });
  return member;
}

export interface SignedIn {
  readonly user: UserRow;
  readonly accessToken: string;
  readonly refreshToken: string;
}

/** A signed-in session: a director of their own account, or a team member of a new director's account. */
export async function signedIn(api: TestApi, role: TeamRole = 'DIRECTOR'): Promise<SignedIn> {
  const user = await createPerson(api);
  const accountId = role === 'DIRECTOR' ? user.id : (await createPerson(api, { accountType: 'BUSINESS' })).id;
  const tokens = await startSession(
    api.handle.db,
    api.config,
    { userId: user.id, accountId, role },
    api.clock.now(),
    null,
  );
  return { user, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}

export async function json(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}
