/**
 * The browser side of the after-test leak check (issue 17; e2e/leak-scan.ts holds the rules): what each test's
 * browser requested, and at its end the origin's storage and the cookies, checked against every secret the test
 * handled. The secrets are also appended to `.data/e2e-<port>/leak-secrets.jsonl`, where the run's last step
 * (e2e/leak-teardown.ts) looks for them in the server's log: workers are separate processes.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Request, Response } from '@playwright/test';
import {
  type BrowserTrace,
  browserLeaks,
  type Secret,
  type SecretKind,
  type StoredEntry,
  secretsInAnswer,
  secretsInRequest,
} from './leak-scan.ts';

/** The secrets the running test (and whatever ran in this worker since the last check) handled. */
const handled: Secret[] = [];

/** A secret a helper read (a code from the outbox) or made. */
export function sawSecret(kind: SecretKind, value: string | null | undefined): void {
  if (value) handled.push({ kind, value });
}

/** The secrets an API answer read by a helper (not the browser) hands out. */
export function sawAnswer(path: string, body: unknown): void {
  handled.push(...secretsInAnswer(path, body));
}

/** Answers worth reading for their secrets; every other answer is left unread (reading costs a round trip). */
const SECRET_ANSWERS =
  /\/(?:login|refresh-token|register|verify|sensitive|api-keys|webhooks|authenticator|recovery-codes|two-factor\/settings)/;

/** Where a data directory's run shares its secrets with the run's last step. */
export function secretsFile(dataDir: string): string {
  return `${dataDir}/leak-secrets.jsonl`;
}

/** Records what one test's browser does in `context` (all its pages) until `check`. */
export function watchContext(context: BrowserContext, baseURL: string) {
  const own = recorder(context, baseURL);
  const opened: ReturnType<typeof recorder>[] = [];
  // Contexts the test opens itself (a second person, a second device) are watched too, read before they close.
  adopt = (other) => {
    const watched = recorder(other, baseURL);
    opened.push(watched);
    const close = other.close.bind(other);
    other.close = async (options) => {
      await watched.trace();
      return close(options);
    };
  };
  adoptNewContexts(context.browser());

  return {
    /** Fails (naming the test, the kind and the place, never the secret) if any secret leaked. */
    async check(testTitle: string): Promise<void> {
      adopt = null;
      const traces = await Promise.all([own, ...opened].map((watched) => watched.trace()));
      const secrets = shareHandledSecrets(baseURL);
      const leaks = traces.flatMap((trace) => browserLeaks(trace, secrets));
      if (leaks.length > 0)
        throw new Error(
          `Secrets leaked in "${testTitle}" (issue 17; the secrets themselves are not printed):\n${leaks
            .map((leak) => `- ${leak.kind} in ${leak.where}`)
            .join('\n')}`,
        );
    },
  };
}

/** What to do with a context the running test opens itself; null between tests (the fixture's own is not adopted). */
let adopt: ((context: BrowserContext) => void) | null = null;
const adopting = new WeakSet<Browser>();

function adoptNewContexts(browser: Browser | null): void {
  if (browser === null || adopting.has(browser)) return;
  adopting.add(browser);
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    adopt?.(context);
    return context;
  };
}

/** Records a context's request URLs and the secrets it sends and is answered; `trace` reads it once, at the end. */
function recorder(context: BrowserContext, baseURL: string) {
  const urls: string[] = [];
  const reading: Promise<void>[] = [];
  const onRequest = (request: Request) => {
    urls.push(request.url());
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && path.startsWith('/api/'))
      handled.push(...secretsInRequest(path, bodyOf(request)));
  };
  const onResponse = (response: Response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/') && SECRET_ANSWERS.test(path))
      reading.push(
        response.json().then(
          (body: unknown) => sawAnswer(path, body),
          () => undefined,
        ),
      );
  };
  context.on('request', onRequest);
  context.on('response', onResponse);
  let read: Promise<BrowserTrace> | null = null;

  async function readTrace(): Promise<BrowserTrace> {
    await Promise.all(reading);
    context.off('request', onRequest);
    context.off('response', onResponse);
    const origin = new URL(baseURL).origin;
    const pages = context.pages().filter((page) => urlOrigin(page.url()) === origin);
    const cookies = (await context.cookies()).map(({ name, value, httpOnly }) => ({ name, value, httpOnly }));
    for (const { name, value } of cookies)
      if (name === 'access_token' || name === 'refresh_token') sawCookie(name, value);
    const storage = (await Promise.all(pages.map(storedIn))).flat();
    return { urls, storage, cookies };
  }

  return {
    /** The URLs, storage and cookies, read the first time asked (a closed context has none left to read). */
    trace: (): Promise<BrowserTrace> => {
      read ??= readTrace().catch(() => ({ urls, storage: [], cookies: [] }));
      return read;
    },
  };
}

function sawCookie(name: 'access_token' | 'refresh_token', value: string): void {
  sawSecret(name === 'access_token' ? 'access token' : 'refresh token', decodeURIComponent(value));
}

function bodyOf(request: Request): unknown {
  try {
    return request.postDataJSON();
  } catch {
    return null;
  }
}

function urlOrigin(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Takes the secrets handled since the last call, and appends them for the log scan at the end of the run. */
export function shareHandledSecrets(baseURL: string): Secret[] {
  const secrets = handled.splice(0);
  // Without an address there is no run's data directory to share them with (nor a server log to scan).
  if (secrets.length === 0 || !URL.canParse(baseURL)) return secrets;
  const dir = `.data/e2e-${new URL(baseURL).port}`;
  mkdirSync(dir, { recursive: true });
  appendFileSync(secretsFile(dir), `${secrets.map((secret) => JSON.stringify(secret)).join('\n')}\n`);
  return secrets;
}

/** A page that no longer answers (closed, crashed, stuck) is not waited on past this. */
const STORAGE_READ_MS = 3_000;

/** localStorage, sessionStorage, IndexedDB (every record) and Cache Storage (every request URL) of a page's origin. */
async function storedIn(page: Page): Promise<StoredEntry[]> {
  const read = page.evaluate(readStorage).catch(() => [] as StoredEntry[]);
  const late = new Promise<StoredEntry[]>((resolve) => setTimeout(() => resolve([]), STORAGE_READ_MS).unref());
  return Promise.race([read, late]);
}

/** Runs in the page. */
async function readStorage(): Promise<StoredEntry[]> {
  const entries: StoredEntry[] = [];
  for (const [where, area] of [
    ['localStorage', localStorage],
    ['sessionStorage', sessionStorage],
  ] as const) {
    for (let index = 0; index < area.length; index += 1) {
      const key = area.key(index) ?? '';
      entries.push({ where, key, value: area.getItem(key) ?? '' });
    }
  }
  const request = <T>(asked: IDBRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      asked.onsuccess = () => resolve(asked.result);
      asked.onerror = () => reject(asked.error);
    });
  for (const { name } of await indexedDB.databases()) {
    if (name === undefined) continue;
    entries.push({ where: 'IndexedDB', key: name, value: '' });
    const db = await request(indexedDB.open(name));
    for (const store of db.objectStoreNames) {
      const objects = db.transaction(store, 'readonly').objectStore(store);
      const [keys, values] = await Promise.all([request(objects.getAllKeys()), request(objects.getAll())]);
      keys.forEach((key, index) => {
        entries.push({ where: `IndexedDB ${name}/${store}`, key: String(key), value: JSON.stringify(values[index]) });
      });
    }
    db.close();
  }
  for (const name of 'caches' in window ? await caches.keys() : []) {
    entries.push({ where: 'Cache Storage', key: name, value: '' });
    const cache = await caches.open(name);
    for (const cached of await cache.keys())
      entries.push({ where: `Cache Storage ${name}`, key: cached.url, value: '' });
  }
  return entries;
}
