/**
 * The domain's form schemas take strings, as form fields hold them. JSON clients may send
 * numbers for numeric fields; those become their decimal text before validation, so a
 * number and the same digits in a string are judged alike. Other types are left alone and
 * fail with the field's message.
 */
export function formBody(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(
    Object.entries(body as Record<string, unknown>).map(([key, value]) => [
      key,
      typeof value === 'number' && Number.isFinite(value) ? String(value) : value,
    ]),
  );
}
