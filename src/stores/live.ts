/**
 * The live event stream (GET /api/v1/events, docs/API.md "Live events"): one connection per page, opened by
 * whoever needs it first (`startLive()`: the session bootstrap, a screen showing balances), shared by every store
 * through `onLiveEvent`. It authenticates like any call — Bearer and signature headers, through the HTTP module,
 * which renews a refused token or ends the session — so it is read with fetch, not EventSource. A dropped
 * connection comes back after 1, 2, 4… up to 30 s with `Last-Event-ID`, so the server replays the notifications
 * missed meanwhile; wallet and transaction events are state, not replayed, so every opening — the first one too,
 * which comes after the page's first reads — is announced (`live.reconnected`) for stores to read them again.
 * Stopped by local logout, and as signing out begins (before the session is revoked).
 */
import { atom } from 'nanostores';
import type { ServerEventType } from '../contract/calls/events.ts';
import { ROUTES } from '../lib/http/routes.generated.ts';
import { createSseParser, type SseEvent } from '../lib/sse.ts';
import { openStream } from './api.ts';
import { onReset, onSessionEnding } from './reset.ts';

/** What subscribers hear: the server's events, and that the stream came back after a gap. */
export type LiveEvent = ServerEventType | { readonly type: 'live.reconnected' };

/** off: not started; connecting; open: events flow; waiting: between attempts after a drop. */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'waiting';
export const $liveStatus = atom<LiveStatus>('off');

const SERVER_EVENTS: ReadonlySet<string> = new Set([
  'notification.created',
  'wallet.updated',
  'transaction.updated',
  'account.updated',
  'card.updated',
  'request.updated',
  'referral.updated',
]);
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

const listeners = new Set<(event: LiveEvent) => void>();
let running: AbortController | null = null;
let lastEventId = '';

/** Hear every live event; returns the unsubscribe function. */
export function onLiveEvent(listener: (event: LiveEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(event: LiveEvent): void {
  for (const listener of listeners) listener(event);
}

function dispatch(frame: SseEvent): void {
  lastEventId = frame.id;
  if (!SERVER_EVENTS.has(frame.type)) return;
  try {
    // The server checks its events against the contract before writing them.
    emit({ type: frame.type, data: JSON.parse(frame.data) } as ServerEventType);
  } catch {
    // A frame that is not JSON carries nothing we can use.
  }
}

/** The delay before reconnection attempt `attempt` (0-based). */
export function retryDelay(attempt: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** attempt);
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

async function read(body: ReadableStream<Uint8Array>): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser(dispatch);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.push(decoder.decode(value, { stream: true }));
    }
  } catch {
    // The connection dropped (or this page stopped it): the loop decides what comes next.
  }
}

async function run(signal: AbortSignal): Promise<void> {
  let attempt = 0;
  while (!signal.aborted) {
    $liveStatus.set('connecting');
    const headers: Record<string, string> = lastEventId === '' ? {} : { 'last-event-id': lastEventId };
    const answer = await openStream(ROUTES.events, { signal, headers });
    if (answer instanceof Response && answer.body && !signal.aborted) {
      $liveStatus.set('open');
      // Wallet and transaction events are not replayed, and even the first connection opens after the page's first
      // reads (Home reads its figures first): what changed in between is only known by reading again.
      emit({ type: 'live.reconnected' });
      attempt = 0;
      await read(answer.body);
    }
    if (signal.aborted) return;
    $liveStatus.set('waiting');
    await pause(retryDelay(attempt), signal);
    attempt += 1;
  }
}

/** Open the stream unless this page already has it. */
export function startLive(): void {
  if (running !== null) return;
  const controller = new AbortController();
  running = controller;
  void run(controller.signal);
}

/** Close the stream (local logout); a later `startLive()` opens a new one. */
export function stopLive(): void {
  running?.abort();
  running = null;
  lastEventId = '';
  $liveStatus.set('off');
}

onReset(stopLive);
onSessionEnding(stopLive);
