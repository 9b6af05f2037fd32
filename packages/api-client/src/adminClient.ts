import { officeWords } from '@courier/domain/officeWords';
import {
  ADMIN_BASE_PATH,
  adminEndpoints,
  type AdminEndpointName,
  type AdminRequestOf,
  type AdminSuccessOf,
} from './admin.ts';
import type { Language } from '@courier/domain/language';
import { envelopeFailureSchema } from './envelope.ts';

let callLanguage: Language | undefined;

/**
 * The language the back office works in, sent as Accept-Language on every call so the API's
 * refusals arrive in it (the API reads the `lang` cookie first, which the back office never
 * sets, since the public site's language follows its own switch).
 */
export function setAdminCallLanguage(language: Language): void {
  callLanguage = language;
}

/** A refused admin call: the server's Message, the HTTP status and the field messages. */
export class AdminCallError extends Error {
  override readonly name = 'AdminCallError';
  constructor(
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The URL of a call: path fields fill `:name`, the rest go to the query string (GET) or the body. */
function adminRequest<N extends AdminEndpointName>(name: N, input: AdminRequestOf<N>) {
  const endpoint = adminEndpoints[name];
  const rest: Record<string, unknown> = { ...(input as Record<string, unknown>) };
  const path = endpoint.path.replace(/:(\w+)/g, (_m, key: string) => {
    const value = encodeURIComponent(String(rest[key] ?? ''));
    delete rest[key];
    return value;
  });
  if (endpoint.method === 'GET') {
    const query = new URLSearchParams(
      Object.entries(rest)
        .filter(([, v]) => v !== undefined && v !== '')
        .map(([k, v]) => [k, String(v)]),
    ).toString();
    return { method: 'GET' as const, url: `${ADMIN_BASE_PATH}${path}${query ? `?${query}` : ''}` };
  }
  return { method: 'POST' as const, url: `${ADMIN_BASE_PATH}${path}`, body: JSON.stringify(rest) };
}

/** Calls /api/admin/<path> with the staff cookie; resolves with the parsed success or throws AdminCallError. */
export async function adminCall<N extends AdminEndpointName>(
  name: N,
  input: AdminRequestOf<N>,
): Promise<AdminSuccessOf<N>> {
  const request = adminRequest(name, input);
  let response: Response;
  try {
    response = await fetch(request.url, {
      method: request.method,
      credentials: 'same-origin',
      headers: {
        ...(request.method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...(callLanguage ? { 'accept-language': callLanguage } : {}),
      },
      body: request.method === 'POST' ? request.body : undefined,
    });
  } catch {
    throw new AdminCallError(officeWords().staffCall.unreachable, 0);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = adminEndpoints[name].success.safeParse(body);
    if (parsed.success) return parsed.data as AdminSuccessOf<N>;
    throw new AdminCallError(officeWords().staffCall.unexpected, response.status);
  }
  const refusal = envelopeFailureSchema.safeParse(body);
  throw new AdminCallError(
    refusal.success
      ? refusal.data.Message
      : officeWords().staffCall.status({ status: response.status }),
    response.status,
    refusal.success ? (refusal.data.errors ?? {}) : {},
  );
}
