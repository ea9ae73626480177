import { spawn } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords';
import { clusterClient, embeddedCluster, runningPostmaster } from '../../server/backup/cluster';
import type { BackupManifest } from '../../server/backup/manifest';
import { diskStorage } from '../../server/storage/files';
import { type ServerProcess, startServer } from './processSupport';

/**
 * Issue 27 point 5: `npm run backup` of the embedded PostgreSQL while the app runs and a write load
 * goes on, then `npm run restore` into a stopped installation, and the app started on it: every
 * write acknowledged before the backup began is there, the stored files too, and one can log in.
 */
const ROOT = path.resolve(import.meta.dirname, '..', '..');
const temp = mkdtempSync(path.join(os.tmpdir(), 'backup-'));
// Run as root, PostgreSQL runs as the `postgres` user, which must pass through (mkdtemp makes 0700).
chmodSync(temp, 0o711);
const dataDir = path.join(temp, 'data');
const backupDir = path.join(temp, 'backups');
const freshDir = path.join(temp, 'fresh');
const servers: ServerProcess[] = [];

afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  // Never leave a PostgreSQL behind, whatever happened above.
  for (const dir of [dataDir, freshDir]) {
    const running = runningPostmaster(embeddedCluster(dir).dir);
    if (running) process.kill(running.pid, 'SIGQUIT');
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(temp, { recursive: true, force: true });
});

/** `npm run backup|restore ...` as the package script runs it, with these settings only. */
const run = (args: string[], env: Record<string, string>) =>
  new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/backup/main.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += String(chunk);
    });
    child.stderr.on('data', (chunk) => {
      err += String(chunk);
    });
    child.on('exit', (code) => resolve({ code, out, err }));
  });

/** A superuser client of an installation's running embedded cluster (its `app` database). */
const appClient = async (dir: string) => {
  const cluster = embeddedCluster(dir);
  const running = runningPostmaster(cluster.dir);
  if (!running) throw new Error(`no PostgreSQL runs on ${cluster.dir}`);
  const client = clusterClient(cluster, running, 'app');
  client.on('error', () => undefined);
  await client.connect();
  return client;
};

const stop = async (server: ServerProcess) => {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
};

const EMAIL = 'backup-hq@demo.kz';
const PASSWORD = 'BackupPassword2026';

describe('backup and restore of the embedded database', () => {
  it('restores a backup taken under a write load: every write acknowledged before it began, the files, a working app', {
    timeout: 150_000,
  }, async () => {
    // A UTF-8 locale for initdb (the server's environment here is PATH and HOME alone).
    const server = await startServer({ DATA_DIR: dataDir, LANG: 'C.UTF-8' });
    servers.push(server);
    const db = await appClient(dataDir);
    await db.query(
      `insert into users (email, password_hash, role, first_name, last_name) values ($1, $2, 'HQ', 'Резерв', 'Копия')`,
      [EMAIL, await hashPassword(PASSWORD)],
    );
    await db.query('create table backup_probe (n integer primary key, pad text not null)');
    // Stored files, through the storage interface, before the backup.
    const storage = diskStorage(dataDir);
    const upload = Buffer.from('номер;имя\n1;Первый\n');
    const photo = Buffer.alloc(50_000, 7);
    const uploadName = await storage.area('uploads').write('.csv', upload);
    const photoName = await storage.area('photos').write('.jpg', photo);

    // The write load: numbered inserts one after another, each counted once PostgreSQL answered;
    // and WAL switches meanwhile, so that the backup spans several WAL segments.
    let acknowledged = 0;
    let loading = true;
    const load = (async () => {
      for (let n = 1; loading; n++) {
        await db.query('insert into backup_probe values ($1, repeat(md5($2), 30))', [n, String(n)]);
        acknowledged = n;
      }
    })();
    const switcher = await appClient(dataDir);
    const switching = (async () => {
      while (loading) {
        await switcher.query('select pg_switch_wal()');
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();
    while (acknowledged < 200) await new Promise((resolve) => setTimeout(resolve, 20));

    const before = acknowledged;
    const backup = await run(['backup', backupDir], { DATA_DIR: dataDir });
    const during = acknowledged;
    loading = false;
    await Promise.all([load, switching]);
    await switcher.end();
    await db.end();
    expect(backup.err).toBe('');
    expect(backup.code).toBe(0);
    // The load went on while the backup ran.
    expect(during).toBeGreaterThan(before);

    const [name] = readdirSync(backupDir);
    expect(readdirSync(backupDir)).toEqual([name]);
    expect(name).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    const folder = path.join(backupDir, name);
    expect(backup.out).toContain(`Backup done: ${folder}`);
    const manifest: BackupManifest = JSON.parse(readFileSync(path.join(folder, 'manifest.json'), 'utf8'));
    expect(manifest.postgres.walSegments[0]).toMatch(/^[0-9A-F]{24}$/);
    expect(manifest.files.areas).toMatchObject({
      uploads: { files: 1, bytes: upload.length },
      photos: { files: 1, bytes: photo.length },
    });
    expect(existsSync(path.join(folder, 'postgres', 'cluster', 'backup_label'))).toBe(true);
    expect(existsSync(path.join(folder, 'postgres', 'cluster', 'postmaster.pid'))).toBe(false);

    // A running installation is not restored over: refused, nothing moved.
    const refused = await run(['restore', folder], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/is running .*stop the app first/);
    expect(readdirSync(dataDir).filter((f) => f.includes('restore'))).toEqual([]);
    await stop(server);

    // Restored into a fresh installation, and the app started on it.
    const restored = await run(['restore', folder], { DATA_DIR: freshDir });
    expect(restored.err).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.out).toContain(`Restored ${folder}`);
    const again = await startServer({ DATA_DIR: freshDir, LANG: 'C.UTF-8' });
    servers.push(again);
    const check = await appClient(freshDir);
    const { rows } = await check.query<{ n: number }>('select n from backup_probe order by n');
    await check.end();
    const numbers = rows.map((r) => r.n);
    // Every write acknowledged before the backup began, and a consistent state: no gap.
    expect(numbers.length).toBeGreaterThanOrEqual(before);
    // ... and nothing written after it ended (one insert may have been committed, not yet answered).
    expect(numbers.length).toBeLessThanOrEqual(during + 1);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));

    const files = diskStorage(freshDir);
    const read = async (area: 'uploads' | 'photos', stored: string) => {
      const file = await files.area(area).read(stored);
      if (!file) return null;
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    expect(await read('uploads', uploadName)).toEqual(upload);
    expect(await read('photos', photoName)).toEqual(photo);

    expect((await fetch(`${again.base}/api/health/`)).status).toBe(200);
    const login = await fetch(`${again.base}/api/token/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).token).toEqual(expect.any(String));
    await stop(again);

    // Restored over the same stopped installation: what it replaced is kept aside, not deleted.
    const over = await run(['restore', folder], { DATA_DIR: dataDir });
    expect(over.err).toBe('');
    expect(over.code).toBe(0);
    const [aside] = readdirSync(dataDir).filter((f) => f.startsWith('before-restore-'));
    expect(readdirSync(path.join(dataDir, aside))).toEqual(
      expect.arrayContaining(['photos', 'postgres', 'uploads']),
    );
    expect(existsSync(path.join(dataDir, aside, 'postgres', 'cluster', 'PG_VERSION'))).toBe(true);
    expect(over.out).toContain(path.join(dataDir, aside));

    // A backup that fails half-way (here a file area it cannot read, after the database part, with
    // the app stopped: its PostgreSQL started for the backup) leaves no folder behind.
    writeFileSync(path.join(dataDir, 'media'), 'not a folder');
    const failed = await run(['backup', backupDir], { DATA_DIR: dataDir });
    expect(failed.code).toBe(1);
    expect(failed.out).toContain('starting its PostgreSQL');
    expect(readdirSync(backupDir)).toEqual([name]);
    expect(runningPostmaster(embeddedCluster(dataDir).dir)).toBe(null);
  });

  it('refuses to back up or restore a database named by DATABASE_URL, pointing to the README', async () => {
    const env = {
      DATA_DIR: path.join(temp, 'external'),
      DATABASE_URL: 'postgresql://app@db.example.kz:5432/app',
    };
    for (const command of [['backup'], ['restore', path.join(temp, 'nothing')]]) {
      const answer = await run(command, env);
      expect(answer.code).toBe(1);
      expect(answer.err).toMatch(/DATABASE_URL is set.*pg_dump.*README\.md, "Backup and restore"/s);
    }
    expect(existsSync(path.join(temp, 'external', 'backups'))).toBe(false);
  });
});
