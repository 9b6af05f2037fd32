import { describe, expect, it } from 'vitest';
import { tracks, tracksRefusal, tracksResponse, trackingDataResponse } from './tracking.ts';

const newSource = {
  data: {
    status: 'SUCCESS',
    shipmentDetails: {
      airwayBillNo: '70012345678',
      awbDate: '2026-03-01',
      destination: 'Mumbai',
      forwarder: 'Blue Dart',
      forwarderNo: 'BD123',
      forwarder2: '',
      forwarderNo2: '',
    },
    statusDetails: {
      status: 'Delivered',
      remarks: '',
      deliveryDate: '2026-03-05',
      deliveryTime: '14:20',
      receiverName: 'R. Mehta',
    },
    shipmentHistory: [
      {
        date: '2026-03-05',
        time: '14:20',
        shipmentStatus: 'Delivered',
        shipmentDetails: 'Signed by R. Mehta',
        location: 'Mumbai',
      },
    ],
  },
};

describe('tracking endpoints', () => {
  it('accept the new-source tracks answer', () => {
    expect(tracksResponse.parse(newSource).data.shipmentHistory).toHaveLength(1);
  });

  it('tell a refusal from a broken success', () => {
    expect(tracks.response.safeParse(tracksRefusal('No shipment found')).success).toBe(true);
    expect(tracksResponse.safeParse(tracksRefusal('No shipment found')).success).toBe(false);
    const broken = { data: { ...newSource.data, statusDetails: undefined } };
    expect(tracks.response.safeParse(broken).success).toBe(false);
  });

  it('accept tracking_data rows with STATUS 1', () => {
    const rows = {
      STATUS: 1,
      Data: [
        {
          ShipmentNo: '70012345678',
          ShipDate: '2026-03-01',
          ShipTime: '10:00',
          Status: 'In transit',
          Remarks: '',
        },
      ],
    };
    expect(trackingDataResponse.parse(rows).Data[0]?.ShipmentNo).toBe('70012345678');
    expect(trackingDataResponse.safeParse({ ...rows, STATUS: 'SUCCESS' }).success).toBe(false);
  });
});
