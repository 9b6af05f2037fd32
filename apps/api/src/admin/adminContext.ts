import type { ShippingContext } from '../shipments/shippingServices.ts';

/** What the admin areas receive: the shipping context (database, config, mailer, documents, carrier). */
export type AdminContext = ShippingContext;
