import {
  API_BASE_PATH,
  endpoints,
  type EndpointName,
  type FailureOf,
  type ParsedRequestOf,
  type ResponseOf,
} from '@courier/api-client/endpoints';
import { LANGUAGE_COOKIE, pickLanguage, type Language } from '@courier/domain/language';
import { answerIn, messageWordsIn } from './messageLanguage.ts';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { MockDb } from './db.ts';

/** What a resolver answers: a body, with an HTTP status and headers when they matter. */
export interface Reply<N extends EndpointName> {
  body: ResponseOf<N>;
  status?: number;
  headers?: Record<string, string>;
}

export interface RouteContext {
  db: MockDb;
  cookies: Record<string, string>;
  /** The request's language, as the API reads it: the `lang` cookie, else Accept-Language. */
  lang: Language;
}

export type Resolver<N extends EndpointName> = (
  input: ParsedRequestOf<N>,
  context: RouteContext,
) => ResponseOf<N> | Reply<N>;

/** A refusal in the family of the call, carrying the domain's field messages. */
export function refusalFor<N extends EndpointName>(
  name: N,
  message: string,
  errors?: Record<string, string>,
): FailureOf<N> {
  return endpoints[name].failure.refuse(message, errors) as FailureOf<N>;
}

/** A refusal reply with its HTTP status. */
export function refuse<N extends EndpointName>(name: N, message: string, status = 400): Reply<N> {
  return { body: refusalFor(name, message), status };
}

function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    errors[path] ??= issue.message;
  }
  return errors;
}

async function readBody(request: Request): Promise<Record<string, unknown> | undefined> {
  const text = await request.text();
  if (!text) return {};
  try {
    const json: unknown = JSON.parse(text);
    return typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const isReply = (value: unknown): value is Reply<EndpointName> =>
  typeof value === 'object' &&
  value !== null &&
  'body' in value &&
  Object.keys(value).every((k) => ['body', 'status', 'headers'].includes(k));

/**
 * The MSW handler of one call: reads the request like the real API (path parameters, query for
 * GET, JSON body for POST), checks it with the contract's request schema, and checks the answer
 * with the contract's response schema before sending it, so the mock can never drift from the
 * contract unnoticed (a fixture that breaks it answers 500 and fails the tests).
 */
export function route<N extends EndpointName>(
  db: MockDb,
  name: N,
  resolve: Resolver<N>,
): HttpHandler {
  const endpoint = endpoints[name];
  const on = endpoint.method === 'GET' ? http.get : http.post;
  return on(`*${API_BASE_PATH}${endpoint.path}`, async ({ request, params, cookies }) => {
    const fields =
      endpoint.method === 'GET'
        ? Object.fromEntries(new URL(request.url).searchParams)
        : await readBody(request);
    if (fields === undefined) {
      return HttpResponse.json(refusalFor(name, 'The request body must be a JSON object.'), {
        status: 400,
      });
    }
    const lang = pickLanguage(
      request.headers.get('accept-language') ?? undefined,
      cookies[LANGUAGE_COOKIE],
    );
    // The messages in the request's language, as the API writes them (messageLanguage.ts).
    const parsed = answerIn(lang, () =>
      (endpoint.request as z.ZodType).safeParse({ ...fields, ...params }),
    );
    if (!parsed.success) {
      // As the real API: the first field message is the Message, every field's first in errors.
      const errors = fieldErrors(parsed.error);
      const first = Object.values(errors)[0] ?? messageWordsIn(lang).request.notValid;
      return HttpResponse.json(refusalFor(name, first, errors), { status: 400 });
    }
    const answer = answerIn(lang, () =>
      resolve(parsed.data as ParsedRequestOf<N>, { db, cookies, lang }),
    );
    const reply = isReply(answer) ? answer : { body: answer };
    const checked = (endpoint.response as z.ZodType).safeParse(reply.body);
    if (!checked.success) {
      // The success schema names the broken field; the union's own error only says 'Invalid input'.
      const issues =
        (endpoint.success as z.ZodType).safeParse(reply.body).error?.issues ?? checked.error.issues;
      return HttpResponse.json(
        { mockContractBreak: name, issues: issues.map((i) => `${i.path.join('.')}: ${i.message}`) },
        { status: 500 },
      );
    }
    return HttpResponse.json(checked.data as never, {
      status: reply.status ?? 200,
      headers: reply.headers ?? {},
    });
  });
}
