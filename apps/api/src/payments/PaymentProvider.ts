import type { CardBrand } from './cardBrand.ts';

/** Card data as typed by the payer. Lives only for the duration of one charge call. */
export interface CardDetails {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
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
 * approved: money taken; declined: the issuer (or sandbox) said no;
 * rejected: the request never reached an issuer (bad number, expired card, bad amount).
 */
export type PaymentOutcome = 'approved' | 'declined' | 'rejected';
/** A stored attempt: pending until the provider has answered. */
export type PaymentRecordOutcome = PaymentOutcome | 'pending';

/** What may be kept and shown: never the card number or CVV, only brand and last four digits. */
export interface ChargeResult {
  outcome: PaymentOutcome;
  approved: boolean;
  /** Provider reference; null when the request was rejected before reaching a provider. */
  paymentId: string | null;
  brand: CardBrand;
  /** Last four digits of the card number, or '' when the number had fewer than four digits. */
  last4: string;
  amountFils: number;
  currency: string;
  message: string;
}

/** A direct card charge: the sandbox, or any gateway that accepts card data server to server. */
export interface PaymentProvider {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/**
 * A gateway with a hosted payment page (KNET and most Kuwaiti acquirers): the card is typed on
 * the gateway's page, never on ours. Create a session, send the payer to redirectUrl, and when
 * the payer comes back verify the result with the gateway server to server (never trust the
 * query string of the return alone). verifyPayment answers the same ChargeResult as charge().
 */
export interface HostedPaymentProvider {
  readonly name: string;
  createSession(input: {
    amountFils: number;
    currency: string;
    orderId: string;
    email: string;
    returnUrl: string;
  }): Promise<{ sessionId: string; redirectUrl: string }>;
  verifyPayment(input: {
    sessionId: string;
    callbackParams: Record<string, string>;
  }): Promise<ChargeResult>;
}

/** The subset of a pino/Fastify logger that payment code uses. */
export interface PaymentLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}
