import { success } from '@courier/api-client/envelope';
import { AWB_GENERATED } from '@courier/api-client/endpoints/shipments';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.ts';
import { bookShipment, issueAwb } from '../behaviour/bookShipment.ts';
import { labelDataUrl } from '../behaviour/label.ts';
import { sessionAccount } from '../behaviour/session.ts';
import { keepForReturn } from '../behaviour/hostedPayment.ts';
import { refuse, route } from '../route.ts';
import { NOT_LOGGED_IN } from './customers.ts';

/** The page the payer comes back to from the hosted payment page. */
const paymentPageOf = (shipmentId: string) => `/book-shipment?payment=${shipmentId}`;

/** The API's default link lifetime (LABEL_TOKEN_DAYS). */
const LABEL_LINK_DAYS = 30;

export function shipmentHandlers(db: MockDb): HttpHandler[] {
  return [
    route(db, 'create_shipment', (body, { cookies }) => {
      const customerVariant = body.type === 'DOX' || body.type === 'SPX';
      const account = customerVariant ? sessionAccount(db, cookies) : undefined;
      if (customerVariant && !account) return refuse('create_shipment', NOT_LOGGED_IN, 401);
      // A public online booking without a payment goes to the hosted page: the mock's gateway
      // approves at once, so its link leads straight back to the booking's payment page.
      const hosted = body.payment_type === 'online' && !body.payment_id && !customerVariant;
      if (
        body.payment_type === 'online' &&
        !hosted &&
        !(body.payment_id && db.payments.has(body.payment_id))
      ) {
        return refuse('create_shipment', 'Payment not found. Please pay again.', 402);
      }
      const record = bookShipment(db, body, account?.userId ?? null, account?.customer.AC_NO ?? '');
      if (body.payment_type === 'online') {
        record.paid = true;
        record.paymentMethod = hosted ? (body.payment_method ?? 'knet') : 'card';
        if (hosted) keepForReturn(record);
      }
      return success(
        {
          shipment_no: record.details.shipment_no,
          account_code: record.accountCode,
          label_url: record.labelUrl,
          shipmentDetails: record.details,
          paymentLink: hosted ? paymentPageOf(record.shipmentId) : '',
          orderId: record.orderId,
          shipmentId: record.shipmentId,
        },
        'Your shipment has been booked.',
      );
    }),
    route(db, 'create_skynet_shipment', ({ shipmentId }, { cookies }) => {
      const record = db.shipments.get(shipmentId);
      const account = sessionAccount(db, cookies);
      if (!record || record.variant !== 'customer' || record.userId !== account?.userId) {
        return {
          body: {
            STATUS: 'Shipment Not Found',
            Data: 'No recorded shipment with this id for your account.',
          },
          status: 404,
        };
      }
      if (!record.awb) {
        const { details } = record;
        record.awb = issueAwb(
          db,
          `${details.sender_city}, ${details.sender_country}`,
          `${details.receiver_city}, ${details.receiver_country}`,
        );
      }
      const label = labelDataUrl(
        record.awb,
        record.details.sender_country,
        record.details.receiver_country,
      );
      return {
        STATUS: AWB_GENERATED,
        Data: { Awbno: record.awb, label_image_url: label, label_url: label },
      };
    }),
    // Fresh links for the owner's shipment; the mock's label is one data URL for every format.
    route(db, 'label_links', ({ shipmentId }, { cookies }) => {
      const record = db.shipments.get(shipmentId);
      const account = sessionAccount(db, cookies);
      if (!account) return refuse('label_links', NOT_LOGGED_IN, 401);
      if (!record || record.userId !== account.userId)
        return refuse('label_links', 'Label not found.', 404);
      const number = record.awb ?? record.details.shipment_no;
      const label = labelDataUrl(
        number,
        record.details.sender_country,
        record.details.receiver_country,
      );
      const expiresAt = new Date(Date.now() + LABEL_LINK_DAYS * 86_400_000).toISOString();
      return success(
        {
          label_url: label,
          label_image_url: label,
          documents: {
            label_a4_url: label,
            label_4x6_url: label,
            label_zpl_url: label,
            expires_at: expiresAt,
          },
        },
        'Label links issued.',
      );
    }),
  ];
}
