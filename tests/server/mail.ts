import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The From header, encoded words undone. */
  from: string;
  /** The whole message with quoted-printable undone: headers and every part. */
  body: string;
}

const decodeWords = (text: string) =>
  text.replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQp(data.replace(/_/g, ' ')),
  );

const decodeQp = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** A real SMTP server on 127.0.0.1 and a free port; tests read the links out of what it receives. */
export const startMailbox = async () => {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const header = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
        const subject = /^Subject: (.*)$/im.exec(header)?.[1] ?? '';
        const from = /^From: (.*)$/im.exec(header)?.[1] ?? '';
        received.push({
          to: session.envelope.rcptTo.map((a) => a.address.toLowerCase()),
          subject: decodeWords(subject.replace(/\?=\s+=\?/g, '?==?')),
          from: decodeWords(from.replace(/\?=\s+=\?/g, '?==?')),
          body: decodeQp(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const mailsTo = (address: string) => received.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    mailsTo,
    /** The next mail to an address after `already` of them (waits for the job queue and SMTP). */
    async waitFor(address: string, already = 0, timeoutMs = 15_000): Promise<ReceivedMail> {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const mails = mailsTo(address);
        if (mails.length > already) return mails[already];
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The token of a link in a mail: `${PUBLIC_URL}/${route}/${token}`. */
export const linkToken = (mail: ReceivedMail, route: 'emailVerification' | 'passwordRecovery') => {
  const match = new RegExp(`http://app\\.test/${route}/([0-9a-f]{64})`).exec(mail.body);
  if (!match) throw new Error(`no ${route} link in the mail: ${mail.body}`);
  return match[1];
};
