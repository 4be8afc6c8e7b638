/**
 * The "curl pass" of the API against its contract: every operation of docs/openapi.json sent as a real HTTP
 * request to a running server, with the sample parameters and queries of src/contract/samples.ts and an
 * empty JSON body for writes. Each answer must keep the rules: no 5xx (so no 501), a 2xx body that the
 * entry's response schema accepts, a 4xx body that is an ErrorBody with a code of the catalogue. The live
 * stream is read for its first event, then dropped. The CLI is tools/api-smoke-cli.ts (`npm run smoke --
 * <url>`); e2e/api-smoke.spec.ts runs it against the e2e server.
 *
 * It signs in as its own account, smoke@demo.test (seeded last by server/seed/users.ts): a director like
 * director@demo.test (GOLD business, KYC 3, VA and VC on, no 2FA), so the same calls are answered, but not the
 * one the e2e tests and the demo use, since the pass leaves things behind (an authenticator enrolment waiting
 * for its code).
 *
 * Empty bodies are refused by nearly every write, so the pass changes almost nothing; it signs out its own
 * session last, since sign-out would end every call after it.
 */
import { readFileSync } from 'node:fs';
import { isErrorCode } from '../server/errors/catalogue.ts';
import { ServerEvent } from '../src/contract/calls/events.ts';
import { ErrorBody } from '../src/contract/common.ts';
import { authOf, type CallDefinition, CLIENTS } from '../src/contract/define.ts';
import { CONTRACT } from '../src/contract/index.ts';
import { fillSamplePath } from '../src/contract/samples.ts';
import { signatureHeaders } from '../src/lib/http/signature.ts';

export interface SmokeResult {
  readonly operation: string;
  readonly method: string;
  readonly path: string;
  /** The HTTP status, or 0 when no answer came. */
  readonly status: number;
  /** The broken rule, or null. */
  readonly violation: string | null;
}

export interface SmokeOptions {
  /** The x-admin-key of the operator endpoints; without it they answer 401, which is still a clean refusal. */
  readonly adminKey?: string | null;
  readonly email?: string;
  readonly password?: string;
  readonly openapiPath?: string;
}

interface Operation {
  readonly call: CallDefinition | undefined;
  readonly operationId: string;
  readonly method: string;
  readonly path: string;
}

interface Tokens {
  access: string;
  readonly refresh: string;
}

/** server/seed/users.ts SMOKE_EMAIL and DEMO_PASSWORD (not imported: this tool runs against any server). */
const SMOKE = { email: 'smoke@demo.test', password: 'Demo-pass-2026' };
const OPENAPI = new URL('../docs/openapi.json', import.meta.url);
/** Sent last, in this order: a refresh may rotate the tokens, a sign-out ends the session. */
const LAST = ['refreshToken', 'logout'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function operations(openapiPath: string | URL): Operation[] {
  const spec = JSON.parse(readFileSync(openapiPath, 'utf8')) as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  const byName = new Map(CONTRACT.map((call: CallDefinition) => [call.name, call]));
  const all = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, { operationId }]) => ({ call: byName.get(operationId), operationId, method, path })),
  );
  const rank = (op: Operation) => LAST.indexOf(op.operationId);
  return all.sort((a, b) => rank(a) - rank(b));
}

function signed(call: CallDefinition, method: string, url: string): Record<string, string> {
  return CLIENTS[call.client].signed ? signatureHeaders(method, url, Date.now()) : {};
}

async function signIn(baseUrl: string, email: string, password: string): Promise<Tokens> {
  const url = `${baseUrl}/api/v1/login`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signatureHeaders('POST', url, Date.now()) },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { access_token?: string; refresh_token?: string } };
  const { access_token: access, refresh_token: refresh } = body.data ?? {};
  if (!response.ok || !access || !refresh) {
    const hint =
      response.status === 401 ? ' (a database seeded before this account existed? seed a fresh DATA_DIR)' : '';
    throw new Error(`sign-in as ${email} failed: ${response.status}${hint}`);
  }
  return { access, refresh };
}

function headersFor(call: CallDefinition, op: Operation, url: string, tokens: Tokens, adminKey: string | null) {
  const method = op.method.toUpperCase();
  const headers: Record<string, string> = { 'accept-language': 'en', ...signed(call, method, url) };
  const auth = authOf(call);
  if (auth === 'access') headers.authorization = `Bearer ${tokens.access}`;
  if (auth === 'refresh') headers.authorization = `Bearer ${tokens.refresh}`;
  if (auth === 'admin' && adminKey) headers['x-admin-key'] = adminKey;
  if (method !== 'GET') headers['content-type'] = 'application/json';
  // The stream replays the notifications after n0 at once, so its first event needs no waiting.
  if (call.name === 'events') headers['last-event-id'] = 'n0';
  return headers;
}

/** How long the stream's first event may take (it is a replay, so it comes at once) before the pass gives up. */
const FIRST_EVENT_MS = 10_000;

/** The first SSE event of the stream, checked against ServerEvent; the connection is dropped after it. */
async function firstEvent(response: Response, abort: AbortController): Promise<string | null> {
  const reader = response.body?.getReader();
  if (reader === undefined) return 'no stream body';
  const decoder = new TextDecoder();
  let text = '';
  const timer = setTimeout(() => abort.abort(), FIRST_EVENT_MS);
  try {
    while (!/^event: [\s\S]*?\n\n/m.test(text)) {
      const { value, done } = await reader.read();
      if (done) return 'stream ended before its first event';
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    return `no event within ${FIRST_EVENT_MS / 1000} s (nothing to replay after n0?)`;
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
  const block = text.slice(text.indexOf('event: ')).split('\n\n')[0] ?? '';
  const field = (name: string) =>
    block
      .split('\n')
      .find((line) => line.startsWith(`${name}: `))
      ?.slice(name.length + 2);
  const event = { type: field('event'), data: JSON.parse(field('data') ?? 'null') as unknown };
  return ServerEvent.safeParse(event).success ? null : `event ${event.type} does not match ServerEvent`;
}

/** The rule an answer breaks, or null. */
function judge(call: CallDefinition, status: number, body: unknown): string | null {
  if (status === 501) return '501: not implemented';
  if (status >= 500) return `${status}: server error`;
  if (status >= 200 && status < 300) {
    return call.response.safeParse(body).success ? null : 'body does not match the response schema';
  }
  if (status >= 400 && status < 500) {
    const error = ErrorBody.safeParse(body);
    if (!error.success) return 'body is not an ErrorBody';
    return isErrorCode(error.data.code) ? null : `code ${error.data.code} is not in the catalogue`;
  }
  return `unexpected status ${status}`;
}

async function send(baseUrl: string, op: Operation, tokens: Tokens, adminKey: string | null): Promise<SmokeResult> {
  const { call } = op;
  const path = fillSamplePath(op.path, op.operationId);
  const base = { operation: op.operationId, method: op.method.toUpperCase(), path };
  if (call === undefined) return { ...base, status: 0, violation: 'operation not in the contract' };
  const url = `${baseUrl}${path}`;
  const abort = new AbortController();
  const init: RequestInit = {
    method: base.method,
    headers: headersFor(call, op, url, tokens, adminKey),
    signal: abort.signal,
    ...(base.method === 'GET' ? {} : { body: '{}' }),
  };
  try {
    const response = await fetch(url, init);
    if (call.name === 'events' && response.ok) {
      return { ...base, status: response.status, violation: await firstEvent(response, abort) };
    }
    const text = await response.text();
    const body: unknown = text === '' ? null : JSON.parse(text);
    if (call.name === 'refreshToken' && response.ok) {
      tokens.access = (body as { data: { access_token: string } }).data.access_token;
    }
    return { ...base, status: response.status, violation: judge(call, response.status, body) };
  } catch (error) {
    return { ...base, status: 0, violation: `no answer: ${error instanceof Error ? error.message : String(error)}` };
  }
}

/** Every operation once, one after another (the demo database is single-process PGlite by default). */
export async function smokeContract(baseUrl: string, options: SmokeOptions = {}): Promise<SmokeResult[]> {
  const origin = baseUrl.replace(/\/$/, '');
  const tokens = await signIn(origin, options.email ?? SMOKE.email, options.password ?? SMOKE.password);
  const results: SmokeResult[] = [];
  for (const op of operations(options.openapiPath ?? OPENAPI)) {
    results.push(await send(origin, op, tokens, options.adminKey ?? null));
  }
  return results;
}

/** How many answers had each status: `{ 200: 41, 404: 20, … }`. */
export function statusCounts(results: readonly SmokeResult[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
