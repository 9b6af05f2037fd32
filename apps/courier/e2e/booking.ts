import { earliestCollectionDate } from '@courier/domain/collectionDate';

const KUWAIT = '117';
/** A whole 2x2 photo: the KYC document is judged by decoding it. */
const JPEG = `data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIwAf//Z`;

/** A merchant API booking to a receiver in Salmiya; COD when `codFils` is given. */
export function shipmentBody(service: string, reference: string, codFils?: number) {
  return {
    reference,
    service,
    type: 'SPX',
    shipper: {
      company: 'Acme Trading',
      contact: 'Amal',
      street: 'Block 1, Street 2',
      street2: 'Sharq',
      city: 'Kuwait City',
      postal_code: '13001',
      country: KUWAIT,
      phone: '+96522223333',
      email: 'amal@example.com',
    },
    recipient: {
      company: 'Al-Sabah Home',
      attention: 'Fatima Al-Sabah',
      street: 'Block 3, Street 12, House 7',
      city: 'Salmiya',
      postal_code: '22001',
      country: KUWAIT,
      phone: '+96599887766',
      mobile: '+96599887766',
    },
    pieces: [
      {
        weight_kg: 1.5,
        length_cm: 30,
        width_cm: 20,
        height_cm: 10,
        description: 'Shoes',
        quantity: 1,
        value: 10.5,
      },
    ],
    contents: 'Shoes',
    declared_value: 10.5,
    currency: 'KWD',
    collection: {
      date: earliestCollectionDate(new Date()),
      ready_time: '10:00',
      close_time: '17:00',
      vehicle_type: 'bike',
      instructions: 'Ring twice',
    },
    shipper_type: 'individual',
    kyc: { type: 'civilid', document: JPEG },
    ...(codFils !== undefined && { cod_amount_fils: codFils }),
  };
}

/** Books through the merchant API (fetch: usable from globalSetup and tests); answers the AWB. */
export async function book(
  base: string,
  key: string,
  reference: string,
  codFils?: number,
): Promise<string> {
  const services = (await (await fetch(`${base}/api/website/service_list`)).json()) as {
    serviceList: { id: number; service_name: string }[];
  };
  const service = String(
    services.serviceList.find((s) => s.service_name === 'Domestic Next Day')!.id,
  );
  const res = await fetch(`${base}/api/v1/shipments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(shipmentBody(service, reference, codFils)),
  });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`booking ${res.status}: ${text}`);
  return (JSON.parse(text) as { awb: string }).awb;
}
