import { DOCUMENT_CONTENT, LINE_ITEM_UNIT } from './constants.ts';
import { toDecimal2String } from './decimal.ts';
import { isDocsType } from './bookingType.ts';
import { itemTotal, shipmentTotals, volumetricWeight } from './weights.ts';

/**
 * Item lines of booking step 2 as the form holds them (strings), and the form updates of
 * spec 4: the type choice, adding and deleting lines, and recalculating totals.
 */
export interface ShipmentLineForm {
  weight: string;
  length: string;
  width: string;
  height: string;
  volume_weight: string;
  description: string;
  qty: string;
  unit: string;
  item_value: string;
  item_total_value: string;
  /** Customs fields of goods lines (commercial invoice); optional, absent on documents. */
  hs_code?: string;
  country_of_origin?: string;
}

/** The shipping part of step 2 these updates touch. */
export interface ShippingForm<L extends ShipmentLineForm = ShipmentLineForm> {
  type: string;
  content: string;
  value: string;
  shipment_items: L[];
  total_pieces: string;
  total_weight: string;
  total_volume_weight: string;
  total_chargeable_weight: string;
}

/** The fields the docs choice fixes at 1 and the non-docs choice clears (spec 4). */
const DOCS_FIXED_FIELDS = [
  'length',
  'width',
  'height',
  'volume_weight',
  'qty',
  'item_value',
  'item_total_value',
] as const satisfies readonly (keyof ShipmentLineForm)[];

/** The customs fields of a line: asked for goods only, blanked when the type becomes docs. */
export const CUSTOMS_LINE_FIELDS = [
  'hs_code',
  'country_of_origin',
] as const satisfies readonly (keyof ShipmentLineForm)[];

/**
 * The line with its customs fields blanked (documents carry none). Blank, not deleted: a form
 * writes back only the keys it is given, and the schema and the API treat blank as absent.
 */
function withoutCustoms<L extends ShipmentLineForm>(line: L): L {
  const blanked = { ...line };
  for (const field of CUSTOMS_LINE_FIELDS) if (field in blanked) blanked[field] = '';
  return blanked;
}

const fixed = (value: string) =>
  Object.fromEntries(DOCS_FIXED_FIELDS.map((field) => [field, value])) as Pick<
    ShipmentLineForm,
    (typeof DOCS_FIXED_FIELDS)[number]
  >;

/** A new line: empty, unit 'Pieces'; for documents, the fixed fields already at 1. */
export function newShipmentLine(type = ''): ShipmentLineForm {
  return {
    weight: '',
    description: '',
    unit: LINE_ITEM_UNIT,
    ...fixed(isDocsType(type) ? '1' : ''),
  };
}

/**
 * Recomputes a line's volume weight (L x W x H / 5000) and item total (qty x item value). For
 * documents the volume weight stays at the 1 the type choice set (spec 4).
 */
export function recalculateLine<L extends ShipmentLineForm>(line: L, type = ''): L {
  return {
    ...line,
    volume_weight: isDocsType(type)
      ? '1'
      : toDecimal2String(volumetricWeight(line.length, line.width, line.height)),
    item_total_value: toDecimal2String(itemTotal(line.qty, line.item_value)),
  };
}

/**
 * Recomputes every line, the totals and the declared value (sum of item totals). Call it after
 * any line edit, line addition or deletion.
 */
export function recalculateShipping<F extends ShippingForm>(form: F): F {
  const lines = form.shipment_items.map((line) => recalculateLine(line, form.type));
  const totals = shipmentTotals(lines);
  return {
    ...form,
    shipment_items: lines,
    value: toDecimal2String(totals.value),
    total_pieces: String(totals.total_pieces),
    total_weight: toDecimal2String(totals.total_weight),
    total_volume_weight: toDecimal2String(totals.total_volume_weight),
    total_chargeable_weight: toDecimal2String(totals.total_chargeable_weight),
  };
}

/**
 * The type choice (spec 4). Docs: content 'document', each line's length, width, height, volume
 * weight, qty, item value and item total set to 1, and the value to the number of lines.
 * Non-docs: those fields, the content and the value cleared. Weight and description are kept;
 * HS code and origin are kept for goods and blanked for documents (no customs invoice).
 * Totals are recomputed either way.
 */
export function applyTypeChoice<F extends ShippingForm>(form: F, type: string): F {
  const docs = isDocsType(type);
  const lines = form.shipment_items.map((line) => ({
    ...(docs ? withoutCustoms(line) : line),
    ...fixed(docs ? '1' : ''),
  }));
  const chosen = recalculateShipping({ ...form, type, shipment_items: lines });
  return {
    ...chosen,
    content: docs ? DOCUMENT_CONTENT : '',
    value: docs ? String(lines.length) : '',
    // recalculateShipping wrote computed line values; non-docs leaves them blank for the user.
    shipment_items: docs ? chosen.shipment_items : lines,
  };
}

/** Adds a line (pre-filled for documents) and recomputes the totals. */
export function addShipmentLine<F extends ShippingForm>(form: F): F {
  return recalculateShipping({
    ...form,
    shipment_items: [...form.shipment_items, newShipmentLine(form.type)],
  });
}

/** Deletes line `index` (out-of-range indexes change nothing) and recomputes the totals. */
export function removeShipmentLine<F extends ShippingForm>(form: F, index: number): F {
  if (!Number.isInteger(index) || index < 0 || index >= form.shipment_items.length) return form;
  return recalculateShipping({
    ...form,
    shipment_items: form.shipment_items.filter((_, i) => i !== index),
  });
}
