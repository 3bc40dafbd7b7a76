import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type en from '../../locales/en.json';
import { LANG_CODES, type LangCode } from '../../schemas/siteConstants.ts';
import { intlLocale } from '../format.ts';

/** Every message id of the UI catalog (locales/en.json is the source language). */
export type MessageId = keyof typeof en;
export type MessageValues = Record<string, string | number>;

/**
 * One Lingui instance per language, created when that language's compiled catalog is registered:
 * the browser registers the page language's catalog before its first render (app/i18n/loadCatalog.ts),
 * Node registers every language at once (engine/i18n/nodeCatalogs.ts), so the server renders
 * with the same messages the browser hydrates with.
 */
const instances = new Map<string, I18n>();

export function registerCatalog(lang: string, messages: Messages): void {
  // `locales` is what Intl sees (plural rules, `#`): 'tw' alone would be Twi, not Traditional Chinese.
  instances.set(lang, setupI18n({ locale: lang, locales: intlLocale(lang), messages: { [lang]: messages } }));
}

export const hasCatalog = (lang: string): boolean => instances.has(lang);

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

/**
 * The messages under `prefix.` as a nested object (`app.badges.new` -> `{ badges: { new } }`), for
 * the components that take a labels object. Simple `{name}` placeholders stay for the caller to
 * fill; plural messages are read with translate() instead.
 */
export function section<T>(lang: string, prefix: string): T {
  const i18n = i18nFor(lang);
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
    node[path[path.length - 1] as string] = i18n._(id, KEEP_PLACEHOLDERS);
  }
  return out as T;
}

export const CATALOG_LANGS: readonly LangCode[] = LANG_CODES;
