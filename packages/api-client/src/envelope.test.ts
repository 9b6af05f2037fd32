import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  envelope,
  envelopeFailureSchema,
  failure,
  statusData,
  statusDataFailureSchema,
  statusDataRefusal,
  success,
} from './envelope.ts';

const listResponse = envelope({ newsList: z.array(z.object({ news_title: z.string() })) });

describe('envelope', () => {
  it('accepts Status Success with Message and the call fields', () => {
    const body = {
      Status: 'Success',
      Message: 'News found',
      newsList: [{ news_title: 'Eid hours' }],
    };
    expect(listResponse.parse(body)).toEqual(body);
  });

  it('rejects a success without Message, with another Status, or without its list', () => {
    expect(listResponse.safeParse({ Status: 'Success', newsList: [] }).success).toBe(false);
    expect(listResponse.safeParse({ Status: 'success', Message: '', newsList: [] }).success).toBe(
      false,
    );
    expect(listResponse.safeParse({ Status: 'Success', Message: '' }).success).toBe(false);
  });

  it('builds bodies that its own schemas accept', () => {
    expect(listResponse.parse(success({ newsList: [] }))).toEqual({
      Status: 'Success',
      Message: 'Success',
      newsList: [],
    });
    expect(
      envelopeFailureSchema.parse(failure('Invalid data', { email: 'Enter valid email id.' })),
    ).toEqual({
      Status: 'Error',
      Message: 'Invalid data',
      errors: { email: 'Enter valid email id.' },
    });
  });

  it('does not take a success for a refusal', () => {
    expect(envelopeFailureSchema.safeParse({ Status: 'Success', Message: 'ok' }).success).toBe(
      false,
    );
  });
});

describe('STATUS/Data', () => {
  const rows = statusData(z.array(z.object({ ShipmentNo: z.string() })));

  it('accepts STATUS 1 with Data and rejects other STATUS values', () => {
    expect(rows.parse({ STATUS: 1, Data: [{ ShipmentNo: '1' }] }).Data).toHaveLength(1);
    expect(rows.safeParse({ STATUS: '1', Data: [] }).success).toBe(false);
    expect(rows.safeParse({ STATUS: 0, Data: [] }).success).toBe(false);
  });

  it('carries extra fields when asked', () => {
    const withUser = statusData(z.array(z.string()), { Userid: z.string() });
    expect(withUser.safeParse({ STATUS: 1, Data: [] }).success).toBe(false);
    expect(withUser.parse({ STATUS: 1, Data: [], Userid: 'demo' }).Userid).toBe('demo');
  });

  it('refuses with STATUS 0 and a reason in Data', () => {
    expect(statusDataFailureSchema.parse(statusDataRefusal('No record found'))).toEqual({
      STATUS: 0,
      Data: 'No record found',
    });
  });
});
