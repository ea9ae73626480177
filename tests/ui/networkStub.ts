import { vi } from 'vitest';

export interface Call {
  url: string;
  method: string;
  body: any;
}

export interface Answer {
  status: number;
  body?: unknown;
}

/** Stubs fetch at the network boundary: every call is recorded and answered by `answer`. */
export const stubNetwork = (answer: (call: Call) => Answer | undefined) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const { status, body } = answer(call) ?? { status: 404, body: { detail: 'Не найдено' } };
      return new Response(body === undefined ? null : JSON.stringify(body), { status });
    }),
  );
  return calls;
};
