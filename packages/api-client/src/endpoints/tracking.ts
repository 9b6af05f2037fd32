import { z } from 'zod';
import { multiTrackingSchema, trackingNumberSchema } from '@courier/domain/schemas/tracking';
import { defineEndpoint } from '../endpoint.ts';
import { STATUS_ERROR, statusData, statusDataFailure, type FailureFamily } from '../envelope.ts';

/** Tracking, answered in the tracking source's own shapes (no Status/Message envelope). */

export const TRACKING_SUCCESS = 'SUCCESS';
const TRACKING_FAILED = 'FAILED';

const trackingShipmentDetailsSchema = z.object({
  airwayBillNo: z.string().min(1),
  awbDate: z.string(),
  destination: z.string(),
  forwarder: z.string(),
  forwarderNo: z.string(),
  forwarder2: z.string(),
  forwarderNo2: z.string(),
});

const trackingStatusDetailsSchema = z.object({
  status: z.string(),
  remarks: z.string(),
  deliveryDate: z.string(),
  deliveryTime: z.string(),
  receiverName: z.string(),
  /**
   * Not in the tracking source's shape: the expected delivery window (Kuwait calendar dates
   * 'YYYY-MM-DD', @courier/domain/expectedDelivery), empty once delivered, returned or in
   * exception, or with nothing to reckon from. Absent from sources that do not give it.
   */
  expectedDeliveryFrom: z.string().optional(),
  expectedDeliveryTo: z.string().optional(),
  /** Not in the source's shape: cash on delivery the receiver pays, in fils, until delivered. */
  cashOnDeliveryFils: z.number().int().optional(),
});

const trackingEventSchema = z.object({
  date: z.string(),
  time: z.string(),
  shipmentStatus: z.string(),
  shipmentDetails: z.string(),
  location: z.string(),
});

const tracksRequest = z.object({ AWBNO: trackingNumberSchema.shape.tracking_number });
export const tracksResponse = z.object({
  data: z.object({
    status: z.literal(TRACKING_SUCCESS),
    shipmentDetails: trackingShipmentDetailsSchema,
    statusDetails: trackingStatusDetailsSchema,
    /** Newest first. */
    shipmentHistory: z.array(trackingEventSchema),
  }),
});
export type Tracks = z.output<typeof tracksResponse>;

/** The tracking source's FAILED shape, with the envelope's Status and Message beside it. */
const tracksRefusalSchema = z.object({
  Status: z.literal(STATUS_ERROR),
  Message: z.string(),
  data: z.object({ status: z.literal(TRACKING_FAILED), message: z.string() }),
});
export function tracksRefusal(message: string): z.output<typeof tracksRefusalSchema> {
  return { Status: STATUS_ERROR, Message: message, data: { status: TRACKING_FAILED, message } };
}

const tracksFailure: FailureFamily<typeof tracksRefusalSchema> = {
  schema: tracksRefusalSchema,
  message: (refusal) => refusal.data.message,
  refuse: (message) => tracksRefusal(message),
};

export const tracks = defineEndpoint({
  method: 'GET',
  path: 'tracks',
  request: tracksRequest,
  success: tracksResponse,
  failure: tracksFailure,
});

export const trackingRowSchema = z.object({
  ShipmentNo: z.string().min(1),
  ShipDate: z.string(),
  ShipTime: z.string(),
  Status: z.string(),
  Remarks: z.string(),
});
export type TrackingRow = z.output<typeof trackingRowSchema>;

/** Several numbers at once, comma-separated: 'n1,n2'. One row per number found. */
const trackingDataRequest = z.object({ AWBNO: multiTrackingSchema.shape.tracking_number });
export const trackingDataResponse = statusData(z.array(trackingRowSchema));
export const trackingData = defineEndpoint({
  method: 'POST',
  path: 'tracking_data',
  request: trackingDataRequest,
  success: trackingDataResponse,
  failure: statusDataFailure,
});
