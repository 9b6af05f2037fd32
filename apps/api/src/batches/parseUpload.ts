import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { BATCH_FILE_MAX_BYTES, BATCH_ROW_LIMIT, batchMessages } from '@courier/domain/batchRows';
import { isBoundedZip } from '../files/inspectDocument.ts';

/**
 * Reads an uploaded spreadsheet, judged by its content (never its name or type): a zip is read as
 * an .xlsx (exceljs, after the zip's entries and inflated size are checked), valid UTF-8 text as a
 * CSV, anything else is refused. Formula cells, more rows than the limit and files over 20 MB
 * are refused with the catalogue's words, in the language of the moment.
 */

/** The header row and the rows below it (cells as text); or why the file is refused. */
export type ParsedUpload =
  | { ok: true; kind: 'csv' | 'xlsx'; headers: string[]; rows: UploadRow[] }
  | { ok: false; message: string };

/** A row below the header: its number in the file (the header is row 1) and its cells. */
interface UploadRow {
  number: number;
  cells: string[];
}

/** An .xlsx of 5,000 rows unpacks to a few MB; a zip bomb unpacks to gigabytes. */
const XLSX_MAX_INFLATED_BYTES = 150 * 1024 * 1024;
const XLSX_MAX_ENTRIES = 1_000;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** What a spreadsheet reads as a formula: `=`, `@`, or a sign not followed by a number. */
const FORMULA = /^\s*(=|@|[+-][^\d.\s])/;

const refuse = (message: string): ParsedUpload => ({ ok: false, message });
const tooMany = () => refuse(batchMessages.tooManyRows({ limit: BATCH_ROW_LIMIT }));

/** Excel's name of a cell: column letters and row number. */
function cellName(column: number, row: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return `${letters}${row}`;
}

export async function parseUpload(bytes: Buffer): Promise<ParsedUpload> {
  if (bytes.length > BATCH_FILE_MAX_BYTES) return refuse(batchMessages.tooLarge);
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return parseXlsx(bytes);
  const text = utf8Text(bytes);
  if (text === null) return refuse(batchMessages.notSpreadsheet);
  return parseCsv(text);
}

/** The bytes as text, or null when they are not UTF-8 text (a binary file, an old .xls). */
function utf8Text(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return text.startsWith('\uFEFF') ? text.slice(1) : text;
  } catch {
    return null;
  }
}

/** The delimiter of the header line: comma, semicolon (Excel in many locales) or tab. */
function delimiterOf(text: string): string {
  const first = text.slice(0, text.search(/\r?\n|$/));
  const counts = [',', ';', '\t'].map((d) => [d, first.split(d).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * RFC 4180 records: quoted cells may hold delimiters, quotes ("") and line breaks. Stops as soon
 * as one record more than the limit is read, so a file of 100,000 rows is never split in full.
 */
function parseCsv(text: string): ParsedUpload {
  const delimiter = delimiterOf(text);
  const records: UploadRow[] = [];
  let record: string[] = [];
  let line = 1;
  let recordLine = 1;
  let cell = '';
  let quoted = false;
  let i = 0;
  const endRecord = () => {
    record.push(cell);
    cell = '';
    if (record.length > 1 || record[0] !== '') records.push({ number: recordLine, cells: record });
    record = [];
    recordLine = line;
  };
  while (i < text.length) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else cell += c;
      if (c === '\n') line += 1;
      i += 1;
      continue;
    }
    if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) {
      record.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      line += 1;
      endRecord();
      if (records.length > BATCH_ROW_LIMIT + 1) return tooMany();
    } else cell += c;
    i += 1;
  }
  if (cell !== '' || record.length > 0) endRecord();
  if (records.length > BATCH_ROW_LIMIT + 1) return tooMany();
  return table('csv', records);
}

/** The header row and rows, refusing a formula anywhere and a file without rows. */
function table(kind: 'csv' | 'xlsx', records: UploadRow[]): ParsedUpload {
  for (const record of records)
    for (const [c, value] of record.cells.entries())
      if (FORMULA.test(value))
        return refuse(batchMessages.formula({ cell: cellName(c + 1, record.number) }));
  const [headers, ...rows] = records;
  if (!headers || rows.length === 0) return refuse(batchMessages.noRows);
  return { ok: true, kind, headers: headers.cells.map((h) => h.trim()), rows };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell's value as the text a CSV would hold; `formula` when it is one. */
function cellText(value: ExcelJS.CellValue): string | { formula: true } {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // Excel keeps a time of day as a date on 30 December 1899.
    if (value.getUTCFullYear() < 1900)
      return `${pad(value.getUTCHours())}:${pad(value.getUTCMinutes())}`;
    return value.toISOString().slice(0, 10);
  }
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) return { formula: true };
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
    return '';
  }
  return String(value);
}

/**
 * The first worksheet, read as a stream (exceljs's WorkbookReader) once the zip passed its
 * bounds: rows are taken one by one and the reading stops at the first row past the limit.
 */
async function parseXlsx(bytes: Buffer): Promise<ParsedUpload> {
  const bounded = await isBoundedZip(bytes, {
    maxEntries: XLSX_MAX_ENTRIES,
    maxInflatedBytes: XLSX_MAX_INFLATED_BYTES,
    required: ['[Content_Types].xml', 'xl/workbook.xml'],
  });
  if (!bounded) return refuse(batchMessages.unsafeXlsx);
  const records: UploadRow[] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(bytes), {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache',
      worksheets: 'emit',
    });
    for await (const sheet of reader) {
      for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
        const record: string[] = [];
        const values = row.values as ExcelJS.CellValue[];
        for (let c = 1; c < values.length; c++) {
          const text = cellText(values[c]);
          if (typeof text !== 'string')
            return refuse(batchMessages.formula({ cell: cellName(c, row.number) }));
          record[c - 1] = text;
        }
        records.push({ number: row.number, cells: Array.from(record, (v) => v ?? '') });
        if (records.length > BATCH_ROW_LIMIT + 1) return tooMany();
      }
      break;
    }
  } catch {
    return refuse(batchMessages.unsafeXlsx);
  }
  return table('xlsx', records);
}
