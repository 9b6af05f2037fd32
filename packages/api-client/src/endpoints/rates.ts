import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { envelope, envelopeFailure } from '../envelope.ts';
import { checkRateSchema, invoicePriceSchema } from '@courier/domain/schemas/rate';
import { amountSchema } from '../wire.ts';

/** A delivery option of a rate quote. */
const rateServiceSchema = z.object({
  service_id: z.number().int().nonnegative(),
  service_name: z.string().min(1),
});
export type RateService = z.output<typeof rateServiceSchema>;

/**
 * A quote in KWD. totalPrice is the shipping rate before VAT, vatAmount = totalPrice x
 * vatPercentage / 100, netPrice = totalPrice + vatAmount (what the customer pays).
 */
const priceResultFields = {
  originCountryName: z.string(),
  destinationCountryName: z.string(),
  totalPrice: amountSchema,
  vatPercentage: z.number().min(0).max(100),
  vatAmount: amountSchema,
  netPrice: amountSchema,
  /** The priced option: the one asked for, or the first of serviceList. */
  service_id: z.number().int().nonnegative(),
  serviceList: z.array(rateServiceSchema),
};

export const priceCalculationRequest = checkRateSchema;
export const priceCalculationResponse = envelope(priceResultFields);
export const priceCalculation = defineEndpoint({
  method: 'POST',
  path: 'price_calculation',
  request: priceCalculationRequest,
  success: priceCalculationResponse,
  failure: envelopeFailure,
});

/** Rate inside a booking wizard: priced on the chargeable weight of the line items. */
const invoicePriceCalculationRequest = invoicePriceSchema;
export const invoicePriceCalculation = defineEndpoint({
  method: 'POST',
  path: 'invoice_price_calculation',
  request: invoicePriceCalculationRequest,
  success: priceCalculationResponse,
  failure: envelopeFailure,
});
