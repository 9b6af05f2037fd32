import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A solid picture drawn by sharp itself, in the format asked for. */
export function picture(
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif',
  width: number,
  height: number,
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } },
  });
  return image.toFormat(format).toBuffer();
}

/**
 * A JPEG stored sideways (EXIF orientation 6: turn a quarter clockwise to view) that carries a
 * copyright note and a GPS position, which a public variant must not keep.
 */
export function sidewaysPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3060c0' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: 'secret-owner', Make: 'PhoneCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '29/1 22/1 0/1' },
    })
    .toBuffer();
}

/** A real PNG whose header claims `width` x `height`: judged by its header, never decoded. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture('png', 1, 1));
  // IHDR: length (8..12), 'IHDR' (12..16), width (16..20), height (20..24), ..., CRC (29..33).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/** The first bytes of a Linux and a Windows executable, padded to look like a file. */
export const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]),
  Buffer.alloc(500),
]);
export const MZ = Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(500, 1)]);

/** A minimal PDF. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

export const dataUrl = (bytes: Buffer, type = 'application/octet-stream') =>
  `data:${type};base64,${bytes.toString('base64')}`;
