import type { ShipmentDetails } from '@courier/api-client/endpoints/shipments';
import type { LabelShipment } from './renderLabelPdf.ts';

/** Second street lines of the customer variant, when the record has them. */
type Extra = { sender_street_name_number1?: string; receiver_street_name_number1?: string };

/** What the label of a recorded shipment shows, from the same record the result view shows. */
export function labelShipmentFromDetails(
  details: ShipmentDetails & Extra,
  awb: string,
): LabelShipment {
  return {
    awb,
    shipmentDate: details.shipment_date,
    service: details.service,
    // A line is a box (spec: total pieces = number of lines); qty counts the goods inside it.
    pieces: details.shipment_items.length || details.total_pieces,
    weights: {
      actualKg: details.total_weight,
      volumetricKg: details.total_volume_weight,
      chargeableKg: details.total_chargeable_weight,
    },
    sender: {
      name: details.sender_consignor,
      contactPerson: details.sender_contact_person,
      addressLines: [details.sender_street_name_number, details.sender_street_name_number1 ?? ''],
      city: details.sender_city,
      zip: details.sender_zip_code,
      country: details.sender_country,
      phone: details.sender_telephone,
    },
    receiver: {
      name: details.receiver_company_name,
      contactPerson: details.receiver_attention,
      addressLines: [
        details.receiver_street_name_number,
        details.receiver_street_name_number1 ?? '',
      ],
      city: details.receiver_city,
      zip: details.receiver_zip_code,
      country: details.receiver_country,
      phone: details.receiver_telephone || details.receiver_mobile,
    },
    contents: details.content,
    reference: details.reference_number,
  };
}
