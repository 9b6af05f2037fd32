import { startMessagingSimulator } from './server.ts';

// Standalone gateways for `pnpm dev` and manual tests: `pnpm --filter @courier/mock-api messaging-sim`.
// Point the API at it with MESSAGING_SIMULATOR=true and the URLs it prints (docs/messaging.md).
const simulator = await startMessagingSimulator({
  port: Number(process.env.MESSAGING_SIM_PORT ?? 3003),
  host: process.env.MESSAGING_SIM_HOST ?? '127.0.0.1',
  twilio: {
    accountSid: process.env.TWILIO_ACCOUNT_SID ?? 'ACsimulator',
    authToken: process.env.TWILIO_AUTH_TOKEN ?? 'sim-auth-token',
  },
  whatsapp: {
    phoneNumberId: process.env.WHATSAPP_PHONE_NUMBER_ID ?? '100200300',
    token: process.env.WHATSAPP_TOKEN ?? 'sim-whatsapp-token',
    appSecret: process.env.WHATSAPP_APP_SECRET ?? 'sim-app-secret',
  },
  http: { token: process.env.SMS_HTTP_TOKEN ?? 'sim-http-token' },
  whatsappWebhookUrl: process.env.WHATSAPP_WEBHOOK_URL,
});
console.log(
  `messaging simulator on ${simulator.url}: TWILIO_API_URL=${simulator.url}, WHATSAPP_API_URL=${simulator.url}, SMS_HTTP_URL=${simulator.url}/sms/send`,
);

const stop = () => void simulator.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
