// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the site e2e typechecks this file through the API entry, without the API's include of fontkit.d.ts
/// <reference path="./fontkit.d.ts" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create } from 'fontkit';

/**
 * The fonts documents use: pdfkit's built-in Helvetica for Latin (WinAnsi only), and IBM Plex
 * Sans Arabic, embedded from its npm package, for Arabic names and addresses (and the rest of a
 * line written in Arabic: it has Latin too). The product never reads system fonts.
 *
 * Why Plex and not Noto Sans Arabic (the web pages' fallback): Noto draws the beh family (ب ت ث
 * ن ي) from one dotless glyph plus dot glyphs, so a PDF's text layer maps all of them to whichever
 * letter came first and copy, search and screen readers get wrong letters; Plex has one glyph per
 * letter form, so the text layer reads back right.
 */
export type LatinFont = 'Helvetica' | 'Helvetica-Bold';
export const REGULAR: LatinFont = 'Helvetica';
export const BOLD: LatinFont = 'Helvetica-Bold';

/** The embedded font registered beside each Latin one, same weight. */
export const EMBEDDED: Record<LatinFont, string> = {
  Helvetica: 'IBMPlexSansArabic',
  'Helvetica-Bold': 'IBMPlexSansArabic-Bold',
};

const FILES: Record<LatinFont, string> = {
  Helvetica: '@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf',
  'Helvetica-Bold': '@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf',
};

let loaded: Record<LatinFont, Buffer> | undefined;
/** Read once per process: every PDF registers the same bytes (pdfkit subsets what it uses). */
function fontBytes(): Record<LatinFont, Buffer> {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    loaded = {
      Helvetica: readFileSync(require.resolve(FILES.Helvetica)),
      'Helvetica-Bold': readFileSync(require.resolve(FILES['Helvetica-Bold'])),
    };
  }
  return loaded;
}

let coverage: ReturnType<typeof create> | undefined;
/** Whether the embedded font has a glyph for the character (both weights cover the same set). */
export function embeddedFontCovers(codePoint: number): boolean {
  coverage ??= create(fontBytes().Helvetica);
  return coverage.hasGlyphForCodePoint(codePoint);
}

/** Registers the embedded fonts under EMBEDDED's names; pdfkit embeds them only if used. */
export function registerScriptFonts(doc: PDFKit.PDFDocument): void {
  const bytes = fontBytes();
  for (const latin of [REGULAR, BOLD]) doc.registerFont(EMBEDDED[latin], bytes[latin]);
}

/** Characters the built-in fonts can print: printable ASCII and Latin-1 (WinAnsi's core). */
export function isWinAnsi(codePoint: number): boolean {
  return (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff);
}
