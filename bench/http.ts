import http from 'node:http';
import { DEMO_PASSWORD } from '../server/db/seed';

/**
 * The load generator's HTTP client: node:http on keep-alive sockets. fetch (undici, web streams)
 * costs the generator several times more CPU per request, and on two cores that CPU is taken from
 * the server being measured.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

export interface Answer {
  status: number;
  text: string;
}

export const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });

export const get = (url: string) =>
  new Promise<Answer>((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });

/** A GraphQL call that answered 200 without errors. */
export const graphqlOk = (answer: Answer) => answer.status === 200 && !answer.text.includes('"errors":[');

/**
 * A call posting one GraphQL request body as the signed-in browser does (bench/browser.ts builds
 * the bodies the data provider sends); `true` when it answered without errors.
 */
export const graphqlCall = (base: string, token: string, body: object) => {
  const text = JSON.stringify(body);
  return async () => graphqlOk(await post(`${base}/api/graphql/`, text, { authorization: `JWT ${token}` }));
};

/** A document and its variables posted as one GraphQL request (graphqlCall). */
export const graphqlQuery = (base: string, token: string, document: string, variables?: object) =>
  graphqlCall(base, token, { query: document, variables });

/** Signs a generated or demo user in with the demo password: their token. */
export const signIn = async (base: string, email: string) => {
  const res = await post(`${base}/api/token/`, JSON.stringify({ email, password: DEMO_PASSWORD }));
  if (res.status !== 200) throw new Error(`${email} cannot sign in: run \`npm run bench:data\``);
  return (JSON.parse(res.text) as { token: string }).token;
};
