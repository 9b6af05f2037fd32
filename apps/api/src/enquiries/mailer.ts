import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { JobQueue, QueuedJob } from '../jobs/jobQueue.ts';
import type { Tx } from '../jobs/sqlAdapters.ts';

interface Mail {
  subject: string;
  text: string;
  /** An HTML alternative of `text` (customer notifications). */
  html?: string;
  replyTo?: string;
  attachments?: { filename: string; path: string; contentType: string }[];
  /**
   * What makes this message unique (e.g. `staff:booking:<shipment no>`): sent once per key even
   * if the caller repeats itself. Without it every call is a new message.
   */
  key?: string;
}

export interface Mailer {
  /**
   * Queues a mail to the staff address. With `tx` (every caller) the job commits or rolls back
   * with the record it is about, and a failure to queue throws, failing that transaction. Staff
   * mails are English whatever the customer's language: the staff console is English for now
   * (only the customers' messages are translated, notifications/templates.ts).
   */
  toStaff(mail: Mail, tx?: Tx | Db): Promise<void>;
  /** Queues a mail to someone else (a customer's password); in `tx` like toStaff. */
  to(address: string, mail: Mail, tx?: Tx | Db): Promise<void>;
  /** toStaff's job without queueing it: for a caller that queues it with others in one insert. */
  staffJob(mail: Mail): QueuedJob;
}

/** The `email` queue's job for a ready-made message (notifications/messageJobs.ts works it). */
export interface MessageEmailJob {
  kind: 'message';
  key: string;
  to: string;
  mail: Omit<Mail, 'key'>;
}

/**
 * Every e-mail goes through the job queue: the request only writes the job, a worker sends it
 * (retried with back-off while SMTP refuses, dead-lettered after the last retry).
 */
export function createQueuedMailer(
  queue: JobQueue,
  staffEmail: string,
  log: Pick<Logger, 'error'>,
): Mailer {
  function jobTo(to: string, { key, ...mail }: Mail): QueuedJob {
    const data: MessageEmailJob = {
      kind: 'message',
      key: `message:${key ?? randomUUID()}:${to}`,
      to,
      mail,
    };
    return { name: 'email', data, key: data.key };
  }
  async function enqueue(to: string, mail: Mail, tx?: Tx | Db): Promise<void> {
    const job = jobTo(to, mail);
    try {
      await queue.send(job.name, job.data, job.key, tx);
    } catch (err) {
      // In a transaction the caller's statement fails with it; outside one, the work is done.
      if (tx) throw err;
      log.error({ err }, 'could not queue an e-mail');
    }
  }
  return {
    toStaff: (mail, tx) => enqueue(staffEmail, mail, tx),
    to: enqueue,
    staffJob: (mail) => jobTo(staffEmail, mail),
  };
}

export interface MailTransportOptions {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
}

export interface MailTransport {
  /**
   * Hands one message to SMTP (SMTP_URL) or, without it, writes it as an .eml file to the outbox.
   * Throws when SMTP refuses, so the queue retries later. The Message-ID is derived from `key`,
   * so a rare second copy (see docs/api.md "Job queue") is recognisable as the same message.
   */
  send(to: string, mail: Omit<Mail, 'key'>, key: string): Promise<'smtp' | 'outbox'>;
  close(): void;
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  // Short time-outs: a hung server becomes a retry, and a stopping process is not held for
  // nodemailer's default minutes.
  const smtp = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;
  const files = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  const domain = options.from.split('@')[1] ?? 'courier.example';

  async function toOutbox(message: nodemailer.SendMailOptions): Promise<void> {
    const info = await files.sendMail(message);
    // Private like files/: messages hold enquiries and résumés.
    await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(join(options.outboxDir, name), info.message as Buffer, { mode: 0o600 });
  }

  return {
    async send(to, mail, key) {
      const messageId = `<${createHash('sha256').update(key).digest('hex').slice(0, 32)}@${domain}>`;
      const message: nodemailer.SendMailOptions = { from: options.from, to, messageId, ...mail };
      if (smtp) {
        await smtp.sendMail(message);
        return 'smtp';
      }
      await toOutbox(message);
      return 'outbox';
    },
    close: () => smtp?.close(),
  };
}
