/** A service as a list names it: service_list (ours) or service_list_from_api (the carrier's). */
export interface NamedService {
  id: number | string;
  service_name: string;
}

const key = (name: string) => name.trim().toLowerCase();

/**
 * Our service id (service_list, the rate cards' id) for one of the carrier's services, as a
 * string; null when none matches. The id first: the built-in carrier numbers its services by our
 * own ids, and an id reads the same on every page, whereas service_list names them in the page's
 * language (Arabic on Arabic pages) while the carrier names them in English. The name (any case)
 * only when the id is not one of ours.
 */
export function ourServiceId(carrier: NamedService, ours: readonly NamedService[]): string | null {
  const byId = ours.find((s) => String(s.id) === String(carrier.id));
  if (byId) return String(byId.id);
  const byName = ours.find((s) => key(s.service_name) === key(carrier.service_name));
  return byName ? String(byName.id) : null;
}

/**
 * The id to price a booking with (invoice_price_calculation wants ours): the chosen entry of the
 * carrier's list mapped to ours; '' while nothing is chosen or it maps to none of ours.
 */
export function pricedServiceId(
  chosenId: string,
  carrierList: readonly NamedService[],
  ours: readonly NamedService[],
): string {
  const chosen = carrierList.find((s) => String(s.id) === chosenId);
  return chosen ? (ourServiceId(chosen, ours) ?? '') : '';
}

/**
 * The carrier's services named as an Arabic page reads them: an entry whose id is one of ours (the
 * built-in carrier numbers its services by our ids) takes our list's name, which service_list
 * answers in the page's language; any other keeps the carrier's name. Ids are unchanged, so the
 * booking records the carrier's choice as before.
 */
export function carrierServicesNamed<S extends NamedService>(
  carrierList: readonly S[],
  ours: readonly NamedService[],
): S[] {
  return carrierList.map((service) => {
    const mine = ours.find((s) => String(s.id) === String(service.id));
    return mine ? { ...service, service_name: mine.service_name } : service;
  });
}
