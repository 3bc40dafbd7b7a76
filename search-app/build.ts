import { fileURLToPath } from 'node:url';
import type { InlineConfig } from 'vite';
import { SEARCH_APP_DIR } from './contract.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The micro-app's own build: one ES module (search-app.js) and its stylesheet (search-app.css)
 * under {outDir}/search/v5/, next to the site's build. The site imports it at run time by URL,
 * so nothing of it is in the site's chunks.
 */
export function searchAppConfig(outDir: string): InlineConfig {
  return {
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    build: {
      outDir: `${outDir}/${SEARCH_APP_DIR}`,
      emptyOutDir: true,
      target: 'es2022',
      assetsInlineLimit: 0,
      sourcemap: false,
      copyPublicDir: false,
      lib: {
        entry: fileURLToPath(new URL('./main.ts', import.meta.url)),
        formats: ['es'],
        fileName: () => 'search-app.js',
        cssFileName: 'search-app',
      },
    },
  };
}
