import type { PortalShipmentRow as ApiRow } from '@courier/api-client/endpoints/portal';
import type { PortalShipmentStatus } from '@courier/domain/schemas/portal';
import type { StatusTone } from '@courier/ui/StatusBadge';
import type { PortalShipmentRow } from '@courier/ui/ShipmentList';
import type { Language } from '@courier/domain/language';
import { joinPlace } from '@courier/domain/places';
import { formatKuwaitDate } from './formatDate';

/** The colour of a shipment's or a collection's status badge (the words are always shown too). */
export function statusTone(status: PortalShipmentStatus | string): StatusTone {
  if (status === 'delivered' || status === 'collected') return 'success';
  if (status === 'exception' || status === 'cancelled' || status === 'returned') return 'danger';
  if (status === 'failed') return 'danger';
  if (status === 'not_booked' || status === 'at_customs' || status === 'requested')
    return 'warning';
  if (status === 'booked' || status === 'scheduled') return 'neutral';
  return 'info';
}

export const shipmentHref = (shipmentId: string) =>
  `/shipment-details?${new URLSearchParams({ shipment_id: shipmentId }).toString()}`;

export const shipAgainHref = (shipmentId: string) =>
  `/create-shipment?${new URLSearchParams({ ship_again: shipmentId }).toString()}`;

/**
 * A status code as the page's language reads it (the portal catalogue's `status` or
 * `collectionStatus`); a code the catalogue does not know keeps the API's own label.
 */
export function statusLabel(
  words: Readonly<Record<string, string>>,
  code: string,
  apiLabel: string,
): string {
  return Object.hasOwn(words, code) ? (words[code] ?? apiLabel) : apiLabel;
}

/**
 * A list row of the API as the portal's tables show it, dates and status in the page's language
 * (`statusWords`: the portal catalogue's `status`).
 */
export function toShipmentRow(
  row: ApiRow,
  language: Language,
  statusWords: Readonly<Record<string, string>>,
): PortalShipmentRow {
  return {
    shipmentNo: row.shipment_no,
    awb: row.awb,
    date: formatKuwaitDate(row.shipment_date, language),
    reference: row.reference_number,
    receiver: row.receiver_company_name || row.receiver_attention,
    destination: joinPlace([row.receiver_city, row.receiver_country], language),
    status: {
      label: statusLabel(statusWords, row.status, row.status_label),
      tone: statusTone(row.status),
    },
    href: shipmentHref(row.shipmentId),
  };
}
