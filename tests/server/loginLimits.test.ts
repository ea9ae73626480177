import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { LOGIN_LIMITS } from '../../server/http/rateLimit';
import { withServer } from './harness';

// The login limits (server/http/rateLimit.ts LOGIN_LIMITS, README "Login limits"): each slows,
// none locks, and none can be turned against an office behind one address.
const h = withServer();

const answer = (email: string, password: string, from: string) =>
  h.app.inject({ method: 'POST', url: '/api/token/', payload: { email, password }, remoteAddress: from });
const login = async (email: string, password: string, from: string) =>
  (await answer(email, password, from)).statusCode;
/** Lets the current delays pass (each counts from its last failure): of the pairs, or of the accounts. */
const waitOut = (kind: 'loginPair' | 'loginAccount' = 'loginPair') =>
  h.pool.query(`update rate_limits set window_start = window_start - interval '1 hour'
    where bucket like '${kind}:%'`);
const slowed = (res: Awaited<ReturnType<typeof answer>>) => {
  expect(res.statusCode).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(res.json().detail).toMatch(/^Слишком много попыток\. Повторите через \d+ (с|мин)$/);
  return seconds;
};

describe('login limits per account and address', () => {
  it('count failures only: successful logins never slow an address', async () => {
    for (let i = 0; i < 55; i++) expect(await login('bu@demo.kz', DEMO_PASSWORD, '192.0.2.60')).toBe(200);
  });

  it('never lock an account for the addresses that did not fail', async () => {
    expect(await login('helpdesk@demo.kz', DEMO_PASSWORD, '192.0.2.71')).toBe(200);
    for (let i = 0; i < 30; i++) {
      expect(await login('helpdesk@demo.kz', 'wrong', '192.0.2.70')).toBeOneOf([400, 429]);
      await waitOut();
    }
    expect(await login('helpdesk@demo.kz', DEMO_PASSWORD, '192.0.2.71')).toBe(200);
  });

  it('slow an account and address pair with delays that double after 5 failures', async () => {
    const from = '192.0.2.80';
    for (let i = 0; i < 5; i++) expect(await login('auditor@demo.kz', 'wrong', from)).toBe(400);
    // The fifth failure costs a second; even the right password waits it out.
    const held = await answer('auditor@demo.kz', DEMO_PASSWORD, from);
    expect(slowed(held)).toBe(1);
    expect(held.json()).toEqual({ detail: 'Слишком много попыток. Повторите через 1 с' });
    await waitOut();
    expect(await login('auditor@demo.kz', 'wrong', from)).toBe(400);
    expect((await answer('auditor@demo.kz', 'wrong', from)).headers['retry-after']).toBe('2');
    await waitOut();
    expect(await login('auditor@demo.kz', 'wrong', from)).toBe(400);
    expect((await answer('auditor@demo.kz', 'wrong', from)).headers['retry-after']).toBe('4');
    // Meanwhile the account logs in from anywhere else, and a success forgets the pair's failures.
    expect(await login('auditor@demo.kz', DEMO_PASSWORD, '192.0.2.81')).toBe(200);
    await waitOut();
    expect(await login('auditor@demo.kz', DEMO_PASSWORD, from)).toBe(200);
    expect(await login('auditor@demo.kz', 'wrong', from)).toBe(400);
    expect(await login('auditor@demo.kz', DEMO_PASSWORD, from)).toBe(200);
  });
});

describe('login limits of one address for many accounts (an office NAT)', () => {
  it('slow only the accounts failing from a busy address: a colleague behind it still logs in', {
    timeout: 120_000,
  }, async () => {
    const from = '192.0.2.50';
    // The address counts in fixed windows: start clear of a window's end, so that all counts fall in one.
    const { windowSeconds } = LOGIN_LIMITS.busyAddress;
    const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
    if (left < 60) await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
    // One failure each for as many accounts as make the address busy (a stuffing attack): each is
    // its account's first failure there, so none is slowed, however fast they come.
    const guesses = Array.from({ length: LOGIN_LIMITS.busyAddress.hits }, (_, i) => `g${i}.guess@gmail.com`);
    for (const guess of guesses) expect(await login(guess, 'wrong', from)).toBe(400);
    // A failing account of the busy address now waits from its first failure on...
    slowed(await answer(guesses.at(-1)!, 'wrong', from));
    expect(await login('first.guess@gmail.com', 'wrong', from)).toBe(400);
    slowed(await answer('first.guess@gmail.com', 'wrong', from));
    // ...while colleagues behind the same address who type their password get in,
    expect(await login('bu@demo.kz', DEMO_PASSWORD, from)).toBe(200);
    expect(await login('hr@demo.kz', DEMO_PASSWORD, from)).toBe(200);
    // and one who mistyped waits a second, not the window.
    expect(await login('coordinator@demo.kz', 'wrong', from)).toBe(400);
    expect(slowed(await answer('coordinator@demo.kz', DEMO_PASSWORD, from))).toBe(1);
    await waitOut();
    expect(await login('coordinator@demo.kz', DEMO_PASSWORD, from)).toBe(200);
  });
});

describe('login limits of one account from many addresses (a distributed guess)', () => {
  it('slow the guesses past the account’s ceiling on every new address; the owner’s own addresses pass', async () => {
    const victim = 'agency@demo.kz';
    // The owner logged in from their office before the attack.
    expect(await login(victim, DEMO_PASSWORD, '198.51.100.7')).toBe(200);
    // 200 wrong passwords from 40 addresses, 5 each: no address exceeds its pair's free failures.
    const statuses: number[] = [];
    for (let a = 1; a <= 40; a++)
      for (let i = 0; i < 5; i++) statuses.push(await login(victim, 'wrong', `203.0.113.${a}`));
    const tried = statuses.filter((s) => s === 400).length;
    expect(tried + statuses.filter((s) => s === 429).length).toBe(200);
    // Only the free failures and a few after the doubling delays were checked at all.
    expect(tried).toBeGreaterThanOrEqual(LOGIN_LIMITS.account.freeFailures);
    expect(tried).toBeLessThanOrEqual(LOGIN_LIMITS.account.freeFailures + 4);
    // The 41st address is slowed before it guesses, even with the right password...
    slowed(await answer(victim, 'wrong', '203.0.113.41'));
    slowed(await answer(victim, DEMO_PASSWORD, '203.0.113.42'));
    // ...while the owner logs in from the office at once (its address is known to the account),
    expect(await login(victim, DEMO_PASSWORD, '198.51.100.7')).toBe(200);
    // and from a new address once the delay has passed.
    await waitOut('loginAccount');
    expect(await login(victim, DEMO_PASSWORD, '203.0.113.42')).toBe(200);
    // A success does not forgive the attack: the next wrong guess is slowed again at once.
    expect(await login(victim, 'wrong', '203.0.113.43')).toBe(400);
    slowed(await answer(victim, 'wrong', '203.0.113.44'));
  });

  it('slow an unknown account like a real one (no hint which e-mails exist)', async () => {
    for (let a = 1; a <= LOGIN_LIMITS.account.freeFailures; a++)
      expect(await login('nobody.here@demo.kz', 'wrong', `203.0.114.${a}`)).toBe(400);
    slowed(await answer('nobody.here@demo.kz', 'wrong', '203.0.114.200'));
  });
});
