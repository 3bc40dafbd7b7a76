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
