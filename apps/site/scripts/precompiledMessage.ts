/**
 * Stands in for `@lingui/message-utils/compileMessage` in the site's browser build, whose
 * catalogues are compiled at build time (vitePrecompileCatalogs.ts): every text left is plain
 * text, whose compiled form is a one-element array. A text with ICU syntax reaching here means a catalogue was
 * not precompiled; it fails loudly rather than showing `{name}` to a visitor.
 */
export function compileMessage(text: string): [string] {
  if (/[{}]/.test(text)) throw new Error(`Message not precompiled at build time: ${text}`);
  // Lingui's compiled form of plain text (a bare string would be taken as uncompiled).
  return [text];
}
