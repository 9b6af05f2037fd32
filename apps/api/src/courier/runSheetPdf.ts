import { formatDayDate, formatKuwaitDateTime } from '@courier/domain/formats';
import type { Language } from '@courier/domain/language';
import { filsToKwdString } from '@courier/domain/money';
import { openPdf } from '../labels/pdfDocument.ts';
import { BOLD, REGULAR } from '../labels/scriptFonts.ts';
import { clean, drawTextBlock, textBlockHeight } from '../labels/scriptText.ts';
import { messageWordsIn } from '../http/messageLanguage.ts';
import type { StopView } from './runStops.ts';

type Column = 'order' | 'stop' | 'contact' | 'address' | 'cod' | 'choice' | 'signature';
/** The columns and their widths in points (A4 landscape, 36 pt margins: 770 pt). */
const COLUMNS: [Column, number][] = [
  ['order', 22],
  ['stop', 95],
  ['contact', 120],
  ['address', 190],
  ['cod', 60],
  ['choice', 200],
  ['signature', 83],
];
const PAGE = { size: 'A4', layout: 'landscape', margin: 36 } as const;
const FONT_SIZE = 8;

/**
 * The address as the courier needs it: the street line and city, then the Kuwaiti parts; only the
 * new parts when the receiver gave another address (the booked line is not where to go).
 */
function addressCell(stop: StopView, lang: Language): string {
  const w = messageWordsIn(lang);
  const a = stop.address;
  const moved = stop.receiverChoice?.kind === 'address';
  const parts = [
    a.governorate ? `${w.runSheet.parts.governorate} ${a.governorate}` : '',
    a.area,
    a.block ? `${w.receiver.address.block} ${a.block}` : '',
    a.street ? `${w.receiver.address.street} ${a.street}` : '',
    a.house ? `${w.receiver.address.house} ${a.house}` : '',
    a.floor ? `${w.receiver.address.floor} ${a.floor}` : '',
    a.flat ? `${w.receiver.address.flat} ${a.flat}` : '',
    a.paci ? `${w.runSheet.parts.paci} ${a.paci}` : '',
  ].filter(Boolean);
  return [moved ? '' : [a.line, a.city].filter(Boolean).join(', '), parts.join(', ')]
    .filter(Boolean)
    .join('\n');
}

/** One row's cells, in the sheet's language. */
function cellsOf(stop: StopView, index: number, lang: Language): Record<Column, string> {
  const w = messageWordsIn(lang).runSheet;
  const state = stop.state === 'open' ? '' : w.states[stop.state];
  const choice = stop.receiverChoice
    ? w.choice[stop.receiverChoice.kind]({ what: stop.receiverChoice.summary })
    : '';
  return {
    order: String(index + 1),
    stop: [w.kinds[stop.kind], stop.awb, state].filter(Boolean).join('\n'),
    contact: [stop.contact.name, stop.contact.company, stop.contact.phone]
      .filter(Boolean)
      .join('\n'),
    address: addressCell(stop, lang),
    cod: stop.codAmountFils ? filsToKwdString(stop.codAmountFils) : '',
    choice: [choice, stop.notes ? w.notes({ notes: stop.notes }) : ''].filter(Boolean).join('\n'),
    signature: '',
  };
}

/**
 * A courier's run sheet: one row per stop in the run's order, with the receiver's choice in force
 * (another day, a branch, a neighbour or safe place with its note, another address) and the
 * Kuwaiti address parts, in `lang` (Arabic drawn right to left, its columns from the right).
 */
export async function renderCourierRunSheetPdf(run: {
  courier: string;
  date: string;
  stops: StopView[];
  lang: Language;
  now: Date;
}): Promise<Buffer> {
  const { lang } = run;
  const w = messageWordsIn(lang).runSheet;
  const title = w.title({ courier: run.courier, date: formatDayDate(run.date, lang) });
  const { doc, done } = openPdf({ Title: clean(title), Subject: 'Courier run' });
  doc.addPage(PAGE);
  const align = lang === 'ar' ? 'right' : 'left';
  const columns = lang === 'ar' ? [...COLUMNS].reverse() : COLUMNS;
  const left = doc.page.margins.left;
  const full = COLUMNS.reduce((sum, [, width]) => sum + width, 0);
  let y = drawTextBlock(doc, title, left, doc.page.margins.top, {
    font: BOLD,
    size: 14,
    width: full,
    align,
  });
  const summary = w.summary({
    count: String(run.stops.length),
    time: formatKuwaitDateTime(run.now, lang),
  });
  y = drawTextBlock(doc, summary, left, y + 4, { font: REGULAR, size: 9, width: full, align }) + 10;

  const drawRow = (cells: Record<Column, string>, bold: boolean) => {
    const style = { font: bold ? BOLD : REGULAR, size: FONT_SIZE, align } as const;
    const lines = (text: string) => text.split('\n').map(clean).filter(Boolean);
    const heightOf = (text: string, width: number) =>
      lines(text).reduce((h, line) => h + textBlockHeight(doc, line, { ...style, width }), 0);
    const height = Math.max(
      FONT_SIZE * 1.4,
      ...columns.map(([name, width]) => heightOf(cells[name], width - 6)),
    );
    if (y + height > doc.page.height - doc.page.margins.bottom) {
      doc.addPage(PAGE);
      y = doc.page.margins.top;
    }
    let x = left;
    for (const [name, width] of columns) {
      let top = y;
      for (const line of lines(cells[name]))
        top = drawTextBlock(doc, line, x + 3, top, { ...style, width: width - 6 });
      x += width;
    }
    y += height + 6;
    doc
      .moveTo(left, y - 3)
      .lineTo(left + full, y - 3)
      .lineWidth(0.5)
      .stroke();
  };
  drawRow(
    Object.fromEntries(COLUMNS.map(([name]) => [name, w.columns[name]])) as Record<Column, string>,
    true,
  );
  run.stops.forEach((stop, index) => drawRow(cellsOf(stop, index, lang), false));
  doc.end();
  return done;
}
