import type { SmsProvider } from '../sms.ts';
import { callGateway, field } from './gatewayCall.ts';
import type { HttpSmsConfig } from './messagingConfig.ts';

type Values = { to: string; text: string; key: string; from: string };

/** The operator's JSON body with {{to}}, {{text}}, {{key}} and {{from}} filled in string values. */
export function fillBody(template: unknown, values: Values): unknown {
  if (typeof template === 'string')
    return template.replace(/\{\{(to|text|key|from)\}\}/g, (_, name: keyof Values) => values[name]);
  if (Array.isArray(template)) return template.map((item) => fillBody(item, values));
  if (template !== null && typeof template === 'object')
    return Object.fromEntries(
      Object.entries(template).map(([name, value]) => [name, fillBody(value, values)]),
    );
  return template;
}

/**
 * SMS through any gateway that takes one JSON POST per message (most Gulf resellers do). The
 * body is a template (SMS_HTTP_BODY); a 2xx answer is sent, a 4xx other than 401, 403 and 429
 * a refusal of that message, anything else is retried by the job queue.
 */
export function httpSmsProvider(config: HttpSmsConfig, timeoutMs: number): SmsProvider {
  return {
    name: 'http',
    async send(message) {
      const body = fillBody(config.bodyTemplate, {
        to: message.to,
        text: message.body,
        key: message.key,
        from: config.from,
      });
      const answer = await callGateway(
        config.url,
        {
          headers: {
            'content-type': 'application/json',
            ...(config.authorization ? { authorization: config.authorization } : {}),
          },
          body: JSON.stringify(body),
        },
        timeoutMs,
      );
      if (answer.kind === 'refused')
        return { via: `refused:http:${answer.status}`, refused: { code: String(answer.status) } };
      const id = field(answer.body, config.idField);
      return { via: `http:${typeof id === 'string' || typeof id === 'number' ? id : 'sent'}` };
    },
  };
}
