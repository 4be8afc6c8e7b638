import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS, FAULTS, type FaultWeights, pickFault } from '../../../tools/bench/faults.ts';

const only = (fault: (typeof FAULTS)[number]): FaultWeights =>
  Object.fromEntries(FAULTS.map((name) => [name, name === fault ? 1 : 0])) as FaultWeights;

describe('pickFault', () => {
  it('walks the weights in order: 40 pass, then 15 of each fault', () => {
    expect(pickFault(() => 0)).toBe('pass');
    expect(pickFault(() => 0.399)).toBe('pass');
    expect(pickFault(() => 0.4)).toBe('drop-after-answer');
    expect(pickFault(() => 0.55)).toBe('error-500');
    expect(pickFault(() => 0.7)).toBe('error-502');
    expect(pickFault(() => 0.85)).toBe('stall');
    expect(pickFault(() => 0.999_999_999)).toBe('stall');
  });

  it('never picks a fault weighted zero, even at the edges of random()', () => {
    for (const fault of FAULTS) {
      for (const random of [0, 0.5, 1 - Number.EPSILON, 1]) expect(pickFault(() => random, only(fault))).toBe(fault);
    }
  });

  it('picks each fault in proportion to its weight', () => {
    const counts = new Map<string, number>();
    const steps = 10_000;
    for (let i = 0; i < steps; i++) {
      const fault = pickFault(() => i / steps);
      counts.set(fault, (counts.get(fault) ?? 0) + 1);
    }
    const total = FAULTS.reduce((sum, fault) => sum + DEFAULT_WEIGHTS[fault], 0);
    for (const fault of FAULTS) expect(counts.get(fault)).toBe((steps * DEFAULT_WEIGHTS[fault]) / total);
  });

  it('refuses weights that add up to nothing', () => {
    expect(() => pickFault(() => 0.5, { ...only('pass'), pass: 0 })).toThrow(/more than zero/);
  });
});
