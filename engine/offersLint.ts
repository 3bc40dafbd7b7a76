import { OFFER_NAMES } from '../schemas/offers.ts';
import { SITE_CODES } from '../schemas/site.ts';
import type { LintIssue } from './configLint.ts';
import { type Json, resolveExtends } from './configMerge.ts';

// What a region offers, checked in ops' words: a sub-site must say what it offers, a
// shared file must not (every sub-site built on it, a new one too, would inherit the products),
// and an item a sub-site writes itself must need only what that sub-site offers, or it never shows.

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isSite = (name: string) => (SITE_CODES as readonly string[]).includes(name);
const quoted = (list: readonly string[]) => list.map((o) => `"${o}"`).join(', ');

/** Every `when.needs` list in a JSON value, with its `$`-rooted path. */
function needsIn(value: Json, path: string, out: { path: string; needs: string[] }[]): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => {
      needsIn(v, `${path}[${i}]`, out);
    });
    return;
  }
  if (!isObject(value)) return;
  for (const [k, v] of Object.entries(value)) {
    if (k === 'when' && isObject(v) && Array.isArray(v.needs)) out.push({ path: `${path}.when.needs`, needs: v.needs.map(String) });
    else needsIn(v, `${path}.${k}`, out);
  }
}

/** The offer problems of one region file, read with the files it extends. */
export function lintOffers(name: string, files: Record<string, Json>): LintIssue[] {
  const raw = files[name];
  if (!isObject(raw)) return [];
  const issues: LintIssue[] = [];
  const own = raw.offers;
  if (!isSite(name) && own !== undefined)
    issues.push({
      path: '$.offers',
      reason: `${name}.json is shared by other files, so every sub-site built on it (a new one too) would offer these products without saying so; list "offers" in each sub-site's own file instead`,
    });
  if (Array.isArray(own)) {
    own.forEach((offer, i) => {
      if (own.indexOf(offer) !== i) issues.push({ path: `$.offers[${i}]`, reason: `"${String(offer)}" is listed twice` });
    });
  }
  if (!isSite(name)) return issues;
  const resolved = resolveExtends(name, files).value;
  const offers = isObject(resolved) ? resolved.offers : undefined;
  if (offers === undefined) {
    issues.push({
      path: '$',
      reason: `this sub-site does not say what it offers: add "offers": [ … ] with its products (for example ${quoted(OFFER_NAMES.slice(0, 3))}), or "offers": [] for none. Until then every item that needs a product (margin, earn, futures, …) is hidden on ${name}`,
    });
    return issues;
  }
  if (!Array.isArray(offers)) return issues;
  // Only the items this file writes itself: base.json's items are meant to show where offered.
  const { extends: _parent, offers: _offers, ...written } = raw;
  const found: { path: string; needs: string[] }[] = [];
  needsIn(written, '$', found);
  for (const { path, needs } of found) {
    const missing = needs.filter((o) => !offers.includes(o));
    if (missing.length)
      issues.push({
        path,
        reason: `this item needs ${quoted(missing)}, which ${name} does not offer, so it never shows here: add ${missing.length > 1 ? 'them' : 'it'} to "offers" or take ${missing.length > 1 ? 'them' : 'it'} out of the item's needs`,
      });
  }
  return issues;
}
