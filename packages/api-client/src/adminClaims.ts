import { z } from 'zod';
import { CLAIM_KINDS, CLAIM_STATES, CLAIMANT_ROLES } from '@courier/domain/claims';
import { adminEndpoint } from './adminEndpoint.ts';
import { envelope } from './envelope.ts';
import { claimViewSchema } from './endpoints/claims.ts';

/**
 * The claims queue of the back office (docs/claims.md): the list by state, a claim with its
 * photos behind signed links that open for minutes, and staff's decision (ask for more, accept,
 * reject with a reason). The decision is judged by @courier/domain/schemas/claim on the server.
 */
const claimIdField = z.string().min(1).max(64);

const adminClaimRowSchema = z.object({
  id: z.string(),
  number: z.string(),
  awb: z.string(),
  kind: z.enum(CLAIM_KINDS),
  state: z.enum(CLAIM_STATES),
  claimant: z.enum(CLAIMANT_ROLES),
  value_fils: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

const adminClaimDetailSchema = claimViewSchema.extend({
  awb: z.string(),
  claimant: z.enum(CLAIMANT_ROLES),
  channel: z.string(),
  /** Signed links to the photos, each opening for 15 minutes. */
  photos: z.array(z.object({ url: z.string(), content_type: z.string() })),
  /** Who took each step: 'sender', 'receiver' or 'staff:<username>', in the events' order. */
  by: z.array(z.string()),
});

export const adminClaimEndpoints = {
  admin_claims: adminEndpoint({
    method: 'GET',
    path: 'claims',
    request: z.object({ state: z.enum(CLAIM_STATES).optional() }),
    success: envelope({ claims: z.array(adminClaimRowSchema) }),
    access: 'claims.manage',
  }),
  admin_claim: adminEndpoint({
    method: 'GET',
    path: 'claim',
    request: z.object({ id: claimIdField }),
    success: envelope({ claim: adminClaimDetailSchema }),
    access: 'claims.manage',
  }),
  admin_claim_decide: adminEndpoint({
    method: 'POST',
    path: 'claim_decide',
    request: z.object({
      id: claimIdField,
      decision: z.string().max(20),
      reason: z.string().max(5000).optional(),
    }),
    success: envelope({ claim: adminClaimDetailSchema }),
    access: 'claims.manage',
  }),
} as const;
