import { formatCalendarDate, formatKuwaitDateTime, formatMonthYear } from '@courier/domain/formats';
import type { Language } from '@courier/domain/language';
import { filsToKwdString } from '@courier/domain/money';
import { messageWordsIn } from '../http/messageLanguage.ts';
import { openPdf } from '../labels/pdfDocument.ts';
import { BOLD, REGULAR } from '../labels/scriptFonts.ts';
import { clean, drawTextBlock, textBlockHeight, type Align } from '../labels/scriptText.ts';
import type { StatementDocument } from './statements.ts';

const PAGE = { size: 'A4', margin: 40 } as const;
/** A4 portrait less the margins. */
const FULL = 515;
const FONT_SIZE = 8;

type Cell = { text: string; align?: Align };
type Row = Cell[];

/**
 * A month's statement: the account, the summary (charges, VAT, total, COD collected and
 * remitted), then its shipments, collections and remittances, in `lang` (Arabic drawn right to
 * left through scriptText.ts, its columns from the right, as the run sheet does). Amounts are KWD
 * with 3 decimals, exact fils.
 */
export async function renderStatementPdf(
  document: StatementDocument,
  lang: Language,
): Promise<Buffer> {
  const w = messageWordsIn(lang).statement;
  const { statement, lines } = document;
  const kwd = (fils: number): Cell => ({ text: filsToKwdString(fils), align: 'right' });
  const head = (text: string): Cell => ({ text });
  const amountHead = (text: string): Cell => ({ text, align: 'right' });
  const day = (iso: string) => formatCalendarDate(iso, lang);
  const title = w.title({ month: formatMonthYear(`${statement.month}-01`, lang) });
  const { doc, done } = openPdf({ Title: clean(title), Subject: 'Monthly statement' });
  doc.addPage(PAGE);
  const rtl = lang === 'ar';
  const align: Align = rtl ? 'right' : 'left';
  const left = doc.page.margins.left;
  let y = doc.page.margins.top;

  const line = (text: string, size: number, bold = false, gap = 4) => {
    y = drawTextBlock(doc, text, left, y, {
      font: bold ? BOLD : REGULAR,
      size,
      width: FULL,
      align,
    });
    y += gap;
  };
  const room = (height: number) => {
    if (y + height <= doc.page.height - doc.page.margins.bottom) return;
    doc.addPage(PAGE);
    y = doc.page.margins.top;
  };

  /** A table: widths in points, a header row in bold; Arabic lays the columns from the right. */
  const table = (widths: number[], rows: Row[], headed = true) => {
    const order = widths.map((_, i) => i);
    if (rtl) order.reverse();
    rows.forEach((row, index) => {
      const style = { font: headed && index === 0 ? BOLD : REGULAR, size: FONT_SIZE } as const;
      const height = Math.max(
        FONT_SIZE * 1.4,
        ...row.map((cell, i) =>
          textBlockHeight(doc, clean(cell.text), { ...style, width: widths[i]! - 6 }),
        ),
      );
      room(height + 6);
      let x = left;
      for (const i of order) {
        const cell = row[i]!;
        // Amounts keep to the cells' end side, which is the left in Arabic.
        const cellAlign = cell.align === 'right' ? (rtl ? 'left' : 'right') : align;
        drawTextBlock(doc, clean(cell.text), x + 3, y, {
          ...style,
          width: widths[i]! - 6,
          align: cellAlign,
        });
        x += widths[i]!;
      }
      y += height + 6;
      doc
        .moveTo(left, y - 3)
        .lineTo(left + FULL, y - 3)
        .lineWidth(0.5)
        .stroke();
    });
    y += 8;
  };
  const section = (heading: string, widths: number[], rows: Row[]) => {
    room(40);
    line(heading, 11, true, 6);
    if (rows.length <= 1) line(w.none, 9, false, 10);
    else table(widths, rows);
  };

  line(title, 16, true, 6);
  line(w.account({ accountNo: document.accountNo, company: document.company }), 10);
  line(w.generated({ time: formatKuwaitDateTime(statement.generatedAt, lang) }), 9, false, 12);

  line(w.summary, 11, true, 6);
  const f = w.figures;
  table(
    [315, 200],
    [
      [{ text: f.shipmentCount }, { text: String(statement.shipmentCount), align: 'right' }],
      [{ text: f.charges }, kwd(statement.chargesFils)],
      [{ text: f.vat }, kwd(statement.vatFils)],
      [{ text: f.total }, kwd(statement.totalFils)],
      [{ text: f.codCollected }, kwd(statement.codCollectedFils)],
      [{ text: f.codRemitted }, kwd(statement.codRemittedFils)],
    ],
    false,
  );

  const c = w.columns;
  section(
    w.shipments,
    [95, 70, 105, 65, 55, 65, 60],
    [
      [
        ...[c.shipment, c.bookedOn, c.destination].map(head),
        ...[c.charges, c.vat, c.total, c.cod].map(amountHead),
      ],
      ...lines.shipments.map((s) => [
        { text: s.awb || s.shipmentNo },
        { text: day(s.bookedOn) },
        { text: s.destination },
        kwd(s.netFils),
        kwd(s.vatFils),
        kwd(s.totalFils),
        s.codAmountFils ? kwd(s.codAmountFils) : { text: '' },
      ]),
    ],
  );
  section(
    w.collections,
    [160, 125, 115, 115],
    [
      [...[c.shipment, c.collectedOn].map(head), ...[c.collected, c.net].map(amountHead)],
      ...lines.collections.map((e) => [
        { text: e.shipment },
        { text: day(e.collectedOn) },
        kwd(e.collectedFils),
        kwd(e.netFils),
      ]),
    ],
  );
  section(
    w.remittances,
    [220, 150, 145],
    [
      [...[c.remittance, c.paidOn].map(head), amountHead(c.amount)],
      ...lines.remittances.map((r) => [
        { text: r.remittanceId },
        { text: day(r.paidOn) },
        kwd(r.totalFils),
      ]),
    ],
  );
  doc.end();
  return done;
}
