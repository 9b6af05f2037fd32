import type { FastifyReply } from 'fastify';

/** An account's own answer or file: no shared cache keeps it, and the browser stores none. */
export const PRIVATE_NO_STORE = { 'cache-control': 'private, no-store' } as const;

/** A file to download or open: its type, `inline` or `attachment` with a name, and its bytes. */
export interface DownloadFile {
  contentType: string;
  disposition: string;
  body: Buffer | string;
}

/** Sends one account's file (labels, a batch's labels): private, never stored. */
export const sendPrivateFile = (reply: FastifyReply, file: DownloadFile) =>
  reply
    .headers(PRIVATE_NO_STORE)
    .type(file.contentType)
    .header('content-disposition', file.disposition)
    .send(file.body);
