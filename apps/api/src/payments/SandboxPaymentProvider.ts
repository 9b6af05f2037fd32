import { randomBytes } from 'node:crypto';
import { CARD_CVV_LENGTH, PAYMENT_METHODS, type PaymentMethod } from '@courier/domain/constants';
import { kuwaitDateTime } from '@courier/domain/kuwaitClock';
import { isLanguage, type Language } from '@courier/domain/language';
import { cardSummary, normaliseCardNumber } from './cardSummary.ts';
import { hasValidSignature, openPayload, sealPayload, signFields } from './gatewaySignature.ts';
import { passesLuhn } from './luhn.ts';
import { PAYMENT_MESSAGES } from './paymentMessages.ts';
import type {
  ChargeRequest,
  ChargeResult,
  GatewayResult,
  HostedPaymentProvider,
  HostedSessionRequest,
  PaymentBrand,
  PaymentLogger,
  PaymentOutcome,
  PaymentProvider,
} from './PaymentProvider.ts';

/** The sandbox's test cards. Every other Luhn-valid number is declined (see docs/payments.md). */
export const SANDBOX_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
} as const;

/** Where the API serves the sandbox's hosted payment page (sandboxGateway.ts). */
export const SANDBOX_GATEWAY_PATH = '/api/sandbox-gateway/pay';

/** The result codes of the hosted page, KNET's words (CAPTURED is the only paid one). */
const SANDBOX_RESULTS = {
  approved: 'CAPTURED',
  declined: 'NOT CAPTURED',
  cancelled: 'CANCELED',
} as const;
export type SandboxDecision = keyof typeof SANDBOX_RESULTS;

/** The fields of a signed result, in the order they are signed; `signature` is their HMAC. */
const SANDBOX_RESULT_FIELDS = [
  'reference',
  'payment_id',
  'result',
  'amount',
  'currency',
  'method',
  'brand',
  'last4',
] as const;
export type SandboxResultParams = Record<(typeof SANDBOX_RESULT_FIELDS)[number], string> & {
  signature: string;
};

/** A hosted session, sealed into the page's address: the gateway keeps no state of its own. */
export interface SandboxSession {
  amountFils: number;
  currency: string;
  reference: string;
  method: PaymentMethod;
  language: Language;
  returnUrl: string;
  notifyUrl: string;
  /** Epoch milliseconds after which the page refuses the session. */
  expiresAt: number;
}

/** How long a payer has on the hosted page (KNET's sessions last about as long). */
const SANDBOX_SESSION_MINUTES = 30;
/** Development and test secret; the app passes one derived from its own (shippingServices.ts). */
const DEFAULT_SECRET = 'sandbox-gateway-secret-for-tests-only-0000';

export interface SandboxOptions {
  now?: () => Date;
  newPaymentId?: () => string;
  logger?: PaymentLogger;
  /** Shared by the simulated gateway and our server: signs sessions and results (HMAC-SHA256). */
  secret?: string;
}

const SESSION_PURPOSE = 'sandbox-gateway-session.v1';

/**
 * Deterministic provider for development and tests: the outcome depends only on the input.
 *
 * Direct charges (make_online_payment): it never approves a card outside SANDBOX_CARDS, so a real
 * card typed into a sandbox site is never reported as paid.
 *
 * Hosted page (the website's payment step): createSession seals the session into the address of
 * the sandbox's own payment page (sandboxGateway.ts, the gateway simulator); the payer approves,
 * declines or cancels there, and the page sends the result back signed with HMAC-SHA256, both
 * to the payer's browser (returnUrl) and server to server (notifyUrl), as KNET's acquirers do.
 * verifyResult accepts only results carrying that signature.
 */
export class SandboxPaymentProvider implements PaymentProvider, HostedPaymentProvider {
  readonly name = 'sandbox';
  private readonly now: () => Date;
  private readonly newPaymentId: () => string;
  private readonly logger: PaymentLogger | undefined;
  private readonly secret: string;

  constructor(options: SandboxOptions = {}) {
    this.now = options.now ?? (() => new Date());
    this.newPaymentId = options.newPaymentId ?? (() => `sbx_${randomBytes(16).toString('hex')}`);
    this.logger = options.logger;
    this.secret = options.secret ?? DEFAULT_SECRET;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const { brand, last4 } = cardSummary(request?.card?.number);
    const amountFils = request?.amountFils;
    const currency = typeof request?.currency === 'string' ? request.currency.toUpperCase() : '';
    const answer = (
      outcome: PaymentOutcome,
      message: string,
      field?: ChargeResult['field'],
    ): ChargeResult => {
      const result: ChargeResult = {
        outcome,
        approved: outcome === 'approved',
        paymentId: outcome === 'rejected' ? null : this.newPaymentId(),
        brand,
        last4,
        amountFils: Number.isSafeInteger(amountFils) ? amountFils : 0,
        currency,
        message,
        ...(field ? { field } : {}),
      };
      this.log(result);
      return result;
    };

    const rejection = this.validate(request);
    if (rejection) return answer('rejected', rejection.message, rejection.field);

    const number = normaliseCardNumber(request.card.number);
    if (number === SANDBOX_CARDS.approved) return answer('approved', PAYMENT_MESSAGES.approved);
    if (number === SANDBOX_CARDS.declined) return answer('declined', PAYMENT_MESSAGES.declined);
    return answer('declined', PAYMENT_MESSAGES.notATestCard);
  }

  async createSession(request: HostedSessionRequest): Promise<{ redirectUrl: string }> {
    const session: SandboxSession = {
      amountFils: request.amountFils,
      currency: request.currency.toUpperCase(),
      reference: request.reference,
      method: request.method,
      language: request.language,
      returnUrl: request.returnUrl,
      notifyUrl: request.notifyUrl,
      expiresAt: this.now().getTime() + SANDBOX_SESSION_MINUTES * 60_000,
    };
    const sealed = sealPayload(this.secret, SESSION_PURPOSE, session);
    return { redirectUrl: `${SANDBOX_GATEWAY_PATH}?session=${sealed}` };
  }

  /** The session behind a hosted page's address, or why it cannot be paid. */
  openSession(sealed: unknown): SandboxSession | 'invalid' | 'expired' {
    const payload = openPayload(this.secret, SESSION_PURPOSE, sealed);
    if (!isSession(payload)) return 'invalid';
    return payload.expiresAt <= this.now().getTime() ? 'expired' : payload;
  }

  /**
   * What the simulated gateway sends back after the payer's decision: the result fields and their
   * HMAC. KNET shows us no card number, so a KNET payment has brand 'knet' and no last four; a
   * card payment is the approved test card's.
   */
  decide(session: SandboxSession, decision: SandboxDecision): SandboxResultParams {
    const fields = {
      reference: session.reference,
      payment_id: this.newPaymentId(),
      result: SANDBOX_RESULTS[decision],
      amount: String(session.amountFils),
      currency: session.currency,
      method: session.method,
      brand: session.method === 'knet' ? 'knet' : 'visa',
      last4: session.method === 'knet' ? '' : SANDBOX_CARDS.approved.slice(-4),
    };
    return { ...fields, signature: signFields(this.secret, fields, SANDBOX_RESULT_FIELDS) };
  }

  async verifyResult(params: Readonly<Record<string, string>>): Promise<GatewayResult | null> {
    if (!hasValidSignature(this.secret, params, SANDBOX_RESULT_FIELDS, params.signature))
      return null;
    const outcome = outcomeOf(params.result);
    const amountFils = Number(params.amount);
    if (!outcome || !Number.isSafeInteger(amountFils) || !params.reference || !params.payment_id)
      return null;
    const result: GatewayResult = {
      reference: params.reference,
      outcome,
      approved: outcome === 'approved',
      paymentId: params.payment_id,
      brand: (params.brand || 'unknown') as PaymentBrand,
      last4: params.last4 ?? '',
      amountFils,
      currency: params.currency ?? '',
      message:
        outcome === 'approved'
          ? PAYMENT_MESSAGES.approved
          : outcome === 'cancelled'
            ? PAYMENT_MESSAGES.cancelled
            : PAYMENT_MESSAGES.declined,
    };
    this.log(result);
    return result;
  }

  /** Only the summary fields: a request (holding number and CVV) is never passed to the log. */
  private log(result: ChargeResult): void {
    this.logger?.[result.outcome === 'approved' ? 'info' : 'warn'](
      {
        provider: this.name,
        outcome: result.outcome,
        paymentId: result.paymentId,
        brand: result.brand,
        last4: result.last4,
        amountFils: result.amountFils,
        currency: result.currency,
      },
      `payment ${result.outcome}`,
    );
  }

  /**
   * The first problem with the request and the field it is about, or null. Checks what a real
   * acquirer would refuse. The name on the card is not asked for: make_online_payment (spec 7)
   * does not send it.
   */
  private validate(
    request: ChargeRequest,
  ): { message: string; field: NonNullable<ChargeResult['field']> } | null {
    if (!Number.isSafeInteger(request?.amountFils) || request.amountFils <= 0)
      return { message: PAYMENT_MESSAGES.invalidAmount, field: 'total_amount' };
    if (typeof request.currency !== 'string' || !/^[A-Za-z]{3}$/.test(request.currency)) {
      return { message: PAYMENT_MESSAGES.invalidCurrency, field: 'currency' };
    }
    const card = request.card;
    const number = normaliseCardNumber(card?.number);
    if (!/^\d{12,19}$/.test(number) || !passesLuhn(number))
      return { message: PAYMENT_MESSAGES.invalidNumber, field: 'card_number' };
    const month =
      typeof card.expiryMonth === 'string' && /^\d{1,2}$/.test(card.expiryMonth)
        ? Number(card.expiryMonth)
        : NaN;
    const year =
      typeof card.expiryYear === 'string' && /^\d{4}$/.test(card.expiryYear)
        ? Number(card.expiryYear)
        : NaN;
    if (!(month >= 1 && month <= 12) || Number.isNaN(year))
      return { message: PAYMENT_MESSAGES.invalidExpiry, field: 'card_expiry_month' };
    const [nowYear, nowMonth] = kuwaitDateTime(this.now()).date.split('-').map(Number) as [
      number,
      number,
    ];
    const thisMonth = nowYear * 12 + (nowMonth - 1);
    // A card is valid through the last day of its expiry month.
    if (year * 12 + (month - 1) < thisMonth)
      return { message: PAYMENT_MESSAGES.expired, field: 'card_expiry_month' };
    if (typeof card.cvv !== 'string' || !new RegExp(`^\\d{${CARD_CVV_LENGTH}}$`).test(card.cvv)) {
      return { message: PAYMENT_MESSAGES.invalidCvv, field: 'card_cvv_number' };
    }
    return null;
  }
}

function outcomeOf(result: string | undefined): PaymentOutcome | null {
  if (result === SANDBOX_RESULTS.approved) return 'approved';
  if (result === SANDBOX_RESULTS.declined) return 'declined';
  if (result === SANDBOX_RESULTS.cancelled) return 'cancelled';
  return null;
}

function isSession(value: unknown): value is SandboxSession {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(s.amountFils) &&
    typeof s.currency === 'string' &&
    typeof s.reference === 'string' &&
    (PAYMENT_METHODS as readonly unknown[]).includes(s.method) &&
    isLanguage(s.language) &&
    typeof s.returnUrl === 'string' &&
    typeof s.notifyUrl === 'string' &&
    typeof s.expiresAt === 'number'
  );
}
