/**
 * A shipping label as an SVG data URL: the mock has no file store, and a data URL both shows in
 * the confirmation modal and downloads from the 'Download File' link.
 */
export function labelDataUrl(awb: string, from: string, to: string): string {
  const esc = (text: string) => text.replace(/[<>&"']/g, ' ');
  // A striped stand-in for the barcode: one bar per digit, wider for larger digits.
  let x = 40;
  const bars = [...awb]
    .map((digit) => {
      const width = 2 + Number(digit);
      const bar = `<rect x="${x}" y="150" width="${width}" height="90" fill="#000"/>`;
      x += width + 4;
      return bar;
    })
    .join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600">` +
    `<rect width="400" height="600" fill="#fff" stroke="#000"/>` +
    `<text x="40" y="60" font-family="sans-serif" font-size="22">Courier Express Kuwait</text>` +
    `<text x="40" y="110" font-family="monospace" font-size="26">AWB ${esc(awb)}</text>${bars}` +
    `<text x="40" y="300" font-family="sans-serif" font-size="16">From: ${esc(from)}</text>` +
    `<text x="40" y="330" font-family="sans-serif" font-size="16">To: ${esc(to)}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}
