import type * as PdfLibModule from 'pdf-lib';
import type { PDFDict } from 'pdf-lib';
import sharp from 'sharp';
import yauzl from 'yauzl';
import type { FileKind } from './fileType.ts';

/** A .docx holds a few dozen parts; its text inflates to a few MB at most. */
const DOCX_MAX_ENTRIES = 2_000;
const DOCX_MAX_INFLATED_BYTES = 50 * 1024 * 1024;
/** Pictures: decoded in full, within this many pixels (a 50-megapixel photo). */
const MAX_PIXELS = 50_000_000;
/** Markup or server code a browser or a server could run if the file were ever taken for text. */
const ACTIVE_TEXT = /<\?php|<\s*(script|html|body|iframe|svg)\b/i;
/** PDF keys that run something when the file is opened or clicked. */
const ACTIVE_PDF_KEYS = [
  'JS',
  'JavaScript',
  'Launch',
  'AA',
  'OpenAction',
  'EmbeddedFile',
  'RichMedia',
];

/**
 * Judges an upload by parsing it, not by its first bytes only: a picture must decode in full, a
 * PDF must open with pages and no JavaScript, launch or open actions, a .docx must be a zip whose
 * entries and inflated size stay within limits. True when the file may be stored.
 */
export async function isSafeDocument(kind: FileKind, bytes: Buffer): Promise<boolean> {
  if (ACTIVE_TEXT.test(bytes.toString('latin1'))) return false;
  try {
    if (kind === 'png' || kind === 'jpeg') return await decodesFully(bytes);
    if (kind === 'pdf') return await isPlainPdf(bytes);
    if (kind === 'docx') return await isBoundedDocx(bytes);
    return true;
  } catch {
    return false;
  }
}

async function decodesFully(bytes: Buffer): Promise<boolean> {
  await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).raw().toBuffer();
  return true;
}

/**
 * pdf-lib is loaded on the first PDF: it is the heaviest module the API imports (about 0.4 s of
 * CPU), and every process and test file that never reads a PDF paid for it at start.
 */
type PdfLib = typeof PdfLibModule;

async function isPlainPdf(bytes: Buffer): Promise<boolean> {
  const lib: PdfLib = await import('pdf-lib');
  const { PDFDict, PDFDocument, PDFName, PDFRawStream, PDFStream } = lib;
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  if (pdf.getPageCount() < 1) return false;
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    const dict =
      object instanceof PDFDict ? object : object instanceof PDFStream ? object.dict : undefined;
    if (dict && hasActiveKey(lib, dict, 0)) return false;
    if (
      object instanceof PDFRawStream &&
      dict?.get(PDFName.of('Type')) === PDFName.of('EmbeddedFile')
    )
      return false;
  }
  return true;
}

function hasActiveKey(lib: PdfLib, dict: PDFDict, depth: number): boolean {
  const { PDFArray, PDFDict, PDFName } = lib;
  for (const [key, value] of dict.entries()) {
    const name = key.decodeText();
    if (ACTIVE_PDF_KEYS.includes(name)) return true;
    if (
      name === 'S' &&
      value instanceof PDFName &&
      ['JavaScript', 'Launch'].includes(value.decodeText())
    )
      return true;
    if (depth < 8 && value instanceof PDFDict && hasActiveKey(lib, value, depth + 1)) return true;
    if (depth < 8 && value instanceof PDFArray)
      for (const item of value.asArray())
        if (item instanceof PDFDict && hasActiveKey(lib, item, depth + 1)) return true;
  }
  return false;
}

/** What a zip (a .docx, an .xlsx) may hold: entries, inflated bytes, and parts it must have. */
export interface ZipLimits {
  maxEntries: number;
  maxInflatedBytes: number;
  required: readonly string[];
}

const isBoundedDocx = (bytes: Buffer) =>
  isBoundedZip(bytes, {
    maxEntries: DOCX_MAX_ENTRIES,
    maxInflatedBytes: DOCX_MAX_INFLATED_BYTES,
    required: ['[Content_Types].xml', 'word/document.xml'],
  });

/**
 * Reads the zip's central directory (yauzl), refuses too many entries or a declared total over
 * the limit, then inflates every entry counting what comes out: yauzl stops an entry whose
 * inflated bytes differ from its declared size, so a lying directory cannot pass either.
 */
export function isBoundedZip(bytes: Buffer, limits: ZipLimits): Promise<boolean> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return resolve(false);
      let entries = 0;
      let inflated = 0;
      const names = new Set<string>();
      let settled = false;
      const done = (ok: boolean) => {
        if (settled) return;
        settled = true;
        if (zip.isOpen) zip.close();
        resolve(ok);
      };
      zip.on('error', () => done(false));
      zip.on('end', () => done(limits.required.every((name) => names.has(name))));
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        inflated += entry.uncompressedSize;
        names.add(entry.fileName);
        if (entries > limits.maxEntries || inflated > limits.maxInflatedBytes) return done(false);
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return done(false);
          stream.on('data', () => {});
          stream.on('error', () => done(false));
          stream.on('end', () => {
            if (!settled) zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
