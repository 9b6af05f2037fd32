import { describe, expect, it } from 'vitest';
import {
  cityListResponse,
  countryListResponse,
  destinationCountryRequest,
  mobileCodeResponse,
  vehicleListResponse,
} from './reference.ts';

describe('reference endpoints', () => {
  it('accept countries carrying both id and country_id', () => {
    const kuwait = { id: 117, country_id: 117, country_name: 'Kuwait', country_code: 'KW' };
    expect(
      countryListResponse.parse({ Status: 'Success', Message: '', countryList: [kuwait] })
        .countryList,
    ).toEqual([kuwait]);
    expect(
      countryListResponse.safeParse({
        Status: 'Success',
        Message: '',
        countryList: [{ ...kuwait, country_code: 'KWT' }],
      }).success,
    ).toBe(false);
  });

  it('take a country id from a select as digits or as a number', () => {
    expect(destinationCountryRequest.parse({ origin_country_id: '117' }).origin_country_id).toBe(
      117,
    );
    expect(destinationCountryRequest.parse({ origin_country_id: 117 }).origin_country_id).toBe(117);
    expect(destinationCountryRequest.safeParse({ origin_country_id: 'Kuwait' }).success).toBe(
      false,
    );
  });

  it('accept cities with state_id, state_name and city_name', () => {
    const body = {
      Status: 'Success',
      Message: '',
      cityList: [{ state_id: 5, state_name: 'Hawalli', city_name: 'Salmiya' }],
    };
    expect(cityListResponse.parse(body).cityList[0]?.city_name).toBe('Salmiya');
  });

  it('read mobileCode with its plus sign', () => {
    expect(
      mobileCodeResponse.parse({ Status: 'Success', Message: '', mobileCode: '+965' }).mobileCode,
    ).toBe('+965');
    expect(
      mobileCodeResponse.safeParse({ Status: 'Success', Message: '', mobileCode: '965' }).success,
    ).toBe(false);
  });

  it('keep the spec spelling vechileList', () => {
    expect(
      vehicleListResponse.safeParse({
        Status: 'Success',
        Message: '',
        vechileList: [{ vehicle_name: 'van' }],
      }).success,
    ).toBe(true);
    expect(
      vehicleListResponse.safeParse({
        Status: 'Success',
        Message: '',
        vehicleList: [{ vehicle_name: 'van' }],
      }).success,
    ).toBe(false);
  });
});
