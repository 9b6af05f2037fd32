/**
 * Reads the barcodes in a camera frame: the browser's BarcodeDetector where it has one (Chrome on
 * Android), else zxing-wasm, whose code and WebAssembly load only now (never in the first load)
 * from this app's own assets, so scanning works offline once loaded.
 */
import type * as ZXingReader from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** Code 128 on the label; the 2D kinds a label or a receipt may carry too. */
const NATIVE_FORMATS = ['code_128', 'qr_code', 'data_matrix', 'pdf417'];
const ZXING_FORMATS = ['Code128', 'QRCode', 'DataMatrix', 'PDF417'] as const;

let native: Promise<BarcodeDetectorLike | null> | undefined;
function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  native ??= (async () => {
    const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
    if (!Detector) return null;
    const supported = await Detector.getSupportedFormats().catch(() => [] as string[]);
    const formats = NATIVE_FORMATS.filter((f) => supported.includes(f));
    return formats.includes('code_128') ? new Detector({ formats }) : null;
  })();
  return native;
}

let zxing: Promise<typeof ZXingReader> | undefined;
function zxingReader() {
  zxing ??= import('zxing-wasm/reader').then((module) => {
    module.prepareZXingModule({
      overrides: {
        locateFile: (path: string, prefix: string) =>
          path.endsWith('.wasm') ? wasmUrl : prefix + path,
      },
    });
    return module;
  });
  return zxing;
}

/** The texts of the barcodes found in a frame (none: an empty list). */
export async function decodeFrame(frame: ImageData, forceZxing = false): Promise<string[]> {
  const detector = forceZxing ? null : await nativeDetector();
  if (detector) {
    const bitmap = await createImageBitmap(frame);
    try {
      return (await detector.detect(bitmap)).map((code) => code.rawValue);
    } finally {
      bitmap.close();
    }
  }
  const { readBarcodes } = await zxingReader();
  const results = await readBarcodes(frame, {
    formats: [...ZXING_FORMATS],
    tryHarder: true,
    maxNumberOfSymbols: 4,
  });
  return results.filter((r) => r.isValid).map((r) => r.text);
}
