import { TWILIO_DEFAULT_URL, WHATSAPP_DEFAULT_URL } from '@courier/api-client/messagingProtocol';

/** Twilio's Programmable Messaging (SMS_PROVIDER=twilio). */
export interface TwilioConfig {
  provider: 'twilio';
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** The sender: a number or alphanumeric ID (TWILIO_FROM) or a messaging service. */
  from: { From: string } | { MessagingServiceSid: string };
}

/** Any gateway that takes one HTTP POST per message (SMS_PROVIDER=http). */
export interface HttpSmsConfig {
  provider: 'http';
  url: string;
  /** Sent as the Authorization header (e.g. "Bearer ..."), when set. */
  authorization: string | undefined;
  /** The JSON body; string values may hold {{to}}, {{text}}, {{key}} and {{from}}. */
  bodyTemplate: unknown;
  from: string;
  /** Field of the JSON answer that holds the gateway's message id (dots for nesting). */
  idField: string;
}

export interface WhatsappConfig {
  baseUrl: string;
  token: string;
  phoneNumberId: string;
  /** The Meta app's secret: status webhooks are signed with it (X-Hub-Signature-256). */
  appSecret: string;
  /** The token Meta sends back when the webhook is subscribed (hub.verify_token). */
  verifyToken: string;
}

export interface MessagingConfig {
  sms: { provider: 'outbox' } | TwilioConfig | HttpSmsConfig;
  /** Unset: receivers get SMS; set: receivers get WhatsApp first, SMS when WhatsApp refuses. */
  whatsapp: WhatsappConfig | undefined;
  /** MESSAGING_TIMEOUT_MS: a gateway slower than this counts as down for that message. */
  timeoutMs: number;
}

const DEFAULT_HTTP_BODY =
  '{"to":"{{to}}","text":"{{text}}","from":"{{from}}","reference":"{{key}}"}';

function required(env: NodeJS.ProcessEnv, names: string[], what: string): void {
  const missing = names.filter((name) => !env[name]);
  if (missing.length > 0)
    throw new Error(`${what} needs ${missing.join(', ')} in the environment.`);
}

/**
 * Credentials travel to these addresses: https only, except with MESSAGING_SIMULATOR=true
 * (the local simulator of apps/mock-api, plain http on loopback).
 */
function gatewayUrl(value: string, name: string, env: NodeJS.ProcessEnv): string {
  const insecureAllowed = env.MESSAGING_SIMULATOR === 'true';
  if (!/^https:\/\//.test(value) && !(insecureAllowed && /^http:\/\//.test(value)))
    throw new Error(`${name} must be an https URL (http only with MESSAGING_SIMULATOR=true).`);
  return value.replace(/\/+$/, '');
}

function smsFrom(env: NodeJS.ProcessEnv): MessagingConfig['sms'] {
  const provider = env.SMS_PROVIDER || 'outbox';
  if (provider === 'outbox') return { provider };
  if (provider === 'twilio') {
    required(env, ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'], 'SMS_PROVIDER=twilio');
    const service = env.TWILIO_MESSAGING_SERVICE_SID;
    if (!service && !env.TWILIO_FROM)
      throw new Error('SMS_PROVIDER=twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID.');
    return {
      provider,
      baseUrl: gatewayUrl(env.TWILIO_API_URL || TWILIO_DEFAULT_URL, 'TWILIO_API_URL', env),
      accountSid: env.TWILIO_ACCOUNT_SID!,
      authToken: env.TWILIO_AUTH_TOKEN!,
      from: service ? { MessagingServiceSid: service } : { From: env.TWILIO_FROM! },
    };
  }
  if (provider === 'http') {
    required(env, ['SMS_HTTP_URL'], 'SMS_PROVIDER=http');
    let bodyTemplate: unknown;
    try {
      bodyTemplate = JSON.parse(env.SMS_HTTP_BODY || DEFAULT_HTTP_BODY);
    } catch {
      throw new Error(
        'SMS_HTTP_BODY must be JSON (string values may hold {{to}}, {{text}}, {{key}}, {{from}}).',
      );
    }
    return {
      provider,
      url: gatewayUrl(env.SMS_HTTP_URL!, 'SMS_HTTP_URL', env),
      authorization: env.SMS_HTTP_AUTHORIZATION || undefined,
      bodyTemplate,
      from: env.SMS_FROM || 'Courier',
      idField: env.SMS_HTTP_ID_FIELD || 'id',
    };
  }
  throw new Error(`SMS_PROVIDER must be outbox, twilio or http, got '${provider}'.`);
}

function whatsappFrom(env: NodeJS.ProcessEnv): WhatsappConfig | undefined {
  if (!env.WHATSAPP_TOKEN && !env.WHATSAPP_PHONE_NUMBER_ID) return undefined;
  required(
    env,
    ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'],
    'WhatsApp',
  );
  return {
    baseUrl: gatewayUrl(env.WHATSAPP_API_URL || WHATSAPP_DEFAULT_URL, 'WHATSAPP_API_URL', env),
    token: env.WHATSAPP_TOKEN!,
    phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID!,
    appSecret: env.WHATSAPP_APP_SECRET!,
    verifyToken: env.WHATSAPP_VERIFY_TOKEN!,
  };
}

/** SMS_PROVIDER, TWILIO_*, SMS_HTTP_*, WHATSAPP_* and MESSAGING_TIMEOUT_MS (docs/messaging.md). */
export function messagingConfigFrom(env: NodeJS.ProcessEnv): MessagingConfig {
  const timeoutMs = env.MESSAGING_TIMEOUT_MS ? Number(env.MESSAGING_TIMEOUT_MS) : 10_000;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    throw new Error('MESSAGING_TIMEOUT_MS must be a positive whole number of milliseconds.');
  return { sms: smsFrom(env), whatsapp: whatsappFrom(env), timeoutMs };
}
