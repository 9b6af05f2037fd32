/**
 * CSV text (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled, lines
 * end in CRLF. A cell starting with = + - @ (or a tab or carriage return) is prefixed with a single
 * quote, so a spreadsheet shows it as text and never runs it as a formula (CSV injection: a
 * receiver named '=HYPERLINK(...)' stays a name).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly (string | number)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
