import loaders from 'virtual:locale-modules';
import type { Messages } from '@lingui/core';
import { registerFirstCatalog } from '../../../engine/i18n/catalogs.ts';

/** The package's words: one chunk per language, loaded when a host asks for that language (English stands in). */
export function ensureCatalog(lang: string): Promise<void> {
  return registerFirstCatalog(lang, (code) => loaders[code]?.().then((m) => m.default as Messages));
}
