import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type Rolldown } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;

/**
 * Writes `x.br` and `x.gz` beside every text file of the build (at the highest levels: once per
 * build, not per request); the server sends them to browsers that accept them (server/http/spa.ts).
 * Files under 1 KB, or that would not shrink, stay as they are.
 */
const precompress = (): Plugin => {
  let outDir = 'dist';
  let write = true;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
      write = config.build.write;
    },
    closeBundle: async () => {
      if (!write) return;
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(path.join(outDir, file));
          if (source.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length) await writeFile(path.join(outDir, `${file}.br`), br);
          if (gz.length < source.length) await writeFile(path.join(outDir, `${file}.gz`), gz);
        }),
      );
    },
  };
};

/**
 * What the first signed-in screen needs (react-admin's app, the shell, the data provider, the
 * Russian catalogue, the dashboard and its employees widget), as the modules the browser imports.
 */
const FIRST_SCREEN = [
  'src/boot.tsx',
  'src/layout/Layout.tsx',
  'src/pages/Dashboard.tsx',
  'resources/employees/EmployeesSection.tsx',
  'dataProvider/index.ts',
  'src/i18n/ruCore.ts',
].map((file) => path.resolve(import.meta.dirname, file));
const FIRST_PASS = 'BUILD_FIRST_PASS';

/**
 * The code of the first signed-in screen in one chunk. Left to itself the bundler cuts what that
 * screen loads after the login page into some 100 chunks, one per set of screens sharing them,
 * which compress apart (each its own brotli window) and repeat their import glue. So the build
 * runs twice: a first pass, in memory, finds the modules of the chunks the screen loads (its
 * modules as the bundler shook them, which no import graph tells) less the login page's; the
 * real build groups them. The login page's own code is grouped by the `$initial` tag; later
 * screens still load on demand, and what they share with the first screen is already there.
 */
const firstScreenChunk = () => {
  const members = new Set<string>();
  const plugin: Plugin = {
    name: 'first-screen-chunk',
    apply: 'build',
    config: async () => {
      if (process.env[FIRST_PASS]) return;
      process.env[FIRST_PASS] = '1';
      let output: Rolldown.RolldownOutput;
      try {
        output = (await build({
          configFile: path.resolve(import.meta.dirname, 'vite.config.ts'),
          logLevel: 'silent',
          build: { write: false },
        })) as Rolldown.RolldownOutput;
      } finally {
        delete process.env[FIRST_PASS];
      }
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const file of output.output) if (file.type === 'chunk') chunks.set(file.fileName, file);
      const loaded = (from: Rolldown.OutputChunk[]) => {
        const seen = new Set<string>();
        const stack = from.map((chunk) => chunk.fileName);
        while (stack.length > 0) {
          const name = stack.pop()!;
          if (seen.has(name)) continue;
          seen.add(name);
          stack.push(...(chunks.get(name)?.imports ?? []));
        }
        return seen;
      };
      const all = [...chunks.values()];
      const login = loaded(all.filter((chunk) => chunk.isEntry));
      const roots = all.filter((chunk) => FIRST_SCREEN.includes(chunk.facadeModuleId ?? ''));
      if (roots.length !== FIRST_SCREEN.length) throw new Error('first screen: a module is not a chunk');
      // A module imported dynamically keeps its own chunk: Rolldown 1.2 cannot export the
      // namespace of a grouped module ("Export 'boot_exports' is not defined").
      const dynamic = new Set(
        all.filter((chunk) => chunk.isDynamicEntry).map((chunk) => chunk.facadeModuleId),
      );
      for (const name of loaded(roots)) {
        if (login.has(name)) continue;
        for (const id of chunks.get(name)!.moduleIds) if (!dynamic.has(id)) members.add(id);
      }
    },
  };
  return { plugin, test: (id: string) => members.has(id) };
};
const firstScreen = firstScreenChunk();

/**
 * react-admin's DataTable column selector and its items (src/shims/columnsSelector.js) as nothing:
 * they show only with a ColumnsButton, which no list has; one added fails the build here rather
 * than showing an empty selector.
 */
const COLUMNS_SELECTOR =
  /\/ra-ui-materialui\/dist\/list\/datatable\/(ColumnsSelector|ColumnsSelectorItem)\.js$/;
const noColumnsSelector = (): Plugin => ({
  name: 'no-columns-selector',
  apply: 'build',
  load: (id) => {
    const name = COLUMNS_SELECTOR.exec(id)?.[1];
    if (!name) return undefined;
    const shim = path.resolve(import.meta.dirname, 'src/shims/columnsSelector.js');
    return `export { ${name} } from ${JSON.stringify(shim)};`;
  },
  transform(code, id) {
    if (!id.includes('/node_modules/') && /\bColumnsButton\b/.test(code))
      this.error(
        `${id}: a ColumnsButton needs react-admin's ColumnsSelector (vite.config.ts noColumnsSelector)`,
      );
  },
});

// The SPA is built into dist/ and served by the Fastify server (server/app.ts).
// `npm run dev` serves it with hot reload and proxies /api to a server on API_PORT.
export default defineConfig({
  plugins: [
    react(),
    noColumnsSelector(),
    ...(process.env[FIRST_PASS] ? [] : [precompress()]),
    firstScreen.plugin,
  ],
  // Polyfills of what every supported browser has, pulled in by node-polyglot, and react-admin's
  // client-side CSV writer, which no list uses (src/shims/).
  resolve: {
    alias: {
      'jsonexport/dist/index.js': path.resolve(import.meta.dirname, 'src/shims/jsonexport.cjs'),
      'object.entries': path.resolve(import.meta.dirname, 'src/shims/object-entries.cjs'),
      hasown: path.resolve(import.meta.dirname, 'src/shims/hasown.cjs'),
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'login', tags: ['$initial'], priority: 2 },
            { name: 'app', test: firstScreen.test, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
  },
});
