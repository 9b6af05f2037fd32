/** Picture formats accepted for public pages, as told by their first bytes. */
export type PictureType = 'jpeg' | 'png' | 'webp' | 'avif' | 'gif';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
/** ISO-BMFF brands of AVIF (still picture, sequence); HEIC is not one: sharp cannot read it. */
const AVIF_BRANDS = new Set(['avif', 'avis']);

const ascii = (bytes: Buffer, start: number, end: number) =>
  bytes.subarray(start, end).toString('latin1');

/** An AVIF file starts with an `ftyp` box naming avif as its major or a compatible brand. */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length, 256);
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  // Compatible brands follow the major brand and its 4-byte minor version.
  for (let at = 16; at + 4 <= boxSize; at += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, at, at + 4))) return true;
  }
  return false;
}

/**
 * What a picture really is, from its first bytes; never from its name or declared type. An
 * executable (ELF, 'MZ'), a script or an SVG (which can carry script) is none of these.
 */
export function sniffPictureType(bytes: Buffer): PictureType | undefined {
  if (bytes.subarray(0, 8).equals(PNG)) return 'png';
  if (bytes.subarray(0, 3).equals(JPEG)) return 'jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  const gif = ascii(bytes, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif';
  if (isAvif(bytes)) return 'avif';
  return undefined;
}

/** The kind a PDF announces in its first bytes. */
export const isPdf = (bytes: Buffer): boolean => ascii(bytes, 0, 5) === '%PDF-';
