/**
 * One call to a message gateway. `sent`: accepted, with the gateway's answer. `refused`: the
 * gateway said no in a way retrying never fixes (a bad number, a missing template): the message
 * is recorded as refused and not retried. Anything else (time-out, connection refused, 429,
 * 5xx, an unreadable answer) throws, and the job queue retries it with growing delays, then
 * keeps it in the dead-letter queue.
 */
export type GatewayAnswer =
  { kind: 'sent'; body: unknown } | { kind: 'refused'; status: number; body: unknown };

export class GatewayUnavailableError extends Error {}

export async function callGateway(
  url: string,
  init: { headers: Record<string, string>; body: string },
  timeoutMs: number,
): Promise<GatewayAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    const reason =
      err instanceof Error && err.name === 'TimeoutError' ? 'timed out' : 'unreachable';
    throw new GatewayUnavailableError(`message gateway ${reason}: ${new URL(url).host}`);
  }
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Kept as text: a gateway's HTML error page still tells a person what went wrong.
  }
  if (response.ok) return { kind: 'sent', body };
  if (
    response.status === 429 ||
    response.status >= 500 ||
    response.status === 401 ||
    response.status === 403
  )
    throw new GatewayUnavailableError(
      `message gateway answered ${response.status}: ${new URL(url).host}`,
    );
  return { kind: 'refused', status: response.status, body };
}

export const field = (body: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, name) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[name]
          : undefined,
      body,
    );
