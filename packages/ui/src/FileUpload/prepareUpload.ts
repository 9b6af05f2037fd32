import {
  IMAGE_JPEG_QUALITY,
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_WIDTH,
  IMAGE_OUTPUT_TYPE,
} from '@courier/domain/constants';
import { imageLoadErrorMessage } from '@courier/domain/messages';

/** A chosen file as the forms carry it: its name, type and content as a data URL. */
export interface UploadedFile {
  name: string;
  type: string;
  dataUrl: string;
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * The longest side that keeps an image of `width` x `height` within the limits. The compression
 * library takes one bound for both sides, so the 1905 x 800 box becomes a bound on the longest one.
 */
export function longestSideWithin(width: number, height: number): number {
  const scale = Math.min(1, IMAGE_MAX_WIDTH / width, IMAGE_MAX_HEIGHT / height);
  return Math.max(1, Math.floor(Math.max(width, height) * scale));
}

/**
 * Compresses an image to JPEG (quality 0.7) within 1905 x 800; rejects with 'Error loading image: ...'.
 * The compression library is fetched when a picture is chosen, not with the form: its module sets
 * up tables when it loads (a long task on a phone) and most bookings upload no picture.
 */
async function compressImage(file: File): Promise<File> {
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const bitmap = await createImageBitmap(file);
    const bound = longestSideWithin(bitmap.width, bitmap.height);
    bitmap.close();
    return await imageCompression(file, {
      maxWidthOrHeight: bound,
      fileType: IMAGE_OUTPUT_TYPE,
      initialQuality: IMAGE_JPEG_QUALITY,
      // The worker build is fetched from a CDN; stay on the main thread so nothing leaves the page.
      useWebWorker: false,
    });
  } catch (error) {
    throw new Error(imageLoadErrorMessage(error instanceof Error ? error.message : error));
  }
}

/** Images are compressed; documents pass through unchanged. */
export async function prepareUpload(file: File): Promise<UploadedFile> {
  if (file.type.startsWith('image/')) {
    const compressed = await compressImage(file);
    const name = file.name.replace(/\.[^.]+$/, '') + '.jpg';
    return { name, type: IMAGE_OUTPUT_TYPE, dataUrl: await readAsDataUrl(compressed) };
  }
  return { name: file.name, type: file.type, dataUrl: await readAsDataUrl(file) };
}
