import { createCipheriv, createDecipheriv } from 'node:crypto';
import { filsToKwdString, tryParseKwd } from '@courier/domain/money';
import { PAYMENT_MESSAGES } from './paymentMessages.ts';
import type {
  GatewayResult,
  HostedPaymentProvider,
  HostedSessionRequest,
  PaymentLogger,
  PaymentOutcome,
} from './PaymentProvider.ts';

/** KNET's test host; the live one is https://www.kpay.com.kw/kpg/PaymentHTTP.htm. */
const KNET_TEST_GATEWAY_URL = 'https://kpaytest.com.kw/kpg/PaymentHTTP.htm';
/** ISO 4217 numeric code of the Kuwaiti dinar: KNET takes KWD only. */
const KNET_KWD = '414';

export interface KnetConfig {
  /** KNET_TRANPORTAL_ID, KNET_TRANPORTAL_PASSWORD: the merchant's Tranportal credentials. */
  tranportalId: string;
  password: string;
  /** KNET_RESOURCE_KEY: 16 characters, the AES-128 key (and IV) of trandata. */
  resourceKey: string;
  /** KNET_GATEWAY_URL: KNET's PaymentHTTP.htm (test host by default). */
  gatewayUrl: string;
}

export function knetConfigFromEnv(env: NodeJS.ProcessEnv): KnetConfig {
  const tranportalId = env.KNET_TRANPORTAL_ID ?? '';
  const password = env.KNET_TRANPORTAL_PASSWORD ?? '';
  const resourceKey = env.KNET_RESOURCE_KEY ?? '';
  if (!tranportalId || !password)
    throw new Error('PAYMENT_PROVIDER=knet needs KNET_TRANPORTAL_ID and KNET_TRANPORTAL_PASSWORD.');
  if (Buffer.byteLength(resourceKey) !== 16)
    throw new Error('KNET_RESOURCE_KEY must be the 16-character resource key KNET issued.');
  const gatewayUrl = env.KNET_GATEWAY_URL || KNET_TEST_GATEWAY_URL;
  if (!/^https:\/\//.test(gatewayUrl))
    throw new Error('KNET_GATEWAY_URL must be an https address.');
  return { tranportalId, password, resourceKey, gatewayUrl };
}

/** KNET's trandata: AES-128-CBC under the resource key (also the IV), PKCS#7, hex. */
export function encryptTrandata(text: string, resourceKey: string): string {
  const key = Buffer.from(resourceKey, 'utf8');
  const cipher = createCipheriv('aes-128-cbc', key, key);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('hex');
}

/** The plain text of a trandata, or null when it was not encrypted under this key. */
export function decryptTrandata(hex: string, resourceKey: string): string | null {
  if (!/^(?:[0-9a-f]{32})+$/i.test(hex) || hex.length > 8192) return null;
  try {
    const key = Buffer.from(resourceKey, 'utf8');
    const decipher = createDecipheriv('aes-128-cbc', key, key);
    return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

/**
 * KNET's payment gateway (Tranportal, "raw" integration): the payer is sent to KNET's page with
 * the order in `trandata` (encrypted with the merchant's resource key); KNET sends the payer back
 * to responseURL with the result in `trandata`, encrypted the same way. Only a result that
 * decrypts under our key, whose fields are all there and whose track id and amount match the
 * attempt (checked by the caller, recordGatewayResult.ts) counts. KNET shows no card number to
 * the merchant: brand 'knet', no last four. See docs/payments.md for what is left to check with
 * the acquiring bank before going live.
 */
export class KnetPaymentProvider implements HostedPaymentProvider {
  readonly name = 'knet';

  constructor(
    private readonly config: KnetConfig,
    private readonly logger?: PaymentLogger,
  ) {}

  async createSession(request: HostedSessionRequest): Promise<{ redirectUrl: string }> {
    if (request.currency.toUpperCase() !== 'KWD')
      throw new Error(`KNET takes KWD only, not ${request.currency}`);
    // The order KNET's integration guide lists; values as they are (KNET reads them so).
    const order = [
      ['id', this.config.tranportalId],
      ['password', this.config.password],
      ['action', '1'],
      ['langid', request.language === 'ar' ? 'ARA' : 'USA'],
      ['currencycode', KNET_KWD],
      ['amt', filsToKwdString(request.amountFils)],
      ['responseURL', request.returnUrl],
      ['errorURL', request.returnUrl],
      ['trackid', request.reference],
      ['udf1', request.method],
      ['udf2', ''],
      ['udf3', ''],
      ['udf4', ''],
      ['udf5', ''],
    ]
      .map(([name, value]) => `${name}=${value}`)
      .join('&');
    const trandata = encryptTrandata(order, this.config.resourceKey);
    const url = new URL(this.config.gatewayUrl);
    url.search = new URLSearchParams({
      param: 'paymentInit',
      trandata,
      tranportalId: this.config.tranportalId,
      responseURL: request.returnUrl,
      errorURL: request.returnUrl,
    }).toString();
    return { redirectUrl: url.toString() };
  }

  async verifyResult(params: Readonly<Record<string, string>>): Promise<GatewayResult | null> {
    // An error answer (ErrorText, Error) without trandata is not encrypted: it proves nothing, so
    // it changes nothing; the payer sees the booking still waiting and can pay again.
    const plain = params.trandata
      ? decryptTrandata(params.trandata, this.config.resourceKey)
      : null;
    if (plain === null) return null;
    const fields = new URLSearchParams(plain);
    const result = fields.get('result') ?? '';
    const reference = fields.get('trackid') ?? '';
    const paymentId = fields.get('paymentid') ?? '';
    const amountFils = tryParseKwd(fields.get('amt') ?? '');
    if (!reference || !paymentId || amountFils === null) return null;
    // The outer paymentid, when KNET sends one, must be the encrypted one.
    if (params.paymentid && params.paymentid !== paymentId) return null;
    const outcome = outcomeOf(result);
    const answer: GatewayResult = {
      reference,
      outcome,
      approved: outcome === 'approved',
      paymentId,
      brand: 'knet',
      last4: '',
      amountFils,
      currency: 'KWD',
      message:
        outcome === 'approved'
          ? PAYMENT_MESSAGES.approved
          : outcome === 'cancelled'
            ? PAYMENT_MESSAGES.cancelled
            : PAYMENT_MESSAGES.declined,
    };
    this.logger?.[answer.approved ? 'info' : 'warn'](
      { provider: this.name, outcome, paymentId, result, amountFils, reference },
      `payment ${outcome}`,
    );
    return answer;
  }
}

/** CAPTURED is the only paid result; CANCELED is the payer's Cancel; anything else a refusal. */
function outcomeOf(result: string): PaymentOutcome {
  if (result === 'CAPTURED') return 'approved';
  if (result === 'CANCELED' || result === 'CANCELLED') return 'cancelled';
  return 'declined';
}
