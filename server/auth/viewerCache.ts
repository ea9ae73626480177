import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { listensOnConnect, VIEWER_CHANNEL } from '../db';
/** The longest a login is answered from memory without being read again. */
export const VIEWER_MAX_AGE_MS = 60_000;
/** How soon a lost notification connection is opened again. */
const RECONNECT_MS = 1_000;

interface Entry<T> {
  userId: number;
  login: T;
  /** Epoch ms after which the login must be read again (its token's expiry, an approval's end). */
  until: number;
}

export interface ViewerCache<T> {
  /**
   * The login of a token id and user: remembered, or read by `read` and remembered until
   * `until(login)` (at most VIEWER_MAX_AGE_MS) unless a change was announced meanwhile.
   */
  read: (
    jti: string,
    userId: number,
    read: () => Promise<T | null>,
    until: (login: T) => number,
  ) => Promise<T | null>;
  close: () => Promise<void>;
}

/**
 * The logins a server process has seen lately, so that a request costs no statement to know its
 * caller (every request asked one: a round trip, whose socket writes were the largest part of the
 * server's CPU on a list, README "Production-volume data"). Nothing here is the truth, only a
 * copy a change discards:
 * - triggers on users and auth_tokens NOTIFY the changed user's id at commit (0036_viewer_changed);
 * - every connection of this process's pool LISTENs from its start (server/db connect()): a change
 *   committed here reaches this cache before the statement that made it answers (a logout, a
 *   dismissal), since PostgreSQL gives a session its own notifications before ReadyForQuery;
 * - one connection of its own LISTENs for the other processes' changes, which arrive within
 *   moments; while it is down nothing is remembered (every request reads, as without the cache);
 * - a login read while a change was announced is not kept (the generation counter), and none is
 *   kept past VIEWER_MAX_AGE_MS.
 * The connection opens with the first read: a process that serves no request (PROCESS_ROLE=worker)
 * opens none.
 */
export const createViewerCache = <T>(
  pool: pg.Pool,
  connect: () => pg.Client,
  warn: (message: string) => void = (message) => console.warn(message),
): ViewerCache<T> => {
  const entries = new LRUCache<string, Entry<T>>({ max: 10_000 });
  let generation = 0;
  let live = false;
  let closed = false;
  let listener: pg.Client | null = null;
  let opening: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;

  const forget = (payload?: string) => {
    generation += 1;
    const userId = Number(payload);
    if (!Number.isSafeInteger(userId)) return entries.clear();
    const gone: string[] = [];
    entries.forEach((entry, jti) => {
      if (entry.userId === userId) gone.push(jti);
    });
    for (const jti of gone) entries.delete(jti);
  };
  const onNotification = (message: pg.Notification) => {
    if (message.channel === VIEWER_CHANNEL) forget(message.payload);
  };

  // The pool's connections listen from their start (server/db connect()); each one's notifications
  // reach this cache from its first use.
  if (!listensOnConnect(pool)) throw new Error("the login cache needs a pool made by server/db's connect()");
  const heard = new WeakSet<pg.PoolClient>();
  const onAcquire = (client: pg.PoolClient) => {
    if (heard.has(client)) return;
    heard.add(client);
    client.on('notification', onNotification);
  };
  pool.on('acquire', onAcquire);

  const down = (client: pg.Client, error?: Error) => {
    if (listener !== client) return;
    listener = null;
    live = false;
    forget();
    client.end().catch(() => undefined);
    if (error)
      warn(
        `the login cache's notifications stopped (${error.message}); logins are read each time until they resume`,
      );
    if (!closed) {
      retry = setTimeout(() => {
        retry = null;
        void open();
      }, RECONNECT_MS);
      retry.unref();
    }
  };
  const open = () => {
    opening ??= (async () => {
      const client = connect();
      listener = client;
      client.on('notification', onNotification);
      client.on('error', (error) => down(client, error));
      client.on('end', () => down(client));
      try {
        await client.connect();
        await client.query(`listen ${VIEWER_CHANNEL}`);
        if (listener === client && !closed) {
          forget(); // whatever was announced before it listened
          live = true;
        }
      } catch (error) {
        down(client, error as Error);
      } finally {
        opening = null;
      }
    })();
    return opening;
  };

  return {
    async read(jti, userId, read, until) {
      if (!listener && !closed && !retry) void open();
      const known = live ? entries.get(jti) : undefined;
      if (known && known.userId === userId && known.until > Date.now()) return known.login;
      const before = generation;
      const login = await read();
      if (login && live && generation === before) {
        const end = Math.min(until(login), Date.now() + VIEWER_MAX_AGE_MS);
        if (end > Date.now()) entries.set(jti, { userId, login, until: end });
      }
      return login;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      pool.off('acquire', onAcquire);
      live = false;
      entries.clear();
      await opening;
      const client = listener;
      listener = null;
      await client?.end().catch(() => undefined);
    },
  };
};
