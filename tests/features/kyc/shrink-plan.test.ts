import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../src/contract/rules.ts';
import { MAX_SIDE_PX, shrinkPlan, smallerPlan } from '../../../src/features/kyc/shrink-plan.ts';

const MB = 1024 * 1024;

describe('which pictures are made smaller, and to what', () => {
  it('sends a picture as it is when it is at most 2000 px long and within the limit', () => {
    expect(shrinkPlan({ width: 1600, height: 1200, bytes: 2 * MB })).toBeNull();
    expect(shrinkPlan({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, bytes: UPLOAD_MAX_BYTES })).toBeNull();
  });

  it('draws a larger picture at 2000 px on its longest side, keeping its proportions', () => {
    expect(shrinkPlan({ width: 4000, height: 3000, bytes: 3 * MB })).toEqual({ width: 2000, height: 1500 });
    // Portrait: the height is the longest side.
    expect(shrinkPlan({ width: 3024, height: 4032, bytes: 4 * MB })).toEqual({ width: 1500, height: 2000 });
    expect(shrinkPlan({ width: 2001, height: 10, bytes: 1000 })).toEqual({ width: 2000, height: 10 });
  });

  it('draws a heavy picture again at its own size (saved as JPEG it weighs less)', () => {
    expect(shrinkPlan({ width: 1800, height: 1200, bytes: 8 * MB })).toEqual({ width: 1800, height: 1200 });
  });

  it('tries smaller by the square root of how far over the limit it came out, with a margin', () => {
    // Four times the limit: half the sides, less 10 %.
    expect(smallerPlan({ width: 2000, height: 1500 }, 4 * UPLOAD_MAX_BYTES)).toEqual({ width: 900, height: 675 });
    // Just over: never less than a tenth smaller, so each try makes progress.
    expect(smallerPlan({ width: 2000, height: 1000 }, UPLOAD_MAX_BYTES + 1)).toEqual({ width: 1800, height: 900 });
  });
});
