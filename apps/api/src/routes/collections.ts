import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  collectionDateMessages,
  collectionDateProblem,
} from '../collections/collectionDateCheck.ts';
import { collections } from '../db/schema/index.ts';
import { badRequest, FAILURE, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { formBody } from '../http/formBody.ts';
import { nextSerial } from '../shipments/nextSerial.ts';
import { readOperatingSettings } from '../settings/operatingSettings.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';

const collectionBookedMessage = (bookingNo: string) =>
  `Your collection has been booked. Booking no: ${bookingNo}.`;

/** Unambiguous capitals and digits (no 0/O, 1/I) for a reference read over the phone. */
const REF_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
function newRefNo(): string {
  const bytes = randomBytes(10);
  return `REF${Array.from(bytes, (b) => REF_ALPHABET[b % REF_ALPHABET.length]).join('')}`;
}

export function collectionRoutes(
  app: FastifyInstance,
  { db, config, mailer, idempotency }: ShippingContext,
): void {
  // Holidays and non-working weekdays come from the database (edited in the back office).
  const calendar = () => readOperatingSettings(db, config);

  // Kept as the original works (spec 4): 'Success' means the date is NOT possible, with the reason.
  contractRoute(app, 'check_collection_date', async ({ collection_date }) => {
    const problem = collectionDateProblem(collection_date, new Date(), await calendar());
    if (problem) return success(problem, {});
    return { Status: FAILURE, Message: collectionDateMessages.available };
  });

  contractRoute(
    app,
    'create_shipment_collection',
    async (form, request, reply) =>
      idempotency.run(request, reply, 'create_shipment_collection', async (storeAnswer) => {
        const problem = collectionDateProblem(form.collection_date, new Date(), await calendar());
        if (problem) throw badRequest(problem, { errors: { collection_date: problem } });

        const bookingNo = `COL${(await nextSerial(db, 'collection_no_seq')).padStart(8, '0')}`;
        // The collection, its staff e-mail and the stored answer commit together: no e-mail lost
        // if the process dies in between, and a replayed request queues none again.
        return db.transaction(async (tx) => {
          let refNo = newRefNo();
          for (let attempt = 0; ; attempt += 1) {
            const inserted = await tx
              .insert(collections)
              .values({ bookingNo, refNo, record: form })
              .onConflictDoNothing()
              .returning({ id: collections.id });
            if (inserted.length > 0) break;
            if (attempt >= 3) throw new Error('Could not find a free collection reference number.');
            refNo = newRefNo();
          }
          await mailer.toStaff(
            {
              key: `staff:collection:${bookingNo}`,
              subject: `Collection booking ${bookingNo}: ${form.company_name}, ${form.collection_date} ${form.collection_ready_time}-${form.collection_closing_time}`,
              replyTo: form.email_address || undefined,
              text: [
                `Booking no: ${bookingNo}`,
                `Reference: ${refNo}`,
                ...Object.entries(form)
                  .filter(([, v]) => v !== '')
                  .map(([k, v]) => `${k}: ${v}`),
              ].join('\n'),
            },
            tx,
          );
          const answer = {
            status: 200,
            body: success(collectionBookedMessage(bookingNo), {
              booking_no: bookingNo,
              ref_no: refNo,
            }),
          };
          await storeAnswer(tx, answer);
          return answer;
        });
      }),
    { prepare: formBody },
  );
}
