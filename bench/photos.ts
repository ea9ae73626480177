/**
 * Issue 26's performance section: the photo check at production volume (200,000 contact photos of
 * 100–300 KB).
 * - GET photos, page 1 and page 1,000 (50 a page), side by side at 20 connections: each p99 <= 50 ms
 *   and within 1.5x of each other.
 * - the 50 thumbnails of a grid page: <= 1 MB together.
 * - a 500-photo zip: built at >= 50% of the disk's read rate (a `cat` of the same files, side by
 *   side, both with the files dropped from the page cache first), the server's RSS <= 400 MB, and
 *   other requests answered meanwhile. The same from the page cache is printed too.
 * The rows point at BENCH_PHOTO_FILES distinct files (real JPEGs of 100–300 KB, written once into
 * BENCH_DATA_DIR), cycled over the contacts of the generated data (`npm run bench:data`).
 *   BENCH_ONLY=photos node --import tsx bench/volume.ts
 *   smoke run on the demo data: BENCH_PHOTOS_DEMO=1 BENCH_PHOTOS=2000 BENCH_PHOTO_FILES=120 BENCH_ZIP=100 \
 *     BENCH_REQUESTS=200 node --import tsx bench/photos.ts
 */
import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { DEMO_PASSWORD } from '../server/db/seed';
import { startDemoDatabase } from './demoDatabase';
import { post } from './http';
import { header, measure, sideBySide, target } from './measure';
import { startBenchServer } from './server';

const PHOTOS = Number(process.env.BENCH_PHOTOS ?? 200_000);
const FILES = Number(process.env.BENCH_PHOTO_FILES ?? 1_000);
const ZIP = Number(process.env.BENCH_ZIP ?? 500);
const PAGE_SIZE = 50;
const FAR_PAGE = Number(process.env.BENCH_FAR_PAGE ?? 1_000);
const MB = 1024 * 1024;

const run = promisify(execFile);

/** A phone-like JPEG of 100–300 KB: noise over a gradient compresses as a real photo does, not better. */
const makePhoto = async () => {
  const width = 640 + randomInt(0, 321);
  const height = Math.round((width * 3) / 4);
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i += 3) {
    const x = (i / 3) % width;
    const noise = randomInt(0, 64);
    raw[i] = (x / width) * 200 + noise;
    raw[i + 1] = 120 + noise;
    raw[i + 2] = 200 - (x / width) * 150 + noise;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 + randomInt(0, 8) })
    .toBuffer();
};

/** A stored name as the server makes them (a UUID's shape), the same for the same i on every run. */
const fileName = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}.jpg`;

/** BENCH_PHOTO_FILES distinct photo files in DATA_DIR/contact-photos (kept between runs). */
const ensureFiles = async (dataDir: string) => {
  const dir = path.join(dataDir, 'contact-photos');
  mkdirSync(dir, { recursive: true });
  const files = Array.from({ length: FILES }, (_, i) => fileName(i));
  for (let i = 0; i < FILES; i += 1) {
    if (existsSync(path.join(dir, files[i]))) continue;
    writeFileSync(path.join(dir, files[i]), await makePhoto());
    if (i % 100 === 99) process.stdout.write(`\r  photo files: ${i + 1}/${FILES}`);
  }
  const sizes = files.map((n) => statSync(path.join(dir, n)).size);
  console.log(
    `\r  ${FILES} photo files, ${(Math.min(...sizes) / 1024).toFixed(0)}–${(Math.max(...sizes) / 1024).toFixed(0)} KB`,
  );
  return { dir, files, sizes };
};

/** PHOTOS contact photo rows over the contacts (newest first), cycling the files; kept between runs. */
const ensureRows = async (pool: pg.Pool, files: string[], sizes: number[]) => {
  const { rows } = await pool.query(
    `select count(*)::int as n from contact_photos where client_id like 'bench-photo-%'`,
  );
  const have = rows[0].n as number;
  if (have >= PHOTOS) return;
  const started = Date.now();
  await pool.query(
    `insert into contact_photos (contact_event_id, client_id, path, mime, size)
     select c.id, 'bench-photo-' || c.n, 'contact-photos/' || (($1::text[])[1 + (c.n % $3)]), 'image/jpeg',
       ($2::int[])[1 + (c.n % $3)]
     from (select e.id, (row_number() over (order by e.id desc))::int - 1 as n from contact_events e
           where not exists (select 1 from contact_photos p where p.contact_event_id = e.id and p.client_id like 'bench-photo-%')
           limit $4) c`,
    [files, sizes, files.length, PHOTOS - have],
  );
  const after = (
    await pool.query(`select count(*)::int as n from contact_photos where client_id like 'bench-photo-%'`)
  ).rows[0].n as number;
  console.log(
    `  ${after} photo rows (${((Date.now() - started) / 1000).toFixed(1)} s to add ${after - have})`,
  );
  if (after < PHOTOS) console.log(`  (only ${after} contacts to hang photos on: fewer than ${PHOTOS})`);
};

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** A GET with the login's header (bench/http.ts's get sends none). */
const getWith = (url: string, token: string) =>
  new Promise<{ status: number; bytes: number; text: string }>((resolve, reject) => {
    http
      .get(url, { agent, headers: { authorization: `JWT ${token}` } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, bytes: body.length, text: body.toString() });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });

export const benchPhotos = async (url: string, dataDir: string) => {
  header(`Photo check: ${PHOTOS} photos, ${FILES} distinct files, a ${ZIP}-photo zip`);
  const { files, sizes } = await ensureFiles(dataDir);
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  await ensureRows(pool, files, sizes);
  process.env.BENCH_DATA_DIR = dataDir;
  const server = await startBenchServer(url);
  const { base } = server;
  const login = async (email: string) =>
    (
      JSON.parse(
        (await post(`${base}/api/token/`, JSON.stringify({ email, password: DEMO_PASSWORD }))).text,
      ) as {
        token: string;
      }
    ).token;
  const hq = await login('hq@demo.kz');
  const page = (n: number) => `${base}/api/photos/?page=${n}&page_size=${PAGE_SIZE}`;
  const first = JSON.parse((await getWith(page(1), hq)).text);
  const far = Math.max(1, Math.min(FAR_PAGE, Math.floor((first.count - 1) / PAGE_SIZE) + 1));
  console.log(`  HQ sees ${first.countCapped ? 'over ' : ''}${first.count} photos; the far page is ${far}`);
  const ok = (n: number) => async () => {
    const res = await getWith(page(n), hq);
    return res.status === 200;
  };
  const [p1, pFar] = await sideBySide([
    { name: 'GET photos, page 1', call: ok(1), server: server.pid },
    { name: `GET photos, page ${far}`, call: ok(far), server: server.pid },
  ]);
  target('GET photos page 1, p99 <= 50 ms', p1.p99 <= 50 && p1.failed === 0, `${p1.p99.toFixed(1)} ms`);
  target(
    `GET photos page ${far}, p99 <= 50 ms`,
    pFar.p99 <= 50 && pFar.failed === 0,
    `${pFar.p99.toFixed(1)} ms`,
  );
  const ratio = Math.max(p1.p99, pFar.p99) / Math.max(0.1, Math.min(p1.p99, pFar.p99));
  target('page 1 and the far page within 1.5x', ratio <= 1.5, `${ratio.toFixed(2)}x`);

  // The grid's 50 thumbnails: made on first view here (rows inserted without them), then stored.
  const thumbs = async () => {
    let total = 0;
    for (const photo of first.results as { thumbnailUrl: string }[]) {
      const res = await getWith(`${base}${photo.thumbnailUrl}`, hq);
      if (res.status !== 200) throw new Error(`thumbnail ${photo.thumbnailUrl}: ${res.status}`);
      total += res.bytes;
    }
    return total;
  };
  const made = Date.now();
  const grid = await thumbs();
  console.log(
    `  the grid's ${first.results.length} thumbnails: ${(grid / 1024).toFixed(0)} KB (made in ${Date.now() - made} ms)`,
  );
  target('the grid of 50 downloads <= 1 MB', grid <= MB, `${(grid / 1024).toFixed(0)} KB`);
  await measure(
    'a stored thumbnail',
    async () => (await getWith(`${base}${first.results[0].thumbnailUrl}`, hq)).status === 200,
    {
      requests: 200,
      server: server.pid,
    },
  );

  // A zip of ZIP distinct files, against `cat` of the same files.
  const chosen = await pool.query(
    `select distinct on (path) id, path from contact_photos where client_id like 'bench-photo-%' order by path, id limit $1`,
    [ZIP],
  );
  const ids = chosen.rows.map((r) => r.id as number);
  const paths = chosen.rows.map((r) => path.join(dataDir, r.path as string));
  const bytes = paths.reduce((sum, p) => sum + statSync(p).size, 0);
  const cat = async () => {
    const started = process.hrtime.bigint();
    for (let i = 0; i < paths.length; i += 100)
      await run('sh', ['-c', 'cat "$@" > /dev/null', 'cat', ...paths.slice(i, i + 100)]);
    return Number(process.hrtime.bigint() - started) / 1e9;
  };
  // The files dropped from the page cache (dd's nocache: posix_fadvise DONTNEED), so that `cat`
  // and the zip both read them from the disk, whose rate the target names; the same measured
  // again from the page cache is printed beside it.
  const evict = async () => {
    for (let i = 0; i < paths.length; i += 100)
      await run('sh', [
        '-c',
        'for f; do dd if="$f" iflag=nocache count=0 status=none; done',
        'evict',
        ...paths.slice(i, i + 100),
      ]);
  };
  const zip = async () => {
    const res = await post(`${base}/api/photos/download/`, JSON.stringify({ photo_ids: ids }), {
      authorization: `JWT ${hq}`,
    });
    const job = JSON.parse(res.text) as { status_url: string };
    let running: bigint | null = null;
    for (;;) {
      const status = JSON.parse((await getWith(`${base}${job.status_url}`, hq)).text);
      if (status.status === 'running' && running == null) running = process.hrtime.bigint();
      if (status.status === 'finished') {
        const seconds = Number(process.hrtime.bigint() - (running ?? process.hrtime.bigint())) / 1e9;
        const file = await getWith(`${base}${status.download_url}`, hq);
        return { seconds, size: file.bytes };
      }
      if (status.status !== 'queued' && status.status !== 'running') throw new Error(`zip: ${status.status}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  // Other requests meanwhile: a page of photos every 50 ms, its worst latency kept.
  let worst = 0;
  let answered = 0;
  let busy = true;
  const others = (async () => {
    while (busy) {
      const t = Date.now();
      if ((await getWith(page(2), hq)).status === 200) answered += 1;
      worst = Math.max(worst, Date.now() - t);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  await evict();
  const catBefore = await cat();
  await evict();
  const watched = await server.watch(zip);
  await evict();
  const catAfter = await cat();
  busy = false;
  await others;
  const diskRate = bytes / MB / ((catBefore + catAfter) / 2);
  const zipRate = bytes / MB / watched.result.seconds;
  const cachedCat = bytes / MB / (await cat());
  const cachedZip = bytes / MB / (await zip()).seconds;
  console.log(
    `  ${ids.length} photos, ${(bytes / MB).toFixed(1)} MB from the disk: cat ${diskRate.toFixed(0)} MB/s, zip ${zipRate.toFixed(0)} MB/s` +
      ` (${watched.result.seconds.toFixed(2)} s, ${(watched.result.size / MB).toFixed(1)} MB zip);` +
      ` server RSS peak ${(watched.peakRss / MB).toFixed(0)} MB, event loop p99 ${watched.loopP99.toFixed(1)} ms;` +
      ` ${answered} other requests meanwhile, the slowest ${worst} ms`,
  );
  console.log(
    `  the same from the page cache: cat ${cachedCat.toFixed(0)} MB/s, zip ${cachedZip.toFixed(0)} MB/s (${((cachedZip / cachedCat) * 100).toFixed(0)}%)`,
  );
  target(
    'zip >= 50% of the disk read rate',
    zipRate >= diskRate / 2,
    `${((zipRate / diskRate) * 100).toFixed(0)}%`,
  );
  target(
    'server RSS <= 400 MB during the zip',
    watched.peakRss <= 400 * MB,
    `${(watched.peakRss / MB).toFixed(0)} MB`,
  );
  target(
    'other requests answered during the zip',
    answered > 0 && worst <= 1000,
    `${answered}, slowest ${worst} ms`,
  );
  await pool.end();
  await server.close();
};

/** Run alone: on the generated database, or with BENCH_PHOTOS_DEMO=1 on a fresh demo database (smoke). */
if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'bench-photos');
  if (!existsSync(dataDir)) mkdirSync(dataDir, { recursive: true });
  if (process.env.BENCH_PHOTOS_DEMO) {
    const demo = await startDemoDatabase({ historyDays: 14 });
    await demo.pool.end();
    await benchPhotos(demo.url, dataDir);
    await demo.stop();
  } else {
    const { openBenchDatabase } = await import('./data/database');
    const bench = await openBenchDatabase();
    await benchPhotos(bench.url, dataDir);
    await bench.stop();
  }
  const { exitOnMissedTargets } = await import('./demoDatabase');
  exitOnMissedTargets();
}
