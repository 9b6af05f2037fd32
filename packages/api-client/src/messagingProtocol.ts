/**
 * The text-message gateways as the product speaks them: apps/api's SMS and WhatsApp adapters
 * call them, apps/mock-api's messaging simulator answers them. Server to server only: the
 * browser never sees these calls or their credentials.
 *
 * - Twilio's Programmable Messaging API (serves Kuwait's networks): a form POST per message,
 *   HTTP Basic auth with the account SID and auth token, status callbacks signed with
 *   X-Twilio-Signature.
 * - WhatsApp Business Cloud API (Meta Graph API): a JSON POST of a template message per
 *   message, a bearer token, status webhooks signed with X-Hub-Signature-256.
 * - A generic HTTP gateway (most Gulf SMS resellers): one POST whose body is a template the
 *   operator writes (docs/messaging.md).
 */
export const TWILIO_DEFAULT_URL = 'https://api.twilio.com';
export const twilioMessagesPath = (accountSid: string) =>
  `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;

export const WHATSAPP_DEFAULT_URL = 'https://graph.facebook.com/v21.0';
export const whatsappMessagesPath = (phoneNumberId: string) =>
  `/${encodeURIComponent(phoneNumberId)}/messages`;

/** Twilio refusals that retrying never fixes (invalid or unreachable number, opted out). */
export const TWILIO_PERMANENT_CODES = new Set([21211, 21214, 21408, 21610, 21612, 21614]);

/**
 * The WhatsApp message templates the courier registers with Meta (names, languages, and the
 * body's numbered parameters). A template is sent by name; Meta holds its approved text, which
 * is written here too so operators register exactly this and the simulator shows it.
 * Parameters: {{1}} the airway bill, {{2}} the other party's name, {{3}} the tracking link.
 */
export const WHATSAPP_TEMPLATES = {
  shipment_booked: {
    en: '{{2}} has booked a shipment to you with airway bill {{1}}. Track it here: {{3}}',
    ar: 'قام {{2}} بحجز شحنة إليك برقم البوليصة {{1}}. تتبّعها من هنا: {{3}}',
  },
  shipment_out_for_delivery: {
    en: 'Your shipment {{1}} from {{2}} is out for delivery today. Track it here: {{3}}',
    ar: 'شحنتك {{1}} من {{2}} في طريقها إليك اليوم. تتبّعها من هنا: {{3}}',
  },
  shipment_delivered: {
    en: 'Your shipment {{1}} from {{2}} has been delivered. Details: {{3}}',
    ar: 'تم تسليم شحنتك {{1}} من {{2}}. التفاصيل: {{3}}',
  },
  shipment_exception: {
    en: 'There is a problem with your shipment {{1}} from {{2}}. Our team is on it: {{3}}',
    ar: 'هناك مشكلة في شحنتك {{1}} من {{2}}. فريقنا يتابعها: {{3}}',
  },
  /** The receiver's choice confirmed: {{2}} is the sentence saying what was chosen. */
  delivery_changed: {
    en: 'Your delivery of shipment {{1}} is changed. {{2}} See or change it: {{3}}',
    ar: 'تم تغيير تسليم شحنتك {{1}}. {{2}} اطّلع عليه أو غيّره: {{3}}',
  },
  /** A step of a claim (docs/claims.md): {{1}} the claim's number, {{2}} the step's sentence. */
  claim_update: {
    en: 'Your claim {{1}}: {{2}} See it here: {{3}}',
    ar: 'مطالبتك {{1}}: {{2}} اطّلع عليها هنا: {{3}}',
  },
} as const;

export type WhatsappTemplateName = keyof typeof WHATSAPP_TEMPLATES;

/** The body of a Cloud API template message (the fields this product sends). */
export interface WhatsappTemplateMessage {
  messaging_product: 'whatsapp';
  to: string;
  type: 'template';
  template: {
    name: WhatsappTemplateName;
    language: { code: 'en' | 'ar' };
    components: Array<{ type: 'body'; parameters: Array<{ type: 'text'; text: string }> }>;
  };
}

/** A template's text with its parameters filled in, as the phone shows it. */
export function fillWhatsappTemplate(message: WhatsappTemplateMessage): string | undefined {
  const texts = WHATSAPP_TEMPLATES[message.template.name];
  if (!texts) return undefined;
  const values = message.template.components.flatMap((c) => c.parameters.map((p) => p.text));
  return texts[message.template.language.code].replace(
    /\{\{(\d+)\}\}/g,
    (_, n: string) => values[Number(n) - 1] ?? '',
  );
}

/**
 * Cloud API error codes that retrying never fixes: re-engagement window, template missing or
 * paused, parameter mismatch, invalid recipient. Anything else (429 and 5xx, 131000 unknown,
 * 130429 rate limit) is retried by the job queue.
 */
export const WHATSAPP_PERMANENT_CODES = new Set([
  100, 131008, 131009, 131026, 131047, 131051, 132000, 132001, 132005, 132007, 132012, 132015,
  132016,
]);
