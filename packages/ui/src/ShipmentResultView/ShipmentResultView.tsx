import { Link } from 'react-aria-components';
import type { ShipmentLineForm } from '@courier/domain/shipmentLines';
import { Button, buttonStyles } from '../Button/Button';
import {
  ShipmentDocuments,
  type ShipmentDocumentLinks,
} from '../ShipmentDocuments/ShipmentDocuments';
import { formatRecordDate } from '@courier/domain/formats';
import { useMessageWords } from '../i18n/messageWords';
import type { Language } from '@courier/domain/language';
import { Isolate, Ltr } from '../Bidi/Bidi';
import { useLanguage } from '../i18n/LanguageProvider';
import { Table, type TableColumn } from '../Table/Table';
import { useUiWords } from '../i18n/uiWords';
import { useFocusOnMount } from '../utils/useFocusOnMount';
import type { BookingVariant } from '../wizard/types';

const SENDER_FIELDS = [
  'sender_consignor',
  'sender_contact_person',
  'sender_street_name_number',
  'sender_street_name_number1',
  'sender_zip_code',
  'sender_country',
  'sender_city',
  'sender_telephone',
  'sender_fax',
  'sender_email',
  'reference_number',
] as const;
const RECEIVER_FIELDS = [
  'receiver_company_name',
  'receiver_attention',
  'receiver_street_name_number',
  'receiver_street_name_number1',
  'receiver_zip_code',
  'receiver_country',
  'receiver_city',
  'receiver_telephone',
  'receiver_mobile',
  'receiver_fax',
  'receiver_email',
] as const;
const COLLECTION_FIELDS = [
  'collection_date',
  'collection_ready_time',
  'collection_close_time',
  'vehicle_type',
  'special_instruction',
  'payment_type',
] as const;

type Field =
  | (typeof SENDER_FIELDS)[number]
  | (typeof RECEIVER_FIELDS)[number]
  | (typeof COLLECTION_FIELDS)[number];

/** Codes that read left to right in every language (isolated on Arabic pages). */
const LTR_FIELDS: ReadonlySet<Field> = new Set([
  'sender_zip_code',
  'sender_telephone',
  'sender_fax',
  'sender_email',
  'reference_number',
  'receiver_zip_code',
  'receiver_telephone',
  'receiver_mobile',
  'receiver_fax',
  'receiver_email',
  'collection_ready_time',
  'collection_close_time',
]);

type ItemField = 'weight' | 'length' | 'width' | 'height' | 'volume_weight' | 'description';

export interface ShipmentResultViewProps {
  /** 'Shipment Details' (public) or 'Your Shipment Details' with the Sunday note (customer). */
  variant: BookingVariant;
  shipmentNo: string;
  accountCode?: string;
  labelUrl?: string;
  /** Labels per piece (A4, 4x6, ZPL) and the commercial invoice, when the API sent them. */
  documents?: ShipmentDocumentLinks;
  /**
   * The booking as recorded: sender, receiver and collection fields (names as in the payload).
   * Vehicle and payment hold their wire codes ('van', 'cash'); people read their labels.
   */
  booking: Partial<Record<Field, string>>;
  /** The item lines, as typed (strings) or as the API recorded them (numbers). */
  items: readonly Record<ItemField, ShipmentLineForm[ItemField] | number>[];
  /** The booking's total, formatted by the page in the variant's currency. */
  amountText?: string;
  /** Close resets every form and goes home (the page does both). */
  onClose: () => void;
}

type Item = ShipmentResultViewProps['items'][number];

type UiWords = ReturnType<typeof useUiWords>;

/** What a recorded code reads as: a known vehicle or payment code shows its label. */
function shown(w: UiWords['wizard'], field: Field, value: string, language: Language): string {
  if (field === 'vehicle_type') return w.vehicleLabels[value] ?? value;
  if (field === 'payment_type' && (value === 'cash' || value === 'online')) return w[value];
  if (field === 'collection_date') return formatRecordDate(value, language);
  return value;
}

/**
 * Row names that differ from the form's labels: under the Receiver heading its fields read like
 * the sender's ('City', not 'Receiver City'), and the payment row is just 'Payment'.
 */
function resultLabel(words: UiWords, field: Field): string {
  const w = words.wizard;
  const labels: Partial<Record<Field, string>> = {
    receiver_street_name_number: w.sender_street_name_number,
    receiver_street_name_number1: w.sender_street_name_number1,
    receiver_zip_code: w.sender_zip_code,
    receiver_country: w.sender_country,
    receiver_city: w.sender_city,
    receiver_telephone: w.sender_telephone,
    receiver_mobile: words.result.mobile,
    receiver_fax: w.sender_fax,
    receiver_email: w.sender_email,
    payment_type: w.payment,
  };
  return labels[field] ?? w[field];
}

// The spec's order: weight, length, width, height, volumetric weight, description.
const itemColumnsOf = (w: UiWords['wizard']): TableColumn<Item>[] => [
  { id: 'weight', header: w.weight, cell: (item) => item.weight, align: 'end' },
  { id: 'length', header: w.length, cell: (item) => item.length, align: 'end' },
  { id: 'width', header: w.width, cell: (item) => item.width, align: 'end' },
  { id: 'height', header: w.height, cell: (item) => item.height, align: 'end' },
  {
    id: 'volume_weight',
    header: w.volume_weight,
    cell: (item) => item.volume_weight,
    align: 'end',
  },
  { id: 'description', header: w.description, cell: (item) => item.description, isRowHeader: true },
];

function Details({
  title,
  fields,
  booking,
  extra = [],
}: {
  title: string;
  fields: readonly Field[];
  booking: ShipmentResultViewProps['booking'];
  /** Rows that are not booking fields (the amount). */
  extra?: readonly [label: string, value: string][];
}) {
  const words = useUiWords();
  const language = useLanguage();
  const rows = [
    ...fields.flatMap((field) => {
      const value = booking[field];
      if (!value) return [];
      const text = shown(words.wizard, field, value, language);
      // Codes read left to right; what people typed (names, addresses in either script) and the
      // amount take the direction of their first letter, so a Latin address keeps its order.
      return [
        [
          resultLabel(words, field),
          LTR_FIELDS.has(field) ? <Ltr>{text}</Ltr> : <Isolate>{text}</Isolate>,
        ] as const,
      ];
    }),
    ...extra.map(([label, value]) => [label, <Isolate>{value}</Isolate>] as const),
  ];
  return (
    // min-w-0 and minmax(0, 1fr): a long unbroken value (an e-mail address) wraps inside the
    // card instead of widening it, and the page, past a phone's screen.
    <section aria-label={title} className="min-w-0 rounded-card border border-line p-4">
      <h3 className="mb-2 font-bold text-navy-800">{title}</h3>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function ShipmentResultView({
  variant,
  shipmentNo,
  accountCode,
  labelUrl,
  documents,
  booking,
  items,
  amountText,
  onClose,
}: ShipmentResultViewProps) {
  const words = useUiWords();
  const messageWords = useMessageWords();
  const w = words.wizard;
  const customer = variant === 'customer';
  const titleRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <section aria-labelledby="shipment-result-title" className="flex flex-col gap-6">
      <h2
        id="shipment-result-title"
        ref={titleRef}
        tabIndex={-1}
        className="scroll-mt-8 outline-0 text-title font-bold text-navy-800"
      >
        {customer ? words.result.yourShipmentDetails : words.result.shipmentDetails}
      </h2>
      <div className="grid gap-4 rounded-card bg-navy-50 p-4 sm:grid-cols-3">
        <dl className="contents">
          <div>
            <dt className="text-sm text-ink-muted">{words.result.shipmentNo}</dt>
            <dd className="text-xl font-bold tabular-nums text-navy-800" data-testid="shipment-no">
              <Ltr>{shipmentNo}</Ltr>
            </dd>
          </div>
          {accountCode && (
            <div>
              <dt className="text-sm text-ink-muted">{words.result.accountCode}</dt>
              <dd className="text-xl font-bold text-navy-800">
                <Ltr>{accountCode}</Ltr>
              </dd>
            </div>
          )}
        </dl>
        {labelUrl && (
          <div className="flex items-center">
            <Link
              href={labelUrl}
              target="_blank"
              rel="noopener"
              data-testid="label-link"
              className={(rp) => buttonStyles({ ...rp, variant: 'secondary' })}
            >
              {words.result.downloadLabel}
            </Link>
          </div>
        )}
      </div>
      {documents && <ShipmentDocuments documents={documents} headingLevel={3} />}
      <div className="grid gap-4 md:grid-cols-2">
        <Details title={words.result.sender} fields={SENDER_FIELDS} booking={booking} />
        <Details title={words.result.receiver} fields={RECEIVER_FIELDS} booking={booking} />
      </div>
      <Table
        label={words.result.items}
        columns={itemColumnsOf(w)}
        rows={items}
        rowId={(item, index) => `${index}-${item.description}`}
      />
      <Details
        title={words.result.collection}
        fields={COLLECTION_FIELDS}
        booking={booking}
        extra={amountText ? [[w.total_amount, amountText]] : []}
      />
      {customer && (
        <p
          role="note"
          className="rounded-card border-s-4 border-express-600 bg-express-50 p-4 text-sm font-medium text-ink"
        >
          {messageWords.note.sunday}
        </p>
      )}
      <Button variant="secondary" className="self-end" onPress={onClose}>
        {words.common.close}
      </Button>
    </section>
  );
}
