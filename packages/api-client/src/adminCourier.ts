import { officeWords } from '@courier/domain/officeWords';
import { z } from 'zod';
import {
  courierMessages,
  FAILED_REASONS,
  STOP_KINDS,
  STOP_STATES,
} from '@courier/domain/courierRun';
import { RECEIVER_CHOICE_KINDS } from '@courier/domain/receiverChoices';
import {
  courierDeliveredSchema,
  courierFailedSchema,
  courierPickedUpSchema,
} from '@courier/domain/schemas/courier';
import { requiredText } from '@courier/domain/schemas/fields';
import { MAX_NUMERIC_ID } from '@courier/domain/schemas/ids';
import { adminEndpoint } from './adminEndpoint.ts';
import { noPayloadSchema } from './endpoint.ts';
import { envelope } from './envelope.ts';

/**
 * The couriers' runs (docs/courier.md): operations plan a courier's day (assign, reorder,
 * suggest an order), and the courier's phone reads its own run and records each stop. The phone's
 * request schemas live in @courier/domain/schemas/courier, so the phone checks with the same ones.
 */
const rowId = z.coerce.number().int().positive().max(MAX_NUMERIC_ID);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => officeWords().staffForm.date });
/** An AWB as typed; its messages in the reader's language (the planning screen's form too). */
const awbText = requiredText(() => courierMessages.awbRequired, 40);

const addressSchema = z.object({
  /** The booking's street line(s), city and country, as booked. */
  line: z.string(),
  city: z.string(),
  country: z.string(),
  /** Kuwaiti parts, when known (the receiver's new address in Kuwait, or the booking's). */
  governorate: z.string(),
  area: z.string(),
  block: z.string(),
  street: z.string(),
  house: z.string(),
  floor: z.string(),
  flat: z.string(),
  paci: z.string(),
});

const stopSchema = z.object({
  stopId: z.number().int(),
  position: z.number().int(),
  kind: z.enum(STOP_KINDS),
  state: z.enum(STOP_STATES),
  awb: z.string(),
  shipmentNo: z.string(),
  /** The party at the stop: the sender for a pickup, the receiver for a delivery. */
  contact: z.object({ name: z.string(), company: z.string(), phone: z.string() }),
  address: addressSchema,
  /** Cash to collect, in fils; null: none. */
  codAmountFils: z.number().int().nullable(),
  /** The receiver's choice in force (delivery link), in the reader's language. */
  receiverChoice: z.object({ kind: z.enum(RECEIVER_CHOICE_KINDS), summary: z.string() }).nullable(),
  /** The booking's special instructions and the receiver's note. */
  notes: z.string(),
  /** Signed links to the proof pictures, valid for minutes; null: none taken. */
  proof: z.object({ signatureUrl: z.string().nullable(), photoUrl: z.string().nullable() }),
});

const runResponse = envelope({
  date: z.string(),
  courierId: z.number().int(),
  stops: z.array(stopSchema),
});
const runRequest = z.object({ courierId: rowId, date: isoDate });
const actionResponse = envelope({
  stopId: z.number().int(),
  awb: z.string(),
  state: z.enum(STOP_STATES),
  status: z.string(),
  proof: z.object({ signatureUrl: z.string().nullable(), photoUrl: z.string().nullable() }),
});

export const adminCourierEndpoints = {
  admin_couriers: adminEndpoint({
    method: 'GET',
    path: 'couriers',
    request: noPayloadSchema,
    success: envelope({
      couriers: z.array(
        z.object({ id: z.number().int(), username: z.string(), displayName: z.string() }),
      ),
    }),
    access: 'runs.manage',
  }),
  admin_courier_run: adminEndpoint({
    method: 'GET',
    path: 'courier_run',
    request: runRequest,
    success: runResponse,
    access: 'runs.manage',
  }),
  admin_courier_assign: adminEndpoint({
    method: 'POST',
    path: 'courier_assign',
    request: z.object({
      courierId: rowId,
      awb: awbText,
      kind: z.enum(STOP_KINDS),
      /** The run's day (Kuwait date); today when left out. */
      date: isoDate.optional(),
    }),
    success: envelope({ stopId: z.number().int(), date: z.string(), position: z.number().int() }),
    access: 'runs.manage',
  }),
  admin_courier_reorder: adminEndpoint({
    method: 'POST',
    path: 'courier_reorder',
    request: runRequest.extend({ stopIds: z.array(rowId).min(1).max(500) }),
    success: runResponse,
    access: 'runs.manage',
  }),
  admin_courier_suggest: adminEndpoint({
    method: 'GET',
    path: 'courier_suggest',
    request: runRequest,
    success: envelope({ stopIds: z.array(z.number().int()) }),
    access: 'runs.manage',
  }),
  /** The run's sheet to print (PDF), in the staff member's language, the receivers' choices on it. */
  admin_courier_run_sheet: adminEndpoint({
    method: 'GET',
    path: 'courier_run_sheet',
    request: runRequest,
    success: envelope({ fileName: z.string(), dataUrl: z.string() }),
    access: 'runs.manage',
  }),

  courier_run: adminEndpoint({
    method: 'GET',
    path: 'courier/run',
    request: noPayloadSchema,
    success: runResponse.extend({
      /** The failed-attempt reasons in the courier's language, for the phone's list. */
      reasons: z.array(z.object({ id: z.enum(FAILED_REASONS), label: z.string() })),
    }),
    access: 'courier.run',
  }),
  courier_picked_up: adminEndpoint({
    method: 'POST',
    path: 'courier/picked_up',
    request: courierPickedUpSchema,
    success: actionResponse,
    access: 'courier.run',
  }),
  courier_delivered: adminEndpoint({
    method: 'POST',
    path: 'courier/delivered',
    request: courierDeliveredSchema,
    success: actionResponse,
    access: 'courier.run',
  }),
  courier_failed: adminEndpoint({
    method: 'POST',
    path: 'courier/failed',
    request: courierFailedSchema,
    success: actionResponse,
    access: 'courier.run',
  }),
} as const;
