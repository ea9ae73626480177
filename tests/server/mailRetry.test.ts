import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { withServer } from './harness';

// A port where nothing listens: every SMTP connection is refused.
const deadPort = await new Promise<number>((resolve) => {
  const server = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    server.close(() => resolve(port));
  });
});
const h = withServer({ config: () => ({ smtpUrl: `smtp://127.0.0.1:${deadPort}` }) });

describe('a mail the SMTP server does not take', () => {
  it('is kept in the queue for a later retry, with the reason, and the request still answers', async () => {
    const res = await h.rest('POST', '/api/users/password/recovery/', null, { email: 'bu@demo.kz' });
    expect(res.status).toBe(200);
    const job = async () =>
      (
        await h.pool.query(
          `select state, retry_count, retry_limit, output from pgboss.job where name = 'mail' order by created_on desc limit 1`,
        )
      ).rows[0];
    await expect.poll(async () => (await job())?.state, { timeout: 15_000 }).toBe('retry');
    const failed = await job();
    // pg-boss counts a retry when the job is taken again (30 s later, then doubling), five at most.
    expect(failed.retry_count).toBe(0);
    expect(failed.retry_limit).toBe(5);
    expect(JSON.stringify(failed.output)).toMatch(/ECONNREFUSED/);
  });
});
