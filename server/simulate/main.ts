import { DEMO_PASSWORD } from '../db/seed/accounts';
import { liveDevices, type Member, runConsultant } from './consultant';

/**
 * `npm run simulate` (README "Live demo"): drives the field API of a running app for the demo
 * consultants in real time. Ctrl-C stops every session and exits; a second Ctrl-C exits at once.
 */
const TEAMS: Member[] = [
  { email: 'consultant@demo.kz', coordinator: 'coordinator@demo.kz' },
  { email: 'm.ivanova@demo.kz', coordinator: 'coordinator@demo.kz' },
  { email: 'd.tulegenova@demo.kz', coordinator: 'coordinator@demo.kz' },
  { email: 'a.kuznetsov@demo.kz', coordinator: 'coordinator.astana@demo.kz' },
  { email: 'zh.amanova@demo.kz', coordinator: 'coordinator.astana@demo.kz' },
  { email: 'b.saparov@demo.kz', coordinator: 'coordinator.shymkent@demo.kz' },
];

const number = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};

const only = process.env.SIMULATE_CONSULTANTS?.split(',').map((e) => e.trim().toLowerCase());
const members = only ? TEAMS.filter((m) => only.includes(m.email)) : TEAMS;
const abort = new AbortController();
process.on('SIGINT', () => {
  if (abort.signal.aborted) process.exit(130);
  console.log('stopping the sessions… (Ctrl-C again to quit at once)');
  abort.abort();
});

const baseUrl = process.env.SIMULATE_URL ?? 'http://localhost:8080';
const password = process.env.SIMULATE_PASSWORD ?? DEMO_PASSWORD;
const options = {
  baseUrl,
  password,
  devices: await liveDevices(baseUrl, process.env.SIMULATE_HQ ?? 'hq@demo.kz', password),
  sessionSeconds: number('SIMULATE_MINUTES', 30) * 60,
  contactSeconds: number('SIMULATE_CONTACT_SECONDS', 5),
  signal: abort.signal,
  log: (line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`),
};
console.log(`simulating ${members.length} consultants against ${options.baseUrl}`);
const results = await Promise.allSettled(members.map((m) => runConsultant(m, options)));
for (const [i, r] of results.entries())
  if (r.status === 'rejected') console.error(`${members[i].email}: ${(r.reason as Error).message}`);
process.exitCode = results.some((r) => r.status === 'rejected') ? 1 : 0;
