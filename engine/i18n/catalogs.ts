import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type en from '../../locales/en.json';
import { LANG_CODES, type LangCode } from '../../schemas/siteConstants.ts';
import { intlLocale } from '../format.ts';

/** Every message id of the UI catalog (locales/en.json is the source language). */
export type MessageId = keyof typeof en;
export type MessageValues = Record<string, string | number>;

/**
 * One Lingui instance per language, created when that language's compiled catalog is registered:
 * the browser registers the page language's catalog before its first render (app/layer/i18n/loadCatalog.ts),
 * Node registers every language at once (engine/i18n/nodeCatalogs.ts), so the server renders
 * with the same messages the browser hydrates with.
 */
const instances = new Map<string, I18n>();

export function registerCatalog(lang: string, messages: Messages): void {
  // `locales` is what Intl sees (plural rules, `#`): 'tw' alone would be Twi, not Traditional Chinese.
  instances.set(lang, setupI18n({ locale: lang, locales: intlLocale(lang), messages: { [lang]: messages } }));
}

export const hasCatalog = (lang: string): boolean => instances.has(lang);

/**
 * Registers the catalog of `lang`, English standing in when that one cannot be had, so a page
 * always has words. `load` fetches one language's messages (the site downloads a JSON file, the
 * package imports a chunk): undefined when there is none for that code; a failure or an answer of
 * undefined moves on to the next language.
 */
export async function registerFirstCatalog(lang: string, load: (code: string) => Promise<Messages | undefined> | undefined): Promise<void> {
  for (const code of lang === 'en' ? ['en'] : [lang, 'en']) {
    if (hasCatalog(code)) return;
    try {
      const messages = await load(code);
      if (messages) return registerCatalog(code, messages);
    } catch {
      // offline, blocked or a chunk that failed to load: try the next language
    }
  }
}

/** The language's instance; a language whose catalog is not loaded falls back to one that is (English first). */
export function i18nFor(lang: string): I18n {
  const found = instances.get(lang) ?? instances.get('en') ?? instances.values().next().value;
  if (!found) throw new Error(`no message catalog loaded (asked for "${lang}")`);
  return found;
}

/** One message in the language, ICU placeholders, plurals and selects filled. */
export function translate(lang: string, id: MessageId, values?: MessageValues): string {
  return i18nFor(lang)._(id, values);
}

/** Leaves `{name}` placeholders in place, for labels that are filled later by their component. */
const KEEP_PLACEHOLDERS = new Proxy({} as MessageValues, { get: (_, name) => `{${String(name)}}` });

/** A compiled message with a plural or ordinal in it (Lingui's `[name, 'plural', cases]` token). */
const hasPlural = (message: unknown): boolean =>
  Array.isArray(message) && message.some((t) => Array.isArray(t) && (t[1] === 'plural' || t[1] === 'selectordinal'));

/** Sections already built, per catalog instance (a catalog registered again is a new instance). */
const sections = new WeakMap<I18n, Map<string, unknown>>();

/**
 * The messages under `prefix.` as a nested object (`app.badges.new` -> `{ badges: { new } }`), for
 * the components that take a labels object. Simple `{name}` placeholders stay for the caller to
 * fill; plural messages are read with translate() instead. Built once per catalog and prefix and
 * shared (read-only): the layer asks for its words on every render. A plural message is formatted
 * only if read (a getter), so drawing the layer never sets up number formatting it does not show.
 */
export function section<T>(lang: string, prefix: string): T {
  const i18n = i18nFor(lang);
  let built = sections.get(i18n);
  if (!built) {
    built = new Map();
    sections.set(i18n, built);
  }
  const cached = built.get(prefix);
  if (cached) return cached as T;
  const out: Record<string, unknown> = {};
  const head = `${prefix}.`;
  for (const id of Object.keys(i18n.messages)) {
    if (!id.startsWith(head)) continue;
    const path = id.slice(head.length).split('.');
    let node = out;
    for (const part of path.slice(0, -1)) {
      node[part] ??= {};
      node = node[part] as Record<string, unknown>;
    }
    const key = path[path.length - 1] as string;
    if (hasPlural(i18n.messages[id])) {
      Object.defineProperty(node, key, { enumerable: true, configurable: true, get: () => i18n._(id, KEEP_PLACEHOLDERS) });
    } else node[key] = i18n._(id, KEEP_PLACEHOLDERS);
  }
  built.set(prefix, out);
  return out as T;
}

export const CATALOG_LANGS: readonly LangCode[] = LANG_CODES;
