/** The footer links carry menu ids base64-encoded ('NA==' is menu 4); this is that encoding. */
export function encodeMenuId(id: number): string {
  return Buffer.from(String(id), 'utf8').toString('base64');
}

export function decodeMenuId(encoded: string): number | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return undefined;
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  if (!/^[1-9][0-9]{0,8}$/.test(text) || encodeMenuId(Number(text)) !== encoded) return undefined;
  return Number(text);
}
