import { describe, expect, it } from 'vitest';
import { priceCalculationRequest, priceCalculationResponse } from './rates.ts';

describe('rate endpoints', () => {
  const form = {
    origin_country_id: '117',
    destination_country_id: '131',
    origin_city_id: '5',
    destination_city_id: '40',
    weight: '2.5',
    unit: 'KG',
  };

  it('take the check-rate form of @courier/domain as the price request', () => {
    expect(priceCalculationRequest.parse(form)).toMatchObject({
      origin_country_id: '117',
      weight: '2.5',
      unit: 'KG',
      service_id: '',
    });
  });

  it('reject a unit other than KG with the domain message', () => {
    const result = priceCalculationRequest.safeParse({ ...form, unit: 'LB' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Please Select Unit']);
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
