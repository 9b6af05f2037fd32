import type { FastifyInstance } from 'fastify';
import { tracksRefusal, TRACKING_SUCCESS } from '@courier/api-client/endpoints/tracking';
import { translateMessage } from '@courier/domain/messagesAr';
import { parseTrackingNumbers } from '@courier/domain/tracking';
import { contractRoute } from '../http/contractRoute.ts';
import { contentLanguage } from '../http/requestLanguage.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { eventWords, latestStatuses, trackedShipment } from '../tracking/trackingQueries.ts';

export const TRACKING_NOT_FOUND = 'No shipment was found with this tracking number.';
const FORWARDER = 'Courier Express';

/** Tracking: one number in the new-source shape, or up to 25 numbers as STATUS/Data rows. */
export function trackingRoutes(app: FastifyInstance, { db }: ShippingContext): void {
  contractRoute(app, 'tracks', async ({ AWBNO }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const awb = AWBNO.trim();
    const shipment = await trackedShipment(db, awb);
    if (!shipment) {
      // Returned, not sent: nothing leaves before the rate limit is judged (http/rateLimits.ts).
      void reply.status(404);
      return tracksRefusal(translateMessage(TRACKING_NOT_FOUND, lang));
    }
    const { events } = shipment;
    const latest = events[0] && eventWords(events[0], lang);
    const delivered = events.find((e) => e.statusCode === 'delivered');
    return {
      data: {
        status: TRACKING_SUCCESS,
        shipmentDetails: {
          airwayBillNo: shipment.awb,
          awbDate: shipment.awbDate,
          destination: [shipment.receiverCity, shipment.receiverCountry].filter(Boolean).join(', '),
          forwarder: FORWARDER,
          forwarderNo: shipment.awb,
          forwarder2: '',
          forwarderNo2: '',
        },
        statusDetails: {
          status: latest?.status ?? '',
          remarks: latest?.remarks ?? '',
          deliveryDate: delivered?.date ?? '',
          deliveryTime: delivered?.time ?? '',
          // Only the signer at delivery, as carriers show it: never the booking's names,
          // phones or addresses (an AWB is all a caller needs to ask).
          receiverName: delivered?.signedBy ?? '',
        },
        shipmentHistory: events.map((e) => {
          const words = eventWords(e, lang);
          return {
            date: e.date,
            time: e.time,
            shipmentStatus: words.status,
            shipmentDetails: words.remarks,
            location: e.location,
          };
        }),
      },
    };
  });

  contractRoute(app, 'tracking_data', async ({ AWBNO }, request, reply) => ({
    STATUS: 1,
    Data: await latestStatuses(db, parseTrackingNumbers(AWBNO), contentLanguage(request, reply)),
  }));
}
