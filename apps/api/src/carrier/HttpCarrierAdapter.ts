import { CARRIER_BOOKED_STATUS } from '@courier/domain/messages';
import type { CarrierPayload } from './buildCarrierPayload.ts';
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
import {
  CARRIER_HEADERS,
  CARRIER_PATHS,
  carrierBookingSuccess,
} from '@courier/api-client/carrierProtocol';
import { CARRIER_MESSAGES } from './carrierMessages.ts';

export interface HttpCarrierConfig {
  baseUrl: string;
  username: string;
  password: string;
  accessKey: string;
  /** Per call; a carrier slower than this counts as down for that call. */
  timeoutMs?: number;
  /** Plain http is refused (credentials travel in headers) unless this names the simulator. */
  allowInsecureHttp?: boolean;
  /** Larger answers are cut off and count as unreadable (default 1 MB). */
  maxResponseBytes?: number;
}

const DEFAULT_MAX_RESPONSE_BYTES = 1024 * 1024;

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
  const simulator = env.CARRIER_SIMULATOR === 'true';
  if (!/^https:\/\//.test(baseUrl) && !(simulator && /^http:\/\//.test(baseUrl)))
    throw new Error(
      'CARRIER_BASE_URL must be an https URL (plain http only for the carrier simulator, with CARRIER_SIMULATOR=true).',
    );
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
    allowInsecureHttp: simulator || undefined,
    maxResponseBytes: env.CARRIER_MAX_RESPONSE_BYTES
      ? Number(env.CARRIER_MAX_RESPONSE_BYTES)
      : undefined,
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

  private readonly maxResponseBytes: number;

  constructor(private readonly config: HttpCarrierConfig) {
    const url = new URL(config.baseUrl);
    if (url.protocol !== 'https:' && !(url.protocol === 'http:' && config.allowInsecureHttp))
      throw new Error('The carrier URL must be https (plain http only for the named simulator).');
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = config.timeoutMs ?? 10_000;
    this.maxResponseBytes = config.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  }

  /** The body as text, or null when it is larger than the cap (read no further than that). */
  private async boundedText(response: Response): Promise<string | null> {
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > this.maxResponseBytes) {
      await response.body?.cancel().catch(() => undefined);
      return null;
    }
    if (!response.body) return '';
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > this.maxResponseBytes) {
        await response.body.cancel().catch(() => undefined);
        return null;
      }
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
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
        // Never followed: a redirect would carry the credentials' headers to another origin.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return retryable(timedOut ? CARRIER_MESSAGES.timeout : CARRIER_MESSAGES.unreachable);
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => undefined);
      return retryable(CARRIER_MESSAGES.unavailable);
    }
    let text: string | null;
    try {
      text = await this.boundedText(response);
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      return retryable(timedOut ? CARRIER_MESSAGES.timeout : CARRIER_MESSAGES.unreachable);
    }
    if (text === null) return retryable(CARRIER_MESSAGES.unreadable);
    if (response.status >= 500) return retryable(CARRIER_MESSAGES.unavailable);
    try {
      return { ok: true, status: response.status, body: JSON.parse(text) };
    } catch {
      return retryable(CARRIER_MESSAGES.unreadable);
    }
  }

  async bookShipment(payload: CarrierPayload): Promise<BookingResult> {
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
    const booked = carrierBookingSuccess.safeParse(body);
    if (booked.success) return { ok: true, awb: booked.data.Data.Awbno, data: booked.data.Data };
    if (body.STATUS === CARRIER_BOOKED_STATUS)
      return { ok: false, errors: [CARRIER_MESSAGES.noAwb] };
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
