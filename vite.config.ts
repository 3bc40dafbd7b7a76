import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type InlineConfig, type Plugin } from 'vite';
import { appAfterPaint } from './scripts/appAfterPaint.ts';
import { layerOnly } from './scripts/layerOnly.ts';
import { osDarkTheme } from './scripts/osDarkTheme.ts';
import { scopeLayerCss } from './scripts/scopeLayerCss.ts';
import { localeCatalogs } from './scripts/viteLocales.ts';
import { searchAppConfig } from './search-app/build.ts';

/**
 * `npm run dev`: the reference API is mounted inside the Vite dev server (loaded through Vite's
 * module runner, so server code needs no build step). API_TARGET=http://host:port proxies to a
 * separately running server instead.
 */
const API_TARGET = process.env.API_TARGET;
const proxied = ['/api', '/apiw', '/apiweb', '/icons', '/docs', '/oauth'];

function referenceApi(): Plugin {
  return {
    name: 'reference-api',
    apply: 'serve',
    async configureServer(server) {
      if (API_TARGET) return;
      const mod = (await server.ssrLoadModule('/server/devApi.ts')) as typeof import('./server/devApi.ts');
      const api = await mod.createDevMiddleware();
      server.middlewares.use(api.handle);
      server.httpServer?.once('close', () => void api.close());
    },
  };
}

/**
 * A build that `vite build` runs once the site's own is written, into a folder of its output
 * (the site's build is not an SSR one: the server renderer's build must not start another round).
 */
function alsoBuild(name: string, config: (root: string, outDir: string) => InlineConfig): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name,
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      root = resolved.root;
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    async closeBundle() {
      await build(config(root, outDir));
    },
  };
}

/** The VITE_* variables of the environment, for builds started with configFile: false. */
const viteEnvDefines = () =>
  Object.fromEntries(
    Object.entries(process.env)
      .filter(([k]) => k.startsWith('VITE_'))
      .map(([k, v]) => [`import.meta.env.${k}`, JSON.stringify(v)]),
  );

/** `vite build` also builds the aggregated-search micro-app into {outDir}/search/v5/ (its own build). */
const searchMicroApp = () => alsoBuild('search-micro-app', (_root, outDir) => searchAppConfig(outDir));

/**
 * `vite build` also builds the server renderer (app/site/entry-server.tsx) into {outDir}/ssr/: the same
 * components, as a Node module the reference server imports to put the layer in the first byte.
 */
const serverRenderer = () =>
  alsoBuild('server-renderer', (root, outDir) => ({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react(), localeCatalogs({ emit: false })],
    publicDir: false,
    // Self-contained: the server imports it from wherever the build went (DIST_DIR).
    ssr: { noExternal: true },
    define: viteEnvDefines(),
    build: {
      ssr: resolve(root, 'app/site/entry-server.tsx'),
      outDir: resolve(outDir, 'ssr'),
      emptyOutDir: true,
      target: 'node20',
      sourcemap: false,
      rollupOptions: { output: { format: 'es', entryFileNames: 'entry-server.mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' } },
    },
  }));

/**
 * `vite build` also builds the layer for host pages into {outDir}/layer/: the fragment's
 * client entry (app/layer/embed/layerEntry.tsx) with its styles scoped under .exchange-layer, and the
 * <exchange-header>/<exchange-footer> elements (app/layer/embed/elements.ts). Its manifest tells the
 * server which files a fragment names.
 */
const layerFragment = () =>
  alsoBuild('layer-fragment', (root, outDir) => ({
    root,
    configFile: false,
    logLevel: 'warn',
    base: '/layer/',
    // The fragments are the layer alone, never the site's pages or the console.
    plugins: [react(), localeCatalogs(), layerOnly(root)],
    publicDir: false,
    define: viteEnvDefines(),
    css: { postcss: { plugins: [scopeLayerCss()] } },
    build: {
      outDir: resolve(outDir, 'layer'),
      emptyOutDir: true,
      target: 'es2022',
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      sourcemap: false,
      manifest: true,
      // One stylesheet, named by the fragment: a lazy part's own sheet, inserted into the host's
      // <head> before the fragment's link, lost to it on equal selectors (the user card).
      cssCodeSplit: false,
      rollupOptions: { input: [resolve(root, 'app/layer/embed/layerEntry.tsx'), resolve(root, 'app/layer/embed/elements.ts')] },
    },
  }));

export default defineConfig(({ command }) => {
  // A build started from a test runner inherits NODE_ENV=test, which Vite would honour with a
  // development React build (twice the size); a shipped build is always a production one.
  if (command === 'build' && process.env.NODE_ENV === 'test') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), referenceApi(), searchMicroApp(), localeCatalogs(), appAfterPaint(), serverRenderer(), layerFragment()],
    publicDir: 'public',
    // No theme script in the head: a page without a theme cookie follows the OS in CSS (see the plugin).
    css: { postcss: { plugins: [osDarkTheme()] } },
    build: {
      // DIST_DIR lets parallel work build and serve separate copies; the product uses dist/.
      outDir: process.env.DIST_DIR || 'dist',
      emptyOutDir: true,
      target: 'es2022',
      // No inline anything: the server's CSP is script-src 'self' and images come from files.
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      sourcemap: false,
      rolldownOptions: {
        // app/site/boot.ts is the page's one module script in the build: it imports index.html's own entry
        // chunk (main.tsx) once the page has painted (scripts/appAfterPaint.ts).
        input: { index: resolve(import.meta.dirname, 'index.html'), boot: resolve(import.meta.dirname, 'app/site/boot.ts') },
        output: {
          // Everything the first page runs in one chunk beside the entry. Left to itself the
          // bundler cut the modules the entry shares with lazy parts into ~33 tiny chunks, each a
          // modulepreload of its own: on a slow phone link they queue behind each other (six
          // connections) and in front of the page's styles, and the layer hydrates one round trip
          // per queue position later. Lazy parts still load on demand and import from this chunk.
          // app/site/boot.ts (an entry too) stays out: it is the tiny script that loads this chunk.
          codeSplitting: { groups: [{ name: 'layer', tags: ['$initial'], test: (id) => !id.endsWith('/app/site/boot.ts') }] },
        },
      },
    },
    server: {
      host: '127.0.0.1',
      proxy: API_TARGET ? Object.fromEntries(proxied.map((p) => [p, { target: API_TARGET, changeOrigin: false }])) : undefined,
    },
    preview: { host: '127.0.0.1' },
  };
});
