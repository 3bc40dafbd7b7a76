import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { browserSource, compileCatalog } from '../engine/i18n/compile.ts';
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
  let base = '/';
  const compiled = (lang: string) => {
    const file = resolve(root, `locales/${lang}.json`);
    return JSON.stringify(compileCatalog(browserSource(JSON.parse(readFileSync(file, 'utf8')))));
  };
  return {
    name: 'locale-catalogs',
    configResolved(config) {
      root = config.root;
      serve = config.command === 'serve';
      base = config.base;
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
        // Under the build's base: the layer's fragment build (/layer/) fetches its own copy, so a host
        // routes /layer/ and not the site's /assets/.
        urls[lang] = `${base}${fileName}`;
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

const MODULES_ID = 'virtual:locale-modules';
const MODULE_PREFIX = 'virtual:locale-module/';

/**
 * The package: `import loaders from 'virtual:locale-modules'` maps each language to a
 * dynamic import of its compiled catalog, so a host's bundler emits one small chunk per language
 * next to the package's code (no file the host must serve at a fixed address) and loads only the
 * language it asks for.
 */
export function localeModules(): Plugin {
  let root = process.cwd();
  return {
    name: 'locale-modules',
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === MODULES_ID || id.startsWith(MODULE_PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${MODULES_ID}`) {
        const entries = LANG_CODES.map((lang) => `${JSON.stringify(lang)}: () => import(${JSON.stringify(MODULE_PREFIX + lang)})`);
        return `export default {${entries.join(',')}};`;
      }
      if (!id.startsWith(`\0${MODULE_PREFIX}`)) return;
      const lang = id.slice(MODULE_PREFIX.length + 1);
      if (!(LANG_CODES as readonly string[]).includes(lang)) return;
      const file = resolve(root, `locales/${lang}.json`);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(compileCatalog(browserSource(JSON.parse(readFileSync(file, 'utf8')))))};`;
    },
  };
}
