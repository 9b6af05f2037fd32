/**
 * Errors that mean "the database could not be reached or dropped the connection", not "the
 * statement was wrong": a failover, a restart, an idle-connection reaper, a server refusing
 * connections while it starts. The request that met one is answered 503 with Retry-After
 * (http/errorHandler.ts); the pool opens new connections for the next ones by itself.
 */

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception), and the server
 * ending sessions (57P01 pg_terminate_backend or a fast shutdown, 57P02 crash, 57P03 starting
 * up), 53300 too many connections.
 */
const LOST_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Socket errors of a server that went away or cannot be reached. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/** What node-postgres says when the socket ended under a query, or a broken client is reused. */
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection ended unexpectedly',
];

function lostHere(err: unknown): boolean {
  if (err === null || typeof err !== 'object') return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith('08') || LOST_STATES.has(code) || SOCKET_CODES.has(code)) return true;
  }
  const message = (err as { message?: unknown }).message;
  return typeof message === 'string' && LOST_MESSAGES.some((m) => message.startsWith(m));
}

/** True when `err` (or what it wraps: drizzle's "Failed query" keeps the driver's in `cause`) is a lost connection. */
export function isConnectionLoss(err: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = err; e !== null && e !== undefined && !seen.has(e);) {
    if (lostHere(e)) return true;
    seen.add(e);
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client waits before retrying a request the lost connection cost. */
export const RETRY_AFTER_LOSS_SECONDS = 2;
