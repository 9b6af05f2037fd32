import {
  API_BASE_PATH,
  endpoints,
  type EndpointName,
  type ResponseOf,
} from '@courier/api-client/endpoints';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { createMockDb } from './db.ts';
import { refusalFor, route } from './route.ts';

/**
 * One-off handlers for tests that need a state the fixtures do not give: put them before the
 * standard handlers (`server.use(...)`). Answers still go through the contract check.
 */

/** Answers a call with this body (success or refusal), checked against the contract. */
export function answer<N extends EndpointName>(
  name: N,
  body: ResponseOf<N>,
  status = 200,
): HttpHandler {
  return route(createMockDb(), name, () => ({ body, status }));
}

/** Refuses a call with this reason, in the call's refusal shape. */
export function refusal<N extends EndpointName>(
  name: N,
  message: string,
  status = 400,
): HttpHandler {
  return answer(name, refusalFor(name, message), status);
}

function on(name: EndpointName) {
  const endpoint = endpoints[name];
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return (resolver: Parameters<typeof method>[1]) =>
    method(`*${API_BASE_PATH}${endpoint.path}`, resolver);
}

/** The call fails at the network level (offline, DNS, CORS). */
export function networkError(name: EndpointName): HttpHandler {
  return on(name)(() => HttpResponse.error());
}

/** The call waits `ms` and then falls through to the next handler ('Processing...' states). */
export function slow(name: EndpointName, ms: number): HttpHandler {
  return on(name)(async () => {
    await delay(ms);
    return undefined;
  });
}
