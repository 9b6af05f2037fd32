import type { PaymentMethod } from '@courier/domain/constants';
import type { Language } from '@courier/domain/language';
import type { CardBrand } from './cardBrand.ts';

/** Card data as typed by the payer. Lives only for the duration of one charge call. */
interface CardDetails {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  /** The spec's make_online_payment does not send it: '' when absent. */
  name: string;
}

export interface ChargeRequest {
  /** Integer minor units (1 KWD = 1000 fils). */
  amountFils: number;
  /** ISO 4217 code, e.g. KWD. */
  currency: string;
  card: CardDetails;
  email: string;
  /** Our attempt id (stored as pending before the charge): the gateway's merchant reference. */
  reference?: string;
}

/**
 * approved: money taken; declined: the issuer (or sandbox) said no; cancelled: the payer left
 * the gateway's page without paying; rejected: the request never reached an issuer (bad number,
 * expired card, bad amount).
 */
export type PaymentOutcome = 'approved' | 'declined' | 'rejected' | 'cancelled';
/** A stored attempt: pending until the provider has answered. */
export type PaymentRecordOutcome = PaymentOutcome | 'pending';
/** A card network, or KNET (Kuwait's debit network, whose page shows no card number to us). */
export type PaymentBrand = CardBrand | 'knet';

/** What may be kept and shown: never the card number or CVV, only brand and last four digits. */
export interface ChargeResult {
  outcome: PaymentOutcome;
  approved: boolean;
  /** Provider reference; null when the request was rejected before reaching a provider. */
  paymentId: string | null;
  brand: PaymentBrand;
  /** Last four digits of the card number, or '' when unknown (KNET) or too short. */
  last4: string;
  amountFils: number;
  currency: string;
  /** Words for the payer (PAYMENT_MESSAGES); the API translates them at the edge. */
  message: string;
  /** The field of the request the refusal is about (make_online_payment's spec names). */
  field?: 'card_number' | 'card_expiry_month' | 'card_cvv_number' | 'total_amount' | 'currency';
}

/** A direct card charge: the sandbox, or any gateway that accepts card data server to server. */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** What the gateway's hosted page needs to take one payment. */
export interface HostedSessionRequest {
  /** Integer fils. */
  amountFils: number;
  /** ISO 4217 code; KWD. */
  currency: string;
  /** Our attempt id (a pending payments row): the gateway's merchant reference (KNET: trackid). */
  reference: string;
  method: PaymentMethod;
  /** The language of the gateway's page: the payer's. */
  language: Language;
  email: string;
  /** Where the gateway sends the payer back (absolute). */
  returnUrl: string;
  /** Where a gateway that notifies server to server posts the same signed result (absolute). */
  notifyUrl: string;
}

/** A gateway's answer about one attempt, once its signature (or encryption) has been checked. */
export interface GatewayResult extends ChargeResult {
  /** Our attempt id, as the gateway echoed it. */
  reference: string;
}

/**
 * A gateway with a hosted payment page (KNET and most Kuwaiti acquirers): the card is typed on
 * the gateway's page, never on ours. createSession answers where to send the payer; when the
 * payer comes back (or the gateway notifies), verifyResult checks that the parameters are the
 * gateway's own (HMAC signature, or KNET's encryption under the merchant's key) and answers null
 * for anything else: a result that is not proven to come from the gateway changes nothing.
 */
export interface HostedPaymentProvider {
  readonly name: string;
  createSession(request: HostedSessionRequest): Promise<{ redirectUrl: string }>;
  verifyResult(params: Readonly<Record<string, string>>): Promise<GatewayResult | null>;
}

/** The subset of a pino/Fastify logger that payment code uses. */
export interface PaymentLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}
