import type { SuccessOf } from '@courier/api-client/endpoints';
import { isDocsType } from '@courier/domain/bookingType';
import { formatDeclaredValue } from '@courier/domain/money';
import type { PortalWords } from '@courier/ui/i18n/portalWords';
import type { ShipmentSummaryProps } from '@courier/ui/ShipmentSummary';
import type { Language } from '@courier/domain/language';
import { formatKuwaitDate } from './formatDate';
import { shipAgainHref, statusLabel, statusTone } from './shipmentRows';

type Answer = SuccessOf<'portal_shipment'>;
const lines = (...parts: string[]) => parts.filter((part) => part.trim() !== '');
/** The comma between the parts of a place or a day and its hours, as the page writes it. */
const comma = (language: Language) => (language === 'ar' ? '، ' : ', ');

/** What a booking's codes read as: the service's name and the type's words. */
export interface SummaryWords {
  serviceName: (serviceId: string) => string;
  /** The portal's words in the page's language (`usePortalWords()`). */
  portal: PortalWords;
  /** The page's language (`useLanguage()`), for dates. */
  language: Language;
  /** The booking type's words in the page's language (`useUiWords().wizard`). */
  types: { docs: string; nonDocs: string };
}

/** The detail answer as the summary panel shows it. */
export function toShipmentSummary(answer: Answer, words: SummaryWords): ShipmentSummaryProps {
  const { shipment, shipmentDetails: d, tracking, documents } = answer;
  const { portal, language } = words;
  const date = (isoDate: string) => formatKuwaitDate(isoDate, language);
  return {
    shipmentNo: shipment.shipment_no,
    awb: shipment.awb,
    status: {
      label: statusLabel(portal.status, shipment.status, shipment.status_label),
      tone: statusTone(shipment.status),
    },
    sender: {
      name: d.sender_consignor,
      contact: d.sender_contact_person,
      lines: lines(
        d.sender_street_name_number,
        lines(d.sender_city, d.sender_zip_code, d.sender_country).join(comma(language)),
        d.sender_telephone,
        d.sender_email,
      ),
    },
    receiver: {
      name: d.receiver_company_name,
      contact: d.receiver_attention,
      lines: lines(
        d.receiver_street_name_number,
        lines(d.receiver_city, d.receiver_zip_code, d.receiver_country).join(comma(language)),
        d.receiver_telephone,
        d.receiver_mobile,
        d.receiver_email,
      ),
    },
    facts: [
      {
        label: portal.detail.date,
        value: date(d.shipment_date || shipment.shipment_date),
      },
      { label: portal.detail.reference, value: d.reference_number },
      { label: portal.detail.service, value: words.serviceName(d.service) },
      {
        label: portal.detail.type,
        value: isDocsType(d.type) ? words.types.docs : words.types.nonDocs,
      },
      { label: portal.detail.pieces, value: String(d.total_pieces) },
      {
        label: portal.detail.weight,
        value: portal.detail.weightKg({ weight: String(d.total_chargeable_weight) }),
      },
      // In the currency it was declared in, as @courier/domain writes money ('KWD 50.00').
      {
        label: portal.detail.value,
        value: d.value ? (formatDeclaredValue(d.value, d.currency_code, language) ?? '') : '',
      },
      { label: portal.detail.content, value: d.content },
      {
        label: portal.detail.collection,
        value: lines(
          date(d.collection_date),
          lines(d.collection_ready_time, d.collection_close_time).join(' - '),
        ).join(comma(language)),
      },
    ],
    history: tracking.map((event) => ({
      date: date(event.date),
      time: event.time,
      location: event.location,
      activity: lines(event.status_label, event.remarks).join(': '),
    })),
    // Labels exist once the courier booked the shipment (it then has an airway bill).
    documents: shipment.awb ? documents : undefined,
    shipAgainHref: shipAgainHref(shipment.shipmentId),
  };
}
