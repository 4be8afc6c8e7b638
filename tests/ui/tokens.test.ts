import { describe, expect, it } from 'vitest';
import { CONTRAST_PAIRS, DARK, LIGHT } from '../../src/ui/tokens.ts';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('colour tokens meet WCAG AA in both modes', () => {
  for (const [mode, tokens] of [
    ['light', LIGHT],
    ['dark', DARK],
  ] as const) {
    for (const [fg, bg, kind] of CONTRAST_PAIRS) {
      it(`${mode}: ${fg} on ${bg}`, () => {
        expect(contrast(tokens[fg], tokens[bg])).toBeGreaterThanOrEqual(kind === 'text' ? 4.5 : 3);
      });
    }
  }

  it('computes contrast correctly (black on white is 21:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
