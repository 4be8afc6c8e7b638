/**
 * The reference API as `npm start` runs it (tools/bench/server.ts: server/main.ts --demo on a fresh PGlite
 * data directory), signed in as the demo director, with a sender that puts a request on the wire as the
 * browser client would: through Node's HTTP layer (body limits, header parsing, chunked bodies), not in process.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { readAdminKeyFile } from '../../server/operator/key-file.ts';
import { BalanceType } from '../../src/contract/calls/reference.ts';
import { authOf, type CallDefinition, CLIENTS, fillPath } from '../../src/contract/define.ts';
import { CONTRACT } from '../../src/contract/index.ts';
import { signatureHeaders } from '../../src/lib/http/signature.ts';
import { type BenchServer, startBenchServer } from '../../tools/bench/server.ts';
import type { Answer, HostileRequest } from './request-fields.ts';

/** Starting migrates and seeds a database: a minute on a loaded machine, more on a slow one. */
export const START_TIMEOUT_MS = 240_000;
const DEMO_PASSWORD = 'Demo-pass-2026';

export interface RunningApi {
  readonly base: string;
  readonly port: number;
  /** Sends `request` of `call` with the credentials its authentication needs (none for a public entry). */
  send(call: CallDefinition, request: HostileRequest, headers?: Readonly<Record<string, string>>): Promise<Answer>;
  /** The headers that authenticate `call` as the director (none for a public entry). */
  credentials(call: CallDefinition): Record<string, string>;
  /** The director's balances of every wallet type and of the cards, as the API answers them. */
  balances(): Promise<unknown>;
}

/** A port the system has free right now (the brief's own range when BAD_INPUT_PORT names one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Each request "from" its own address (the server trusts 127.0.0.1 as a proxy), so no sign-in limit is hit. */
function someAddress(): string {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

function signed(call: CallDefinition, url: string): Record<string, string> {
  return CLIENTS[call.client].signed ? signatureHeaders(call.method, url, Date.now()) : {};
}

/** A JSON body, or null for an empty or a streamed one (the live events). */
async function bodyOf(response: Response): Promise<Answer['body']> {
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
    await response.body?.cancel();
    return null;
  }
  const text = await response.text();
  return text === '' ? null : (JSON.parse(text) as Answer['body']);
}

interface Session {
  readonly access: string;
  readonly refresh: string;
  readonly adminKey: string;
}

async function signIn(base: string): Promise<Omit<Session, 'adminKey'>> {
  const url = `${base}/api/v1/login`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...signatureHeaders('POST', url, Date.now()), 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'director@demo.test', password: DEMO_PASSWORD }),
  });
  const answer = (await response.json()) as { data: { access_token: string; refresh_token: string } };
  return { access: answer.data.access_token, refresh: answer.data.refresh_token };
}

function credentials(session: Session, call: CallDefinition): Record<string, string> {
  const kind = authOf(call);
  if (kind === 'access' || kind === 'optional') return { authorization: `Bearer ${session.access}` };
  if (kind === 'refresh') return { authorization: `Bearer ${session.refresh}` };
  return kind === 'admin' ? { 'x-admin-key': session.adminKey } : {};
}

function pathOf(name: string, params: Readonly<Record<string, string>> = {}): string {
  const call = (CONTRACT as readonly CallDefinition[]).find((each) => each.name === name) as CallDefinition;
  return fillPath(`${CLIENTS[call.client].base}${call.path}`, params);
}

/** A started API for the enclosing `describe`, stopped after it. */
export function runningApi(): RunningApi {
  let server: BenchServer | undefined;
  let session: Session;
  beforeAll(async () => {
    const port = Number(process.env.BAD_INPUT_PORT ?? (await freePort()));
    server = await startBenchServer('pglite', port, 0);
    const adminKey = readAdminKeyFile(server.database.dataDir);
    if (adminKey === null) throw new Error('the API wrote no admin key');
    session = { ...(await signIn(server.base)), adminKey };
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stopApi();
    await server?.dispose();
  });
  const api = () => server as BenchServer;
  const send: RunningApi['send'] = async (call, request, headers = {}) => {
    const url = `${api().base}${request.path}`;
    const label = typeof request.body === 'string' ? { 'content-type': 'application/json' } : {};
    const response = await fetch(url, {
      method: request.method,
      headers: {
        ...signed(call, url),
        ...credentials(session, call),
        ...label,
        'x-forwarded-for': someAddress(),
        ...headers,
      },
      ...(request.body === null ? {} : { body: request.body }),
    });
    return { status: response.status, body: await bodyOf(response) };
  };
  const read = async (path: string) => {
    const url = `${api().base}${path}`;
    const response = await fetch(url, {
      headers: { ...signatureHeaders('GET', url, Date.now()), authorization: `Bearer ${session.access}` },
    });
    const answer = (await response.json()) as { data?: { balances?: unknown } & Record<string, unknown> };
    if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
    // When a balance was read changes with every read; what it is must not.
    return answer.data?.balances ?? answer.data;
  };
  return {
    get base() {
      return api().base;
    },
    get port() {
      return api().port;
    },
    send,
    credentials: (call) => credentials(session, call),
    balances: async () => ({
      wallets: await Promise.all(BalanceType.options.map((type) => read(pathOf('getBalances', { type })))),
      cards: await read(pathOf('getCardBalance')),
    }),
  };
}
