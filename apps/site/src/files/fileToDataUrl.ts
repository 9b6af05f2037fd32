import { IMAGE_JPEG_QUALITY, IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH, IMAGE_OUTPUT_TYPE } from '@courier/domain/constants';
import { imageLoadErrorMessage } from '@courier/domain/messages';
import { fitWithin } from './fitWithin';

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    // Spec 8: an image-load failure rejects with 'Error loading image: ' plus the detail.
    image.onerror = (event) => reject(new Error(imageLoadErrorMessage(typeof event === 'string' ? event : 'unreadable image')));
    image.src = src;
  });
}

/**
 * Spec 5: uploaded images are compressed in the browser to JPEG at quality 0.7 within 1905 x 800.
 * Other files (PDF resumes and invoices) are sent as they are.
 */
export async function fileToDataUrl(file: File): Promise<string> {
  const original = await readAsDataUrl(file);
  if (!file.type.startsWith('image/')) return original;
  const image = await loadImage(original);
  const { width, height } = fitWithin(image.naturalWidth, image.naturalHeight, IMAGE_MAX_WIDTH, IMAGE_MAX_HEIGHT);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return original;
  context.drawImage(image, 0, 0, width, height);
  return canvas.toDataURL(IMAGE_OUTPUT_TYPE, IMAGE_JPEG_QUALITY);
}
