/** The longest side of a proof photo as sent: enough to read a label, small enough offline. */
const PHOTO_MAX_SIDE = 1280;

/** The size a picture is scaled to so its longer side is at most `max` (never enlarged). */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A camera picture made small on the phone: drawn onto a canvas at most 1280 px on its longer
 * side and kept as a JPEG data URL (the server strips what metadata would survive anyway).
 */
export async function compressPhoto(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  const { width, height } = fitWithin(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.8);
}
