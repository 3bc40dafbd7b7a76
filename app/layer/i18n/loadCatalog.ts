import urls from 'virtual:locale-catalogs';
import { hasCatalog, registerCatalog } from '../../../engine/i18n/catalogs.ts';

/**
 * Downloads and registers the compiled catalog of the page's language (a hashed JSON file, cached
 * for a year; it downloads beside the bootstrap, so it adds no round trip). English stands in when
 * the language's file cannot be had, so the page always has words.
 */
export async function loadCatalog(lang: string): Promise<void> {
  for (const code of lang === 'en' ? ['en'] : [lang, 'en']) {
    if (hasCatalog(code)) return;
    const url = urls[code];
    if (!url) continue;
    try {
      const res = await fetch(url);
      if (res.ok) return registerCatalog(code, await res.json());
    } catch {
      // offline or blocked: try the next one
    }
  }
}
