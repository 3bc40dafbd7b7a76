import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev` talks to the reference server (npx tsx server/main.ts) for everything it serves.
const API_TARGET = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const proxied = ['/api', '/apiw', '/apiweb', '/icons', '/docs', '/oauth'];

export default defineConfig(({ command }) => {
  // A build started from a test runner inherits NODE_ENV=test, which Vite would honour with a
  // development React build (twice the size); a shipped build is always a production one.
  if (command === 'build' && process.env.NODE_ENV === 'test') process.env.NODE_ENV = 'production';
  return {
    plugins: [react()],
    publicDir: 'public',
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // No inline anything: the server's CSP is script-src 'self' and images come from files.
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      sourcemap: false,
    },
    server: {
      host: '127.0.0.1',
      proxy: Object.fromEntries(proxied.map((p) => [p, { target: API_TARGET, changeOrigin: false }])),
    },
    preview: { host: '127.0.0.1' },
  };
});
