import type { FastifyReply, FastifyRequest } from 'fastify';
import { translateMessage } from '@courier/domain/messagesAr';
import { addVary, LANGUAGE_VARY, requestLanguage } from './requestLanguage.ts';

/**
 * A refusal's words in the request's language (issue 15): the Message and each field message of
 * `errors` go through the domain's translateMessage, so an Arabic request reads the Arabic of the
 * schemas' messages and an English one the same words as before. Words without Arabic (a
 * carrier's reason, a message added later) stay English. The reply is marked to vary by what
 * chose the language, English answers too.
 */
export function refusalInLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
  errors?: Record<string, string>,
): { message: string; errors?: Record<string, string> } {
  addVary(reply, LANGUAGE_VARY);
  const language = requestLanguage(request);
  if (language === 'en') return errors ? { message, errors } : { message };
  const translated = translateMessage(message, language);
  if (!errors) return { message: translated };
  return {
    message: translated,
    errors: Object.fromEntries(
      Object.entries(errors).map(([field, text]) => [field, translateMessage(text, language)]),
    ),
  };
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
