/**
 * Builds the example React host (Vite), importing @exchange/layer by its package name. The package
 * is linked into this example's node_modules as `npm install` of its file: dependency would do;
 * react and react-dom resolve from the repository's node_modules (the package's peers: one copy).
 * Run `npm run build:lib` at the repository root first.
 */
import { existsSync, lstatSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

export const HOST_ROOT = fileURLToPath(new URL('.', import.meta.url));
export const HOST_DIST = join(HOST_ROOT, 'dist');
/** Where the host's own files are served (the layer's /assets/ belong to the layer). */
export const HOST_BASE = '/futures-app/';

export function linkPackage() {
  const link = join(HOST_ROOT, 'node_modules/@exchange/layer');
  if (existsSync(link) || lstatSync(link, { throwIfNoEntry: false })) return;
  mkdirSync(join(HOST_ROOT, 'node_modules/@exchange'), { recursive: true });
  symlinkSync(join(HOST_ROOT, '../../packages/layer'), link, 'dir');
}

/**
 * Builds the two pages. `root` is this example (the package linked from the repository), or a copy
 * of its sources with @exchange/layer installed from the packed tarball (tests/browser/packedHosts.ts).
 */
export async function buildReactHost(root = HOST_ROOT) {
  if (root === HOST_ROOT) {
    if (!existsSync(join(HOST_ROOT, '../../packages/layer/dist/index.js'))) throw new Error('run `npm run build:lib` first');
    linkPackage();
  }
  const dist = join(root, 'dist');
  process.env.NODE_ENV = 'production';
  // Two apps, as two teams would ship them: the futures page (header and footer) and a help page
  // that takes only the footer, each bundled on its own.
  const pages = [
    { html: 'index.html', outDir: dist, base: HOST_BASE },
    { html: 'footer-only.html', outDir: join(dist, 'help'), base: `${HOST_BASE}help/` },
  ];
  // Built from the repository's Vite, as a fresh Vite app would be: the host's own node_modules give react and the package.
  for (const page of pages) {
    await build({
      root,
      configFile: false,
      base: page.base,
      logLevel: 'warn',
      plugins: [react()],
      publicDir: false,
      build: {
        outDir: page.outDir,
        emptyOutDir: true,
        target: 'es2022',
        assetsInlineLimit: 0,
        modulePreload: { polyfill: false },
        rollupOptions: { input: join(root, page.html) },
      },
    });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await buildReactHost();
