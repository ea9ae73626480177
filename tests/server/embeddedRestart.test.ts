import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = mkdtempSync(path.join(os.tmpdir(), 'pg-restart-'));
const dir = path.join(root, 'postgres');
const pidFile = path.join(dir, 'cluster', 'postmaster.pid');
const children: ChildProcess[] = [];

/** Starts tests/server/embeddedChild.ts on `dir`; resolves with its first verdict line. */
const startChild = () =>
  new Promise<{ child: ChildProcess; line: string }>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'embeddedChild.ts'), dir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    children.push(child);
    let out = '';
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      const line = out.split('\n').find((l) => /^(READY|FAILED)/.test(l));
      if (line) resolve({ child, line });
    });
    child.on('exit', (code) => reject(new Error(`child exited (${code}) before a verdict: ${out}`)));
  });

const postmasterPid = () => Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  // Never leave a server behind, whatever happened above.
  if (existsSync(pidFile) && running(postmasterPid())) process.kill(postmasterPid(), 'SIGQUIT');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(root, { recursive: true, force: true });
});

describe('the embedded PostgreSQL after a crash', () => {
  it('starts again after kill -9 of the process that started it', { timeout: 120_000 }, async () => {
    const first = await startChild();
    expect(first.line).toBe('READY');
    const leftover = postmasterPid();
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    // The crash as it happens: the server outlives the process that started it.
    expect(running(leftover)).toBe(true);

    const second = await startChild();
    expect(second.line).toBe('READY');
    expect(postmasterPid()).not.toBe(leftover);
    // A second server on the same folder while the first runs: refused with the reason, not stopped.
    const third = await startChild();
    expect(third.line).toMatch(/^FAILED .*in use by the PostgreSQL .* of another running server/);
    expect(running(postmasterPid())).toBe(true);
    second.child.kill('SIGTERM');
    await new Promise((resolve) => second.child.once('exit', resolve));
    expect(existsSync(pidFile)).toBe(false);
  });
});
