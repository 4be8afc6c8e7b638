/**
 * When a picture is made smaller before it is sent, and to what (docs/decisions/017). A document is read well
 * at 2000 px on its longest side; a picture larger than that, or heavier than the upload limit, is drawn again at
 * most that size and saved as JPEG at quality 0.85 (shrink.ts does the drawing). If that is still too heavy, each
 * further try scales the sides by the square root of how far over the limit it was, a little more, since the
 * weight of a JPEG follows its area.
 */
import { UPLOAD_MAX_BYTES } from '../../contract/rules.ts';

/** The longest side a document picture needs. */
export const MAX_SIDE_PX = 2000;
export const JPEG_QUALITY = 0.85;
/** Tries after the first before a picture is given up as too heavy. */
export const MAX_SHRINK_TRIES = 4;
/** How much below the limit a retry aims, so it lands under it. */
const MARGIN = 0.9;

export interface PictureSize {
  readonly width: number;
  readonly height: number;
}

/** The size to draw a picture at, or null to send it as it is. */
export function shrinkPlan(picture: PictureSize & { readonly bytes: number }): PictureSize | null {
  const longest = Math.max(picture.width, picture.height);
  if (longest <= MAX_SIDE_PX && picture.bytes <= UPLOAD_MAX_BYTES) return null;
  return scaled(picture, Math.min(1, MAX_SIDE_PX / longest));
}

/** The size of the next try after a JPEG of `bytes` at `size` came out over the limit. */
export function smallerPlan(size: PictureSize, bytes: number): PictureSize {
  return scaled(size, Math.min(MARGIN, Math.sqrt(UPLOAD_MAX_BYTES / bytes) * MARGIN));
}

function scaled(size: PictureSize, factor: number): PictureSize {
  return {
    width: Math.max(1, Math.round(size.width * factor)),
    height: Math.max(1, Math.round(size.height * factor)),
  };
}
