/** `data:<type>/<subtype>[;param=value]*;base64,` — the declared type is read past, never trusted. */
const DATA_URL = /^data:[\w.+-]+\/[\w.+-]+(;[\w.+-]+=[\w.+-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type DecodedDataUrl =
  { ok: true; bytes: Buffer } | { ok: false; reason: 'malformed' | 'size' };

/**
 * The bytes of a base64 data URL, refusing one over `maxBytes` before decoding it, so an
 * oversized upload never becomes a buffer. (files/documentStore.ts decodes the same way but
 * answers with its own words and file kinds; the content uploads have their own.)
 */
export function decodeDataUrl(dataUrl: string, maxBytes: number): DecodedDataUrl {
  const header = DATA_URL.exec(dataUrl.slice(0, 200));
  if (!header) return { ok: false, reason: 'malformed' };
  const base64 = dataUrl.slice(header[0].length);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if ((base64.length / 4) * 3 - padding > maxBytes) return { ok: false, reason: 'size' };
  if (base64.length === 0 || base64.length % 4 !== 0 || !BASE64.test(base64))
    return { ok: false, reason: 'malformed' };
  return { ok: true, bytes: Buffer.from(base64, 'base64') };
}
