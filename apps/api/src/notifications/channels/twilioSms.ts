import { TWILIO_PERMANENT_CODES, twilioMessagesPath } from '@courier/api-client/messagingProtocol';
import type { SmsProvider } from '../sms.ts';
import { callGateway, field, GatewayUnavailableError } from './gatewayCall.ts';
import type { TwilioConfig } from './messagingConfig.ts';

/**
 * SMS through Twilio's Messages API: one form POST per message, Basic auth with the account
 * SID and auth token. `statusCallbackUrl` asks Twilio to report sent, delivered and failed to
 * the API (statusRoutes.ts), which records them by the message SID kept in `via`.
 */
export function twilioSmsProvider(
  config: TwilioConfig,
  timeoutMs: number,
  statusCallbackUrl: string,
): SmsProvider {
  const url = config.baseUrl + twilioMessagesPath(config.accountSid);
  const authorization = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(message) {
      const form = new URLSearchParams({
        To: message.to,
        Body: message.body,
        StatusCallback: statusCallbackUrl,
        ...config.from,
      });
      const answer = await callGateway(
        url,
        {
          headers: {
            authorization,
            'content-type': 'application/x-www-form-urlencoded',
          },
          body: form.toString(),
        },
        timeoutMs,
      );
      if (answer.kind === 'sent') {
        const sid = field(answer.body, 'sid');
        if (typeof sid !== 'string')
          throw new GatewayUnavailableError('Twilio answered without a sid');
        return { via: `twilio:${sid}` };
      }
      const code = Number(field(answer.body, 'code'));
      // A refusal Twilio does not list as permanent (a new code) is retried, then dead-lettered.
      if (!TWILIO_PERMANENT_CODES.has(code))
        throw new GatewayUnavailableError(`Twilio refused with ${answer.status} (code ${code})`);
      return { via: `refused:twilio:${code}`, refused: { code: String(code) } };
    },
  };
}
