import { messageGroup } from './messageWords.ts';
import { fieldErrors } from './schemas/fieldErrors.ts';
import { bookingSchema } from './schemas/booking.ts';
import type { Clock } from './schemas/collectionFields.ts';
import { recalculateLine } from './shipmentLines.ts';

/**
 * One row of a bulk upload (docs/bulk-upload.md): the template's columns, the mapping of a file's
 * headers onto them, the row as the customer wizard's form, and its check by the wizard's own
 * schema, so a row is refused with exactly the wizard's messages, per cell. Pure: the API parses
 * the file and books the rows (apps/api batches/).
 */

/** The template's columns, in the template's order. */
export const BATCH_FIELDS = [
  'reference',
  'service',
  'type',
  'shipper_type',
  'sender_company',
  'sender_contact',
  'sender_street',
  'sender_street2',
  'sender_city',
  'sender_postal_code',
  'sender_country',
  'sender_phone',
  'sender_email',
  'receiver_company',
  'receiver_attention',
  'receiver_street',
  'receiver_street2',
  'receiver_city',
  'receiver_postal_code',
  'receiver_country',
  'receiver_phone',
  'receiver_mobile',
  'receiver_email',
  'weight_kg',
  'length_cm',
  'width_cm',
  'height_cm',
  'quantity',
  'description',
  'item_value',
  'contents',
  'declared_value',
  'currency',
  'collection_date',
  'ready_time',
  'close_time',
  'vehicle_type',
  'instructions',
  'cod_amount',
] as const;
export type BatchField = (typeof BATCH_FIELDS)[number];

export const isBatchField = (value: string): value is BatchField =>
  (BATCH_FIELDS as readonly string[]).includes(value);

/** Most rows one file may hold (below its header row). */
export const BATCH_ROW_LIMIT = 5_000;
/** Largest file accepted, in bytes. */
export const BATCH_FILE_MAX_BYTES = 20 * 1024 * 1024;

/** The words of uploads (the catalogue's group `batch`), in the language of the moment. */
export const batchMessages = messageGroup('batch');

/** The column headers of one language (the catalogue's `batch.columns`). */
export type BatchHeaders = Record<BatchField, string>;

/** The template's header row in one language. */
export const templateHeaders = (headers: BatchHeaders): string[] =>
  BATCH_FIELDS.map((field) => headers[field]);

/** A file's header -> the template column it holds. Headers not in it are ignored. */
export type ColumnMapping = Record<string, BatchField>;

const normal = (header: string) => header.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The mapping of a file's headers: the account's remembered mapping first, then a header that is
 * a column's key or its English or Arabic template header. Each column is taken once.
 */
export function mappingFor(
  fileHeaders: readonly string[],
  languages: readonly BatchHeaders[],
  remembered: ColumnMapping = {},
): ColumnMapping {
  const known = new Map<string, BatchField>();
  for (const field of BATCH_FIELDS) {
    known.set(normal(field), field);
    for (const headers of languages) known.set(normal(headers[field]), field);
  }
  const mapping: ColumnMapping = {};
  const taken = new Set<BatchField>();
  for (const header of fileHeaders) {
    const field = remembered[header] ?? known.get(normal(header));
    if (!field || taken.has(field)) continue;
    mapping[header] = field;
    taken.add(field);
  }
  return mapping;
}

/** A row's cells by template column (cells of unmapped headers are left out). */
export type BatchRow = Partial<Record<BatchField, string>>;

export function mapRow(
  fileHeaders: readonly string[],
  cells: readonly string[],
  mapping: ColumnMapping,
): BatchRow {
  const row: BatchRow = {};
  fileHeaders.forEach((header, i) => {
    const field = mapping[header];
    if (field) row[field] = (cells[i] ?? '').trim();
  });
  return row;
}

/**
 * What a row may leave blank: the account's sender address and identity document (the batch's
 * own), and the words of a blank instruction.
 */
export interface BatchDefaults {
  sender: {
    company: string;
    contact: string;
    street: string;
    city: string;
    country: string;
    phone: string;
    email: string;
  };
  kycType: string;
  kycDocument: string;
  noInstructions: string;
}

const or = (value: string | undefined, fallback: string) =>
  value === undefined || value === '' ? fallback : value;

/**
 * The row as the customer wizard's form (the same input the wizard and the merchant API book):
 * blank sender cells take the account's address, a blank currency is KWD, a blank declared value
 * is the item value times the quantity, blank contents are the description. One piece line.
 */
export function bookingFormOfRow(row: BatchRow, defaults: BatchDefaults): Record<string, unknown> {
  const { sender } = defaults;
  const type = (row.type ?? '').toUpperCase();
  const quantity = or(row.quantity, '1');
  const itemValue = or(row.item_value, '0');
  const declared = Number(itemValue) * Number(quantity);
  return {
    sender_consignor: or(row.sender_company, sender.company),
    sender_contact_person: or(row.sender_contact, sender.contact),
    sender_street_name_number: or(row.sender_street, sender.street),
    sender_street_name_number1: row.sender_street2 ?? '',
    sender_zip_code: or(row.sender_postal_code, '0'),
    sender_country: or(row.sender_country, sender.country),
    sender_city: or(row.sender_city, sender.city),
    sender_telephone: or(row.sender_phone, sender.phone),
    sender_fax: '',
    sender_email: or(row.sender_email, sender.email),
    reference_number: row.reference ?? '',
    receiver_company_name: row.receiver_company ?? '',
    receiver_attention: row.receiver_attention ?? '',
    receiver_street_name_number: row.receiver_street ?? '',
    receiver_street_name_number1: row.receiver_street2 ?? '',
    receiver_city: row.receiver_city ?? '',
    receiver_zip_code: row.receiver_postal_code ?? '',
    receiver_country: row.receiver_country ?? '',
    receiver_telephone: row.receiver_phone ?? '',
    receiver_mobile: row.receiver_mobile ?? '',
    receiver_fax: '',
    receiver_email: row.receiver_email ?? '',
    service: row.service ?? '',
    currency: { currency_code: or(row.currency, 'KWD').toUpperCase(), currency_name: '' },
    type,
    value: or(row.declared_value, Number.isFinite(declared) ? String(declared) : ''),
    content: or(row.contents, row.description ?? ''),
    shipment_items: [
      recalculateLine(
        {
          weight: row.weight_kg ?? '',
          length: row.length_cm ?? '',
          width: row.width_cm ?? '',
          height: row.height_cm ?? '',
          volume_weight: '0',
          description: row.description ?? '',
          qty: quantity,
          unit: 'Pieces',
          item_value: itemValue,
          item_total_value: '0',
        },
        type,
      ),
    ],
    collection_date: row.collection_date ?? '',
    collection_ready_time: row.ready_time ?? '',
    collection_close_time: row.close_time ?? '',
    vehicle_type: row.vehicle_type ?? '',
    special_instruction: or(row.instructions, defaults.noInstructions),
    kyc_type: defaults.kycType,
    kyc_document: defaults.kycDocument,
    shipment_type: or(row.shipper_type, 'individual').toLowerCase(),
    invoice_document: '',
    payment_type: 'cash',
    accept_terms: true,
    accept_privacy: true,
    cod_amount: row.cod_amount ?? '',
  };
}

/** The template column of each wizard field a row fills. */
const COLUMN_OF_FIELD: Record<string, BatchField> = {
  sender_consignor: 'sender_company',
  sender_contact_person: 'sender_contact',
  sender_street_name_number: 'sender_street',
  sender_street_name_number1: 'sender_street2',
  sender_zip_code: 'sender_postal_code',
  sender_country: 'sender_country',
  sender_city: 'sender_city',
  sender_telephone: 'sender_phone',
  sender_email: 'sender_email',
  reference_number: 'reference',
  receiver_company_name: 'receiver_company',
  receiver_attention: 'receiver_attention',
  receiver_street_name_number: 'receiver_street',
  receiver_street_name_number1: 'receiver_street2',
  receiver_city: 'receiver_city',
  receiver_zip_code: 'receiver_postal_code',
  receiver_country: 'receiver_country',
  receiver_telephone: 'receiver_phone',
  receiver_mobile: 'receiver_mobile',
  receiver_email: 'receiver_email',
  service: 'service',
  currency: 'currency',
  type: 'type',
  value: 'declared_value',
  content: 'contents',
  weight: 'weight_kg',
  length: 'length_cm',
  width: 'width_cm',
  height: 'height_cm',
  volume_weight: 'length_cm',
  description: 'description',
  qty: 'quantity',
  item_value: 'item_value',
  item_total_value: 'item_value',
  collection_date: 'collection_date',
  collection_ready_time: 'ready_time',
  collection_close_time: 'close_time',
  vehicle_type: 'vehicle_type',
  special_instruction: 'instructions',
  shipment_type: 'shipper_type',
  cod_amount: 'cod_amount',
};

/** The template column a wizard field's error belongs to ('shipment_items.0.weight': weight_kg). */
export function columnOfField(path: string): BatchField | null {
  const parts = path.split('.');
  const leaf = parts[0] === 'shipment_items' ? parts[2] : parts[0];
  return COLUMN_OF_FIELD[leaf ?? ''] ?? null;
}

/** One refused cell: the file's row number (its header row is row 1), its column and why. */
interface CellError {
  row: number;
  /** The file's header of the cell (the template's header when the column is not in the file). */
  column: string;
  field: BatchField | null;
  message: string;
}

let customerSchema: ReturnType<typeof bookingSchema<'customer'>> | undefined;

export type RowCheck =
  { ok: true; form: Record<string, unknown> } | { ok: false; errors: CellError[] };

/**
 * Checks a row's form with the customer wizard's schema: every refused field becomes a cell error
 * with the wizard's message, in the language of the moment. `headerOf` names a column as the file
 * does. The identity document is the batch's, so its errors name no column.
 */
export function checkBatchRow(
  form: Record<string, unknown>,
  rowNumber: number,
  headerOf: (field: BatchField) => string,
  clock?: Clock,
): RowCheck {
  const schema = clock
    ? bookingSchema('customer', { clock })
    : (customerSchema ??= bookingSchema('customer'));
  const parsed = schema.safeParse(form);
  if (parsed.success) return { ok: true, form: parsed.data as Record<string, unknown> };
  const errors: CellError[] = [];
  const seen = new Set<string>();
  for (const [path, message] of Object.entries(fieldErrors(parsed.error))) {
    const field = columnOfField(path);
    const column = field ? headerOf(field) : path;
    if (seen.has(`${column}\n${message}`)) continue;
    seen.add(`${column}\n${message}`);
    errors.push({ row: rowNumber, column, field, message });
  }
  return { ok: false, errors };
}
