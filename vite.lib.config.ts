import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { layerOnly } from './scripts/layerOnly.ts';
import { scopeLayerCss } from './scripts/scopeLayerCss.ts';
import { localeCatalogs, localeModules } from './scripts/viteLocales.ts';

/**
 * `npm run build:lib`: the layer as a package for React hosts, @exchange/layer in
 * packages/layer/ (library mode). One ES entry per component plus an index; react and react-dom
 * stay the host's (peer dependencies); lazy parts (market panels, dialogs, the drawer, each
 * language's words) are chunks of their own; all styles go to one file, scoped under
 * .exchange-layer like the fragment's. Types: `tsc -p tsconfig.lib.json` (run by the script).
 */
const root = import.meta.dirname;

export default defineConfig(() => {
  // A library is built for production whatever the runner's NODE_ENV (see vite.config.ts).
  process.env.NODE_ENV = 'production';
  return {
    root,
    // The ops preview (never part of the package's parts) names the site's catalog files.
    // layerOnly: the package is the layer alone, never the site's pages or the console.
    plugins: [react(), localeModules(), localeCatalogs({ emit: false }), layerOnly(root)],
    publicDir: false,
    resolve: {
      // No CommonJS in the package: @xstate/react's shims call require("react"), which a
      // host's browser cannot answer (React is the host's, outside this build). React 19 has the hook.
      alias: [
        {
          find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
          replacement: resolve(root, 'app/layer/lib/esm/useSyncExternalStoreWithSelector.ts'),
        },
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: resolve(root, 'app/layer/lib/esm/useSyncExternalStore.ts') },
      ],
    },
    css: { postcss: { plugins: [scopeLayerCss()] } },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: resolve(root, 'packages/layer/dist'),
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      minify: true,
      assetsInlineLimit: 0,
      copyPublicDir: false,
      cssCodeSplit: false,
      lib: {
        entry: {
          index: resolve(root, 'app/layer/lib/index.ts'),
          header: resolve(root, 'app/layer/lib/Header.tsx'),
          footer: resolve(root, 'app/layer/lib/Footer.tsx'),
          drawer: resolve(root, 'app/layer/lib/Drawer.tsx'),
          // The server entry (no 'use client'): the fragments in a host's server-rendered HTML.
          server: resolve(root, 'app/layer/lib/server.tsx'),
        },
        formats: ['es'],
        cssFileName: 'layer',
      },
      rollupOptions: {
        external: [/^react(\/.*)?$/, /^react-dom(\/.*)?$/],
        output: {
          chunkFileNames: 'chunks/[name]-[hash].js',
          // The parts are client components: a React Server Components host (Next.js App Router) may
          // import them from a server component. The server entry renders nothing of React's client.
          banner: (chunk: { isEntry: boolean; name: string }) => (chunk.isEntry && chunk.name !== 'server' ? "'use client';" : ''),
        },
      },
    },
  };
});
