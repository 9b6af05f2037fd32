import type { ShipmentRecord } from '../shipments/shipmentRecord.ts';

/**
 * The pickup a booked shipment asks for, as a row of the collection queue: both booking wizards
 * take a collection date, time window and vehicle, so the courier collects those parcels like a
 * Book Collection request. The record has the fields of a Book Collection form (what the queue,
 * the dashboard and the run sheet read), filled from the sender, plus the shipment's number.
 */
export function shipmentPickup(record: ShipmentRecord): Record<string, unknown> {
  return {
    company_name: record.sender_consignor,
    contact_person: record.sender_contact_person,
    address: record.sender_street_name_number,
    zipcode: record.sender_zip_code,
    city: record.sender_city,
    country: record.sender_country_name,
    mobile_number: record.sender_telephone,
    email_address: record.sender_email,
    collection_date: record.collection_date,
    collection_ready_time: record.collection_ready_time,
    collection_closing_time: record.collection_close_time,
    vehicle_type: record.vehicle_type,
    total_pieces: String(record.total_pieces),
    total_weight: String(record.total_weight),
    special_instruction: record.special_instruction,
    reference_number: record.reference_number,
    shipment_no: record.shipment_no,
  };
}
