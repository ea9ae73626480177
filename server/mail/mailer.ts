import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export interface MailSettings {
  /** smtp:// or smtps:// URL of a real server; null writes each mail to `outboxDir` instead. */
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

/** nodemailer over SMTP, or (without SMTP_URL) an .eml file per mail under DATA_DIR/outbox. */
export const createMailer = (settings: MailSettings, log: FastifyBaseLogger): SendMail => {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    } as SMTPTransport.Options);
    return async (mail) => {
      await transport.sendMail({ from: settings.from, textEncoding: 'quoted-printable', ...mail });
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (mail) => {
    const info = await transport.sendMail({ from: settings.from, textEncoding: 'quoted-printable', ...mail });
    await mkdir(settings.outboxDir, { recursive: true });
    const file = path.join(settings.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, info.message as Buffer);
    // Its file only: the link is a credential and the address personal data, the log holds neither.
    log.info({ subject: mail.subject, file }, 'mail written to the outbox (SMTP_URL is unset)');
  };
};
