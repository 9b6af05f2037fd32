import bwipjs from 'bwip-js/node';

export interface BarPattern {
  /** Width of the symbol in modules, without quiet zones. */
  modules: number;
  /** Dark bars as offsets and widths in modules, left to right. */
  bars: Array<{ x: number; width: number }>;
}

/**
 * The Code 128 bar pattern of text, from bwip-js's encoder (it picks code sets A/B/C and adds
 * the check symbol). Returned as geometry so the label draws crisp vector bars at any size.
 */
export function code128Bars(text: string): BarPattern {
  if (typeof text !== 'string' || text.length === 0 || !/^[\x20-\x7e]+$/.test(text)) {
    throw new Error('A Code 128 barcode needs printable ASCII text.');
  }
  const [symbol] = bwipjs.raw('code128', text, {});
  if (!symbol || !('sbs' in symbol))
    throw new Error('bwip-js returned no linear symbol for Code 128.');
  const bars: BarPattern['bars'] = [];
  let x = 0;
  symbol.sbs.forEach((width, i) => {
    // sbs alternates bar, space, bar, ... starting with a bar.
    if (i % 2 === 0) bars.push({ x, width });
    x += width;
  });
  return { modules: x, bars };
}
