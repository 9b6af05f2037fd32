import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CONTENT_IMAGE_MAX_BYTES, CONTENT_PDF_MAX_BYTES } from '@courier/domain/content/uploads';
import { contentUploadMessages as m } from '@courier/domain/content/uploadMessages';
import { sniffPictureType } from './pictureType.ts';
import { processImage } from './processImage.ts';
import { processPdf } from './processPdf.ts';
import {
  ELF,
  MZ,
  PDF_BYTES,
  picture,
  pngClaiming,
  sidewaysPhoto,
} from './testPictures.testSupport.ts';

async function expectWebp(bytes: Buffer, width: number, height: number) {
  const meta = await sharp(bytes).metadata();
  expect(meta.format).toBe('webp');
  expect([meta.width, meta.height]).toEqual([width, height]);
  expect(meta.exif).toBeUndefined();
  expect(meta.icc).toBeUndefined();
}

describe('processImage', () => {
  it('converts a JPEG to WebP at each standard width it reaches', async () => {
    const result = await processImage(await picture('jpeg', 2000, 1000));
    if (!result.ok) throw new Error(result.message);
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 240],
      [960, 480],
      [1600, 800],
    ]);
    expect([result.width, result.height]).toEqual([1600, 800]);
    for (const v of result.variants) await expectWebp(v.bytes, v.width, v.height);
  });

  it('converts a PNG narrower than the largest width without enlarging it', async () => {
    const result = await processImage(await picture('png', 1200, 900));
    if (!result.ok) throw new Error(result.message);
    expect(result.variants.map((v) => v.width)).toEqual([480, 960, 1200]);
    await expectWebp(result.variants[2]?.bytes ?? Buffer.alloc(0), 1200, 900);
  });

  it('keeps a small picture at its own size, as one variant', async () => {
    const result = await processImage(await picture('png', 200, 100));
    if (!result.ok) throw new Error(result.message);
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([[200, 100]]);
  });

  it.each(['webp', 'avif', 'gif'] as const)('accepts a %s picture', async (format) => {
    const bytes = await picture(format, 600, 300);
    expect(sniffPictureType(bytes)).toBe(format);
    const result = await processImage(bytes);
    if (!result.ok) throw new Error(result.message);
    expect(result.variants.map((v) => v.width)).toEqual([480, 600]);
  });

  it('turns a sideways photo upright and strips its EXIF (camera, GPS)', async () => {
    const photo = await sidewaysPhoto(1000, 600);
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const result = await processImage(photo);
    if (!result.ok) throw new Error(result.message);
    // Stored 1000 x 600 on its side: upright it is 600 wide, 1000 tall.
    expect(result.variants.map((v) => [v.width, v.height])).toEqual([
      [480, 800],
      [600, 1000],
    ]);
    for (const v of result.variants) {
      await expectWebp(v.bytes, v.width, v.height);
      expect(v.bytes.includes('secret-owner')).toBe(false);
      expect(v.bytes.includes('PhoneCam')).toBe(false);
    }
  });

  it.each([
    ['an ELF executable', ELF],
    ['a Windows executable', MZ],
    [
      'an SVG',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    ['a PDF', PDF_BYTES],
    ['text', Buffer.from('hello')],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s with the clear message', async (_name, bytes) => {
    expect(await processImage(bytes)).toEqual({ ok: false, message: m.imageType });
  });

  it('refuses a picture over 10 MB before looking at it', async () => {
    const big = Buffer.concat([
      await picture('jpeg', 10, 10),
      Buffer.alloc(CONTENT_IMAGE_MAX_BYTES),
    ]);
    expect(await processImage(big)).toEqual({ ok: false, message: m.imageTooLarge });
  });

  it('refuses more than 40 megapixels from the header, without decoding', async () => {
    expect(await processImage(await pngClaiming(8000, 6000))).toEqual({
      ok: false,
      message: m.imageTooManyPixels,
    });
  });

  it('refuses a damaged picture', async () => {
    const jpeg = await picture('jpeg', 800, 600);
    const damaged = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(300, 0x55)]);
    expect(await processImage(damaged)).toEqual({ ok: false, message: m.imageUnreadable });
  });

  it('refuses a file that starts like one format and is another', async () => {
    const png = await picture('png', 50, 50);
    const disguised = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), png]);
    const result = await processImage(disguised);
    expect(result.ok).toBe(false);
  });
});

describe('processPdf', () => {
  it('keeps a PDF as it is', () => {
    expect(processPdf(PDF_BYTES)).toEqual({ ok: true, bytes: PDF_BYTES });
  });

  it('refuses a file named .pdf that is not one, and one over 20 MB', () => {
    expect(processPdf(MZ)).toEqual({ ok: false, message: m.pdfType });
    expect(processPdf(Buffer.from('PDF-1.4 almost'))).toEqual({ ok: false, message: m.pdfType });
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(CONTENT_PDF_MAX_BYTES)]);
    expect(processPdf(big)).toEqual({ ok: false, message: m.pdfTooLarge });
  });
});
