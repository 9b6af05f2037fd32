/**
 * The domain's form schemas take strings, as form fields hold them. JSON clients may send
 * numbers for numeric fields; those become their decimal text before validation, so a
 * number and the same digits in a string are judged alike. Other types are left alone and
 * fail with the field's message.
 */
export function formBody(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  // A plain loop, copying only when a number is there: it runs on every quote, where
  // entries/map/fromEntries showed as ~2 % of the API's CPU.
  const form = body as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(form)) {
    const value = form[key];
    if (typeof value === 'number' && Number.isFinite(value)) {
      copy ??= { ...form };
      copy[key] = String(value);
    }
  }
  return copy ?? form;
}
