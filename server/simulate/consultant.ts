import { DENIAL_REASONS } from '../db/seed/history';

/**
 * One demo consultant driven through the real HTTP API (issue 12 point 8): logs in, finds (or has
 * their coordinator plan) a session for now, starts it near the spot, posts contacts with
 * sub-events and position pings as they happen, and stops it when its time is up or when asked to.
 */

export interface SimulateOptions {
  baseUrl: string;
  password: string;
  /** How long a simulated session runs, in seconds. */
  sessionSeconds: number;
  /** Roughly how often a contact is posted, in seconds. */
  contactSeconds: number;
  /** Live devices (colours) a registration names, as the field app's device picker would; none: no deviceId. */
  devices: number[];
  /** Aborted: stop the session and return. */
  signal: AbortSignal;
  log: (line: string) => void;
}

export interface Member {
  email: string;
  coordinator: string;
}

interface FieldSession {
  id: number;
  status: string;
  plannedStartTime: number | null;
  plannedEndTime: number | null;
  startTime: number | null;
  corruptedReason: string | null;
  activity: { id: number } | null;
  spot: { id: number; title: string; latitude: number | null; longitude: number | null } | null;
  city: { id: number } | null;
}

const now = () => Math.floor(Date.now() / 1000);

/** A small client of the API: JSON in and out, `Authorization: JWT <token>`. */
export const api = (baseUrl: string) => {
  const call = async (method: string, url: string, token: string | null, body?: unknown) => {
    const res = await fetch(new URL(url, baseUrl), {
      method,
      headers: {
        ...(token ? { authorization: `JWT ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };
  const login = async (email: string, password: string) => {
    const res = await call('POST', '/api/token/', null, { email, password });
    if (res.status !== 200)
      throw new Error(`${email}: login refused (${res.status} ${JSON.stringify(res.body)})`);
    return { token: res.body.token as string, id: res.body.user.id as number };
  };
  return { call, login };
};

/** The live devices (colours) of the reference data, read with HQ's account; none when HQ cannot sign in. */
export const liveDevices = async (baseUrl: string, hqEmail: string, password: string) => {
  const { call, login } = api(baseUrl);
  const hq = await login(hqEmail, password).catch(() => null);
  if (!hq) return [];
  const res = await call('POST', '/api/graphql/', hq.token, {
    query: 'query { deviceModels(first: 50, isDeleted: false) { edges { node { colors { id } } } } }',
  });
  const edges = (res.body?.data?.deviceModels?.edges ?? []) as { node: { colors: { id: string }[] } }[];
  return edges.flatMap((e) => e.node.colors.map((c) => Number(c.id)));
};

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/** A session to work now: started already, or planned around now (from an hour before its start to its end). */
const current = (sessions: FieldSession[]) =>
  sessions.find((s) => s.status === 'STARTED') ??
  sessions.find(
    (s) =>
      s.status === 'PLANNED' &&
      s.plannedStartTime != null &&
      s.plannedEndTime != null &&
      s.plannedStartTime - 3600 <= now() &&
      now() < s.plannedEndTime,
  );

export const runConsultant = async (member: Member, options: SimulateOptions) => {
  const { call, login } = api(options.baseUrl);
  const say = (line: string) => options.log(`${member.email}: ${line}`);
  const me = await login(member.email, options.password);
  const list = async () =>
    (await call('GET', '/api/field/sessions/?timeZone=Asia/Almaty', me.token)).body
      .sessions as FieldSession[];

  let sessions = await list();
  let session = current(sessions);
  if (!session) {
    // The coordinator plans one for now, like the ones the consultant already has (activity, spot, city).
    const model = sessions.find((s) => s.activity && s.spot && s.city);
    if (!model) return say('no session today and none to copy: skipped');
    const coordinator = await login(member.coordinator, options.password);
    const created = await call('POST', '/api/session/', coordinator.token, {
      consultant: me.id,
      activity: model.activity!.id,
      spot: model.spot!.id,
      city: model.city!.id,
      plannedStartTime: now() - 60,
      // At least ten minutes: a slow start must not fall after the planned end (a CORRUPTED start).
      plannedEndTime: now() + Math.max(options.sessionSeconds, 600),
      timeZone: 'Asia/Almaty',
    });
    if (created.status !== 201)
      return say(`could not plan a session: ${JSON.stringify(created.body?.errors)}`);
    sessions = await list();
    session = sessions.find((s) => s.id === created.body.id);
    if (!session) return say('the planned session is not listed: skipped');
    say(`planned session ${session.id} at ${session.spot?.title}`);
  }
  const spot = session.spot;
  const lat0 = spot?.latitude ?? 43.2389;
  const lon0 = spot?.longitude ?? 76.8897;
  const near = (metres: number) => ({
    latitude: lat0 + ((Math.random() - 0.5) * 2 * metres) / 111_000,
    longitude: lon0 + ((Math.random() - 0.5) * 2 * metres) / 80_000,
  });

  const started = await call('POST', `/api/field/sessions/${session.id}/start/`, me.token, near(20));
  if (started.status !== 200) return say(`start refused: ${JSON.stringify(started.body)}`);
  const startTime: number = started.body.startTime;
  say(
    `session ${session.id} ${started.body.status}${started.body.corruptedReason ? ` (${started.body.corruptedReason})` : ''}`,
  );
  const until = now() + options.sessionSeconds;
  // The device a registration names (docs/field-api.md: registration.deviceId), so that the bonus
  // calculation's model and colour rows count simulated registrations too.
  const deviceOf = () =>
    options.devices.length
      ? { deviceId: options.devices[Math.floor(Math.random() * options.devices.length)] }
      : {};
  const stop = async () => {
    const stopped = await call('POST', `/api/field/sessions/${session!.id}/stop/`, me.token, near(20));
    say(
      `session ${session!.id} stopped: ${stopped.status === 200 ? stopped.body.status : JSON.stringify(stopped.body)}`,
    );
  };
  if (started.body.status !== 'STARTED') return stop();

  // Posts that failed (the network, the server restarting) are sent again with the same clientId.
  const pending: { url: string; body: object }[] = [];
  let contacts = 0;
  let pings = 0;
  let lastPing = 0;
  while (!options.signal.aborted && now() < until) {
    const t = now();
    const length = Math.min(30 + Math.floor(Math.random() * 90), t - startTime);
    const from = t - length;
    const at = (share: number) => ({ time: from + Math.floor(share * length) });
    const denied = Math.random() < 0.25;
    pending.push({
      url: `/api/field/sessions/${session.id}/contacts/`,
      body: {
        clientId: `sim-${session.id}-${Date.now()}-${contacts++}`,
        startTime: from,
        stopTime: t,
        watchStopTime: Math.random() < 0.6 ? at(0.4).time : null,
        compliment: !denied && Math.random() < 0.55 ? at(0.2) : null,
        denial: denied
          ? { ...at(0.6), reason: DENIAL_REASONS[Math.floor(Math.random() * DENIAL_REASONS.length)] }
          : null,
        review: !denied && Math.random() < 0.4 ? at(0.5) : null,
        exchange: !denied && Math.random() < 0.15 ? at(0.7) : null,
        registration: !denied && Math.random() < 0.2 ? { ...at(0.9), ...deviceOf() } : null,
      },
    });
    if (t - lastPing >= 15) {
      lastPing = t;
      pending.push({
        url: `/api/field/sessions/${session.id}/positions/`,
        body: { pings: [{ clientId: `sim-${session.id}-p${pings++}`, ...near(30), accuracy: 8, time: t }] },
      });
    }
    while (pending.length) {
      const next = pending[0];
      const res = await call('POST', next.url, me.token, next.body).catch(() => null);
      if (!res) break; // unreachable: keep it for the next round
      if (res.status >= 400 && res.status !== 409) say(`refused ${next.url}: ${JSON.stringify(res.body)}`);
      pending.shift();
    }
    await sleep(options.contactSeconds * 1000 * (0.5 + Math.random()), options.signal);
  }
  say(`${contacts} contacts, ${pings} pings`);
  return stop();
};
