import { describe, expect, it } from 'vitest';
import { buildCarrierPayload } from './buildCarrierPayload.ts';
import { sampleRecord } from './carrierRecord.testSupport.ts';

describe('buildCarrierPayload', () => {
  it('adds the enrichment fields of spec section 7', () => {
    const payload = buildCarrierPayload(sampleRecord());
    expect(payload).toMatchObject({
      BoxNo: 2,
      CustomValue: 45.5,
      Dec_Currency: 'KWD',
      Shipment_Type: 'COMMERCIAL',
      Awbno: '',
      Attn: 'John Smith',
      Contents: 'Spare parts',
      ShipperPhNo: '+96522223333',
      Cnee_City: 'London',
      ShAdd1: 'Block 3, Street 12',
      ShAdd2: 'Building 7, Floor 2',
      ShAdd3: 'Kuwait City, 13001, KUWAIT',
      CneeAdd1: '221B Baker Street',
      CneeAdd2: 'Marylebone',
      CneeAdd3: 'London, NW16XE, UNITED KINGDOM',
      Dec_Value: 45.5,
      CneeZipCode: 'NW16XE',
      CneeState: 'England',
      CneePhNo: '+442071234567',
      CneeEmail: 'john@acme.example',
      ConsigneeName: 'Acme Imports Ltd',
      KycNo: null,
      L: 40,
      W: 30,
      H: 20,
      Cubic: 25_000,
    });
  });

  it('enriches every item row with Box, QTY, RATE, AMOUNT and PCSWT', () => {
    const { shipment_items } = buildCarrierPayload(sampleRecord());
    expect(
      shipment_items.map(({ Box, QTY, RATE, AMOUNT, PCSWT, description }) => ({
        Box,
        QTY,
        RATE,
        AMOUNT,
        PCSWT,
        description,
      })),
    ).toEqual([
      { Box: 1, QTY: 3, RATE: 10.1, AMOUNT: 30.3, PCSWT: 2, description: 'Gear box parts' },
      { Box: 2, QTY: 2, RATE: 7.6, AMOUNT: 15.2, PCSWT: 1.5, description: 'Seals' },
    ]);
  });

  it('keeps the record fields the carrier also reads', () => {
    const payload = buildCarrierPayload(sampleRecord());
    expect(payload).toMatchObject({
      shipment_no: 'SH-000123',
      sender_consignor: 'Gulf Trading Co',
      receiver_company_name: 'Acme Imports Ltd',
      Userid: 'demo',
      CustomerCode: 'C1001',
      BillTo: 'Shipper',
      type: 'SPX',
    });
  });

  it('recomputes amounts from quantity and rate, not from the totals of the record', () => {
    const record = sampleRecord();
    record.shipment_items[0] = { ...record.shipment_items[0]!, item_total_value: 999 };
    const payload = buildCarrierPayload({ ...record, value: 1 });
    expect(payload.shipment_items[0]!.AMOUNT).toBe(30.3);
    expect(payload.CustomValue).toBe(45.5);
    expect(payload.Dec_Value).toBe(45.5);
  });

  it('takes L, W, H from the largest box', () => {
    const record = sampleRecord();
    const payload = buildCarrierPayload({
      ...record,
      shipment_items: [...record.shipment_items].reverse(),
    });
    expect([payload.L, payload.W, payload.H]).toEqual([40, 30, 20]);
  });

  it('answers empty strings for missing optional lines and the mobile when there is no telephone', () => {
    const payload = buildCarrierPayload(
      sampleRecord({
        sender_street_name_number1: undefined,
        receiver_street_name_number1: undefined,
        receiver_state: undefined,
        receiver_telephone: '',
        receiver_zip_code: '',
      }),
    );
    expect(payload).toMatchObject({
      ShAdd2: '',
      CneeAdd2: '',
      CneeState: '',
      CneePhNo: '+447700900123',
      CneeAdd3: 'London, UNITED KINGDOM',
    });
  });

  it('handles a shipment without items', () => {
    const payload = buildCarrierPayload(sampleRecord({ shipment_items: [] }));
    expect(payload).toMatchObject({
      BoxNo: 0,
      CustomValue: 0,
      L: 0,
      W: 0,
      H: 0,
      Cubic: 0,
      shipment_items: [],
    });
  });

  it('does not change the record it was given', () => {
    const record = sampleRecord();
    const copy = structuredClone(record);
    buildCarrierPayload(record);
    expect(record).toEqual(copy);
  });
});
