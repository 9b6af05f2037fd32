import { z } from 'zod';
import { PAYMENT_METHODS } from '@courier/domain/constants';
import { RECEIVER_CHOICE_KINDS } from '@courier/domain/receiverChoices';
import { defineEndpoint } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';
import { tracksResponse } from './tracking.ts';

/**
 * The receiver's delivery page (docs/receiver.md): the signed link from a shipment message opens
 * it without a login. It shows the public tracking answer of that one shipment and the choices the
 * rules allow now; a choice is sent with an idempotency key and recorded once.
 */
const tokenField = z.string().min(1).max(200);

const choiceInForceSchema = z.object({
  kind: z.enum(RECEIVER_CHOICE_KINDS),
  details: z.record(z.string(), z.unknown()),
});
export type ChoiceInForce = z.output<typeof choiceInForceSchema>;

const deliveryOptionsSchema = z.object({
  /** The rules allow a choice now. */
  open: z.boolean(),
  kinds: z.array(z.enum(RECEIVER_CHOICE_KINDS)),
  /** ISO instant the choices close (out for delivery: the cut-off), else ''. */
  closes_at: z.string(),
  /** Why nothing can be chosen, in the request's language, else ''. */
  refusal: z.string(),
  /** Working days a delivery may move to, 'YYYY-MM-DD'. */
  days: z.array(z.string()),
  branches: z.array(
    z.object({ id: z.number(), name: z.string(), city: z.string(), address: z.string() }),
  ),
  current: choiceInForceSchema.nullable(),
});
export type DeliveryOptions = z.output<typeof deliveryOptionsSchema>;

const deliveryWindowSchema = z.object({ from: z.string(), to: z.string() });

/** The shipment's cash-on-delivery amount as the receiver sees it (docs/receiver.md). */
const deliveryCodSchema = z.object({
  amount_fils: z.number().int(),
  /** `due`: may be paid online now; `paid`: paid online or collected. */
  state: z.enum(['due', 'paid']),
  paid_online: z.boolean(),
  /** The newest online attempt's outcome (a decline or a cancel to explain), else null. */
  last_attempt: z.enum(['pending', 'approved', 'declined', 'rejected', 'cancelled']).nullable(),
});
export type DeliveryCod = z.output<typeof deliveryCodSchema>;
export type DeliveryWindowTimes = z.output<typeof deliveryWindowSchema>;

export const deliveryLink = defineEndpoint({
  method: 'POST',
  path: 'delivery_link',
  request: z.object({ token: tokenField }),
  success: envelope({
    tracking: tracksResponse.shape.data,
    options: deliveryOptionsSchema,
    /**
     * On the day of delivery, when the shipment is on a courier's run: when the courier is
     * expected, ISO instants at most two hours apart (shown in Kuwait time). Else null.
     */
    window: deliveryWindowSchema.nullable(),
    /** The cash-on-delivery amount; null for a shipment without one. */
    cod: deliveryCodSchema.nullable(),
  }),
  failure: envelopeFailure,
});

export const deliveryChoice = defineEndpoint({
  method: 'POST',
  path: 'delivery_choice',
  request: z.object({
    token: tokenField,
    /** One per choice the receiver makes: a retry or a double tap sends the same. */
    idempotency_key: z.string().min(8).max(100),
    /** Judged by @courier/domain/schemas/receiverChoice on the server, errors by field. */
    choice: z.record(z.string(), z.unknown()),
  }),
  success: envelope({ recorded: z.boolean(), current: choiceInForceSchema }),
  failure: envelopeFailure,
});

/**
 * Pays the COD amount on the gateway's hosted page: the answer is its address (the page sends the
 * browser there); the gateway sends the payer back to the delivery page.
 */
export const deliveryCodPayment = defineEndpoint({
  method: 'POST',
  path: 'delivery_cod_payment',
  request: z.object({ token: tokenField, payment_method: z.enum(PAYMENT_METHODS) }),
  success: envelope({ paymentLink: z.string() }),
  failure: envelopeFailure,
});
