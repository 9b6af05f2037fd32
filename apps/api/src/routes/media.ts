import type { FastifyInstance } from 'fastify';
import { demoArtAt } from '@courier/demo-data/media/demoArt';

/**
 * Artwork for the demo content (@courier/demo-data/media/demoArt), drawn on request, so a fresh clone shows
 * complete pages without shipping photos. Real photos replace the img_url values.
 */
export function mediaRoutes(app: FastifyInstance): void {
  app.get<{ Params: { kind: string; name: string } }>(
    '/media/:kind/:name',
    async (request, reply) => {
      const svg = demoArtAt(request.params.kind, request.params.name);
      if (svg === undefined) {
        return reply.status(404).send({ Status: 'Error', Message: 'Not found.' });
      }
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
