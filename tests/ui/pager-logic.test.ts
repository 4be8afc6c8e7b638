import { describe, expect, it } from 'vitest';
import { pagerItems } from '../../src/ui/pager-logic.ts';

describe('pagerItems', () => {
  it('shows every page of a short list', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('shows the first, the last, the current page and its neighbours, with gaps between', () => {
    expect(pagerItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('shows the one page a gap would hide', () => {
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pagerItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });
});
