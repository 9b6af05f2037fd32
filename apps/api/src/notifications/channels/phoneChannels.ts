import { outboxSmsProvider, type SmsProvider } from '../sms.ts';
import { httpSmsProvider } from './httpSms.ts';
import type { MessagingConfig } from './messagingConfig.ts';
import { MESSAGE_STATUS_PATH } from './statusRoutes.ts';
import { twilioSmsProvider } from './twilioSms.ts';
import { whatsappSender, type WhatsappSender } from './whatsapp.ts';

/** The SMS provider and WhatsApp sender the configuration names (none set: the SMS outbox). */
export function phoneChannels(
  messaging: MessagingConfig,
  publicUrl: string,
): { sms: SmsProvider; whatsapp: WhatsappSender | undefined } {
  const { sms, timeoutMs } = messaging;
  const provider =
    sms.provider === 'twilio'
      ? twilioSmsProvider(sms, timeoutMs, `${publicUrl}${MESSAGE_STATUS_PATH}/twilio`)
      : sms.provider === 'http'
        ? httpSmsProvider(sms, timeoutMs)
        : outboxSmsProvider;
  return {
    sms: provider,
    whatsapp: messaging.whatsapp ? whatsappSender(messaging.whatsapp, timeoutMs) : undefined,
  };
}
