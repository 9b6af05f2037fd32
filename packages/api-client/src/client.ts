import type { z } from 'zod';
import { ApiCallError, type ApiIssue } from './apiCallError.ts';
import { envelopeFailureSchema } from './envelope.ts';
import {
  API_BASE_PATH,
  endpoints,
  type EndpointName,
  type RequestOf,
  type SuccessOf,
} from './endpoints.ts';

export { ApiCallError } from './apiCallError.ts';

/** A call either gives a validated success or a typed failure: never a half-valid answer. */
type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiCallError };

export interface ApiClientOptions {
  /** Origin the API is served from ('' for the page's own origin). */
  baseUrl: string;
  /** Injected for tests and server-side use; defaults to the global fetch. */
  fetch?: typeof globalThis.fetch;
}

interface CallOptions {
  signal?: AbortSignal;
}

/** Calls without a payload may omit the body. */
type CallArgs<N extends EndpointName> =
  Record<string, never> extends RequestOf<N>
    ? [body?: RequestOf<N>, options?: CallOptions]
    : [body: RequestOf<N>, options?: CallOptions];

export interface ApiClient {
  call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<ApiResult<SuccessOf<N>>>;
  /** The same call with the body always given: easier to type where the name is generic. */
  send<N extends EndpointName>(
    name: N,
    body: RequestOf<N>,
    options?: CallOptions,
  ): Promise<ApiResult<SuccessOf<N>>>;
}

function toIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
}

/** Fills `:name` segments from the body and returns the path plus the fields left over. */
function fillPath(template: string, body: Record<string, unknown>) {
  const rest = { ...body };
  const missing: string[] = [];
  const path = template.replace(/:(\w+)/g, (_, key: string) => {
    const value = rest[key];
    delete rest[key];
    if (value === undefined || value === null || value === '') {
      missing.push(key);
      return '';
    }
    return encodeURIComponent(String(value));
  });
  return { path, rest, missing };
}

function toQuery(fields: Record<string, unknown>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<{ json: unknown } | undefined> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return { json: JSON.parse(text) as unknown };
  } catch {
    return undefined;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.baseUrl.replace(/\/+$/, '') + API_BASE_PATH;

  async function send<N extends EndpointName>(
    name: N,
    body: RequestOf<N> | undefined,
    callOptions?: CallOptions,
  ): Promise<ApiResult<SuccessOf<N>>> {
    const endpoint = endpoints[name];
    const fail = (init: Omit<ConstructorParameters<typeof ApiCallError>[0], 'endpoint'>) =>
      ({ ok: false, error: new ApiCallError({ ...init, endpoint: name }) }) as const;

    const parsedRequest = endpoint.request.safeParse(body ?? {});
    if (!parsedRequest.success) {
      return fail({
        kind: 'invalid-request',
        message: `Invalid request for ${name}.`,
        issues: toIssues(parsedRequest.error),
      });
    }
    // The caller's own values are sent (not the parsed output) so the server parses exactly what
    // the form produced with the same schema.
    const { path, rest, missing } = fillPath(endpoint.path, body ?? {});
    if (missing.length > 0) {
      return fail({
        kind: 'invalid-request',
        message: `Invalid request for ${name}.`,
        // A programmer's mistake (a call without its path's value), never a person's input.
        // eslint-disable-next-line no-restricted-syntax
        issues: missing.map((key) => ({ path: key, message: 'Required in the path.' })),
      });
    }

    const isGet = endpoint.method === 'GET';
    const url = base + path + (isGet ? toQuery(rest) : '');
    const doFetch = options.fetch ?? globalThis.fetch;

    let response: Response;
    let payload: { json: unknown } | undefined;
    try {
      response = await doFetch(url, {
        method: endpoint.method,
        credentials: 'same-origin',
        headers: isGet
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
        ...(isGet ? {} : { body: JSON.stringify(rest) }),
        ...(callOptions?.signal ? { signal: callOptions.signal } : {}),
      });
      payload = await readJson(response);
    } catch (cause) {
      return fail({ kind: 'network', message: `Network error calling ${name}.`, cause });
    }

    const status = response.status;
    if (payload === undefined) {
      return fail({
        kind: response.ok ? 'contract' : 'http',
        status,
        message: response.ok ? `${name} answered no JSON.` : `${name} failed with HTTP ${status}.`,
      });
    }

    const succeeded = endpoint.success.safeParse(payload.json);
    if (succeeded.success) {
      return { ok: true, data: succeeded.data as SuccessOf<N> };
    }
    const refused = endpoint.failure.schema.safeParse(payload.json);
    if (refused.success) {
      const message = (endpoint.failure.message as (failure: unknown) => string)(refused.data);
      return fail({ kind: 'rejected', status, message, response: refused.data });
    }
    // Any call may be refused in the envelope before it runs (malformed body, too many requests).
    const enveloped = envelopeFailureSchema.safeParse(payload.json);
    if (enveloped.success) {
      return fail({
        kind: 'rejected',
        status,
        message: enveloped.data.Message,
        response: enveloped.data,
      });
    }
    return fail({
      kind: response.ok ? 'contract' : 'http',
      status,
      message: response.ok ? `${name} broke the contract.` : `${name} failed with HTTP ${status}.`,
      issues: toIssues(succeeded.error),
      response: payload.json,
    });
  }

  return {
    call: (name, ...args) => send(name, args[0], args[1]),
    send,
  };
}
