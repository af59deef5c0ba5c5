import { msg } from '@lingui/core/macro';
import { pageText } from './page-text';
/**
 * Profile pictures: decoded and scaled to at most 256 px on the long side before they are
 * stored, so a 5 MB photo becomes a few kilobytes of data URL. The size maths is pure (tested in
 * vitest); decoding and encoding need a real browser (tested in Playwright).
 */
export const AVATAR_MAX_SIDE = 256;
const AVATAR_QUALITY = 0.85;
/** Larger files are refused before decoding: a 40 MB upload is not a profile picture. */
const AVATAR_MAX_FILE_BYTES = 20 * 1024 * 1024;

/** A problem with the chosen picture, its message in the page's language, to show as it is. */
export class AvatarError extends Error {}

/** Target size: the long side at most `max`, aspect kept, never upscaled, at least 1 px. */
export function fitWithin(width: number, height: number, max = AVATAR_MAX_SIDE) {
  if (!(width > 0 && height > 0)) throw new AvatarError(pageText(msg`The image has no size.`));
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Checks the file before any work; returns the message to show, or null when it may go on. */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): string | null {
  if (!file.type.startsWith('image/'))
    return pageText(msg`Please choose an image file (for example JPEG, PNG or WebP).`);
  if (file.size > AVATAR_MAX_FILE_BYTES)
    return pageText(msg`That image is larger than 20 MB. Please choose a smaller one.`);
  return null;
}

type Drawable = ImageBitmap | HTMLImageElement;

async function decode(file: Blob): Promise<Drawable> {
  try {
    return await createImageBitmap(file);
  } catch {
    // Some formats (SVG among them) only decode through an <img>.
    const url = URL.createObjectURL(file);
    try {
      const img = new Image();
      img.src = url;
      await img.decode();
      return img;
    } catch {
      throw new AvatarError(
        pageText(msg`That image could not be read. Please choose another one.`),
      );
    } finally {
      URL.revokeObjectURL(url);
    }
  }
}

/**
 * Decodes, scales and encodes: WebP where the browser can, JPEG otherwise. A profile's avatar
 * (features/profiles) asks for a smaller JPEG: `{ maxSide: 128, jpeg: true }`.
 */
export async function downscaleToDataUrl(
  file: Blob,
  options: { maxSide?: number; jpeg?: boolean } = {},
): Promise<string> {
  const image = await decode(file);
  const width = 'naturalWidth' in image ? image.naturalWidth : image.width;
  const height = 'naturalHeight' in image ? image.naturalHeight : image.height;
  const size = fitWithin(width, height, options.maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new AvatarError(pageText(msg`This browser cannot resize images.`));
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, size.width, size.height);
  if ('close' in image) image.close();
  if (options.jpeg) return canvas.toDataURL('image/jpeg', AVATAR_QUALITY);
  const webp = canvas.toDataURL('image/webp', AVATAR_QUALITY);
  return webp.startsWith('data:image/webp') ? webp : canvas.toDataURL('image/jpeg', AVATAR_QUALITY);
}
