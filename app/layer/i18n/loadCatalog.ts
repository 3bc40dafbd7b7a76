import urls from 'virtual:locale-catalogs';
import { registerFirstCatalog } from '../../../engine/i18n/catalogs.ts';

/**
 * Downloads and registers the compiled catalog of the page's language (a hashed JSON file, cached
 * for a year; it downloads beside the bootstrap, so it adds no round trip). English stands in when
 * the language's file cannot be had, so the page always has words.
 */
export function loadCatalog(lang: string): Promise<void> {
  return registerFirstCatalog(lang, (code) => {
    const url = urls[code];
    return url ? fetch(url).then((res) => (res.ok ? res.json() : undefined)) : undefined;
  });
}
