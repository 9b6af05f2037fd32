import { cleanText } from '../http/sanitize.ts';

/**
 * Strips markup from every string field except the named ones, before validation: a message
 * that was only a <script> becomes empty and gets the field's 'required' message.
 */
export function cleanFields(body: unknown, keepAsIs: readonly string[] = []): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'string' && !keepAsIs.includes(key) ? cleanText(value) : value,
    ]),
  );
}
