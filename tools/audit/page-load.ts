/**
 * One first visit of a page on an emulated slow network, measured over CDP: a fresh browser context (empty cache,
 * only the session's cookies), the DevTools preset and CPU slowdown, the browser's own performance entries (paint,
 * largest-contentful-paint, longtask, layout-shift) observed from before the first byte, every request's bytes
 * from the Network domain, and a trace of the scripts' evaluations for "first-load JS done" (metrics.ts).
 * The watch ends once the page is loaded and quiet (see `untilQuiet`).
 */
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test';
import {
  type Bytes,
  bytesByKind,
  type Evaluation,
  firstLoadJsDone,
  type Kind,
  kindOf,
  layoutShiftSum,
  type ScriptLoad,
  type Shift,
  type Span,
  totalBlockingTime,
} from './metrics.ts';
import { MONEY_TEXT } from './plan.ts';
import { PHONE, type Profile } from './profiles.ts';

export interface LargestPaint {
  readonly tag: string;
  readonly className: string;
  readonly text: string;
}

export interface PageLoad {
  readonly finalUrl: string;
  readonly requests: number;
  readonly bytes: Bytes;
  /** The document's body as served (compressed), without its headers. */
  readonly htmlBytes: number;
  readonly firstLoadScripts: number;
  /** How many of them the trace shows evaluated under their own URL (classic scripts; modules show none). */
  readonly firstLoadEvaluated: number;
  /** Body bytes as served of the scripts requested before load. */
  readonly firstLoadJsBytes: number;
  readonly fcpMs: number | null;
  readonly lcpMs: number | null;
  readonly lcpElement: LargestPaint | null;
  readonly tbtMs: number | null;
  readonly cls: number;
  readonly loadMs: number;
  /** When the watch ended (loaded and quiet). */
  readonly quietMs: number;
  readonly firstLoadJsDoneMs: number | null;
  /** Null when the page is no money page; NaN when no figure was painted during the watch. */
  readonly moneyPaintedMs: number | null;
  readonly longTasks: readonly Span[];
  readonly foreignStylesheets: number;
  readonly failed: readonly string[];
  /** Every request in the order asked, for reading what waits on what (`--timeline`). */
  readonly timeline: readonly TimelineEntry[];
}

/** One request of the page: its path, kind, and when it was asked and done (page ms), and its bytes as served. */
export interface TimelineEntry {
  readonly path: string;
  readonly kind: Kind;
  readonly askedMs: number;
  readonly doneMs: number | null;
  readonly bytes: number;
}

interface Request {
  url: string;
  type: string;
  mime: string;
  status: number;
  requestedAt: number;
  headerBytes: number;
  transfer: number;
  finishedAt: number | null;
  failed: boolean;
}

/** What the init script gathers in the page. */
interface Observed {
  fcp: number | null;
  lcp: number | null;
  lcpEl: LargestPaint | null;
  long: Span[];
  shifts: Shift[];
  /** When the money figure was painted; -1 between finding it and the next frame. */
  money: number | null;
}

/** No request in flight (live streams aside) and no long task for this long: the page has settled. */
const QUIET_MS = 1000;
/** The longest the watch waits after load for quiet and for a money figure. */
const WATCH_CAP_MS = 20_000;
const POLL_MS = 200;
const SYNC_MARK = 'audit:sync';
/** A live stream never finishes: it must not keep the page from counting as quiet. */
const STREAM = /\/api\/[^?]*\/events(?:\?|$)/;

/** Runs in the page before any of its scripts: observers for the metrics and, on a money page, for the figure. */
function observe(money: { selector: string; pattern: string; flags: string } | null): void {
  const seen: Observed = { fcp: null, lcp: null, lcpEl: null, long: [], shifts: [], money: null };
  (window as unknown as { __audit: Observed }).__audit = seen;
  const watch = (type: string, take: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
    } catch {
      // an entry type this browser lacks stays unmeasured (null)
    }
  };
  watch('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  });
  watch('largest-contentful-paint', (entry) => {
    const element = (entry as PerformanceEntry & { element: Element | null }).element;
    seen.lcp = entry.startTime;
    seen.lcpEl = element && {
      tag: element.tagName.toLowerCase(),
      className: element.getAttribute('class') ?? '',
      text: (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80),
    };
  });
  watch('longtask', (entry) => seen.long.push({ start: entry.startTime, duration: entry.duration }));
  watch('layout-shift', (entry) => {
    const shift = entry as PerformanceEntry & { value: number; hadRecentInput: boolean };
    seen.shifts.push({ value: shift.value, hadRecentInput: shift.hadRecentInput });
  });
  if (money === null) return;
  const pattern = new RegExp(money.pattern, money.flags);
  const found = new MutationObserver(() => {
    const figures = [...document.querySelectorAll(money.selector)];
    if (seen.money !== null || !figures.some((figure) => pattern.test(figure.textContent ?? ''))) return;
    found.disconnect();
    seen.money = -1;
    // Painted in the frame after the text is in the document.
    requestAnimationFrame(() => {
      seen.money = performance.now();
    });
  });
  found.observe(document, { childList: true, subtree: true, characterData: true });
}

function trackRequests(cdp: CDPSession, origin: string) {
  const requests = new Map<string, Request>();
  let lastActivity = Date.now();
  let documentAt: number | null = null;
  const streaming = (request: Request) => request.mime === 'text/event-stream' || STREAM.test(request.url);
  cdp.on('Network.requestWillBeSent', (event) => {
    lastActivity = Date.now();
    if (event.type === 'Document' && documentAt === null) documentAt = event.timestamp;
    requests.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      mime: '',
      status: 0,
      requestedAt: event.timestamp,
      headerBytes: 0,
      transfer: 0,
      finishedAt: null,
      failed: false,
    });
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.type = event.type;
    request.mime = event.response.mimeType;
    request.status = event.response.status;
    request.headerBytes = event.response.encodedDataLength;
  });
  cdp.on('Network.dataReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.transfer += event.encodedDataLength;
    if (!streaming(request)) lastActivity = Date.now();
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (request) {
      request.transfer = event.encodedDataLength;
      request.finishedAt = event.timestamp;
    }
    lastActivity = Date.now();
  });
  cdp.on('Network.loadingFailed', (event) => {
    const request = requests.get(event.requestId);
    if (request) {
      request.failed = true;
      request.finishedAt = event.timestamp;
    }
    lastActivity = Date.now();
  });
  return {
    requests,
    /** Seconds (the CDP clock) of the document's request: the fallback origin of page time. */
    documentAt: () => documentAt,
    quietFor: () => {
      const busy = [...requests.values()].some(
        (request) => request.finishedAt === null && !streaming(request) && request.url.startsWith(origin),
      );
      return busy ? 0 : Date.now() - lastActivity;
    },
  };
}

async function startTrace(cdp: CDPSession): Promise<() => Promise<TraceEvent[]>> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (event) => events.push(...(event.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'v8', 'blink.user_timing'] },
    transferMode: 'ReportEvents',
  });
  return async () => {
    const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.end');
    await complete;
    return events;
  };
}

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly args?: { readonly data?: { readonly url?: string } };
}

/** Script evaluations of the trace, their ends in page time. */
function evaluationsOf(events: readonly TraceEvent[], toPage: (traceMs: number) => number): Evaluation[] {
  return events
    .filter((event) => (event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule') && event.dur)
    .map((event) => ({
      // A module graph's evaluation names no URL in the trace (Chromium 14x); a classic script's does.
      url: event.args?.data?.url || null,
      start: toPage(event.ts / 1000),
      end: toPage((event.ts + (event.dur ?? 0)) / 1000),
    }));
}

/** Waits until the page is loaded and quiet, and on a money page until its figure is painted; at most the cap. */
async function untilQuiet(page: Page, quietFor: () => number, moneyPage: boolean): Promise<void> {
  const started = Date.now();
  let longTasks = 0;
  let lastLong = Date.now();
  while (Date.now() - started < WATCH_CAP_MS) {
    await page.waitForTimeout(POLL_MS);
    const state = await page.evaluate(() => {
      const seen = (window as unknown as { __audit: Observed }).__audit;
      return { long: seen.long.length, money: seen.money };
    });
    if (state.long !== longTasks) [longTasks, lastLong] = [state.long, Date.now()];
    const moneyDone = !moneyPage || (state.money !== null && state.money > 0);
    if (moneyDone && quietFor() >= QUIET_MS && Date.now() - lastLong >= QUIET_MS) return;
  }
}

export interface LoadOptions {
  readonly base: string;
  readonly path: string;
  readonly profile: Profile;
  /** Adds the session (and the language) to the fresh context. */
  readonly prepare: (context: BrowserContext) => Promise<void>;
  readonly money: { readonly selector: string } | null;
}

export async function loadPage(browser: Browser, options: LoadOptions): Promise<PageLoad> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    await options.prepare(context);
    const page = await context.newPage();
    const money = options.money && {
      selector: options.money.selector,
      pattern: MONEY_TEXT.source,
      flags: MONEY_TEXT.flags,
    };
    await page.addInitScript(observe, money);
    const cdp = await context.newCDPSession(page);
    const origin = new URL(options.base).origin;
    const network = trackRequests(cdp, origin);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: options.profile.latencyMs,
      downloadThroughput: options.profile.downBytesPerS,
      uploadThroughput: options.profile.upBytesPerS,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.profile.cpuSlowdown });
    const stopTrace = await startTrace(cdp);
    await page.goto(options.base + options.path, { waitUntil: 'load', timeout: 120_000 });
    await untilQuiet(page, network.quietFor, money !== null);
    const seen = await page.evaluate((mark) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      return {
        ...(window as unknown as { __audit: Observed }).__audit,
        load: navigation?.loadEventStart ?? 0,
        sync: performance.mark(mark).startTime,
      };
    }, SYNC_MARK);
    const trace = await stopTrace();
    const finalUrl = page.url();
    return summarise(seen, trace, network.requests, network.documentAt(), origin, finalUrl, money !== null);
  } finally {
    await context.close();
  }
}

/** Page time of a trace time (ms): through the sync mark the page made at the end, else the document request. */
function pageClock(
  trace: readonly TraceEvent[],
  syncMs: number,
  documentAt: number | null,
): (traceMs: number) => number {
  const mark = trace.find((event) => event.name === SYNC_MARK);
  const offset = mark ? mark.ts / 1000 - syncMs : (documentAt ?? 0) * 1000;
  return (traceMs) => traceMs - offset;
}

function summarise(
  seen: Observed & { load: number; sync: number },
  trace: readonly TraceEvent[],
  requestMap: ReadonlyMap<string, Request>,
  documentAt: number | null,
  origin: string,
  finalUrl: string,
  moneyPage: boolean,
): PageLoad {
  const toPage = pageClock(trace, seen.sync, documentAt);
  // Chrome asks for the favicon on its own schedule, once per browser: not the page's request.
  const requests = [...requestMap.values()].filter(
    (request) => !/\/favicon\.ico(?:\?|$)/.test(request.url) && !request.url.startsWith('data:'),
  );
  const kinds = requests.map((request) => ({ kind: kindOf(request.type, request.mime), transfer: request.transfer }));
  const body = (request: Request) => Math.max(0, request.transfer - request.headerBytes);
  const scripts = requests
    .filter((request) => kindOf(request.type, request.mime) === ('js' satisfies Kind))
    .map((request) => ({
      request,
      load: {
        url: request.url,
        requestedAt: toPage(request.requestedAt * 1000),
        arrivedAt: request.finishedAt === null || request.failed ? null : toPage(request.finishedAt * 1000),
      } satisfies ScriptLoad,
    }));
  const firstLoad = scripts.filter((script) => script.load.requestedAt < seen.load);
  const quietMs = seen.sync;
  const evaluations = evaluationsOf(trace, toPage);
  const documentRequest = requests.find((request) => request.type === 'Document');
  return {
    finalUrl,
    requests: requests.length,
    bytes: bytesByKind(kinds),
    htmlBytes: documentRequest ? body(documentRequest) : 0,
    firstLoadScripts: firstLoad.length,
    firstLoadJsBytes: firstLoad.reduce((sum, script) => sum + body(script.request), 0),
    fcpMs: seen.fcp,
    lcpMs: seen.lcp,
    lcpElement: seen.lcpEl,
    tbtMs: seen.fcp === null ? null : totalBlockingTime(seen.long, seen.fcp, quietMs),
    cls: layoutShiftSum(seen.shifts),
    loadMs: seen.load,
    quietMs,
    firstLoadEvaluated: firstLoad.filter((script) => evaluations.some((run) => run.url === script.request.url)).length,
    firstLoadJsDoneMs: firstLoadJsDone(
      scripts.map((script) => script.load),
      seen.load,
      evaluations,
    ),
    moneyPaintedMs: moneyPage ? (seen.money !== null && seen.money > 0 ? seen.money : Number.NaN) : null,
    longTasks: seen.long,
    foreignStylesheets: requests.filter((request) => request.type === 'Stylesheet' && !request.url.startsWith(origin))
      .length,
    failed: requests
      .filter((request) => request.failed || request.status >= 400)
      .map((request) => `${request.status || 'failed'} ${request.url}`),
    timeline: requests
      .map((request) => ({
        path: request.url.startsWith(origin) ? request.url.slice(origin.length) : request.url,
        kind: kindOf(request.type, request.mime),
        askedMs: Math.round(toPage(request.requestedAt * 1000)),
        doneMs: request.finishedAt === null ? null : Math.round(toPage(request.finishedAt * 1000)),
        bytes: request.transfer,
      }))
      .sort((a, b) => a.askedMs - b.askedMs),
  };
}
