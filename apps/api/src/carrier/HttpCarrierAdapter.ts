import { MESSAGES } from '@courier/domain/messages';
import type { SkynetPayload } from './buildSkynetPayload.ts';
import type {
  BookingResult,
  CarrierAdapter,
  CarrierCity,
  CarrierCountry,
  CarrierService,
  ListResult,
  TrackingEvent,
  TrackingResult,
} from './CarrierAdapter.ts';
import { CARRIER_HEADERS, CARRIER_MESSAGES, CARRIER_PATHS } from './carrierProtocol.ts';

export interface HttpCarrierConfig {
  baseUrl: string;
  username: string;
  password: string;
  accessKey: string;
  /** Per call; a carrier slower than this counts as down for that call. */
  timeoutMs?: number;
}

/** Reads CARRIER_BASE_URL, CARRIER_USERNAME, CARRIER_PASSWORD, CARRIER_ACCESS_KEY (and CARRIER_TIMEOUT_MS). */
export function httpCarrierConfigFromEnv(env: NodeJS.ProcessEnv): HttpCarrierConfig {
  const missing = [
    'CARRIER_BASE_URL',
    'CARRIER_USERNAME',
    'CARRIER_PASSWORD',
    'CARRIER_ACCESS_KEY',
  ].filter((name) => !env[name]);
  if (missing.length > 0)
    throw new Error(`The HTTP carrier adapter needs ${missing.join(', ')} in the environment.`);
  const baseUrl = env.CARRIER_BASE_URL!;
  if (!/^https?:\/\//.test(baseUrl)) throw new Error('CARRIER_BASE_URL must be an http(s) URL.');
  const timeoutMs = env.CARRIER_TIMEOUT_MS ? Number(env.CARRIER_TIMEOUT_MS) : undefined;
  if (timeoutMs !== undefined && !(Number.isInteger(timeoutMs) && timeoutMs > 0)) {
    throw new Error('CARRIER_TIMEOUT_MS must be a positive whole number of milliseconds.');
  }
  return {
    baseUrl,
    username: env.CARRIER_USERNAME!,
    password: env.CARRIER_PASSWORD!,
    accessKey: env.CARRIER_ACCESS_KEY!,
    timeoutMs,
  };
}

type RetryableFailure = { ok: false; retryable: true; message: string };
type CallResult = { ok: true; status: number; body: unknown } | RetryableFailure;
const retryable = (message: string): RetryableFailure => ({ ok: false, retryable: true, message });

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

/** Speaks the carrier's booking, tracking and list calls with credentials that stay on the server. */
export class HttpCarrierAdapter implements CarrierAdapter {
  readonly name = 'http';
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly config: HttpCarrierConfig) {
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = config.timeoutMs ?? 10_000;
  }

  private async call(path: string, body: unknown): Promise<CallResult> {
    let response: Response;
    try {
      response = await fetch(this.baseUrl + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          [CARRIER_HEADERS.username]: this.config.username,
          [CARRIER_HEADERS.password]: this.config.password,
          [CARRIER_HEADERS.accessKey]: this.config.accessKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return retryable(timedOut ? CARRIER_MESSAGES.timeout : CARRIER_MESSAGES.unreachable);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return retryable(timedOut ? CARRIER_MESSAGES.timeout : CARRIER_MESSAGES.unreachable);
    }
    if (response.status >= 500) return retryable(CARRIER_MESSAGES.unavailable);
    try {
      return { ok: true, status: response.status, body: JSON.parse(text) };
    } catch {
      return retryable(CARRIER_MESSAGES.unreadable);
    }
  }

  async bookShipment(payload: SkynetPayload): Promise<BookingResult> {
    const answer = await this.call(CARRIER_PATHS.customerBooking, payload);
    if (!answer.ok) return answer;
    const { status, body } = answer;
    if (status === 401 || status === 403)
      return { ok: false, errors: [CARRIER_MESSAGES.credentials] };
    // Spec section 8: an array of errors (the first is shown) or another STATUS with the reason in Data.
    if (Array.isArray(body)) {
      const errors = body.map(str).filter((e) => e.trim() !== '');
      return { ok: false, errors: errors.length > 0 ? errors : [CARRIER_MESSAGES.refused] };
    }
    if (!isRecord(body)) return { ok: false, errors: [CARRIER_MESSAGES.refused] };
    if (body.STATUS === MESSAGES.awbGenerated) {
      const data = body.Data;
      const awb = isRecord(data) ? str(data.Awbno).trim() : '';
      if (!isRecord(data) || awb === '') return { ok: false, errors: [CARRIER_MESSAGES.noAwb] };
      return { ok: true, awb, data: { ...data, Awbno: awb } };
    }
    const reason = str(body.Data).trim() || str(body.STATUS).trim() || str(body.Message).trim();
    return { ok: false, errors: [reason || CARRIER_MESSAGES.refused] };
  }

  async getTracking(awb: string): Promise<TrackingResult> {
    const answer = await this.call(CARRIER_PATHS.shipmentHistory, { AWBNO: awb });
    if (!answer.ok) return answer;
    const { body } = answer;
    if (answer.status === 401 || answer.status === 403) {
      return retryable(CARRIER_MESSAGES.credentials);
    }
    if (!isRecord(body) || Number(body.STATUS) !== 1 || !Array.isArray(body.Data))
      return { ok: false, notFound: true };
    const events: TrackingEvent[] = body.Data.filter(isRecord).map((row) => ({
      date: str(row.ShipDate),
      time: str(row.ShipTime),
      status: str(row.Status) || str(row.Remarks),
      location: str(row.Location),
      remarks: str(row.Remarks),
    }));
    // The carrier lists newest first; with ISO dates, sorting makes that a guarantee (stable for ties).
    if (events.every((e) => /^\d{4}-\d{2}-\d{2}$/.test(e.date))) {
      events.sort((a, b) => `${b.date} ${b.time}`.localeCompare(`${a.date} ${a.time}`));
    }
    return { ok: true, awb, events };
  }

  private async list<T>(
    path: string,
    body: unknown,
    key: string,
    pick: (row: Record<string, unknown>) => T | null,
  ): Promise<ListResult<T>> {
    const answer = await this.call(path, body);
    if (!answer.ok) return answer;
    if (answer.status === 401 || answer.status === 403) {
      return retryable(CARRIER_MESSAGES.credentials);
    }
    const rows =
      isRecord(answer.body) && Array.isArray(answer.body[key])
        ? (answer.body[key] as unknown[])
        : [];
    const items = rows
      .filter(isRecord)
      .map(pick)
      .filter((x): x is T => x !== null);
    return { ok: true, items };
  }

  listCountries(): Promise<ListResult<CarrierCountry>> {
    return this.list(CARRIER_PATHS.countryList, {}, 'country_list', (r) => {
      const country_name = str(r.country_name);
      return country_name
        ? { country_id: str(r.country_id ?? r.id), country_name, country_code: str(r.country_code) }
        : null;
    });
  }

  listCities(countryName: string): Promise<ListResult<CarrierCity>> {
    return this.list(CARRIER_PATHS.cityList, { country_name: countryName }, 'city_list', (r) => {
      const city_name = str(r.city_name);
      return city_name
        ? { state_id: str(r.state_id), state_name: str(r.state_name), city_name }
        : null;
    });
  }

  listServices(): Promise<ListResult<CarrierService>> {
    return this.list(CARRIER_PATHS.serviceList, {}, 'serviceList', (r) => {
      const service_name = str(r.service_name);
      return service_name ? { id: str(r.id ?? r.service_id), service_name } : null;
    });
  }
}
