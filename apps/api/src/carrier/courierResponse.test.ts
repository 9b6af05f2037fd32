import {
  courierFailure,
  createSkynetShipmentResponse,
} from '@courier/api-client/endpoints/shipments';
import { describe, expect, it } from 'vitest';
import { CARRIER_MESSAGES } from './carrierProtocol.ts';
import { CARRIER_UNAVAILABLE_STATUS, courierResponse } from './courierResponse.ts';

const labels = (awb: string) => ({
  label_image_url: `/api/website/labels/${awb}.png?token=t`,
  label_url: `/api/website/labels/${awb}.pdf?token=t`,
});

describe('courierResponse', () => {
  it('answers a booking with STATUS AWB Generated Sucessfully and the label links (contract schema)', () => {
    const answer = courierResponse(
      { ok: true, awb: '12345678903', data: { Awbno: '12345678903' } },
      labels,
    );
    expect(answer).toEqual({
      STATUS: 'AWB Generated Sucessfully',
      Data: {
        Awbno: '12345678903',
        label_image_url: '/api/website/labels/12345678903.png?token=t',
        label_url: '/api/website/labels/12345678903.pdf?token=t',
      },
    });
    expect(createSkynetShipmentResponse.safeParse(answer).success).toBe(true);
  });

  it('passes carrier errors on as an array whose first entry the site shows', () => {
    const answer = courierResponse(
      { ok: false, errors: ['ConsigneeName is required.', 'Attn is required.'] },
      labels,
    );
    expect(answer).toEqual(['ConsigneeName is required.', 'Attn is required.']);
    const parsed = courierFailure.schema.parse(answer);
    expect(courierFailure.message(parsed)).toBe('ConsigneeName is required.');
  });

  it('answers an unreachable carrier with another STATUS and the message in Data', () => {
    const answer = courierResponse(
      { ok: false, retryable: true, message: CARRIER_MESSAGES.timeout },
      labels,
    );
    expect(answer).toEqual({ STATUS: CARRIER_UNAVAILABLE_STATUS, Data: CARRIER_MESSAGES.timeout });
    expect(courierFailure.message(courierFailure.schema.parse(answer))).toBe(
      CARRIER_MESSAGES.timeout,
    );
  });

  it('never answers an empty error array', () => {
    const answer = courierResponse({ ok: false, errors: [] }, labels);
    expect(courierFailure.message(courierFailure.schema.parse(answer))).toBe(
      CARRIER_MESSAGES.refused,
    );
  });
});
