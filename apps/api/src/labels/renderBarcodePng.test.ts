import { describe, expect, it } from 'vitest';
import { code128Bars } from './code128Bars.ts';
import { renderBarcodePng } from './renderBarcodePng.ts';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('renderBarcodePng', () => {
  it('draws the AWB as a PNG as wide as its Code 128 modules at scale 3', async () => {
    const png = await renderBarcodePng('12345678903');
    expect(png.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
    const width = png.readUInt32BE(16); // IHDR width
    const height = png.readUInt32BE(20);
    const modules = code128Bars('12345678903').modules;
    // bwip-js adds padding on both sides; the bars themselves are modules x 3 pixels.
    expect(width).toBeGreaterThanOrEqual(modules * 3);
    expect(width).toBeLessThan(modules * 3 + 100);
    expect(height).toBeGreaterThan(50);
  });

  it('refuses what is not an airway bill number', async () => {
    await expect(renderBarcodePng('')).rejects.toThrow(/airway bill number/);
    await expect(renderBarcodePng('<script>')).rejects.toThrow(/airway bill number/);
  });
});
