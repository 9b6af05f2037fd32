import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';

/** 200 only when the database answers: load balancers take the process out otherwise. */
export function healthRoutes(app: FastifyInstance, database: Database): void {
  app.get('/healthz', async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch (err) {
      request.log.error({ err }, 'health check: database did not answer');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
