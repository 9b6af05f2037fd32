import { describe, expect, it } from 'vitest';
import {
  CONTENT_IMAGE_MAX_BYTES,
  contentImageSrcSet,
  contentImageWidths,
  dataUrlByteLength,
  dataUrlLength,
  imageVariantUrl,
  parseImageVariantUrl,
  pdfUploadUrl,
  uploadSlug,
} from './uploads.ts';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';

describe('content upload widths', () => {
  it('never enlarges, keeps the own width on top, and always answers one', () => {
    expect(contentImageWidths(4000)).toEqual([480, 960, 1600]);
    expect(contentImageWidths(1600)).toEqual([480, 960, 1600]);
    expect(contentImageWidths(1200)).toEqual([480, 960, 1200]);
    expect(contentImageWidths(480)).toEqual([480]);
    expect(contentImageWidths(300)).toEqual([300]);
    expect(contentImageWidths(1)).toEqual([1]);
  });
});

describe('content upload addresses', () => {
  it('builds and reads a variant address', () => {
    expect(imageVariantUrl(ID, 960)).toBe(`/media/uploads/${ID}/960.webp`);
    expect(parseImageVariantUrl(`/media/uploads/${ID}/960.webp`)).toEqual({
      publicId: ID,
      width: 960,
    });
    expect(parseImageVariantUrl('/media/services/air.svg')).toBeNull();
    expect(parseImageVariantUrl(`/media/uploads/${ID}/0960.webp`)).toBeNull();
    expect(pdfUploadUrl(ID, 'profile')).toBe(`/media/uploads/${ID}/profile.pdf`);
  });

  it('builds a srcset from the largest variant, smallest first', () => {
    expect(contentImageSrcSet(imageVariantUrl(ID, 1600))).toBe(
      `/media/uploads/${ID}/480.webp 480w, /media/uploads/${ID}/960.webp 960w, /media/uploads/${ID}/1600.webp 1600w`,
    );
    expect(contentImageSrcSet(imageVariantUrl(ID, 700))).toBe(
      `/media/uploads/${ID}/480.webp 480w, /media/uploads/${ID}/700.webp 700w`,
    );
    expect(contentImageSrcSet('/media/news/cargo.svg')).toBeUndefined();
    expect(contentImageSrcSet('https://example.com/a.jpg')).toBeUndefined();
  });

  it('slugs a file name', () => {
    expect(uploadSlug('Company Profile 2026.pdf')).toBe('company-profile-2026');
    expect(uploadSlug('Société Générale.PDF')).toBe('societe-generale');
    expect(uploadSlug('ملف.pdf')).toBe('document');
    expect(uploadSlug('../../etc/passwd')).toBe('etc-passwd');
    expect(uploadSlug('a'.repeat(100))).toHaveLength(60);
  });
});

describe('data URL sizes', () => {
  it('measures the bytes without decoding', () => {
    // 'hello world!!', 'hello world!', 'hello world': two, none and one padding characters.
    for (const [base64, bytes] of [
      ['aGVsbG8gd29ybGQhIQ==', 13],
      ['aGVsbG8gd29ybGQh', 12],
      ['aGVsbG8gd29ybGQ=', 11],
    ] as const) {
      expect(dataUrlByteLength(`data:application/pdf;base64,${base64}`)).toBe(bytes);
    }
    expect(dataUrlByteLength('not a data url')).toBe(0);
    expect(dataUrlLength(CONTENT_IMAGE_MAX_BYTES)).toBeGreaterThan(
      (CONTENT_IMAGE_MAX_BYTES * 4) / 3,
    );
  });
});
