/**
 * Making a picture smaller in the browser before it is sent (shrink-plan.ts decides when and to what): decoded
 * with createImageBitmap, turned the way the camera recorded it, drawn over white (a PNG's transparent parts would
 * turn black in a JPEG) and saved as JPEG. Loaded only when a picture is picked, so no page carries it up front.
 */
import { UPLOAD_MAX_BYTES } from '../../contract/rules.ts';
import { JPEG_QUALITY, MAX_SHRINK_TRIES, type PictureSize, shrinkPlan, smallerPlan } from './shrink-plan.ts';

async function drawJpeg(bitmap: ImageBitmap, size: PictureSize): Promise<Blob> {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  if (context === null) throw new Error('No 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
}

/** `passport.png` → `passport.jpg`. */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name}.jpg`;
}

/**
 * The picture as it should be sent: the same file when it is small enough, a smaller JPEG otherwise (perhaps
 * still over the limit after every try: the caller checks); null when the browser cannot read it as a picture.
 */
export async function shrinkPicture(file: File): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    let plan = shrinkPlan({ width: bitmap.width, height: bitmap.height, bytes: file.size });
    if (plan === null) return file;
    for (let tries = 0; ; tries++) {
      const blob = await drawJpeg(bitmap, plan);
      if (blob.size <= UPLOAD_MAX_BYTES || tries >= MAX_SHRINK_TRIES) {
        return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
      }
      plan = smallerPlan(plan, blob.size);
    }
  } catch {
    return null;
  } finally {
    bitmap.close();
  }
}
