/**
 * "Balance painted" of a signed-in page (docs/PERFORMANCE.md): when the page first shows a balance from the server —
 * Home's `campay:balance-painted` performance mark — loaded as shared/perf's slow 4G preset loads it (DevTools
 * throttling: 562.5 ms request latency, 180 KB/s down, 84 KB/s up, 4× CPU; cache disabled; a phone's screen), a
 * fresh browser context per run. The harness itself (Lighthouse) has no user timings in its output; this reads
 * the one mark the same way, beside it.
 *
 *   npx node tools/balance-painted.ts --base http://127.0.0.1:4334 --cookie 'access_token=…; …' [--path /] [--runs 5]
 */
import { chromium } from '@playwright/test';

/** shared/perf's slow 4G preset (measure.mjs PROFILES.slow4g) and its phone. */
export const SLOW_4G = { latencyMs: 150 * 3.75, downBps: (1.6e6 / 8) * 0.9, upBps: (750e3 / 8) * 0.9, cpu: 4 } as const;
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;
const MARK = 'campay:balance-painted';

export interface Options {
  readonly base: string;
  readonly path: string;
  readonly cookie: string;
  readonly runs: number;
}

/** The command line's options; throws a usage message when one is missing or malformed. */
export function parseOptions(argv: readonly string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index === -1 ? undefined : argv[index + 1];
  };
  const base = value('base');
  const cookie = value('cookie');
  const runs = Number(value('runs') ?? 5);
  if (!base || !cookie || !Number.isInteger(runs) || runs < 1) {
    throw new Error("usage: npx node tools/balance-painted.ts --base URL --cookie 'a=1; b=2' [--path /] [--runs 5]");
  }
  return { base, cookie, path: value('path') ?? '/', runs };
}

/** `name=value; …` as Playwright cookies of `base` (values verbatim, as the harness sets them). */
export function cookiesOf(header: string, base: string): { name: string; value: string; url: string }[] {
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.includes('='))
    .map((part) => ({ name: part.slice(0, part.indexOf('=')), value: part.slice(part.indexOf('=') + 1), url: base }));
}

/** The middle value (the lower middle of an even count). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}

async function measureOnce(options: Options): Promise<number> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: PHONE.width, height: PHONE.height },
      deviceScaleFactor: PHONE.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies(cookiesOf(options.cookie, options.base));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_4G.latencyMs,
      downloadThroughput: SLOW_4G.downBps,
      uploadThroughput: SLOW_4G.upBps,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpu });
    await page.goto(options.base + options.path, { waitUntil: 'commit' });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, MARK, { timeout: 120_000 });
    return await page.evaluate((mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN, MARK);
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const times: number[] = [];
  for (let run = 0; run < options.runs; run++) times.push(await measureOnce(options));
  console.info(`${options.path} slow 4G, balance painted (ms): ${times.map(Math.round).join(', ')}`);
  console.info(`median: ${Math.round(median(times))}`);
}

if (import.meta.main) await main();
