/**
 * The audit's figures from what the browser recorded, pure (unit-tested). Every time is in milliseconds from the
 * page's navigation start (its `performance.now()` origin).
 */

/** The middle value; the mean of the two middle ones for an even count; null when nothing was measured. */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  const high = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? high : ((sorted[middle - 1] ?? Number.NaN) + high) / 2;
}

export interface Span {
  readonly start: number;
  readonly duration: number;
}

/** The main thread is blocked for whatever a task runs beyond 50 ms (Lighthouse's and Web Vitals' rule). */
export const LONG_TASK_MS = 50;

/**
 * Total blocking time between first contentful paint and the end of the watch (load, then quiet): each long task's
 * part inside that window, less 50 ms, when positive. A task running across FCP counts only from FCP on, so the
 * work before the first paint (which blocks no input: there is nothing to touch yet) is left out.
 */
export function totalBlockingTime(tasks: readonly Span[], fcp: number, end: number): number {
  return tasks.reduce((sum, task) => {
    const from = Math.max(task.start, fcp);
    const to = Math.min(task.start + task.duration, end);
    return sum + Math.max(0, to - from - LONG_TASK_MS);
  }, 0);
}

export interface Shift {
  readonly value: number;
  readonly hadRecentInput: boolean;
}

/** Cumulative layout shift as the sum of every layout-shift entry not caused by input (no session windows). */
export function layoutShiftSum(shifts: readonly Shift[]): number {
  return shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
}

/** A script the page requested, with its times. */
export interface ScriptLoad {
  readonly url: string;
  readonly requestedAt: number;
  /** When its last byte arrived; null when it never finished. */
  readonly arrivedAt: number | null;
}

/**
 * One script evaluation the browser traced: a classic script's run (`EvaluateScript`, with its URL) or a module
 * graph's (`v8.evaluateModule`, which runs every module of the graph not run yet; the trace names no URL for it).
 */
export interface Evaluation {
  readonly url: string | null;
  readonly start: number;
  readonly end: number;
}

/**
 * First-load JS done: the moment the last script requested before the load event has finished executing.
 *
 * - The scripts: every script request (external scripts, module scripts, modulepreloads, the islands' imports)
 *   sent before the window's load event started. Inline scripts are not requests and are not counted.
 * - Finished executing, per script, from the browser's trace: a classic script, the end of its `EvaluateScript`;
 *   a module, the end of the first module-graph evaluation (`v8.evaluateModule`) that starts after it arrived —
 *   a graph is evaluated once its last module is in, so the evaluation after the last module's arrival is the one
 *   that runs it (the trace names no module, so a module preloaded for later is taken to run then too); a script
 *   with no evaluation after its arrival, its arrival. A script that never arrived makes the figure null.
 *
 * Null also when the page requested no script before load (nothing to run: a page without JavaScript).
 */
export function firstLoadJsDone(scripts: readonly ScriptLoad[], loadAt: number, evaluations: readonly Evaluation[]) {
  const firstLoad = scripts.filter((script) => script.requestedAt < loadAt);
  if (firstLoad.length === 0) return null;
  let done = 0;
  for (const script of firstLoad) {
    const { arrivedAt } = script;
    if (arrivedAt === null) return null;
    const own = evaluations.filter((evaluation) => evaluation.url === script.url).map((evaluation) => evaluation.end);
    const graph = evaluations
      .filter((evaluation) => evaluation.url === null && evaluation.start >= arrivedAt)
      .sort((a, b) => a.start - b.start)[0];
    done = Math.max(done, own.length > 0 ? Math.max(...own) : (graph?.end ?? arrivedAt));
  }
  return done;
}

/** The kinds bytes are reported by. */
export const KINDS = ['html', 'css', 'js', 'font', 'img', 'other'] as const;
export type Kind = (typeof KINDS)[number];

/** A CDP resource type (with the MIME type for fetches) as one of the report's kinds; API reads are `other`. */
export function kindOf(resourceType: string, mimeType: string): Kind {
  switch (resourceType) {
    case 'Document':
      return 'html';
    case 'Stylesheet':
      return 'css';
    case 'Script':
      return 'js';
    case 'Font':
      return 'font';
    case 'Image':
    case 'Media':
      return 'img';
    default:
      if (/javascript/.test(mimeType)) return 'js';
      if (/css/.test(mimeType)) return 'css';
      return 'other';
  }
}

export type Bytes = Record<Kind | 'total', number>;

/** Bytes on the wire (transfer sizes, headers included) summed by kind. */
export function bytesByKind(requests: readonly { readonly kind: Kind; readonly transfer: number }[]): Bytes {
  const bytes: Bytes = { html: 0, css: 0, js: 0, font: 0, img: 0, other: 0, total: 0 };
  for (const request of requests) {
    bytes[request.kind] += request.transfer;
    bytes.total += request.transfer;
  }
  return bytes;
}
