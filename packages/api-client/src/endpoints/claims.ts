import { z } from 'zod';
import { CLAIM_KINDS, CLAIM_STATES } from '@courier/domain/claims';
import { encryptIdField } from '@courier/domain/schemas/ids';
import { defineEndpoint } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';

/**
 * Claims for damage or loss (docs/claims.md): the receiver files from the delivery link, the
 * sender from the portal's shipment page; both read the claim's state there. The claim and the
 * answer are judged by @courier/domain/schemas/claim on the server, errors by field.
 */
const tokenField = z.string().min(1).max(200);
const keyField = z.string().min(8).max(100);
const claimIdField = z.string().min(1).max(64);

/** What may be filed now, or why not (in the request's language). */
const claimGateSchema = z.object({
  open: z.boolean(),
  kinds: z.array(z.enum(CLAIM_KINDS)),
  /** ISO instant the damage window closes, else ''. */
  closes_at: z.string(),
  refusal: z.string(),
});
export type ClaimGateAnswer = z.output<typeof claimGateSchema>;

export const claimViewSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(CLAIM_KINDS),
  kind_label: z.string(),
  state: z.enum(CLAIM_STATES),
  state_label: z.string(),
  description: z.string(),
  value_fils: z.number().int(),
  /** Staff's reason of the newest decision ('' when none). */
  reason: z.string(),
  photo_count: z.number().int(),
  created_at: z.string(),
  events: z.array(
    z.object({
      step: z.string(),
      state: z.enum(CLAIM_STATES),
      state_label: z.string(),
      note: z.string(),
      at: z.string(),
    }),
  ),
});
export type ClaimView = z.output<typeof claimViewSchema>;

const claimAnswer = envelope({ gate: claimGateSchema, claim: claimViewSchema.nullable() });

export const deliveryClaim = defineEndpoint({
  method: 'POST',
  path: 'delivery_claim',
  request: z.object({ token: tokenField }),
  success: claimAnswer,
  failure: envelopeFailure,
});

export const deliveryClaimFile = defineEndpoint({
  method: 'POST',
  path: 'delivery_claim_file',
  request: z.object({
    token: tokenField,
    /** One per claim the page files: a retry or a double tap sends the same. */
    idempotency_key: keyField,
    claim: z.record(z.string(), z.unknown()),
  }),
  success: envelope({ created: z.boolean(), claim: claimViewSchema }),
  failure: envelopeFailure,
});

export const deliveryClaimAnswer = defineEndpoint({
  method: 'POST',
  path: 'delivery_claim_answer',
  request: z.object({
    token: tokenField,
    claim_id: claimIdField,
    answer: z.record(z.string(), z.unknown()),
  }),
  success: envelope({ claim: claimViewSchema }),
  failure: envelopeFailure,
});

export const portalClaim = defineEndpoint({
  method: 'POST',
  path: 'portal_claim',
  request: z.object({ shipmentId: encryptIdField('shipmentId') }),
  success: claimAnswer,
  failure: envelopeFailure,
});

export const portalClaimFile = defineEndpoint({
  method: 'POST',
  path: 'portal_claim_file',
  request: z.object({
    shipmentId: encryptIdField('shipmentId'),
    idempotency_key: keyField,
    claim: z.record(z.string(), z.unknown()),
  }),
  success: envelope({ created: z.boolean(), claim: claimViewSchema }),
  failure: envelopeFailure,
});

export const portalClaimAnswer = defineEndpoint({
  method: 'POST',
  path: 'portal_claim_answer',
  request: z.object({
    shipmentId: encryptIdField('shipmentId'),
    claim_id: claimIdField,
    answer: z.record(z.string(), z.unknown()),
  }),
  success: envelope({ claim: claimViewSchema }),
  failure: envelopeFailure,
});
