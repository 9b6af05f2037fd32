import type { FastifyReply, FastifyRequest } from 'fastify';
import { addVary, LANGUAGE_VARY } from './requestLanguage.ts';

/**
 * A refusal as it is sent: its words were written in the request's language where they were made
 * (the catalogue's messages read inside the request, http/messageLanguage.ts); the reply is
 * marked to vary by what chose the language, English answers too. A carrier's own reason stays as
 * it came.
 */
export function refusalInLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
  errors?: Record<string, string>,
): { message: string; errors?: Record<string, string> } {
  addVary(reply, LANGUAGE_VARY);
  return errors ? { message, errors } : { message };
}

/** The field messages of an ApiError's extra fields, when they are a map of texts. */
export function fieldMessagesOf(
  fields: Record<string, unknown>,
): Record<string, string> | undefined {
  const errors = fields.errors;
  if (errors === null || typeof errors !== 'object' || Array.isArray(errors)) return undefined;
  const entries = Object.entries(errors);
  return entries.every(([, text]) => typeof text === 'string')
    ? (Object.fromEntries(entries) as Record<string, string>)
    : undefined;
}
