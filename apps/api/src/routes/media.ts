import type { FastifyInstance } from 'fastify';
import { demoArt } from '../media/demoArt.ts';

/**
 * Artwork for the demo content (media/demoArt.ts), drawn on request, so a fresh clone shows
 * complete pages without shipping photos. Real photos replace the img_url values.
 */
export function mediaRoutes(app: FastifyInstance): void {
  app.get<{ Params: { kind: string; name: string } }>(
    '/media/:kind/:name',
    async (request, reply) => {
      const { kind, name } = request.params;
      if (!/^[a-z]{1,20}$/.test(kind) || !/^[a-z0-9-]{1,60}\.svg$/.test(name)) {
        return reply.status(404).send({ Status: 'Error', Message: 'Not found.' });
      }
      const svg = demoArt(kind, name.slice(0, -4));
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
}
