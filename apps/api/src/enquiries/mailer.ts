import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface Mail {
  subject: string;
  text: string;
  replyTo?: string;
  attachments?: { filename: string; path: string; contentType: string }[];
}

export interface Mailer {
  /** Sends to the staff address; never throws (the enquiry is already stored). */
  toStaff(mail: Mail): Promise<void>;
  /** Sends to someone else (a customer's password reset); never throws either. */
  to(address: string, mail: Mail): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  outboxDir: string;
  from: string;
  staffEmail: string;
  log: Pick<Logger, 'error' | 'info'>;
}

/**
 * Staff e-mail through nodemailer. With SMTP_URL it goes to that server; without it (or when
 * the server refuses) the message is written as an .eml file to the outbox, so nothing is lost
 * and a person can open it in any mail client.
 */
export function createMailer(options: MailerOptions): Mailer {
  const smtp = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  const files = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  async function toOutbox(message: nodemailer.SendMailOptions): Promise<void> {
    const info = await files.sendMail(message);
    // Private like files/: messages hold enquiries and résumés.
    await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await writeFile(join(options.outboxDir, name), info.message as Buffer, { mode: 0o600 });
  }

  async function send(to: string, mail: Mail): Promise<void> {
    const message: nodemailer.SendMailOptions = { from: options.from, to, ...mail };
    try {
      if (smtp) {
        await smtp.sendMail(message);
        return;
      }
    } catch (err) {
      options.log.error({ err }, 'SMTP send failed; writing the message to the outbox');
    }
    try {
      await toOutbox(message);
    } catch (err) {
      options.log.error({ err }, 'could not write the message to the outbox');
    }
  }

  return {
    toStaff: (mail) => send(options.staffEmail, mail),
    to: send,
  };
}
