/**
 * The faults the bench proxy injects between the client and the API (issue 17, "Faults"). Pure, so the
 * picker is unit-tested with a fixed random source.
 */

/**
 * - `pass`: forwarded, answer delivered.
 * - `drop-after-answer`: forwarded, the server answers (and commits), then the client's connection is cut
 *   before it sees a byte: the worst case, money moved and nobody was told.
 * - `error-500` / `error-502`: answered by the proxy, never forwarded (a crashed app server, a gateway).
 * - `stall`: held past the client's timeout, then forwarded anyway, so the late copy can race the retry.
 */
export const FAULTS = ['pass', 'drop-after-answer', 'error-500', 'error-502', 'stall'] as const;
export type Fault = (typeof FAULTS)[number];

export type FaultWeights = Readonly<Record<Fault, number>>;

/** Faults more often than not, so 1,000 intents see a few hundred of each kind of trouble. */
export const DEFAULT_WEIGHTS: FaultWeights = {
  pass: 40,
  'drop-after-answer': 15,
  'error-500': 15,
  'error-502': 15,
  stall: 15,
};

/** The fault for one request, `random()` in [0, 1) choosing in proportion to the weights. */
export function pickFault(random: () => number, weights: FaultWeights = DEFAULT_WEIGHTS): Fault {
  const total = FAULTS.reduce((sum, fault) => sum + weights[fault], 0);
  if (!(total > 0)) throw new Error('fault weights must add up to more than zero');
  let point = random() * total;
  for (const fault of FAULTS) {
    point -= weights[fault];
    if (point < 0) return fault;
  }
  // random() may return a value so close to 1 that rounding leaves `point` at 0: the last weighted fault.
  return FAULTS.findLast((fault) => weights[fault] > 0) ?? 'pass';
}

/** How many requests met each fault. */
export type FaultCounts = Record<Fault, number>;

export function emptyCounts(): FaultCounts {
  return { pass: 0, 'drop-after-answer': 0, 'error-500': 0, 'error-502': 0, stall: 0 };
}
