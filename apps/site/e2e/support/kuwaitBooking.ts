import { earliestCollectionDate } from '@courier/domain/collectionDate';

const JPEG = `data:image/jpeg;base64,/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAT/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAAAP/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AIwAf//Z`;

/**
 * A cash booking from Kuwait City to Salmiya through the public wizard's call, made in `language`
 * on the server at `base`; answers its airway bill. The receiver's e-mail gets the delivery link.
 */
export async function bookToKuwait(
  base: string,
  language: string,
  email: string,
  { account, codKwd }: { account?: { userId: string; password: string }; codKwd?: string } = {},
): Promise<string> {
  // An account's booking (the portal's) may carry a cash-on-delivery amount.
  const session = account ? await customerCookie(base, account) : undefined;
  const api = (path: string, init?: RequestInit) =>
    fetch(`${base}/api/website/${path}`, init).then(
      (r) => r.json() as Promise<Record<string, unknown>>,
    );
  const services = (await api('service_list')).serviceList as {
    id: string;
    service_name: string;
  }[];
  const service = services.find((s) => s.service_name === 'Domestic Next Day')!;
  const booking = {
    id: '',
    sender_consignor: 'Acme Trading',
    sender_contact_person: 'Amal',
    sender_street_name_number: 'Block 1, Street 2',
    sender_zip_code: '13001',
    sender_country: '117',
    sender_city: 'Kuwait City',
    sender_telephone: '+96522223333',
    sender_email: 'amal@example.com',
    receiver_company_name: 'Noura Al-Sabah',
    receiver_attention: 'Noura',
    receiver_street_name_number: 'Block 3, Street 12, House 7',
    receiver_city: 'Salmiya',
    receiver_zip_code: '22001',
    receiver_country: '117',
    receiver_telephone: '+96522334455',
    receiver_mobile: '+96599887766',
    receiver_email: email,
    service: String(service.id),
    currency: { currency_code: 'KWD', currency_name: 'Kuwaiti Dinar' },
    type: 'non-docs',
    value: '21',
    content: 'Shoes',
    shipment_items: [
      {
        weight: '2.5',
        length: '50',
        width: '40',
        height: '30',
        volume_weight: '12',
        description: 'Shoes',
        qty: '2',
        unit: 'Pieces',
        item_value: '10.5',
        item_total_value: '21',
      },
    ],
    collection_date: earliestCollectionDate(new Date()),
    collection_ready_time: '10:00',
    collection_close_time: '17:00',
    vehicle_type: 'bike',
    special_instruction: `Receiver journey ${email}`,
    kyc_type: 'civilid',
    kyc_document: JPEG,
    shipment_type: 'individual',
    invoice_document: '',
    payment_type: 'cash',
    accept_terms: true,
  };
  const answer = await api('create_shipment', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      ...(session ? { cookie: session } : {}),
    },
    body: JSON.stringify(
      // The account's variant of the booking (the portal's wizard): its type code, the privacy
      // box, and the cash-on-delivery amount.
      session
        ? {
            ...booking,
            type: 'SPX',
            accept_privacy: true,
            ...(codKwd ? { cod_amount: codKwd } : {}),
          }
        : booking,
    ),
  });
  if (!answer.shipment_no) throw new Error(`create_shipment answered ${JSON.stringify(answer)}`);
  if (!session) return answer.shipment_no as string;
  // An account's booking gets its airway bill from the courier booking, as the portal asks next.
  const courier = await api('create_skynet_shipment', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: session },
    body: JSON.stringify({ shipmentId: answer.shipmentId }),
  });
  const awb = (courier.Data as { Awbno?: string } | undefined)?.Awbno;
  if (!awb) throw new Error(`create_skynet_shipment answered ${JSON.stringify(courier)}`);
  return awb;
}

/** The portal session cookie of an account (customer_login, as the portal's login form). */
async function customerCookie(base: string, account: { userId: string; password: string }) {
  const login = await fetch(`${base}/api/website/customer_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Userid: account.userId, Password: account.password }),
  });
  const cookie = login.headers.getSetCookie().find((c) => c.startsWith('courier_session='));
  if (login.status !== 200 || !cookie) throw new Error(`customer_login answered ${login.status}`);
  return cookie.split(';')[0]!;
}
