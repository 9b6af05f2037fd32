import type { FastifyInstance } from 'fastify';
import { tracksRefusal } from '@courier/api-client/endpoints/tracking';
import type { AppContext } from '../context.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { JSON_TEXT } from '../http/envelope.ts';
import { messageWordsIn } from '../http/messageLanguage.ts';
import { contentLanguage } from '../http/requestLanguage.ts';

/**
 * Tracking: one number in the new-source shape, or up to 25 numbers as STATUS/Data rows. Both
 * answer text kept by airway bill (tracking/trackingAnswers.ts). The text is returned, not sent:
 * nothing leaves before the rate limit is judged (http/rateLimits.ts, contractRoute).
 */
export function trackingRoutes(app: FastifyInstance, { caches }: AppContext): void {
  contractRoute(app, 'tracks', async ({ AWBNO }, request, reply) => {
    const lang = contentLanguage(request, reply);
    const text = await caches.tracking.tracks(AWBNO.trim(), lang);
    if (text === undefined) {
      void reply.status(404);
      return tracksRefusal(messageWordsIn(lang).trackingAnswer.notFound);
    }
    void reply.type(JSON_TEXT);
    return text;
  });

  contractRoute(app, 'tracking_data', async ({ AWBNO }, request, reply) => {
    // The schema's output is already the distinct numbers joined by commas (parseTrackingNumbers).
    const text = await caches.tracking.trackingData(
      AWBNO.split(','),
      contentLanguage(request, reply),
    );
    void reply.type(JSON_TEXT);
    return text;
  });
}
