import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { endpoints } from '@courier/api-client/endpoints';
import { LANGUAGES, type Language } from '@courier/domain/language';
import { JSON_TEXT } from '../http/envelope.ts';
import type { CacheBus } from './cacheBus.ts';
import { cachedValue } from './cachedValue.ts';

type Call = keyof typeof endpoints;

export interface ContentAnswer {
  json: string;
  etag: string;
}

/**
 * A content list's whole answer in each language, kept as the text the contract's serializer
 * wrote (checked once per load, not per request) with its ETag, until content changes (cache
 * topic 'content', announced by every back-office write in any process). A hit sends bytes and a
 * revalidation compares one header: under load the lists were the slowest reads, each a query
 * and a serialisation per request.
 */
export function contentAnswers<K extends Call>(
  bus: CacheBus,
  call: K,
  // Checked against the call's success schema by the serializer, once per load.
  build: (lang: Language) => Promise<object>,
): (lang: Language) => Promise<ContentAnswer> {
  const serialize = serializerCompiler({
    schema: endpoints[call].success,
    method: 'GET',
    url: `/api/website/${call}`,
  });
  const kept = Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      cachedValue(bus, ['content'], async () => {
        const json = serialize(await build(lang));
        return { json, etag: `"${createHash('sha1').update(json).digest('base64')}"` };
      }),
    ]),
  ) as Record<Language, ReturnType<typeof cachedValue<ContentAnswer>>>;
  return (lang) => kept[lang].get();
}

/** Sends a kept answer: its text as JSON, with its ETag. */
export function sendContentAnswer(reply: FastifyReply, { json, etag }: ContentAnswer): string {
  void reply.type(JSON_TEXT).header('etag', etag);
  return json;
}
