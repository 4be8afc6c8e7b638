import { describe, expect, it } from 'vitest';
import {
  bytesByKind,
  firstLoadJsDone,
  kindOf,
  layoutShiftSum,
  median,
  totalBlockingTime,
} from '../../../tools/audit/metrics.ts';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the two middles of an even one, in any order', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([400, 100, 300, 200])).toBe(250);
    expect(median([7])).toBe(7);
  });

  it('leaves unmeasured runs out, and is null when no run measured', () => {
    expect(median([null, 100, 300])).toBe(200);
    expect(median([null, null])).toBeNull();
    expect(median([])).toBeNull();
  });
});

describe('totalBlockingTime', () => {
  it('sums what each long task runs beyond 50 ms', () => {
    expect(
      totalBlockingTime(
        [
          { start: 1000, duration: 120 },
          { start: 1500, duration: 51 },
        ],
        500,
        5000,
      ),
    ).toBe(71);
  });

  it('ignores tasks of 50 ms or less and tasks before first contentful paint', () => {
    expect(
      totalBlockingTime(
        [
          { start: 100, duration: 300 },
          { start: 1000, duration: 50 },
        ],
        500,
        5000,
      ),
    ).toBe(0);
  });

  it('counts a task running across FCP from FCP on, and one running past the end up to the end', () => {
    // 400–700 with FCP at 500: 200 ms after FCP → 150 blocking; 4900–5200 with the end at 5000: 100 ms → 50.
    expect(
      totalBlockingTime(
        [
          { start: 400, duration: 300 },
          { start: 4900, duration: 300 },
        ],
        500,
        5000,
      ),
    ).toBe(200);
  });
});

describe('layoutShiftSum', () => {
  it('sums every shift not caused by input', () => {
    const shifts = [
      { value: 0.05, hadRecentInput: false },
      { value: 0.5, hadRecentInput: true },
      { value: 0.02, hadRecentInput: false },
    ];
    expect(layoutShiftSum(shifts)).toBeCloseTo(0.07, 10);
    expect(layoutShiftSum([])).toBe(0);
  });
});

describe('firstLoadJsDone', () => {
  const script = (url: string, requestedAt: number, arrivedAt: number | null) => ({ url, requestedAt, arrivedAt });
  const graph = (start: number, end: number) => ({ url: null, start, end });

  it("is the last evaluation end of the scripts requested before load; later scripts don't count", () => {
    const scripts = [script('/a.js', 100, 800), script('/b.js', 120, 900), script('/lazy.js', 3000, 3500)];
    const evaluations = [
      { url: '/a.js', start: 1800, end: 1900 },
      { url: '/b.js', start: 1000, end: 1200 },
      { url: '/lazy.js', start: 3500, end: 3600 },
    ];
    expect(firstLoadJsDone(scripts, 2000, evaluations)).toBe(1900);
  });

  it('takes for a module the end of the first module-graph evaluation after it arrived', () => {
    const scripts = [script('/entry.js', 100, 800), script('/island.js', 100, 1500)];
    const evaluations = [graph(850, 1000), graph(1600, 1750), graph(2600, 2700)];
    expect(firstLoadJsDone(scripts, 2000, evaluations)).toBe(1750);
  });

  it('takes the arrival of a script no evaluation follows', () => {
    expect(firstLoadJsDone([script('/preloaded.js', 100, 1500)], 2000, [graph(900, 1000)])).toBe(1500);
  });

  it('is null on a page without scripts, and when a first-load script never arrived', () => {
    expect(firstLoadJsDone([], 2000, [])).toBeNull();
    expect(firstLoadJsDone([script('/a.js', 100, null)], 2000, [])).toBeNull();
  });
});

describe('bytes by kind', () => {
  it('sorts CDP resource types into the report kinds, API reads as other', () => {
    expect(kindOf('Document', 'text/html')).toBe('html');
    expect(kindOf('Stylesheet', 'text/css')).toBe('css');
    expect(kindOf('Script', 'text/javascript')).toBe('js');
    expect(kindOf('Font', 'font/woff2')).toBe('font');
    expect(kindOf('Image', 'image/svg+xml')).toBe('img');
    expect(kindOf('Fetch', 'application/json')).toBe('other');
    expect(kindOf('Other', 'application/javascript')).toBe('js');
  });

  it('sums transfer sizes per kind and in total', () => {
    expect(
      bytesByKind([
        { kind: 'js', transfer: 100 },
        { kind: 'js', transfer: 50 },
        { kind: 'html', transfer: 10 },
      ]),
    ).toEqual({ html: 10, css: 0, js: 150, font: 0, img: 0, other: 0, total: 160 });
  });
});
