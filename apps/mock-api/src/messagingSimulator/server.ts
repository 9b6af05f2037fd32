import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  fillWhatsappTemplate,
  twilioMessagesPath,
  WHATSAPP_TEMPLATES,
  whatsappMessagesPath,
  type WhatsappTemplateMessage,
} from '@courier/api-client/messagingProtocol';

/**
 * normal: accepts and reports delivery. slow: holds every request slowMs before answering (the
 * client's time-out). refuse: 400 with the provider's own error for every message. error: 500.
 */
type MessagingMode = 'normal' | 'slow' | 'refuse' | 'error';

interface SimulatedMessage {
  provider: 'twilio' | 'whatsapp' | 'http';
  id: string;
  to: string;
  /** What the phone shows (a WhatsApp template filled in). */
  text: string;
  /** WhatsApp: the template's name and language. */
  template?: { name: string; language: string };
  receivedAt: Date;
}

export interface MessagingSimulatorOptions {
  port?: number;
  host?: string;
  twilio: { accountSid: string; authToken: string };
  whatsapp: { phoneNumberId: string; token: string; appSecret: string };
  /** The generic gateway's bearer token. */
  http: { token: string };
  mode?: MessagingMode;
  slowMs?: number;
  /** Numbers (E.164) WhatsApp reports as not on WhatsApp: the send is refused (131026). */
  notOnWhatsapp?: string[];
  /** Where WhatsApp status webhooks go (the API's callback); none: no callbacks. */
  whatsappWebhookUrl?: string;
}

export interface MessagingSimulator {
  url: string;
  setMode(mode: MessagingMode): void;
  messages(): readonly SimulatedMessage[];
  requestCount(): number;
  close(): Promise<void>;
}

const E164 = /^\+[1-9]\d{6,14}$/;

/*
 * The providers' own signing, written here apart from the API's checks (statusRoutes.ts) as
 * the real services are: a mistake in either shows up as a refused report in the tests.
 */

/** Twilio: base64 HMAC-SHA1, with the auth token, of the URL and each sorted field's name and value. */
export function twilioSignature(authToken: string, url: string, fields: URLSearchParams): string {
  const data = [...new Set(fields.keys())]
    .sort()
    .reduce((text, name) => text + name + fields.getAll(name).join(''), url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Meta: "sha256=" and the hex HMAC-SHA256 of the raw body with the app secret. */
export const whatsappSignature = (appSecret: string, rawBody: string): string =>
  `sha256=${createHmac('sha256', appSecret).update(rawBody, 'utf8').digest('hex')}`;

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/**
 * Twilio, the WhatsApp Cloud API and a generic SMS gateway on one local port, for tests and
 * `pnpm --filter @courier/mock-api messaging-sim`. It checks credentials and shapes as the real
 * services do, keeps what it accepted, and sends status callbacks (Twilio: to the message's
 * StatusCallback; WhatsApp: to whatsappWebhookUrl), signed as the real services sign them.
 */
export async function startMessagingSimulator(
  options: MessagingSimulatorOptions,
): Promise<MessagingSimulator> {
  let mode: MessagingMode = options.mode ?? 'normal';
  const slowMs = options.slowMs ?? 5_000;
  const notOnWhatsapp = new Set(options.notOnWhatsapp ?? []);
  const accepted: SimulatedMessage[] = [];
  const pendingCallbacks = new Set<Promise<unknown>>();
  let requests = 0;

  const later = (work: () => Promise<unknown>) => {
    const p = new Promise((r) => setTimeout(r, 20))
      .then(work)
      .catch(() => undefined)
      .finally(() => pendingCallbacks.delete(p));
    pendingCallbacks.add(p);
  };

  function twilio(req: IncomingMessage, res: ServerResponse, raw: string): void {
    const expected = `Basic ${Buffer.from(`${options.twilio.accountSid}:${options.twilio.authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return answer(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
    const form = new URLSearchParams(raw);
    const to = form.get('To') ?? '';
    const text = form.get('Body') ?? '';
    if (mode === 'refuse' || !E164.test(to))
      return answer(res, 400, {
        code: 21211,
        message: `The 'To' number ${to} is not a valid phone number.`,
        status: 400,
      });
    if (!text) return answer(res, 400, { code: 21602, message: 'Message body is required.' });
    const sid = `SM${randomBytes(16).toString('hex')}`;
    accepted.push({ provider: 'twilio', id: sid, to, text, receivedAt: new Date() });
    answer(res, 201, { sid, status: 'queued', to, body: text });
    const callback = form.get('StatusCallback');
    if (callback)
      later(async () => {
        for (const status of ['sent', 'delivered']) {
          const fields = new URLSearchParams({ MessageSid: sid, MessageStatus: status, To: to });
          await fetch(callback, {
            method: 'POST',
            headers: {
              'content-type': 'application/x-www-form-urlencoded',
              'x-twilio-signature': twilioSignature(options.twilio.authToken, callback, fields),
            },
            body: fields.toString(),
          });
        }
      });
  }

  function whatsappStatus(id: string, to: string, status: string, error?: number): void {
    const url = options.whatsappWebhookUrl;
    if (!url) return;
    later(async () => {
      const body = JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            id: 'sim-waba',
            changes: [
              {
                field: 'messages',
                value: {
                  messaging_product: 'whatsapp',
                  metadata: { phone_number_id: options.whatsapp.phoneNumberId },
                  statuses: [
                    {
                      id,
                      status,
                      timestamp: String(Math.floor(Date.now() / 1000)),
                      recipient_id: to.replace(/^\+/, ''),
                      ...(error ? { errors: [{ code: error, title: 'Message failed' }] } : {}),
                    },
                  ],
                },
              },
            ],
          },
        ],
      });
      await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': whatsappSignature(options.whatsapp.appSecret, body),
        },
        body,
      });
    });
  }

  function whatsapp(req: IncomingMessage, res: ServerResponse, raw: string): void {
    if (req.headers.authorization !== `Bearer ${options.whatsapp.token}`)
      return answer(res, 401, {
        error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 },
      });
    let message: WhatsappTemplateMessage;
    try {
      message = JSON.parse(raw) as WhatsappTemplateMessage;
    } catch {
      return answer(res, 400, { error: { message: 'Invalid JSON', code: 100 } });
    }
    const to = `+${String(message.to ?? '').replace(/^\+/, '')}`;
    const name = message.template?.name;
    if (mode === 'refuse' || !(name in WHATSAPP_TEMPLATES))
      return answer(res, 404, {
        error: { message: `Template name does not exist in the translation`, code: 132001 },
      });
    const text = fillWhatsappTemplate(message) ?? '';
    const wanted = (
      WHATSAPP_TEMPLATES[name][message.template.language.code].match(/\{\{\d+\}\}/g) ?? []
    ).length;
    const given = message.template.components.flatMap((c) => c.parameters).length;
    if (wanted !== given)
      return answer(res, 400, {
        error: { message: 'Number of parameters does not match the expected number', code: 132000 },
      });
    if (!E164.test(to) || notOnWhatsapp.has(to))
      return answer(res, 400, {
        error: { message: 'Message undeliverable: the number is not on WhatsApp', code: 131026 },
      });
    const id = `wamid.${randomBytes(12).toString('base64url')}`;
    accepted.push({
      provider: 'whatsapp',
      id,
      to,
      text,
      template: { name, language: message.template.language.code },
      receivedAt: new Date(),
    });
    answer(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: message.to, wa_id: to.slice(1) }],
      messages: [{ id }],
    });
    whatsappStatus(id, to, 'sent');
    whatsappStatus(id, to, 'delivered');
  }

  function generic(req: IncomingMessage, res: ServerResponse, raw: string): void {
    if (req.headers.authorization !== `Bearer ${options.http.token}`)
      return answer(res, 401, { ok: false, error: 'unauthorised' });
    let body: { to?: unknown; text?: unknown };
    try {
      body = JSON.parse(raw) as typeof body;
    } catch {
      return answer(res, 400, { ok: false, error: 'bad json' });
    }
    const to = typeof body.to === 'string' ? body.to : '';
    if (mode === 'refuse' || !E164.test(to))
      return answer(res, 400, { ok: false, error: 'invalid number' });
    const id = `gw-${randomBytes(8).toString('hex')}`;
    accepted.push({
      provider: 'http',
      id,
      to,
      text: typeof body.text === 'string' ? body.text : '',
      receivedAt: new Date(),
    });
    answer(res, 200, { ok: true, id });
  }

  const server = createServer((req, res) => {
    requests++;
    void (async () => {
      const raw = await bodyOf(req);
      if (mode === 'slow') await new Promise((r) => setTimeout(r, slowMs));
      if (res.destroyed) return;
      if (mode === 'error') return answer(res, 500, { message: 'Internal error' });
      const path = (req.url ?? '').split('?')[0];
      if (req.method === 'POST' && path === twilioMessagesPath(options.twilio.accountSid))
        return twilio(req, res, raw);
      if (req.method === 'POST' && path === whatsappMessagesPath(options.whatsapp.phoneNumberId))
        return whatsapp(req, res, raw);
      if (req.method === 'POST' && path === '/sms/send') return generic(req, res, raw);
      answer(res, 404, { message: 'Not found' });
    })();
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    setMode: (next) => {
      mode = next;
    },
    messages: () => accepted,
    requestCount: () => requests,
    async close() {
      await Promise.all(pendingCallbacks);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
