import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { messageStatusEvents } from '../../db/schema/index.ts';
import type { MessagingConfig } from './messagingConfig.ts';
import { applyOptOutWord } from './phoneOptOut.ts';

export const MESSAGE_STATUS_PATH = '/api/messages/status';

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Twilio's X-Twilio-Signature: base64 HMAC-SHA1, with the auth token, of the callback URL
 * followed by each form field's name and value, sorted by name.
 */
function twilioSignature(authToken: string, url: string, fields: URLSearchParams): string {
  const sorted = [...fields.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha1', authToken)
    .update(url + sorted.map(([name, value]) => name + value).join(''), 'utf8')
    .digest('base64');
}

/** Meta's X-Hub-Signature-256: "sha256=" and the hex HMAC-SHA256 of the raw body with the app secret. */
const whatsappSignature = (appSecret: string, rawBody: string) =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;

interface WhatsappStatus {
  id?: unknown;
  status?: unknown;
  errors?: Array<{ code?: unknown }>;
}

interface WhatsappInbound {
  from?: unknown;
  type?: unknown;
  text?: { body?: unknown };
}

/** One list of a Cloud API webhook body: entry[].changes[].value[list][]. */
function whatsappList<T>(body: unknown, list: 'statuses' | 'messages'): T[] {
  const entries = (body as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: { changes?: unknown }) =>
    Array.isArray(entry?.changes)
      ? entry.changes.flatMap((change: { value?: Record<string, unknown> }) => {
          const items = change?.value?.[list];
          return Array.isArray(items) ? (items as T[]) : [];
        })
      : [],
  );
}

/**
 * The gateways' delivery reports. Each is checked against the provider's signature before
 * anything is read or written (an unsigned or forged report is 403 and costs one HMAC), then
 * recorded once per message and status. Only the providers configured have a route.
 */
export async function messageStatusRoutes(
  app: FastifyInstance,
  deps: { db: Db; messaging: MessagingConfig; publicUrl: string },
): Promise<void> {
  // The signatures cover the exact bytes sent: both bodies are kept as text, parsed here.
  app.addContentTypeParser(
    ['application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );
  const record = async (rows: Array<typeof messageStatusEvents.$inferInsert>) => {
    if (rows.length > 0)
      await deps.db.insert(messageStatusEvents).values(rows).onConflictDoNothing();
  };

  const { sms, whatsapp } = deps.messaging;
  if (sms.provider === 'twilio') {
    const url = `${deps.publicUrl}${MESSAGE_STATUS_PATH}/twilio`;
    app.post('/twilio', async (request, reply) => {
      const fields = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      const signature = request.headers['x-twilio-signature'];
      if (
        typeof signature !== 'string' ||
        !sameText(signature, twilioSignature(sms.authToken, url, fields))
      )
        return reply.code(403).send();
      const sid = fields.get('MessageSid') ?? fields.get('SmsSid');
      const status = fields.get('MessageStatus') ?? fields.get('SmsStatus');
      if (sid && status)
        await record([{ via: `twilio:${sid}`, status, errorCode: fields.get('ErrorCode') }]);
      return reply.code(204).send();
    });
  }

  if (whatsapp) {
    // Meta's subscription check: it sends the verify token and expects the challenge back.
    app.get('/whatsapp', async (request, reply) => {
      const query = request.query as Record<string, string | undefined>;
      const token = query['hub.verify_token'] ?? '';
      if (query['hub.mode'] !== 'subscribe' || !sameText(token, whatsapp.verifyToken))
        return reply.code(403).send();
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    });
    app.post('/whatsapp', async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const expected = whatsappSignature(whatsapp.appSecret, raw);
      const signature = request.headers['x-hub-signature-256'];
      if (typeof signature !== 'string' || !sameText(signature, expected))
        return reply.code(403).send();
      let body: unknown;
      try {
        body = JSON.parse(raw);
      } catch {
        return reply.code(400).send();
      }
      await record(
        whatsappList<WhatsappStatus>(body, 'statuses')
          .filter((s) => typeof s.id === 'string' && typeof s.status === 'string')
          .map((s) => ({
            via: `whatsapp:${s.id as string}`,
            status: s.status as string,
            errorCode: s.errors?.[0]?.code !== undefined ? String(s.errors[0].code) : null,
          })),
      );
      // What people write to our number: STOP and START (phoneOptOut.ts); nothing else is read.
      for (const message of whatsappList<WhatsappInbound>(body, 'messages')) {
        if (typeof message.from === 'string' && typeof message.text?.body === 'string')
          await applyOptOutWord(deps.db, `+${message.from.replace(/^\+/, '')}`, message.text.body);
      }
      return reply.code(200).send();
    });
  }
}
