import bwipjs from 'bwip-js/node';

export interface MatrixPattern {
  columns: number;
  rows: number;
  /** Dark modules as [column, row]. */
  dark: Array<[number, number]>;
}

/**
 * The DataMatrix module grid of text, from bwip-js's encoder (ECC 200, size chosen by bwip-js),
 * as geometry: PDF and ZPL draw it crisp at any size.
 */
export function dataMatrixModules(text: string): MatrixPattern {
  if (typeof text !== 'string' || text.length === 0 || !/^[\x20-\x7e]+$/.test(text)) {
    throw new Error('A DataMatrix needs printable ASCII text.');
  }
  const [symbol] = bwipjs.raw('datamatrix', text, {});
  if (!symbol || !('pixs' in symbol)) throw new Error('bwip-js returned no DataMatrix.');
  const dark: MatrixPattern['dark'] = [];
  symbol.pixs.forEach((on, i) => {
    if (on) dark.push([i % symbol.pixx, Math.floor(i / symbol.pixx)]);
  });
  return { columns: symbol.pixx, rows: symbol.pixy, dark };
}
