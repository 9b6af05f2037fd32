import { describe, expect, it } from 'vitest';
import { googleMapByCountryRequest, googleMapListResponse } from './locations.ts';

const office = {
  id: 1,
  location: 'Sharq Head Office',
  city_name: 'Kuwait City',
  address: 'Al Hamra Tower',
  contact_person_number: '+965 2222 3333',
  email_id: 'sharq@example.com',
  latitude: 29.3787,
  longitude: 47.9932,
};

describe('location endpoints', () => {
  it('accept map items with coordinates and reject impossible ones', () => {
    expect(
      googleMapListResponse.safeParse({ Status: 'Success', Message: '', googleMapList: [office] })
        .success,
    ).toBe(true);
    expect(
      googleMapListResponse.safeParse({
        Status: 'Success',
        Message: '',
        googleMapList: [{ ...office, latitude: 123 }],
      }).success,
    ).toBe(false);
  });

  it('take an empty location for All Location', () => {
    expect(googleMapByCountryRequest.parse({ country_id: '131', location_id: '' })).toEqual({
      country_id: 131,
      location_id: '',
    });
    expect(googleMapByCountryRequest.parse({ country_id: 131, location_id: '7' })).toEqual({
      country_id: 131,
      location_id: 7,
    });
  });
});
