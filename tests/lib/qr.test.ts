import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrPicture } from '../../src/lib/qr.ts';

/** The dark cells the path paints, read back from its runs. */
function paintedCells(path: string): Set<string> {
  const cells = new Set<string>();
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let dx = 0; dx < Number(width); dx++) cells.add(`${Number(x) + dx},${y}`);
  }
  return cells;
}

describe('qrPicture', () => {
  it('paints exactly the dark modules of the code, inside a four-module quiet zone', () => {
    const payload =
      '00020101021238570010A000000727012700069704220113VQRQ00000000010208QRIBFTTA53037045405150005802VN6304ABCD';
    const { data, size } = encode(payload, { ecc: 'M', border: 0 });
    const picture = qrPicture(payload);
    expect(picture.size).toBe(size + 2 * QUIET_ZONE);
    const expected = new Set<string>();
    data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) expected.add(`${x + QUIET_ZONE},${y + QUIET_ZONE}`);
      });
    });
    expect(paintedCells(picture.path)).toEqual(expected);
  });

  it('gives different pictures for different payloads', () => {
    expect(qrPicture('CP-REF-1').path).not.toBe(qrPicture('CP-REF-2').path);
  });
});
