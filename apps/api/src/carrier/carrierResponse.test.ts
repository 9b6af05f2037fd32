import {
  carrierFailure,
  createSkynetShipmentResponse,
} from '@courier/api-client/endpoints/shipments';
import { describe, expect, it } from 'vitest';
import { CARRIER_MESSAGES } from './carrierMessages.ts';
import { CARRIER_UNAVAILABLE_STATUS, carrierResponse } from './carrierResponse.ts';

const labels = (awb: string) => ({
  label_image_url: `/api/website/labels/${awb}.png?token=t`,
  label_url: `/api/website/labels/${awb}.pdf?token=t`,
});

describe('carrierResponse', () => {
  it('answers a booking with STATUS AWB Generated Sucessfully and the label links (contract schema)', () => {
    const answer = carrierResponse(
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
    const answer = carrierResponse(
      { ok: false, errors: ['ConsigneeName is required.', 'Attn is required.'] },
      labels,
    );
    expect(answer).toEqual(['ConsigneeName is required.', 'Attn is required.']);
    const parsed = carrierFailure.schema.parse(answer);
    expect(carrierFailure.message(parsed)).toBe('ConsigneeName is required.');
  });

  it('answers an unreachable carrier with another STATUS and the message in Data', () => {
    const answer = carrierResponse(
      { ok: false, retryable: true, message: CARRIER_MESSAGES.timeout },
      labels,
    );
    expect(answer).toEqual({ STATUS: CARRIER_UNAVAILABLE_STATUS, Data: CARRIER_MESSAGES.timeout });
    expect(carrierFailure.message(carrierFailure.schema.parse(answer))).toBe(
      CARRIER_MESSAGES.timeout,
    );
  });

  it('never answers an empty error array', () => {
    const answer = carrierResponse({ ok: false, errors: [] }, labels);
    expect(carrierFailure.message(carrierFailure.schema.parse(answer))).toBe(
      CARRIER_MESSAGES.refused,
    );
  });
});
