import { stdSerializers } from 'pino';

/** Longest string kept in a log line; a whole line is bounded by this times its few fields. */
export const MAX_LOG_STRING = 2_000;
/** Error properties that may carry request data (SQL parameters, row values in a constraint detail). */
const PRIVATE_ERROR_FIELDS = ['params', 'parameters', 'detail', 'where', 'internalQuery', 'body'];

const cap = (text: string) =>
  text.length > MAX_LOG_STRING
    ? `${text.slice(0, MAX_LOG_STRING)}... [${text.length} chars]`
    : text;

/** Drizzle's "Failed query: <sql>\nparams: <values>" keeps the SQL and loses the values. */
const withoutParams = (text: string) => text.replace(/\nparams:[\s\S]*$/, '\nparams: [not logged]');

type Serialized = Record<string, unknown>;

/**
 * The `err` serializer: pino's standard one, minus anything holding values a user sent (query
 * parameters, constraint details), with every string capped. Applied to causes as well.
 */
export function safeErrorSerializer(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error)) return err;
  const out = { ...(stdSerializers.err(err) as unknown as Serialized) };
  for (const field of PRIVATE_ERROR_FIELDS) delete out[field];
  for (const [key, value] of Object.entries(out))
    if (typeof value === 'string') out[key] = cap(withoutParams(value));
  const cause = (err as { cause?: unknown }).cause;
  if (cause !== undefined)
    out.cause = depth < 3 ? safeErrorSerializer(cause, depth + 1) : '[cause]';
  return out;
}

/** Caps every string of a log object (a 1 MB field never makes a 1 MB line). */
export function capLogObject(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cap(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.slice(0, 50).map((v) => capLogObject(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = capLogObject(v, depth + 1);
  return out;
}
