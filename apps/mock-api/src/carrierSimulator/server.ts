import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CARRIER_BOOKED_STATUS, MESSAGES } from '@courier/domain/messages';
import {
  SIM_CITIES,
  SIM_COUNTRIES,
  SIM_CUSTOMERS,
  SIM_SERVICES,
  type SimCustomer,
} from './fixtures.ts';
import {
  CARRIER_HEADERS,
  CARRIER_PATHS,
  type CarrierCredentials,
} from '@courier/api-client/carrierProtocol';
import { validateBooking } from './validateBooking.ts';

/**
 * normal: answers like the carrier. slow: waits slowMs before answering (client time-outs).
 * reset: drops every connection without an answer. unavailable: 503 with an HTML page.
 */
type SimulatorMode = 'normal' | 'slow' | 'reset' | 'unavailable';

interface SimEvent {
  date: string;
  time: string;
  status: string;
  location: string;
  remarks: string;
}

interface SimShipment {
  awb: string;
  bookedAt: Date;
  payload: Record<string, unknown>;
  events: SimEvent[];
}

export interface CarrierSimulatorOptions {
  port?: number;
  host?: string;
  credentials: CarrierCredentials;
  customers?: SimCustomer[];
  mode?: SimulatorMode;
  slowMs?: number;
  /** First AWB serial; the simulated carrier numbers its airway bills 7xxxxxxxxxx. */
  firstSerial?: number;
  now?: () => Date;
}

export interface CarrierSimulator {
  url: string;
  port: number;
  setMode(mode: SimulatorMode): void;
  /** Every accepted booking, oldest first. */
  bookings(): ReadonlyArray<{ awb: string; payload: Record<string, unknown> }>;
  /** Number of requests received (also refused ones), for retry tests. */
  requestCount(): number;
  addEvent(awb: string, event: SimEvent): boolean;
  close(): Promise<void>;
}

const MAX_BODY = 1024 * 1024;

/** Kuwait time (UTC+3, no daylight saving) as date and time strings. */
function kuwaitDateTime(at: Date): { date: string; time: string } {
  const k = new Date(at.getTime() + 3 * 3600 * 1000).toISOString();
  return { date: k.slice(0, 10), time: k.slice(11, 16) };
}

function send(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  return text === '' ? {} : JSON.parse(text);
}

function field(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** A carrier API of its own process: answers the calls of spec section 7 as the real carrier would. */
export async function startCarrierSimulator(
  options: CarrierSimulatorOptions,
): Promise<CarrierSimulator> {
  const credentials = options.credentials;
  const customers = options.customers ?? SIM_CUSTOMERS;
  const now = options.now ?? (() => new Date());
  const slowMs = options.slowMs ?? 30_000;
  let mode: SimulatorMode = options.mode ?? 'normal';
  let serial = options.firstSerial ?? 1;
  let requests = 0;
  const shipments = new Map<string, SimShipment>();
  /** shipment_no -> AWB: the carrier books a shipment once, and a retry gets the same AWB. */
  const byShipmentNo = new Map<string, string>();
  const timers = new Set<NodeJS.Timeout>();

  const authorised = (req: IncomingMessage) =>
    req.headers[CARRIER_HEADERS.username] === credentials.username &&
    req.headers[CARRIER_HEADERS.password] === credentials.password &&
    req.headers[CARRIER_HEADERS.accessKey] === credentials.accessKey;

  const bookingAnswer = (shipment: SimShipment) => ({
    STATUS: CARRIER_BOOKED_STATUS,
    Data: {
      Awbno: shipment.awb,
      ShipmentNo: shipment.payload.shipment_no ?? '',
      BookingDate: kuwaitDateTime(shipment.bookedAt).date,
      Destination: shipment.payload.receiver_country ?? '',
      Pieces: shipment.payload.BoxNo,
    },
  });

  const book = (body: unknown) => {
    const errors = validateBooking(body);
    if (errors.length > 0) return errors;
    const payload = body as Record<string, unknown>;
    const service = field(payload, 'service');
    if (!SIM_SERVICES.some((s) => s.service_name === service)) {
      return {
        STATUS: 'Booking Failed',
        Data: `Service ${service} is not available for this route.`,
      };
    }
    const shipmentNo = field(payload, 'shipment_no');
    const existing = shipmentNo ? byShipmentNo.get(shipmentNo) : undefined;
    if (existing) return bookingAnswer(shipments.get(existing)!);
    const awb = `7${String(serial++).padStart(10, '0')}`;
    const bookedAt = now();
    const shipment: SimShipment = {
      awb,
      bookedAt,
      payload,
      events: [
        {
          ...kuwaitDateTime(bookedAt),
          status: 'BOOKED',
          location: 'KUWAIT',
          remarks: 'Shipment booked',
        },
      ],
    };
    shipments.set(awb, shipment);
    if (shipmentNo) byShipmentNo.set(shipmentNo, awb);
    return bookingAnswer(shipment);
  };

  /** Events newest first, as tracking screens list them. */
  const newestFirst = (s: SimShipment) => [...s.events].reverse();

  const statusRow = (awb: string) => {
    const s = shipments.get(awb);
    const last = s?.events.at(-1);
    return s && last
      ? {
          ShipmentNo: awb,
          ShipDate: last.date,
          ShipTime: last.time,
          Status: last.status,
          Remarks: last.remarks,
        }
      : { ShipmentNo: awb, ShipDate: '', ShipTime: '', Status: 'Not found', Remarks: '' };
  };

  const customerAnswer = (customer: SimCustomer | undefined) =>
    customer ? { STATUS: 1, Data: [customer.data] } : { STATUS: 0, Data: MESSAGES.loginFailed };

  const routes: Record<string, (body: unknown, url: URL) => unknown> = {
    [`POST ${CARRIER_PATHS.customerBooking}`]: (body) => book(body),
    [`POST ${CARRIER_PATHS.customerLogin}`]: (body) => {
      const found = customers.find(
        (c) => c.Userid === field(body, 'Userid') && c.Password === field(body, 'Password'),
      );
      return customerAnswer(field(body, 'AcessKey') === credentials.accessKey ? found : undefined);
    },
    [`POST ${CARRIER_PATHS.customerProfile}`]: (body) => {
      const code = field(body, 'CustomerCode');
      const userid = field(body, 'Userid');
      const found = customers.find(
        (c) => (code !== '' && c.data.AC_NO === code) || (userid !== '' && c.Userid === userid),
      );
      return found ? { STATUS: 1, Data: [found.data] } : { STATUS: 0, Data: 'Customer not found.' };
    },
    [`POST ${CARRIER_PATHS.shipmentStatus}`]: (body) => {
      const awb = field(body, 'AWBNO');
      return shipments.has(awb)
        ? { STATUS: 1, Data: [statusRow(awb)] }
        : { STATUS: 0, Data: 'No record found.' };
    },
    [`POST ${CARRIER_PATHS.shipmentHistory}`]: (body) => {
      const s = shipments.get(field(body, 'AWBNO'));
      if (!s) return { STATUS: 0, Data: 'No record found.' };
      return {
        STATUS: 1,
        Data: newestFirst(s).map((e) => ({
          ShipDate: e.date,
          ShipTime: e.time,
          Location: e.location,
          Status: e.status,
          Remarks: e.remarks,
        })),
      };
    },
    [`POST ${CARRIER_PATHS.clientShipmentTracking}`]: (body) => {
      const numbers = field(body, 'AWBNO')
        .split(/[\s,]+/)
        .filter(Boolean);
      if (numbers.length === 0) return { STATUS: 0, Data: 'AWBNO is required.' };
      return { STATUS: 1, Data: numbers.map(statusRow) };
    },
    [`GET ${CARRIER_PATHS.tracks}`]: (_body, url) => {
      const s = shipments.get((url.searchParams.get('AWBNO') ?? '').trim());
      if (!s) return { data: { status: 'FAILED', message: 'No record found.' } };
      const last = s.events.at(-1)!;
      const delivered = last.status === 'DELIVERED';
      return {
        data: {
          status: 'SUCCESS',
          shipmentDetails: {
            airwayBillNo: s.awb,
            awbDate: kuwaitDateTime(s.bookedAt).date,
            destination: String(s.payload.receiver_country ?? ''),
            forwarder: '',
            forwarderNo: '',
            forwarder2: '',
            forwarderNo2: '',
          },
          statusDetails: {
            status: last.status,
            remarks: last.remarks,
            deliveryDate: delivered ? last.date : '',
            deliveryTime: delivered ? last.time : '',
            receiverName: delivered ? String(s.payload.ConsigneeName ?? '') : '',
          },
          shipmentHistory: newestFirst(s).map((e) => ({
            date: e.date,
            time: e.time,
            shipmentStatus: e.status,
            shipmentDetails: e.remarks,
            location: e.location,
          })),
        },
      };
    },
    [`POST ${CARRIER_PATHS.countryList}`]: () => ({
      Status: 'Success',
      Message: '',
      country_list: SIM_COUNTRIES,
    }),
    [`POST ${CARRIER_PATHS.cityList}`]: (body) => ({
      Status: 'Success',
      Message: '',
      city_list: SIM_CITIES[field(body, 'country_name').toUpperCase()] ?? [],
    }),
    [`POST ${CARRIER_PATHS.serviceList}`]: () => ({
      Status: 'Success',
      Message: '',
      serviceList: SIM_SERVICES,
    }),
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://carrier.invalid');
    const route = routes[`${req.method} ${url.pathname}`];
    if (!route) return send(res, 404, { STATUS: 0, Data: 'Not found.' });
    if (!authorised(req))
      return send(res, 401, {
        STATUS: 0,
        Data: 'Unauthorized: invalid username, password or access key.',
      });
    let body: unknown = {};
    if (req.method === 'POST') {
      try {
        body = await readJson(req);
      } catch {
        return send(res, 400, ['Invalid JSON body.']);
      }
    }
    send(res, 200, route(body, url));
  };

  const server = createServer((req, res) => {
    requests += 1;
    if (mode === 'reset') {
      req.socket.destroy();
      return;
    }
    if (mode === 'unavailable') {
      res
        .writeHead(503, { 'content-type': 'text/html' })
        .end('<html><body>Service Unavailable</body></html>');
      return;
    }
    const run = () => {
      handle(req, res).catch(() => {
        if (!res.headersSent) send(res, 500, { STATUS: 0, Data: 'Internal error.' });
      });
    };
    if (mode === 'slow') {
      // The carrier still does the work after the delay, as a slow real carrier would.
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, slowMs);
      timers.add(timer);
    } else {
      run();
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    setMode: (next) => {
      mode = next;
    },
    bookings: () => [...shipments.values()].map((s) => ({ awb: s.awb, payload: s.payload })),
    requestCount: () => requests,
    addEvent: (awb, event) => {
      const s = shipments.get(awb);
      if (!s) return false;
      s.events.push(event);
      return true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
