import type { Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

export type SourceCatalog = Record<string, string>;

/**
 * ICU source messages -> Lingui's compiled form (nested arrays, JSON-safe). Runs at build time and
 * in Node only, so the ICU parser never ships to the browser.
 */
export function compileCatalog(source: SourceCatalog): Messages {
  const out: Messages = {};
  for (const [id, message] of Object.entries(source)) out[id] = compileMessage(message);
  return out;
}

/** Messages only the server reads (the page head's words: engine/pageHead.ts draws the head in Node). */
const SERVER_ONLY = /^head\./;

/** The catalog the browser downloads: the source less what only the server reads. */
export function browserSource(source: SourceCatalog): SourceCatalog {
  return Object.fromEntries(Object.entries(source).filter(([id]) => !SERVER_ONLY.test(id)));
}
