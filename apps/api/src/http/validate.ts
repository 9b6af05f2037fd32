import type { z } from 'zod';
import { badRequest } from './envelope.ts';
import { messageWords } from '@courier/domain/messageWords';
import { idMessages } from '@courier/domain/schemas/ids';
import { REQUEST_MESSAGES } from './requestMessages.ts';

/**
 * Parses a request body with a contract or domain schema. The first issue becomes the
 * Message (the same words the browser shows) and every field's first message is listed in
 * `errors`, so a client can place them beside the fields.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  // A JSON array, string or null is read as an empty form: each field then says it is required.
  const input = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    errors[key] ??= readable(issue);
  }
  const first = result.error.issues[0];
  throw badRequest(first ? readable(first) : REQUEST_MESSAGES.notValid, { errors });
}

/** zod's own default texts ("Invalid input: expected string...") are replaced by plain words. */
function readable(issue: z.core.$ZodIssue): string {
  const field = issue.path.length ? String(issue.path[issue.path.length - 1]) : 'request';
  if (
    issue.message &&
    !issue.message.startsWith('Invalid input') &&
    !issue.message.startsWith('Invalid')
  )
    return issue.message;
  if (issue.code === 'invalid_type')
    return issue.input === undefined
      ? idMessages.required(field)
      : messageWords().id.hasWrongType({ name: field });
  if (issue.code === 'unrecognized_keys') return REQUEST_MESSAGES.unexpectedFields;
  return idMessages.invalid(field);
}
