import { BuiltInCarrierAdapter } from '../carrier/BuiltInCarrierAdapter.ts';
import type { CarrierAdapter } from '../carrier/CarrierAdapter.ts';
import { HttpCarrierAdapter } from '../carrier/HttpCarrierAdapter.ts';
import { createRandomAwbSequence } from '../carrier/randomAwbSequence.ts';
import type { AppContext } from '../context.ts';
import { createIdempotency, type Idempotency } from '../idempotency/idempotency.ts';
import { createDocumentStore, type DocumentStore } from '../files/documentStore.ts';
import { labelTokenSecret } from '../tokens/labelSecret.ts';
import { createHmac } from 'node:crypto';
import { KnetPaymentProvider } from '../payments/KnetPaymentProvider.ts';
import type { HostedPaymentProvider, PaymentProvider } from '../payments/PaymentProvider.ts';
import { SandboxPaymentProvider } from '../payments/SandboxPaymentProvider.ts';
import { builtInCarrierStore } from '../tracking/trackingStore.ts';
import type { AwbSequence } from '../carrier/BuiltInCarrierAdapter.ts';
import { builtInCatalog } from './builtInCatalog.ts';

/** Everything the shipping routes share, built once per app. */
export interface ShippingContext extends AppContext {
  carrier: CarrierAdapter;
  /**
   * Direct card charges (make_online_payment): the sandbox only. Null with a real gateway, whose
   * cards are typed on its own page: no card data passes through this server then.
   */
  payments: PaymentProvider | null;
  /** The gateway's hosted payment page (the website's payment step). */
  hostedPayments: HostedPaymentProvider;
  /** The sandbox, when it is the provider: its hosted page (the simulator) is served here. */
  sandboxGateway: SandboxPaymentProvider | null;
  documents: DocumentStore;
  /** Signs label links and keys the idempotency hashes. */
  secret: string;
  idempotency: Idempotency;
  /** AWB serials of our own bookings (public wizard, built-in carrier). */
  awbSequence: AwbSequence;
}

export async function createShippingContext(context: AppContext): Promise<ShippingContext> {
  const { db, config } = context;
  const secret = await labelTokenSecret(config.shipping.labelTokenSecret, config.dataDir);
  const awbSequence = createRandomAwbSequence(db);
  const carrier =
    config.shipping.carrierAdapter === 'http' && config.shipping.httpCarrier
      ? new HttpCarrierAdapter(config.shipping.httpCarrier)
      : new BuiltInCarrierAdapter({
          sequence: awbSequence,
          store: builtInCarrierStore(db, context.notifyStatus),
          catalog: builtInCatalog(db),
        });
  // The sandbox's gateway and this server share a secret of their own, derived from the app's.
  const sandbox =
    config.shipping.paymentProvider === 'sandbox'
      ? new SandboxPaymentProvider({
          secret: createHmac('sha256', secret).update('sandbox-gateway.v1').digest('hex'),
        })
      : null;
  const knet = config.shipping.knet ? new KnetPaymentProvider(config.shipping.knet) : null;
  return {
    ...context,
    carrier,
    payments: sandbox,
    hostedPayments: sandbox ?? knet!,
    sandboxGateway: sandbox,
    documents: createDocumentStore(context.files),
    secret,
    idempotency: createIdempotency(
      db,
      secret,
      config.duplicateWindowSeconds,
      config.idempotencyClaimSeconds * 1000,
    ),
    awbSequence,
  };
}
