import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config';
import { withServer } from './harness';
import { startMailbox } from './mail';

/** Issue 11 point 6: the mails name the product (PRODUCT_NAME), never «Back office». */
const mailbox = await startMailbox();
afterAll(() => mailbox.close());
const h = withServer({ config: () => ({ smtpUrl: mailbox.url, productName: 'Промо Плюс' }) });

const dir = { DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'product-name-')) };

describe('PRODUCT_NAME', () => {
  it('defaults to a Russian name, which also names the sender when MAIL_FROM is unset', () => {
    const config = loadConfig(dir);
    expect(config.productName).toBe('Промо-офис');
    expect(config.mailFrom).toBe('Промо-офис <no-reply@localhost>');
    const named = loadConfig({ ...dir, PRODUCT_NAME: ' Вектор Промо ' });
    expect(named).toMatchObject({
      productName: 'Вектор Промо',
      mailFrom: 'Вектор Промо <no-reply@localhost>',
    });
    expect(loadConfig({ ...dir, PRODUCT_NAME: 'X', MAIL_FROM: 'Офис <office@example.kz>' }).mailFrom).toBe(
      'Офис <office@example.kz>',
    );
  });

  it('refuses a name that would break the sender header', () => {
    for (const bad of ['Офис <x@y.kz>', 'Две\nстроки', 'x'.repeat(101)])
      expect(() => loadConfig({ ...dir, PRODUCT_NAME: bad })).toThrow(ConfigError);
  });

  it('names the product in the mail and as its sender', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/users/password/recovery/',
      payload: { email: 'consultant@demo.kz' },
    });
    expect(res.statusCode).toBe(200);
    const mail = await mailbox.waitFor('consultant@demo.kz');
    expect(mail.from).toContain('Промо Плюс');
    expect(mail.from).toContain('<no-reply@localhost>');
    expect(mail.body).toContain('Промо Плюс');
    expect(mail.body).not.toContain('Back office');
  });
});
