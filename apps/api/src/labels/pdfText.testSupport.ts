import { inflateSync } from 'node:zlib';

/** Test helper: the decoded content streams of a PDF, sliced by their /Length (data may end in \r). */
function pdfStreams(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const match of raw.matchAll(/\/Length (\d+)[^]*?>>\s*stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const body = pdf.subarray(start, start + Number(match[1]));
    let text: string;
    try {
      text = inflateSync(body).toString('latin1');
    } catch {
      text = body.toString('latin1');
    }
    out.push(text);
  }
  return out;
}

/**
 * Test helper: the text shown by a pdfkit PDF with built-in fonts, one line per TJ operator
 * (hex strings, WinAnsi: one byte per character).
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const stream of pdfStreams(pdf)) {
    for (const tj of stream.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('');
      lines.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}
