import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The server writes each mail to DATA_DIR/outbox when no SMTP_URL is set: the e2e mailbox. */
const outbox = () => path.join(process.env.E2E_DATA_DIR!, 'outbox');

/** The text of a raw mail with its base64 and quoted-printable parts decoded. */
const decode = (raw: string): string =>
  raw
    .split(/\r?\n--/)
    .map((part) => {
      const [head, ...body] = part.split(/\r?\n\r?\n/);
      const text = body.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return `${head}\n\n${Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head))
        return `${head}\n\n${text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(Number.parseInt(h, 16)))}`;
      return part;
    })
    .join('\n--');

/** The newest mail to an address, decoded enough to find links in it. */
export const lastMailTo = async (address: string, timeoutMs = 15_000): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(outbox()).map((f) => path.join(outbox(), f));
    } catch {
      files = [];
    }
    const mails = files
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
      .map((f) => decode(readFileSync(f, 'utf8')))
      .filter((text) => text.toLowerCase().includes(address.toLowerCase()));
    if (mails.length) return mails[0];
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${address} in ${outbox()}`);
};

/** The first link to the app's own pages under a path prefix, e.g. '/emailVerification/'. */
export const linkIn = (mail: string, prefix: string): string => {
  const match = new RegExp(`https?://[^\\s"'<>]*${prefix}[^\\s"'<>]+`).exec(mail);
  if (!match) throw new Error(`no ${prefix} link in mail`);
  return new URL(match[0]).pathname;
};
