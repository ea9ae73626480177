import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuthProvider, OTP_TICKET_KEY, startVerification } from '../../authProvider';
import { readAuthData, writeAuthData } from '../../dataProvider/http';

const user = {
  id: 7,
  email: 'maria@example.com',
  firstName: 'Мария',
  lastName: 'Иванова',
  photo: null,
  role: 'HQ',
};

type Answer = { status: number; body?: unknown };
let answers: Answer[];
let calls: { url: string; method: string; body: any; authorization: string | null }[];

// The network boundary: every call the provider makes, and the server's answers in order.
beforeEach(() => {
  answers = [];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        authorization: headers.Authorization ?? null,
      });
      const answer = answers.shift() ?? { status: 500 };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('restoring a stored login on start', () => {
  it('sends a visitor who never logged in to the login page without asking the server', async () => {
    await expect(createAuthProvider().checkAuth({})).rejects.toEqual({ message: false });
    expect(calls).toHaveLength(0);
  });

  it('verifies the stored token once per page load and keeps the refreshed login', async () => {
    writeAuthData({ token: 'old', user });
    answers.push({ status: 200, body: { token: 'fresh', user: { ...user, firstName: 'Марина' } } });
    const auth = createAuthProvider();
    await auth.checkAuth({});
    await auth.checkAuth({});
    await auth.checkAuth({});
    expect(calls).toEqual([
      { url: '/api/token/verify/', method: 'POST', body: { token: 'old' }, authorization: 'JWT old' },
    ]);
    expect(readAuthData()).toMatchObject({ token: 'fresh', user: { firstName: 'Марина' } });
  });

  it('clears the stored login when the server refuses it', async () => {
    writeAuthData({ token: 'revoked', user });
    answers.push({ status: 401, body: { detail: 'Сессия недействительна' } });
    await expect(createAuthProvider().checkAuth({})).rejects.toBeDefined();
    expect(readAuthData()).toBeNull();
    expect(localStorage.getItem('authData')).toBeNull();
  });

  it('keeps the stored login when the server cannot answer, and verifies it again at the next check', async () => {
    writeAuthData({ token: 'kept', user });
    answers.push({ status: 503 });
    const auth = createAuthProvider();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    expect(readAuthData()).toMatchObject({ token: 'kept' });
    answers.push({ status: 401, body: { detail: 'Сессия недействительна' } });
    await expect(auth.checkAuth({})).rejects.toBeDefined();
    expect(calls).toHaveLength(2);
    expect(readAuthData()).toBeNull();
  });

  it('keeps the stored login when the network fails', async () => {
    writeAuthData({ token: 'kept', user });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(createAuthProvider().checkAuth({})).resolves.toBeUndefined();
    expect(readAuthData()).toMatchObject({ token: 'kept' });
  });
});

describe('the check asked by the page before the app loads (src/main.tsx)', () => {
  it('is asked at once, and the first checkAuth takes its answer instead of asking again', async () => {
    writeAuthData({ token: 'old', user });
    answers.push({ status: 200, body: { token: 'fresh', user } });
    startVerification();
    expect(calls).toHaveLength(1); // before react-admin exists
    const auth = createAuthProvider();
    await auth.checkAuth({});
    await auth.checkAuth({});
    expect(calls).toEqual([
      { url: '/api/token/verify/', method: 'POST', body: { token: 'old' }, authorization: 'JWT old' },
    ]);
    expect(readAuthData()).toMatchObject({ token: 'fresh' });
  });

  it("signs out on the server's refusal of it, as a check asked later would", async () => {
    writeAuthData({ token: 'revoked', user });
    answers.push({ status: 401, body: { detail: 'Сессия недействительна' } });
    startVerification();
    await expect(createAuthProvider().checkAuth({})).rejects.toBeDefined();
    expect(calls).toHaveLength(1);
    expect(readAuthData()).toBeNull();
  });

  it('is asked once only: a later page load without it asks the server itself', async () => {
    writeAuthData({ token: 'old', user });
    answers.push(
      { status: 200, body: { token: 'old', user } },
      { status: 200, body: { token: 'old', user } },
    );
    startVerification();
    await createAuthProvider().checkAuth({});
    await createAuthProvider().checkAuth({});
    expect(calls).toHaveLength(2);
  });

  it('is not taken for another login (signed out and in again meanwhile)', async () => {
    writeAuthData({ token: 'first', user });
    answers.push(
      { status: 200, body: { token: 'first', user } },
      { status: 200, body: { token: 'second', user } },
    );
    startVerification();
    writeAuthData({ token: 'second', user });
    await createAuthProvider().checkAuth({});
    expect(calls.map((call) => call.body.token)).toEqual(['first', 'second']);
    expect(readAuthData()).toMatchObject({ token: 'second' });
  });

  it('asks nothing without a stored login', () => {
    writeAuthData(null);
    startVerification();
    expect(calls).toHaveLength(0);
  });
});

describe('login', () => {
  it('posts email and password and stores token and user', async () => {
    answers.push({ status: 200, body: { token: 'new-token', user } });
    const auth = createAuthProvider();
    await auth.login({ email: 'maria@example.com', password: 'Secret123' });
    expect(calls[0]).toMatchObject({
      url: '/api/token/',
      method: 'POST',
      body: { email: 'maria@example.com', password: 'Secret123' },
    });
    expect(readAuthData()).toEqual({ token: 'new-token', user });
    // A fresh login needs no second verification in the same page load.
    await auth.checkAuth({});
    expect(calls).toHaveLength(1);
    expect(await auth.getPermissions!({})).toBe('HQ');
  });

  it('rejects with the server message and stores nothing on wrong credentials', async () => {
    answers.push({
      status: 400,
      body: {
        message: 'Неверный email или пароль',
        errors: { non_field_errors: ['Неверный email или пароль'] },
      },
    });
    await expect(
      createAuthProvider().login({ email: 'maria@example.com', password: 'nope' }),
    ).rejects.toMatchObject({
      message: 'Неверный email или пароль',
    });
    expect(readAuthData()).toBeNull();
  });

  it('keeps the ticket and goes to the code page when two-factor is on, then finishes with the code', async () => {
    answers.push({ status: 200, body: { otpRequired: true, ticket: 't-1' } });
    const auth = createAuthProvider();
    expect(await auth.login({ email: 'maria@example.com', password: 'Secret123' })).toEqual({
      redirectTo: '/login/validateOtp',
    });
    expect(sessionStorage.getItem(OTP_TICKET_KEY)).toBe('t-1');
    expect(readAuthData()).toBeNull();

    answers.push({ status: 200, body: { token: 'otp-token', user } });
    await auth.login({ ticket: 't-1', token: '123456' });
    expect(calls[1]).toMatchObject({ url: '/api/token/otp/', body: { ticket: 't-1', token: '123456' } });
    expect(readAuthData()?.token).toBe('otp-token');
    expect(sessionStorage.getItem(OTP_TICKET_KEY)).toBeNull();
  });
});

describe('logout and errors', () => {
  it('revokes the token on the server, clears the login and goes to /login', async () => {
    writeAuthData({ token: 'tok', user });
    answers.push({ status: 204 });
    expect(await createAuthProvider().logout({})).toBe('/login');
    expect(calls).toEqual([
      { url: '/api/token/logout/', method: 'POST', body: undefined, authorization: 'JWT tok' },
    ]);
    expect(readAuthData()).toBeNull();
  });

  it('clears the login even when the server cannot be reached', async () => {
    writeAuthData({ token: 'tok', user });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await createAuthProvider().logout({})).toBe('/login');
    expect(readAuthData()).toBeNull();
  });

  it('logs out on 401 but not on 403', async () => {
    writeAuthData({ token: 'tok', user });
    const auth = createAuthProvider();
    await expect(auth.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(readAuthData()?.token).toBe('tok');
    await expect(auth.checkError({ status: 401 })).rejects.toBeDefined();
    expect(readAuthData()).toBeNull();
  });

  it('answers canAccess from the permission table', async () => {
    writeAuthData({ token: 'tok', user: { ...user, role: 'CONSULTANT' } });
    const auth = createAuthProvider();
    expect(await auth.canAccess!({ resource: 'devices', action: 'list' })).toBe(false);
    writeAuthData({ token: 'tok', user: { ...user, role: 'MANAGER_BU' } });
    expect(await auth.canAccess!({ resource: 'devices', action: 'list' })).toBe(true);
    expect(await auth.getIdentity!()).toMatchObject({ id: 7, fullName: 'Иванова Мария' });
  });
});
