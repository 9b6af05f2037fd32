import { DEFAULT_PAYMENT_TYPE } from '@courier/domain/constants';
import type { BookingVariant } from '@courier/domain/schemas/booking';
import { newShipmentLine } from '@courier/domain/shipmentLines';
import type { FieldValues } from 'react-hook-form';

/** Empty values of the three steps of a wizard. */
export function emptyStep1(variant: BookingVariant): FieldValues {
  const base: FieldValues = {
    sender_consignor: '',
    sender_contact_person: '',
    sender_street_name_number: '',
    sender_zip_code: '',
    sender_country: '',
    sender_city: '',
    sender_telephone: '',
    sender_fax: '',
    sender_email: '',
    reference_number: '',
    receiver_company_name: '',
    receiver_attention: '',
    receiver_street_name_number: '',
    receiver_city: '',
    receiver_zip_code: '',
    receiver_country: '',
    receiver_telephone: '',
    receiver_mobile: '',
    receiver_fax: '',
    receiver_email: '',
  };
  return variant === 'customer' ? { ...base, sender_street_name_number1: '', receiver_street_name_number1: '' } : base;
}

export function emptyStep2(firstLineWeight = ''): FieldValues {
  return {
    service: '',
    currency: { currency_code: '', currency_name: '' },
    type: '',
    value: '',
    content: '',
    shipment_items: [{ ...newShipmentLine(), weight: firstLineWeight }],
    total_pieces: '1',
    total_weight: firstLineWeight || '0',
    total_volume_weight: '0',
    total_chargeable_weight: firstLineWeight || '0',
    total_amount: '',
  };
}

export function emptyStep3(variant: BookingVariant): FieldValues {
  const base: FieldValues = {
    collection_date: '',
    collection_ready_time: '',
    collection_close_time: '',
    vehicle_type: '',
    special_instruction: '',
    kyc_type: '',
    kyc_document: '',
    shipment_type: '',
    invoice_document: '',
    payment_type: variant === 'customer' ? DEFAULT_PAYMENT_TYPE : '',
  };
  return variant === 'customer' ? { ...base, accept_privacy: false } : { ...base, accept_terms: false };
}
