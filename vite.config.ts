import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA is built into dist/ and served by the Fastify server (server/app.ts).
// `npm run dev` serves it with hot reload and proxies /api to a server on API_PORT.
export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 2000 },
  server: {
    host: '127.0.0.1',
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 8080}` },
  },
});
