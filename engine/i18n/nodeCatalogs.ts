import ar from '../../locales/ar.json' with { type: 'json' };
import de from '../../locales/de.json' with { type: 'json' };
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import fr from '../../locales/fr.json' with { type: 'json' };
import it from '../../locales/it.json' with { type: 'json' };
import ja from '../../locales/ja.json' with { type: 'json' };
import ko from '../../locales/ko.json' with { type: 'json' };
import ru from '../../locales/ru.json' with { type: 'json' };
import tr from '../../locales/tr.json' with { type: 'json' };
import tw from '../../locales/tw.json' with { type: 'json' };
import vi from '../../locales/vi.json' with { type: 'json' };
import zh from '../../locales/zh.json' with { type: 'json' };
import type { LangCode } from '../../schemas/siteConstants.ts';
import { hasCatalog, registerCatalog } from './catalogs.ts';
import { compileCatalog, type SourceCatalog } from './compile.ts';

/** Every language's ICU source catalog (locales/{lang}.json), for Node: the server, tests, tools. */
export const SOURCE_CATALOGS: Record<LangCode, SourceCatalog> = { en, zh, tw, ja, ko, tr, it, de, fr, es, ru, vi, ar };

/** Compiles and registers every catalog once (synchronous: the server renders right after). */
export function loadAllCatalogs(): void {
  for (const [lang, source] of Object.entries(SOURCE_CATALOGS)) if (!hasCatalog(lang)) registerCatalog(lang, compileCatalog(source));
}
