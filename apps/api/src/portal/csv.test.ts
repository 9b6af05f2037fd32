import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('csv', () => {
  it('quotes fields with commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Block 3, Street 12')).toBe('"Block 3, Street 12"');
    expect(csvCell('the "best" co')).toBe('"the ""best"" co"');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
  });

  it('prefixes text starting with = + - @ tab or CR with a quote (no formula runs)', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+96522001122')).toBe("'+96522001122");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('leaves numbers as numbers and ends lines with CRLF', () => {
    expect(csvLine(['a', 2, -1.5])).toBe('a,2,-1.5\r\n');
  });
});
