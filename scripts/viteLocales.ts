import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { compileCatalog } from '../engine/i18n/compile.ts';
import { LANG_CODES } from '../schemas/siteConstants.ts';

const ID = 'virtual:locale-catalogs';
const RESOLVED = `\0${ID}`;

/**
 * `import urls from 'virtual:locale-catalogs'`: where each language's compiled catalog is served.
 * The build emits one hashed JSON file per language under assets/ (data, not script: it costs the
 * page no JavaScript and only the page's language is downloaded); the dev server compiles on request.
 * `emit: false` (the server renderer's build) answers an empty map and emits nothing.
 */
export function localeCatalogs({ emit = true }: { emit?: boolean } = {}): Plugin {
  let root = process.cwd();
  let serve = false;
  const compiled = (lang: string) => {
    const file = resolve(root, `locales/${lang}.json`);
    return JSON.stringify(compileCatalog(JSON.parse(readFileSync(file, 'utf8'))));
  };
  return {
    name: 'locale-catalogs',
    configResolved(config) {
      root = config.root;
      serve = config.command === 'serve';
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return;
      // The server renderer registers every catalog from the sources (engine/i18n/nodeCatalogs.ts).
      if (!emit) return 'export default {};';
      const urls: Record<string, string> = {};
      for (const lang of LANG_CODES) {
        this.addWatchFile(resolve(root, `locales/${lang}.json`));
        if (serve) {
          urls[lang] = `/@locales/${lang}.json`;
          continue;
        }
        const source = compiled(lang);
        const fileName = `assets/locale-${lang}-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.json`;
        this.emitFile({ type: 'asset', fileName, source });
        urls[lang] = `/${fileName}`;
      }
      return `export default ${JSON.stringify(urls)};`;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const lang = req.url?.match(/^\/@locales\/([a-z]{2})\.json$/)?.[1];
        if (!lang || !(LANG_CODES as readonly string[]).includes(lang)) return next();
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.end(compiled(lang));
      });
    },
  };
}
