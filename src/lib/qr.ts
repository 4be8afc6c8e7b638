/**
 * A QR code as one SVG path, made in the browser. Loaded on demand (src/ui/qr-view.tsx imports it with
 * `import()`), so the encoder never weighs on a page's first load. The encoder is `uqr` (unjs; ~4 KB gzipped,
 * no dependencies, a port of Nayuki's reference generator): the smallest well-used one that hands back the module
 * grid rather than a finished image, so the view draws it as React elements with its own colours and names.
 */
import { encode } from 'uqr';

/** The four-module quiet zone ISO/IEC 18004 asks around a code. */
export const QUIET_ZONE = 4;

export interface QrPicture {
  /** Modules per side, quiet zone included: the SVG's viewBox is `0 0 size size`. */
  readonly size: number;
  /** The dark modules, one `M x y h w v 1 h -w z` per horizontal run. */
  readonly path: string;
}

/** The picture of a payload: level M error correction (15 %), which phones read from a screen reliably. */
export function qrPicture(payload: string): QrPicture {
  const { data, size } = encode(payload, { ecc: 'M', border: 0 });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let start = -1;
    row.forEach((dark, x) => {
      if (dark && start === -1) start = x;
      const ends = start !== -1 && (!dark || x === row.length - 1);
      if (!ends) return;
      const width = (dark ? x + 1 : x) - start;
      runs.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${width}v1h-${width}z`);
      start = -1;
    });
  });
  return { size: size + 2 * QUIET_ZONE, path: runs.join('') };
}
