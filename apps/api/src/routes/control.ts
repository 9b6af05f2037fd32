import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { createStaffUser } from '../admin/staffAccounts.ts';
import { createCustomer } from '../customers/customerAccounts.ts';
import { ApiError, success } from '../http/envelope.ts';
import { parseBody } from '../http/validate.ts';
import type { AppContext } from '../context.ts';
import { ACCESS_MESSAGES } from '../http/accessMessages.ts';
import { REQUEST_MESSAGES } from '../http/requestMessages.ts';
import { STAFF_MESSAGES } from '../admin/staffMessages.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const controlCustomerSchema = z.object({
  userId: text(64),
  password: z.string().min(1).max(200),
  companyName: text(200),
  contactPerson: text(200),
  city: text(100),
  phone: text(40),
  email: text(254),
  address1: z.string().trim().max(200).optional(),
  address2: z.string().trim().max(200).optional(),
  locationArea: z.string().trim().max(200).optional(),
  accountNo: text(64),
});

const controlStaffSchema = z.object({
  username: text(64),
  password: z.string().min(1).max(200),
  role: text(40),
  displayName: z.string().trim().max(200).optional(),
});

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * /api/control: the CLI's door into a running PGlite server (which alone may open DATA_DIR).
 * Only from the loopback socket (never X-Forwarded-For) and only with the token of
 * DATA_DIR/control.json; off (404) when the app has no control token.
 */
export function controlRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  function authorise(request: FastifyRequest) {
    const token = config.controlToken;
    if (!token || !LOOPBACK.has(request.socket.remoteAddress ?? ''))
      throw new ApiError(404, REQUEST_MESSAGES.notFound);
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!given || !timingSafeEqual(digest(given), digest(token)))
      throw new ApiError(401, ACCESS_MESSAGES.controlToken);
  }

  app.post('/customers', async (request, reply) => {
    authorise(request);
    const input = parseBody(controlCustomerSchema, request.body);
    let row;
    try {
      row = await createCustomer(db, input);
    } catch (err) {
      // createCustomer's own rule messages (user ID shape, password length).
      throw new ApiError(400, err instanceof Error ? err.message : 'The customer is not valid.');
    }
    if (!row) throw new ApiError(409, STAFF_MESSAGES.customerTaken);
    return reply
      .status(201)
      .send(success(`Customer '${row.userId}' created (account ${row.accountNo}).`, {}));
  });

  app.post('/staff', async (request, reply) => {
    authorise(request);
    const input = parseBody(controlStaffSchema, request.body);
    let row;
    try {
      row = await createStaffUser(db, input);
    } catch (err) {
      // createStaffUser's own rule messages (user name shape, role, password length).
      throw new ApiError(
        400,
        err instanceof Error ? err.message : 'The staff account is not valid.',
      );
    }
    if (!row) throw new ApiError(409, STAFF_MESSAGES.usernameTaken);
    return reply
      .status(201)
      .send(success(`Staff account '${row.username}' created (${row.role}).`, {}));
  });
}
