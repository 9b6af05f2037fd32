import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '@courier/domain/constants';
import type { Language } from '@courier/domain/language';
import type { FastifyRequest } from 'fastify';
import type { payments } from '../db/schema/index.ts';
import type { HostedPaymentProvider } from './PaymentProvider.ts';

/** Where the gateway sends the payer back, and posts its notification (routes/payments.ts). */
export const PAYMENT_RETURN_PATH = '/api/website/payment_return';
const PAYMENT_NOTIFY_PATH = '/api/website/payment_notify';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/**
 * The address the gateway calls back: PUBLIC_URL, the site's address as payers reach it. A
 * request to a loopback address (development, the tests' random ports) comes back to that
 * address instead, so a local run needs no PUBLIC_URL. The Host header of any other request is
 * never trusted for it.
 */
export function callbackBase(request: FastifyRequest, publicUrl: string): string {
  if (LOOPBACK.has(request.hostname)) return `${request.protocol}://${request.host}`;
  return publicUrl.replace(/\/+$/, '');
}

export interface HostedPaymentStart {
  /** Where to send the payer: the gateway's hosted page. */
  redirectUrl: string;
  /** The pending attempt to insert (with the shipment's id) in the caller's transaction. */
  attempt: typeof payments.$inferInsert;
}

/**
 * Opens a session on the gateway's hosted page for one payment of a booking. The attempt is
 * written by the caller, pending, in the same transaction as what it pays for, before the payer
 * can reach the gateway: a result always finds its attempt.
 */
export async function startHostedPayment(
  provider: HostedPaymentProvider,
  input: {
    amountFils: number;
    currency: string;
    method: PaymentMethod;
    language: Language;
    email: string;
    base: string;
  },
): Promise<HostedPaymentStart> {
  const attemptId = `attempt-${randomBytes(16).toString('hex')}`;
  const { redirectUrl } = await provider.createSession({
    amountFils: input.amountFils,
    currency: input.currency,
    reference: attemptId,
    method: input.method,
    language: input.language,
    email: input.email,
    returnUrl: `${input.base}${PAYMENT_RETURN_PATH}`,
    notifyUrl: `${input.base}${PAYMENT_NOTIFY_PATH}`,
  });
  return {
    redirectUrl,
    attempt: {
      paymentId: attemptId,
      attemptId,
      provider: provider.name,
      outcome: 'pending',
      amountFils: input.amountFils,
      currency: input.currency.toUpperCase(),
      method: input.method,
      brand: '',
      last4: '',
      email: input.email,
    },
  };
}
