import type { PortalCollectionRow } from '@courier/api-client/endpoints/portal';
import { collectionDateProblem } from '../collections/collectionDateCheck.ts';
import type { CustomerRow } from '../customers/customerAccounts.ts';
import type { AppContext } from '../context.ts';
import { badRequest, notFound } from '../http/envelope.ts';
import type { Tx } from '../jobs/sqlAdapters.ts';
import { readOperatingSettings } from '../settings/operatingSettings.ts';
import { SHIPMENT_MESSAGES } from '../shipments/createShipment.ts';
import {
  bookCollection,
  collectionProblem,
  ownShipmentsFor,
  type PortalCollectionForm,
} from './portalCollections.ts';

/**
 * One collection for several of the customer's shipments: the portal's and the merchant API's
 * one use case. Every shipment must be the customer's (else 404, as for nobody's), the date a
 * working day, and the shipments free to collect from one address (else 400 on the field). The
 * collection, its staff e-mail and `alsoInTx` (the stored answer) commit together. A test API
 * key's request (`test`) is judged on its test shipments and recorded nowhere: it answers
 * undefined.
 */
export async function bookCustomerCollection(
  { db, config, mailer }: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  customer: CustomerRow,
  form: PortalCollectionForm,
  options: { test?: boolean; alsoInTx?: (tx: Tx, row: PortalCollectionRow) => Promise<void> } = {},
): Promise<PortalCollectionRow | undefined> {
  const test = options.test === true;
  const wanted = [...new Set(form.shipmentIds)];
  const candidates = await ownShipmentsFor(db, customer.id, wanted, test);
  if (candidates.length !== wanted.length) throw notFound(SHIPMENT_MESSAGES.notFound);
  const dateProblem = collectionDateProblem(
    form.collection_date,
    new Date(),
    await readOperatingSettings(db, config),
  );
  if (dateProblem) throw badRequest(dateProblem, { errors: { collection_date: dateProblem } });
  const { problem, replace } = await collectionProblem(db, candidates);
  if (problem) throw badRequest(problem.message, { errors: { [problem.field]: problem.message } });
  if (test) return undefined;
  return bookCollection(db, customer.id, form, candidates, replace, async (tx, collection) => {
    await mailer.toStaff(
      {
        key: `staff:collection:${collection.booking_no}`,
        subject: `Collection booking ${collection.booking_no} (customer ${customer.userId}): ${collection.company_name}, ${collection.collection_date} ${collection.collection_ready_time}-${collection.collection_close_time}`,
        text: [
          `Booking no: ${collection.booking_no}`,
          `Shipments: ${collection.shipment_nos.join(', ')}`,
          `Address: ${collection.address}, ${collection.city}`,
          `Vehicle: ${collection.vehicle_type}`,
          form.special_instruction ? `Instructions: ${form.special_instruction}` : '',
        ]
          .filter(Boolean)
          .join('\n'),
      },
      tx,
    );
    await options.alsoInTx?.(tx, collection);
  });
}
