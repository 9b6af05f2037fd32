import type {
  ShipmentDetails,
  ShipmentDocuments as DocumentLinks,
} from '@courier/api-client/endpoints/shipments';
import { ShipmentDocuments } from '@courier/ui/ShipmentDocuments';
import { en as uiWords } from '@courier/ui/i18n';
import type { ReactNode } from 'react';
import { en } from '../i18n/en';

export interface ShipmentResultProps {
  title: string;
  shipmentNo: string;
  accountCode: string;
  labelUrl: string;
  /** Labels per piece (A4, 4x6, ZPL) and the commercial invoice, when the API sent them. */
  documents?: DocumentLinks;
  details: ShipmentDetails;
  note?: string;
  amount: ReactNode;
  onClose: () => void;
}

function Pairs({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{value || '-'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The result view that replaces a wizard after a booking (public and customer). */
export function ShipmentResult({
  title,
  shipmentNo,
  accountCode,
  labelUrl,
  documents,
  details: d,
  note,
  amount,
  onClose,
}: ShipmentResultProps) {
  return (
    <section aria-labelledby="shipment-result-title" className="space-y-6">
      <h2 id="shipment-result-title" className="text-2xl font-bold">
        {title}
      </h2>
      <div className="grid gap-4 rounded-card bg-navy-50 p-5 sm:grid-cols-3">
        <p>
          <span className="block text-sm text-ink-muted">Shipment No</span>
          <strong data-testid="shipment-no">{shipmentNo}</strong>
        </p>
        <p>
          <span className="block text-sm text-ink-muted">Account Code</span>
          <strong>{accountCode || '-'}</strong>
        </p>
        <p>
          <a
            href={labelUrl}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-navy-700 underline"
            data-testid="label-link"
          >
            {en.buttons.download} label
          </a>
        </p>
      </div>
      {documents ? <ShipmentDocuments documents={documents} headingLevel={3} /> : null}
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-label="Sender">
          <h3 className="mb-2 font-bold">Sender</h3>
          <Pairs
            rows={[
              ['Consignor', d.sender_consignor],
              ['Contact Person', d.sender_contact_person],
              ['Address', d.sender_street_name_number],
              ['City', d.sender_city],
              ['Country', d.sender_country],
              ['Telephone', d.sender_telephone],
              ['Email', d.sender_email],
            ]}
          />
        </section>
        <section aria-label="Receiver">
          <h3 className="mb-2 font-bold">Receiver</h3>
          <Pairs
            rows={[
              ['Company', d.receiver_company_name],
              ['Attention', d.receiver_attention],
              ['Address', d.receiver_street_name_number],
              ['City', d.receiver_city],
              ['Country', d.receiver_country],
              ['Telephone', d.receiver_telephone],
              ['Mobile', d.receiver_mobile],
            ]}
          />
        </section>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="mb-2 text-start font-bold">Items</caption>
          <thead className="bg-navy-800 text-white">
            <tr>
              {['Weight', 'Length', 'Width', 'Height', 'Volumetric Weight', 'Description'].map(
                (header) => (
                  <th key={header} scope="col" className="px-3 py-2 text-start">
                    {header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {d.shipment_items.map((item, index) => (
              <tr key={index} className="border-b border-line">
                <td className="px-3 py-2">{item.weight}</td>
                <td className="px-3 py-2">{item.length}</td>
                <td className="px-3 py-2">{item.width}</td>
                <td className="px-3 py-2">{item.height}</td>
                <td className="px-3 py-2">{item.volume_weight}</td>
                <td className="px-3 py-2">{item.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-label="Collection">
        <h3 className="mb-2 font-bold">Collection Pickup</h3>
        <Pairs
          rows={[
            ['Collection Date', d.collection_date],
            ['Ready Time', d.collection_ready_time],
            ['Closing Time', d.collection_close_time],
            // Codes stay on the wire; people read their labels (issue 18 item 20).
            ['Vehicle', uiWords.wizard.vehicleLabels[d.vehicle_type] ?? d.vehicle_type],
            [
              'Payment',
              d.payment_type === 'cash' || d.payment_type === 'online'
                ? uiWords.wizard[d.payment_type]
                : d.payment_type,
            ],
            ['Amount', amount],
          ]}
        />
      </section>
      {note ? <p className="rounded-card bg-express-50 p-3 text-sm">{note}</p> : null}
      <button
        type="button"
        onClick={onClose}
        className="rounded-field bg-navy-800 px-5 py-2.5 font-semibold text-white hover:bg-navy-900"
      >
        {en.buttons.close}
      </button>
    </section>
  );
}
