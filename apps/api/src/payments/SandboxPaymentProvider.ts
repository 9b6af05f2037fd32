import { randomBytes } from 'node:crypto';
import { CARD_CVV_LENGTH } from '@courier/domain/constants';
import { kuwaitDateTime } from '@courier/domain/kuwaitClock';
import { cardSummary, normaliseCardNumber } from './cardSummary.ts';
import { passesLuhn } from './luhn.ts';
import { PAYMENT_MESSAGES } from './paymentMessages.ts';
import type {
  ChargeRequest,
  ChargeResult,
  PaymentLogger,
  PaymentOutcome,
  PaymentProvider,
} from './PaymentProvider.ts';

/** The sandbox's test cards. Every other Luhn-valid number is declined (see README). */
export const SANDBOX_CARDS = {
  approved: '4111111111111111',
  declined: '4000000000000002',
} as const;

export interface SandboxOptions {
  now?: () => Date;
  newPaymentId?: () => string;
  logger?: PaymentLogger;
}

/**
 * Deterministic provider for development and tests: the outcome depends only on the input.
 * It never approves a card outside SANDBOX_CARDS, so a real card typed into a sandbox site is
 * never reported as paid.
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  private readonly now: () => Date;
  private readonly newPaymentId: () => string;
  private readonly logger: PaymentLogger | undefined;

  constructor(options: SandboxOptions = {}) {
    this.now = options.now ?? (() => new Date());
    this.newPaymentId = options.newPaymentId ?? (() => `sbx_${randomBytes(16).toString('hex')}`);
    this.logger = options.logger;
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const { brand, last4 } = cardSummary(request?.card?.number);
    const amountFils = request?.amountFils;
    const currency = typeof request?.currency === 'string' ? request.currency.toUpperCase() : '';
    const answer = (outcome: PaymentOutcome, message: string): ChargeResult => {
      const result: ChargeResult = {
        outcome,
        approved: outcome === 'approved',
        paymentId: outcome === 'rejected' ? null : this.newPaymentId(),
        brand,
        last4,
        amountFils: Number.isSafeInteger(amountFils) ? amountFils : 0,
        currency,
        message,
      };
      // Only the summary fields: the request (holding number and CVV) is never passed to the log.
      this.logger?.[outcome === 'approved' ? 'info' : 'warn'](
        {
          provider: this.name,
          outcome,
          paymentId: result.paymentId,
          brand,
          last4,
          amountFils: result.amountFils,
          currency,
        },
        `payment ${outcome}`,
      );
      return result;
    };

    const rejection = this.validate(request);
    if (rejection) return answer('rejected', rejection);

    const number = normaliseCardNumber(request.card.number);
    if (number === SANDBOX_CARDS.approved) return answer('approved', PAYMENT_MESSAGES.approved);
    if (number === SANDBOX_CARDS.declined) return answer('declined', PAYMENT_MESSAGES.declined);
    return answer('declined', PAYMENT_MESSAGES.notATestCard);
  }

  /** The first problem with the request, or null. Checks what a real acquirer would refuse. */
  private validate(request: ChargeRequest): string | null {
    if (!Number.isSafeInteger(request?.amountFils) || request.amountFils <= 0)
      return PAYMENT_MESSAGES.invalidAmount;
    if (typeof request.currency !== 'string' || !/^[A-Za-z]{3}$/.test(request.currency)) {
      return PAYMENT_MESSAGES.invalidCurrency;
    }
    const card = request.card;
    const number = normaliseCardNumber(card?.number);
    if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) return PAYMENT_MESSAGES.invalidNumber;
    if (typeof card.name !== 'string' || card.name.trim() === '')
      return PAYMENT_MESSAGES.invalidName;
    const month =
      typeof card.expiryMonth === 'string' && /^\d{1,2}$/.test(card.expiryMonth)
        ? Number(card.expiryMonth)
        : NaN;
    const year =
      typeof card.expiryYear === 'string' && /^\d{4}$/.test(card.expiryYear)
        ? Number(card.expiryYear)
        : NaN;
    if (!(month >= 1 && month <= 12) || Number.isNaN(year)) return PAYMENT_MESSAGES.invalidExpiry;
    const [nowYear, nowMonth] = kuwaitDateTime(this.now()).date.split('-').map(Number) as [
      number,
      number,
    ];
    const thisMonth = nowYear * 12 + (nowMonth - 1);
    // A card is valid through the last day of its expiry month.
    if (year * 12 + (month - 1) < thisMonth) return PAYMENT_MESSAGES.expired;
    if (typeof card.cvv !== 'string' || !new RegExp(`^\\d{${CARD_CVV_LENGTH}}$`).test(card.cvv)) {
      return PAYMENT_MESSAGES.invalidCvv;
    }
    return null;
  }
}
