import type { AddressBookRecord } from '@courier/api-client/endpoints/portal';
import type { AddressBookEntryInput } from '@courier/domain/schemas/portal';
import type { AddressCard } from '@courier/ui/AddressBook';

const join = (...parts: (string | undefined)[]) =>
  parts.filter((part): part is string => Boolean(part?.trim())).join(', ');

/** A saved address as the book's card shows it. */
export function toAddressCard(record: AddressBookRecord): AddressCard {
  if (record.kind === 'sender')
    return {
      id: record.addressId,
      kind: 'sender',
      name: record.sender_consignor,
      contact: record.sender_contact_person,
      address: join(
        record.sender_street_name_number,
        record.sender_street_name_number1,
        record.sender_city,
        record.sender_country,
      ),
      phone: record.sender_telephone,
    };
  return {
    id: record.addressId,
    kind: 'receiver',
    name: record.receiver_company_name,
    contact: record.receiver_attention,
    address: join(
      record.receiver_street_name_number,
      record.receiver_street_name_number1,
      record.receiver_city,
      record.receiver_country,
    ),
    phone: record.receiver_mobile || record.receiver_telephone,
  };
}

/** The record as the form edits it (without its id). */
export function toAddressEntry(record: AddressBookRecord): Partial<AddressBookEntryInput> {
  const { addressId: _id, ...entry } = record;
  return entry;
}

/** The country of an entry, whichever its kind. */
export const countryOf = (entry: Partial<AddressBookEntryInput> | undefined) =>
  entry
    ? String(
        ('sender_country' in entry ? entry.sender_country : undefined) ??
          ('receiver_country' in entry ? entry.receiver_country : undefined) ??
          '',
      )
    : '';
