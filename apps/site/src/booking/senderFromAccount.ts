import type { Customer } from '@courier/api-client/endpoints/customers';
import { HOME_COUNTRY_NAME } from '@courier/domain/constants';
import type { BookingStep1Input } from '@courier/domain/schemas/booking';

/**
 * The customer wizard's sender as it starts: the account's own address. The account record names
 * a city and an area but no country; the courier opens accounts for addresses in its own
 * country, so that is the sender's country (the country list's spelling is matched later).
 */
export function senderFromAccount(
  customer: Customer | undefined,
): Partial<BookingStep1Input<'customer'>> {
  return {
    sender_consignor: customer?.COMP_NAME ?? '',
    sender_contact_person: customer?.ContactPerson ?? '',
    sender_street_name_number: customer?.Add1 ?? '',
    sender_street_name_number1: customer?.Add2 ?? '',
    sender_country: HOME_COUNTRY_NAME,
    sender_city: customer?.CITY ?? '',
    sender_telephone: (customer?.PH_NO ?? '').replace(/[^\d+]/g, ''),
    sender_email: customer?.E_MAIL ?? '',
  };
}
