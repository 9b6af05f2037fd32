import {
  WHATSAPP_PERMANENT_CODES,
  whatsappMessagesPath,
  type WhatsappTemplateMessage,
  type WhatsappTemplateName,
} from '@courier/api-client/messagingProtocol';
import type { NotificationFacts, NotifiedStatus } from '../templates.ts';
import type { SmsSent } from '../sms.ts';
import { callGateway, field, GatewayUnavailableError } from './gatewayCall.ts';
import type { WhatsappConfig } from './messagingConfig.ts';

const TEMPLATE_OF: Record<NotifiedStatus, WhatsappTemplateName> = {
  booked: 'shipment_booked',
  out_for_delivery: 'shipment_out_for_delivery',
  delivered: 'shipment_delivered',
  exception: 'shipment_exception',
};

/**
 * The template message a receiver gets for a shipment event, in the shipment's language:
 * {{1}} the airway bill, {{2}} the sender's name, {{3}} the tracking link (messagingProtocol.ts).
 */
export function whatsappMessageOf(to: string, facts: NotificationFacts): WhatsappTemplateMessage {
  const text = (value: string) => ({ type: 'text' as const, text: value });
  return {
    messaging_product: 'whatsapp',
    to: to.replace(/^\+/, ''),
    type: 'template',
    template: {
      name: TEMPLATE_OF[facts.status],
      language: { code: facts.language === 'ar' ? 'ar' : 'en' },
      components: [
        {
          type: 'body',
          parameters: [
            text(facts.awb),
            text(facts.senderName || '-'),
            // The receiver's delivery page when there is one (it shows the tracking too).
            text(facts.receiverUrl ?? facts.trackingUrl),
          ],
        },
      ],
    },
  };
}

export interface WhatsappSender {
  send(message: WhatsappTemplateMessage): Promise<SmsSent>;
}

/** Template messages through the WhatsApp Business Cloud API (Meta Graph API). */
export function whatsappSender(config: WhatsappConfig, timeoutMs: number): WhatsappSender {
  const url = config.baseUrl + whatsappMessagesPath(config.phoneNumberId);
  return {
    async send(message) {
      const answer = await callGateway(
        url,
        {
          headers: {
            authorization: `Bearer ${config.token}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify(message),
        },
        timeoutMs,
      );
      if (answer.kind === 'sent') {
        const id = field(answer.body, 'messages.0.id');
        if (typeof id !== 'string')
          throw new GatewayUnavailableError('WhatsApp answered without a message id');
        return { via: `whatsapp:${id}` };
      }
      const code = Number(field(answer.body, 'error.code'));
      if (!WHATSAPP_PERMANENT_CODES.has(code))
        throw new GatewayUnavailableError(`WhatsApp refused with ${answer.status} (code ${code})`);
      return { via: `refused:whatsapp:${code}`, refused: { code: String(code) } };
    },
  };
}
