import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
  return {
    name: 'precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: async () => {
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

// The SPA is built into dist/ and served by the Fastify server (server/app.ts).
// `npm run dev` serves it with hot reload and proxies /api to a server on API_PORT.
export default defineConfig({
  plugins: [react(), precompress()],
  // Polyfills of what every supported browser has, pulled in by node-polyglot (src/shims/).
  resolve: {
    alias: {
      'object.entries': path.resolve(import.meta.dirname, 'src/shims/object-entries.cjs'),
      hasown: path.resolve(import.meta.dirname, 'src/shims/hasown.cjs'),
    },
  },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
  },
});
