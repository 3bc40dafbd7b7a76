import loaders from 'virtual:locale-modules';
import { hasCatalog, registerCatalog } from '../../../engine/i18n/catalogs.ts';

/** The package's words: one chunk per language, loaded when a host asks for that language (English stands in). */
export async function ensureCatalog(lang: string): Promise<void> {
  for (const code of lang === 'en' ? ['en'] : [lang, 'en']) {
    if (hasCatalog(code)) return;
    const load = loaders[code];
    if (!load) continue;
    try {
      registerCatalog(code, (await load()).default as Parameters<typeof registerCatalog>[1]);
      return;
    } catch {
      // a chunk that failed to load: try the next language
    }
  }
}
