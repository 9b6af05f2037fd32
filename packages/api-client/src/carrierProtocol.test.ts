import { describe, expect, it } from 'vitest';
import {
  carrierBookingAnswer,
  carrierBookingSuccess,
  carrierCountryListAnswer,
  carrierHistoryAnswer,
} from './carrierProtocol.ts';

describe('carrier protocol', () => {
  it('reads a booking as booked only with the carrier status and an AWB', () => {
    const booked = { STATUS: 'AWB Generated Sucessfully', Data: { Awbno: 70000000011, Pieces: 2 } };
    expect(carrierBookingSuccess.parse(booked).Data).toEqual({ Awbno: '70000000011', Pieces: 2 });
    expect(carrierBookingSuccess.safeParse({ ...booked, Data: { Awbno: ' ' } }).success).toBe(
      false,
    );
    expect(
      carrierBookingSuccess.safeParse({ STATUS: 'Booking Failed', Data: 'No route' }).success,
    ).toBe(false);
    expect(carrierBookingAnswer.safeParse(['CneeZipCode is required']).success).toBe(true);
    expect(
      carrierBookingAnswer.safeParse({ STATUS: 'Booking Failed', Data: 'No route' }).success,
    ).toBe(true);
    expect(carrierBookingAnswer.safeParse('oops').success).toBe(false);
  });

  it('reads history and catalogue answers', () => {
    const event = {
      ShipDate: '2026-01-02',
      ShipTime: '10:00',
      Location: 'KUWAIT',
      Status: 'BOOKED',
      Remarks: 'Booked',
    };
    expect(carrierHistoryAnswer.safeParse({ STATUS: 1, Data: [event] }).success).toBe(true);
    expect(carrierHistoryAnswer.safeParse({ STATUS: 0, Data: 'No record found.' }).success).toBe(
      true,
    );
    expect(carrierHistoryAnswer.safeParse({ STATUS: 1, Data: 'x' }).success).toBe(false);
    const countries = {
      Status: 'Success',
      Message: '',
      country_list: [{ country_id: 1, country_name: 'KUWAIT', country_code: 'KW' }],
    };
    expect(carrierCountryListAnswer.parse(countries).country_list[0]!.country_id).toBe('1');
    expect(carrierCountryListAnswer.safeParse({ Status: 'Success' }).success).toBe(false);
  });
});
