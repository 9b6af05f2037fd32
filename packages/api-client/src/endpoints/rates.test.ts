import { describe, expect, it } from 'vitest';
import { priceCalculationRequest, priceCalculationResponse } from './rates.ts';

describe('rate endpoints', () => {
  it('accept a price request from the check-rate form and default the unit to KG', () => {
    const parsed = priceCalculationRequest.parse({
      origin_country_id: '117',
      destination_country_id: '131',
      origin_city_id: '5',
      destination_city_id: '40',
      weight: '2.5',
    });
    expect(parsed).toMatchObject({ origin_country_id: 117, destination_country_id: 131, unit: 'KG' });
  });

  it('reject a unit other than KG', () => {
    const body = { origin_country_id: 1, destination_country_id: 2, origin_city_id: 3, destination_city_id: 4, weight: 1, unit: 'LB' };
    expect(priceCalculationRequest.safeParse(body).success).toBe(false);
  });

  it('accept the price result fields and reject a negative price', () => {
    const result = {
      Status: 'Success',
      Message: '',
      originCountryName: 'Kuwait',
      destinationCountryName: 'India',
      totalPrice: 12.5,
      vatPercentage: 5,
      vatAmount: 0.625,
      netPrice: 13.125,
      service_id: 1,
      serviceList: [{ service_id: 1, service_name: 'Express' }],
    };
    expect(priceCalculationResponse.parse(result).netPrice).toBe(13.125);
    expect(priceCalculationResponse.safeParse({ ...result, netPrice: -1 }).success).toBe(false);
  });
});
