import type { FastifyInstance } from 'fastify';
import {
  trackingDataRequest,
  tracksRefusal,
  tracksRequest,
  TRACKING_SUCCESS,
} from '@courier/api-client/endpoints/tracking';
import { statusDataRefusal } from '@courier/api-client/envelope';
import { parseTrackingNumbers } from '@courier/domain/tracking';
import { ApiError, FAILURE } from '../http/envelope.ts';
import { parseBody } from '../http/validate.ts';
import type { ShipmentRecord } from '../shipments/shipmentRecord.ts';
import type { ShippingContext } from '../shipments/shippingServices.ts';
import { latestStatuses, trackedShipment } from '../tracking/trackingQueries.ts';

export const TRACKING_NOT_FOUND = 'No shipment was found with this tracking number.';
const FORWARDER = 'Courier Express';

/** Tracking: one number in the new-source shape, or up to 25 numbers as STATUS/Data rows. */
export function trackingRoutes(app: FastifyInstance, { db }: ShippingContext): void {
  app.get('/tracks', async (request, reply) => {
    let awb: string;
    try {
      awb = parseBody(tracksRequest, request.query).AWBNO.trim();
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return reply
        .status(400)
        .send({ Status: FAILURE, Message: err.message, ...tracksRefusal(err.message) });
    }
    const shipment = await trackedShipment(db, awb);
    if (!shipment)
      return reply
        .status(404)
        .send({
          Status: FAILURE,
          Message: TRACKING_NOT_FOUND,
          ...tracksRefusal(TRACKING_NOT_FOUND),
        });
    const record = shipment.record as ShipmentRecord;
    const { events } = shipment;
    const latest = events[0];
    const delivered = events.find((e) => e.statusCode === 'delivered');
    return {
      data: {
        status: TRACKING_SUCCESS,
        shipmentDetails: {
          airwayBillNo: shipment.awb,
          awbDate: record.shipment_date,
          destination: [record.receiver_city, record.receiver_country_name]
            .filter(Boolean)
            .join(', '),
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
          receiverName: delivered ? record.receiver_attention : '',
        },
        shipmentHistory: events.map((e) => ({
          date: e.date,
          time: e.time,
          shipmentStatus: e.status,
          shipmentDetails: e.remarks,
          location: e.location,
        })),
      },
    };
  });

  app.post('/tracking_data', async (request, reply) => {
    let numbers: string[];
    try {
      numbers = parseTrackingNumbers(parseBody(trackingDataRequest, request.body).AWBNO);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return reply.status(400).send(statusDataRefusal(err.message));
    }
    return { STATUS: 1, Data: await latestStatuses(db, numbers) };
  });
}
