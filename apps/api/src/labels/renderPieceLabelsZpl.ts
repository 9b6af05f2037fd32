import { code128Bars } from './code128Bars.ts';
import { LABEL_HEIGHT, LABEL_WIDTH } from './drawPieceLabel.ts';
import { dataMatrixModules } from './matrixBarcode.ts';
import { dimensionsText, receiverPhones, type PieceLabel } from './pieceLabels.ts';

/** Zebra 4x6 inch label at 203 dpi (8 dots/mm), the common thermal printer. */
const ZPL_DPI = 203;
export const ZPL_WIDTH = Math.round((LABEL_WIDTH / 72) * ZPL_DPI); // 812
export const ZPL_HEIGHT = Math.round((LABEL_HEIGHT / 72) * ZPL_DPI); // 1218

/** Points of the PDF layout to printer dots, so both outputs place things the same. */
const d = (pt: number) => Math.round((pt / 72) * ZPL_DPI);
const PAD = d(8);
const INNER = ZPL_WIDTH - 2 * PAD;
/** Font 0 (scalable) averages about 0.6 of its height per character. */
const CHAR_WIDTH = 0.6;

/**
 * Field data goes through ^FH (hex escapes with '_'), so a name holding ^ or ~ cannot end the
 * field or inject a printer command; control characters are dropped.
 */
function fieldData(text: string): string {
  return (
    String(text ?? '')
      // eslint-disable-next-line no-control-regex -- control characters are what is dropped
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .trim()
      .replace(/[\^~_]/g, (c) => `_${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)
  );
}

function text(
  value: string,
  x: number,
  y: number,
  height: number,
  width: number,
  align: 'L' | 'C' | 'R' = 'L',
  reverse = false,
): string {
  const length = Math.max(1, [...value].length);
  const h = Math.max(14, Math.min(height, Math.floor(width / (length * CHAR_WIDTH))));
  return `^FO${x},${y}${reverse ? '^FR' : ''}^A0N,${h},${h}^FB${width},1,0,${align},0^FH_^FD${fieldData(value)}^FS`;
}

const box = (x: number, y: number, w: number, h: number, t: number) =>
  `^FO${x},${y}^GB${w},${h},${t},B,0^FS`;
const rule = (y: number, t = 3) => box(0, y, ZPL_WIDTH, t, t);

function code128(value: string, x: number, y: number, width: number, height: number): string {
  const modules = code128Bars(value).modules + 20;
  const moduleDots = Math.max(1, Math.min(4, Math.floor(width / modules)));
  const left = x + Math.max(0, Math.floor((width - (modules - 20) * moduleDots) / 2));
  // Mode A: the printer picks code sets (digits pairs in C), as bwip-js does for the PDF.
  return `^FO${left},${y}^BY${moduleDots},3,${height}^BCN,${height},N,N,N,A^FD${fieldData(value)}^FS`;
}

function dataMatrix(value: string, x: number, y: number, size: number): string {
  const moduleDots = Math.max(2, Math.floor(size / dataMatrixModules(value).columns));
  return `^FO${x},${y}^BXN,${moduleDots},200^FH_^FD${fieldData(value)}^FS`;
}

const kg = (n: number) => `${Number.isFinite(n) ? n.toFixed(2) : '-'} kg`;

/** One ZPL II label (^XA ... ^XZ) per piece, the same content and places as the 4x6 PDF. */
function pieceLabelZpl(label: PieceLabel, companyName: string): string {
  const r = label.receiver;
  const s = label.sender;
  const zone = [label.destinationCountryIso, label.destination.kind === 'airport' ? '' : 'zone']
    .filter(Boolean)
    .join(' ');
  const receiverLines: Array<[string, number]> = [
    [r.name, d(12)],
    ...(r.attention ? [[`Attn: ${r.attention}`, d(9)] as [string, number]] : []),
    ...r.addressLines.slice(0, 2).map((a) => [a, d(9)] as [string, number]),
    [[r.city, r.zip].filter(Boolean).join(' '), d(11)],
    [
      `${r.country}${label.destinationCountryIso ? ` (${label.destinationCountryIso})` : ''}`,
      d(11),
    ],
    [receiverPhones(r), d(9)],
  ];
  let y = d(147);
  const receiver = receiverLines.map(([value, h]) => {
    const field = text(value, PAD, y, h, INNER);
    y += h + d(2);
    return field;
  });

  return [
    '^XA',
    '^CI28',
    `^PW${ZPL_WIDTH}`,
    `^LL${ZPL_HEIGHT}`,
    '^LH0,0',
    box(0, 0, ZPL_WIDTH, ZPL_HEIGHT, 3),
    text(companyName, PAD, d(7), d(11), d(120)),
    text(label.serviceName, PAD + d(120), d(6), d(12), INNER - d(120), 'R'),
    text(`Product ${label.productCode}`, PAD + d(120), d(20), d(8), INNER - d(120), 'R'),
    rule(d(32), 4),
    text(`DEST ${zone}`, PAD, d(36), d(7), d(120)),
    text(label.destination.code, PAD, d(44), d(50), d(176)),
    box(d(192), d(32), 3, d(66), 3),
    text('ORIGIN', d(198), d(36), d(7), d(82)),
    text(label.origin.code, d(198), d(45), d(18), d(82)),
    box(d(198), d(70), d(82), d(24), d(24)),
    text(label.contentType, d(198), d(74), d(18), d(82), 'C', true),
    rule(d(98), 4),
    text('PIECE', PAD, d(102), d(7), d(80)),
    text(`${label.pieceNumber} of ${label.pieceCount}`, PAD, d(110), d(20), d(92)),
    text('WEIGHT', d(104), d(102), d(7), d(90)),
    text(`Piece ${kg(label.pieceWeightKg)}`, d(104), d(110), d(8), d(94)),
    text(`Chargeable ${kg(label.chargeableKg)}`, d(104), d(118.5), d(8), d(94)),
    text(`Shipment ${kg(label.shipmentWeightKg)}`, d(104), d(127), d(6.5), d(94)),
    text('SHIP DATE', d(204), d(102), d(7), d(76)),
    text(label.shipDate, d(204), d(110), d(9), d(76)),
    text('DIMENSIONS', d(204), d(120), d(6), d(76)),
    text(dimensionsText(label.pieceDimensionsCm), d(204), d(126.5), d(7), d(76)),
    rule(d(134)),
    text('TO', PAD, d(138), d(7), d(40)),
    ...receiver,
    rule(d(236)),
    text('FROM', PAD, d(240), d(7), d(30)),
    text(s.name, PAD + d(30), d(239), d(9), INNER - d(30)),
    text(
      `${[s.city, s.country].filter(Boolean).join(', ')}   Tel ${s.phone}`,
      PAD + d(30),
      d(250),
      d(8),
      INNER - d(30),
    ),
    rule(d(261)),
    text(`Ref: ${label.reference || '-'}`, PAD, d(265), d(8), d(130)),
    text(`Contents: ${label.contents || '-'}`, PAD, d(276), d(8), d(130)),
    ...(label.cashOnDelivery
      ? [
          box(d(146), d(263), d(134), d(24), d(24)),
          text('CASH ON DELIVERY', d(148), d(265), d(10), d(130), 'C', true),
          text(`Collect ${label.cashOnDelivery.amount}`, d(148), d(277), d(8), d(130), 'C', true),
        ]
      : label.cashOnCollection
        ? [
            box(d(146), d(263), d(134), d(24), d(24)),
            text('CASH ON COLLECTION', d(148), d(265), d(10), d(130), 'C', true),
            text(
              `Collect ${label.cashOnCollection.amount}`,
              d(148),
              d(277),
              d(8),
              d(130),
              'C',
              true,
            ),
          ]
        : []),
    rule(d(291)),
    code128(label.awb, PAD, d(296), INNER, d(46)),
    text(`AWB ${label.awb}`, PAD, d(345), d(12), INNER, 'C'),
    rule(d(360)),
    dataMatrix(label.matrixText, PAD + d(2), d(366), d(60)),
    text('PIECE ID', d(80), d(364), d(7), d(60)),
    code128(label.pieceId, d(80), d(373), INNER - d(72), d(38)),
    text(label.pieceId, d(80), d(414), d(9), INNER - d(72), 'C'),
    '^PQ1',
    '^XZ',
  ].join('\n');
}

/** Every piece's label, one after another: the printer prints them in order. */
export function renderPieceLabelsZpl(labels: PieceLabel[], companyName: string): string {
  if (labels.length === 0) throw new Error('No pieces to label.');
  return `${labels.map((l) => pieceLabelZpl(l, companyName)).join('\n')}\n`;
}
