import { writeFileSync } from 'node:fs';
import bwipjs from 'bwip-js/node';
import sharp from 'sharp';

const W = 640;
const H = 480;

/**
 * A camera file for Chromium's fake capture device (--use-file-for-fake-video-capture): one
 * Y4M frame (4:2:0) of a label's Code 128 barcode of `awb` on white, as a phone held over a label
 * would see it. Chromium plays the frame in a loop.
 */
export async function writeBarcodeY4m(awb: string, path: string): Promise<void> {
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text: awb,
    scale: 3,
    height: 18,
    includetext: true,
    paddingwidth: 10,
    paddingheight: 10,
    backgroundcolor: 'FFFFFF',
  });
  // The label fills most of the frame with a white margin around it, as a phone held over it.
  const label = await sharp(png)
    .flatten({ background: '#ffffff' })
    .resize(W - 80, H - 120, { fit: 'inside' })
    .toBuffer();
  const { data } = await sharp(label)
    .resize(W, H, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(W * H);
  const u = Buffer.alloc((W / 2) * (H / 2));
  const v = Buffer.alloc((W / 2) * (H / 2));
  for (let row = 0; row < H; row += 1)
    for (let col = 0; col < W; col += 1) {
      const i = (row * W + col) * 3;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      y[row * W + col] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const j = (row / 2) * (W / 2) + col / 2;
        u[j] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
        v[j] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
      }
    }
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\nFRAME\n`);
  writeFileSync(path, Buffer.concat([header, y, u, v]));
}

/** The barcode as a PNG picture (a proof photo in the journeys: a real image the server decodes). */
export const barcodePng = (text: string): Promise<Buffer> =>
  bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 12,
    includetext: true,
    backgroundcolor: 'FFFFFF',
  });
