import type { z } from 'zod';
import type { LinkedShipment } from '@courier/api-client/endpoints/returns';
import type { KeyedShipment } from '../portal/portalShipments.ts';
import type { shipmentSchema } from './schemas.ts';

/** Where a shipment's label is fetched with the key (GET /api/v1/shipments/{id}/label). */
const apiLabelLinks = (id: string) => {
  const base = `/api/v1/shipments/${encodeURIComponent(id)}/label`;
  return { pdf: `${base}?format=pdf`, pdf_4x6: `${base}?format=4x6`, zpl: `${base}?format=zpl` };
};

/** The merchant API's shipment: the portal's row in the API's names, amounts in fils. */
export function shipmentView(shipment: KeyedShipment): z.output<typeof shipmentSchema> {
  const { row, record } = shipment;
  const cod = (record as { cod_amount_fils?: unknown }).cod_amount_fils;
  return {
    id: row.shipmentId,
    object: 'shipment',
    livemode: !shipment.test,
    awb: shipment.awb,
    shipment_no: row.shipment_no,
    reference: row.reference_number,
    status: row.status,
    status_label: row.status_label,
    created_at: row.created_at,
    shipment_date: row.shipment_date,
    recipient: {
      company: row.receiver_company_name,
      attention: row.receiver_attention,
      city: row.receiver_city,
      country: row.receiver_country,
    },
    pieces: row.total_pieces,
    chargeable_weight_kg: row.total_chargeable_weight,
    total_fils: shipment.totalFils,
    cod_amount_fils: typeof cod === 'number' ? cod : null,
    labels: apiLabelLinks(row.shipmentId),
  };
}

/** A shipment's return, or a return's original, in the API's names. */
export const linkedView = (linked: LinkedShipment) => ({
  id: linked.shipmentId,
  shipment_no: linked.shipment_no,
  awb: linked.awb || null,
  status: linked.status,
  status_label: linked.status_label,
});

/** A shipment as the other end of a return link. */
export const linkedOfShipment = ({ row, awb }: KeyedShipment): LinkedShipment => ({
  shipmentId: row.shipmentId,
  shipment_no: row.shipment_no,
  awb: awb ?? '',
  status: row.status,
  status_label: row.status_label,
});
