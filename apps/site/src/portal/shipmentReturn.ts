import type { LinkedShipment } from '@courier/api-client/endpoints/returns';
import { kuwaitDateTime } from '@courier/domain/kuwaitClock';
import type { Language } from '@courier/domain/language';
import type { ShipmentReturnProps } from '@courier/ui/ShipmentReturn';
import { formatKuwaitDate } from './formatDate';
import { shipmentHref, statusLabel, statusTone } from './shipmentRows';

/** The other end of a return as the Return section shows it: number, page and status. */
export function toLinkedView(
  shipment: LinkedShipment | null,
  statusWords: Readonly<Record<string, string>>,
): ShipmentReturnProps['returnShipment'] {
  if (!shipment) return null;
  return {
    shipmentNo: shipment.shipment_no,
    href: shipmentHref(shipment.shipmentId),
    status: {
      label: statusLabel(statusWords, shipment.status, shipment.status_label),
      tone: statusTone(shipment.status),
    },
  };
}

/**
 * Whether the page offers "Create return": a delivered shipment that is not itself a return and
 * has none yet. The server judges again (and the role: a viewer is refused there, in words).
 */
export const offersReturn = (shipment: {
  status: string;
  return_shipment: LinkedShipment | null;
  original_shipment: LinkedShipment | null;
}): boolean =>
  shipment.status === 'delivered' && !shipment.return_shipment && !shipment.original_shipment;

/** The link's last day, in Kuwait, as the page's language writes a date. */
export const linkUntil = (expiresAt: string, language: Language): string =>
  formatKuwaitDate(kuwaitDateTime(new Date(expiresAt)).date, language);
