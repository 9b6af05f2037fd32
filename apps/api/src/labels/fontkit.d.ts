// fontkit 2 ships no types; only the part the labels use to ask which characters a font covers.
declare module 'fontkit' {
  interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer | Uint8Array): Font;
}
