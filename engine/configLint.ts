import type { FieldKind } from '../schemas/items/define.ts';
import { FIELDS_BY_TYPE } from '../schemas/items/index.ts';
import { TAG_FIELDS } from '../schemas/items/sharedFields.ts';
import type { RegionConfig } from '../schemas/regionConfig.ts';
import { REGION_FIELD_MAPS, REGION_FIELDS } from '../schemas/regionFields.ts';
import { type SiteCode, SUB_WEBSITE_IDS } from '../schemas/site.ts';
import { buildHref } from './links.ts';
import { formatPath } from './ops/jsonPath.ts';
import { linkOptionsFor } from './resolveLayer.ts';

// Config checks a zod schema cannot express: sibling ids, URL safety and cross-site facts. Pure,
// so check-configs, the tests and the ops console all run the same rules.

export interface LintIssue {
  /** JSON path inside the checked value, `$`-rooted, e.g. `$.header.main[2].children[0].href`. */
  path: string;
  reason: string;
}

type Kinds = Record<string, FieldKind>;
const urlKeys = (fields: Iterable<[string, FieldKind]>) =>
  [...fields].filter(([, f]) => f.kind === 'link' || f.kind === 'image').map(([k]) => k);
const NO_URLS = { keys: [] as string[], maps: [] as string[] };
/** Where an object's URLs are, from the kinds of the fields it holds: an item's by its type, a tag's, a region object's by its path. */
const ITEM_URLS = new Map(Object.entries(FIELDS_BY_TYPE).map(([type, fields]) => [type, { keys: urlKeys(fields), maps: [] as string[] }]));
const TAG_URLS = { keys: urlKeys(Object.entries(TAG_FIELDS as Kinds)), maps: [] as string[] };
const REGION_URLS = new Map(
  [...new Set([...Object.keys(REGION_FIELDS), ...Object.keys(REGION_FIELD_MAPS)])].map((at) => [
    at,
    {
      keys: urlKeys(Object.entries(((REGION_FIELDS as Record<string, Kinds>)[at] ?? {}) as Kinds)),
      maps: urlKeys(Object.entries(((REGION_FIELD_MAPS as Record<string, Kinds>)[at] ?? {}) as Kinds)),
    },
  ]),
);

/**
 * The fields of an object that hold a URL (`keys`) or a record of URLs (`maps`), by the kinds that
 * declare it: an object with an item type is an item, an object in a `tags` list a tag, and any
 * other object the region object at its path (`trail`: its keys from the root, without list
 * positions, e.g. `riskWarning.link`).
 */
function urlFieldsOf(node: Record<string, unknown>, trail: string): { keys: readonly string[]; maps: readonly string[] } {
  const item = typeof node.type === 'string' ? ITEM_URLS.get(node.type) : undefined;
  if (item) return item;
  if (trail === 'tags' || trail.endsWith('.tags')) return TAG_URLS;
  return REGION_URLS.get(trail) ?? NO_URLS;
}
const deeper = (trail: string, k: string) => (trail ? `${trail}.${k}` : k);

// Browsers strip tabs/newlines and fold `\` into `/` before reading a URL, so `/\evil.test` or
// `/<TAB>/evil.test` become protocol-relative; refuse them outright.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\s\\]/;

/** Why a config URL is refused, or null when it is a relative `/path` or an https URL with a host. */
export function urlProblem(url: string): string | null {
  if (url === '') return 'empty URL';
  if (UNSAFE_CHARS.test(url)) return 'URL contains whitespace, a control character or a backslash';
  if (url.startsWith('//')) return 'protocol-relative URL (//host) is not allowed; use /path or https://';
  if (url.startsWith('/')) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  if (scheme === undefined) return 'relative URL must start with "/"';
  if (scheme !== 'https') return `scheme "${scheme}:" is not allowed; use /path or https://`;
  // `https:host` and `https:/host` parse, but the engine's link builder drops them.
  if (!/^https:\/\//i.test(url)) return 'an https URL must start with "https://"';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'not a valid URL';
  }
  if (!parsed.hostname) return 'https URL without a host';
  if (parsed.username || parsed.password) return 'URL must not carry credentials';
  return null;
}

/**
 * What a visitor reads must be there and fit. A menu entry's label is at most
 * NAV_LABEL_MAX characters (the longest shipped is 37; past about 60 a header menu breaks its row),
 * a footer text (legal lines, licences) at most TEXT_LABEL_MAX; neither may be empty or blank, in
 * English or in any translation.
 */
export const NAV_LABEL_MAX = 60;
export const TEXT_LABEL_MAX = 600;

function labelIssues(item: Record<string, unknown>, p: string, issues: LintIssue[]): void {
  if (typeof item.type !== 'string') return;
  const max = item.type === 'text' ? TEXT_LABEL_MAX : NAV_LABEL_MAX;
  const what = item.type === 'text' ? 'a footer text' : 'a menu entry';
  const check = (text: unknown, at: string, language: string) => {
    if (typeof text !== 'string') return;
    if (text.trim() === '')
      issues.push({
        path: at,
        reason: `the ${language} label is empty: visitors would see ${what} with no words; write the text they should read`,
      });
    else if ([...text].length > max)
      issues.push({ path: at, reason: `the ${language} label has ${[...text].length} characters; ${what} takes at most ${max}` });
  };
  if ('label' in item) check(item.label, `${p}.label`, 'English');
  const translations = item.label_i18n;
  if (typeof translations === 'object' && translations !== null && !Array.isArray(translations))
    for (const [lang, text] of Object.entries(translations)) check(text, key(`${p}.label_i18n`, lang), `"${lang}"`);
}

const key = (path: string, k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? `${path}.${k}` : `${path}[${JSON.stringify(k)}]`);

/**
 * Walks any JSON value (a raw region file or a resolved config): ids must be unique among the
 * objects of one array, and every href/icon must pass `urlProblem`.
 */
export function lintConfigTree(value: unknown, path = '$'): LintIssue[] {
  const issues: LintIssue[] = [];
  const walk = (v: unknown, p: string, trail: string): void => {
    if (Array.isArray(v)) {
      const firstIndex = new Map<string, number>();
      v.forEach((el, i) => {
        const id = (el as { id?: unknown } | null)?.id;
        if (typeof el === 'object' && el !== null && typeof id === 'string') {
          const first = firstIndex.get(id);
          if (first === undefined) firstIndex.set(id, i);
          else issues.push({ path: `${p}[${i}].id`, reason: `duplicate id "${id}" (also at ${p}[${first}])` });
        }
        walk(el, `${p}[${i}]`, trail);
      });
      return;
    }
    if (typeof v !== 'object' || v === null) return;
    const node = v as Record<string, unknown>;
    labelIssues(node, p, issues);
    const { keys, maps } = urlFieldsOf(node, trail);
    for (const [k, child] of Object.entries(node)) {
      const here = key(p, k);
      if (keys.includes(k) && typeof child === 'string') {
        const problem = urlProblem(child);
        if (problem) issues.push({ path: here, reason: `${k} "${child}": ${problem}` });
      } else if (keys.includes(k) && child !== undefined && typeof child !== 'string') {
        issues.push({ path: here, reason: `${k} must be a string` });
      } else if (maps.includes(k) && typeof child === 'object' && child !== null) {
        for (const [name, url] of Object.entries(child)) {
          const problem = typeof url === 'string' ? urlProblem(url) : 'must be a string';
          if (problem) issues.push({ path: key(here, name), reason: `${k}.${name} "${String(url)}": ${problem}` });
        }
      }
      walk(child, here, deeper(trail, k));
    }
  };
  walk(value, path, '');
  return issues;
}

export interface SiteLintIssue extends LintIssue {
  site: SiteCode;
}

/**
 * Every URL (urlFieldsOf) under a value with its path. The path is built only for a hit (building it for every
 * node was most of a check's time), and translation records are skipped: they hold only words.
 */
function urls(value: unknown, path: (string | number)[], out: { path: string; href: string }[], trail = ''): void {
  if (Array.isArray(value)) {
    for (const [i, el] of value.entries()) {
      path.push(i);
      urls(el, path, out, trail);
      path.pop();
    }
  } else if (typeof value === 'object' && value !== null) {
    const { keys, maps } = urlFieldsOf(value as Record<string, unknown>, trail);
    for (const [k, child] of Object.entries(value)) {
      if (keys.includes(k) && typeof child === 'string') out.push({ path: formatPath([...path, k]), href: child });
      else if (maps.includes(k) && typeof child === 'object' && child !== null)
        for (const [name, url] of Object.entries(child))
          if (typeof url === 'string') out.push({ path: formatPath([...path, k, name]), href: url });
      if (typeof child === 'object' && child !== null && !k.endsWith('_i18n') && !k.endsWith('_i18n_from')) {
        path.push(k);
        urls(child, path, out, deeper(trail, k));
        path.pop();
      }
    }
  }
}

/**
 * Cross-site checks on resolved configs: the file matches its code and the SPEC §3 sub-website id,
 * no host selects two sub-sites, and every https link points to a host the engine will allow
 * (otherwise it would be silently dropped at render time). `linksOf` limits the link check to
 * some sub-sites (the console checks the ones a draft changes; hosts are still read from all).
 */
export function lintRegionSet(
  configs: Partial<Record<SiteCode, RegionConfig>>,
  linksOf: readonly SiteCode[] = Object.keys(configs) as SiteCode[],
): SiteLintIssue[] {
  const issues: SiteLintIssue[] = [];
  const entries = Object.entries(configs) as [SiteCode, RegionConfig][];
  const hostOwner = new Map<string, SiteCode>();
  for (const [site, config] of entries) {
    if (config.code !== site) issues.push({ site, path: '$.code', reason: `code "${config.code}" does not match the file name "${site}"` });
    const id = SUB_WEBSITE_IDS[site];
    if (config.sub_website_id !== id)
      issues.push({ site, path: '$.sub_website_id', reason: `sub_website_id ${config.sub_website_id} differs from SPEC §3 id ${id}` });
    config.hosts.forEach((host, i) => {
      const h = host.toLowerCase();
      const owner = hostOwner.get(h);
      if (owner && owner !== site) issues.push({ site, path: `$.hosts[${i}]`, reason: `host "${host}" also selects ${owner}` });
      else hostOwner.set(h, site);
    });
  }
  const allHosts = [...hostOwner.keys()];
  for (const [site, config] of entries) {
    if (!linksOf.includes(site)) continue;
    const found: { path: string; href: string }[] = [];
    urls(config, [], found);
    const options = linkOptionsFor(config, allHosts);
    for (const { path, href } of found) {
      if (!/^https:\/\//i.test(href) || urlProblem(href)) continue;
      if (buildHref(href, 'en', options) === null)
        issues.push({ site, path, reason: `host of "${href}" is not in linkHosts or any sub-site's hosts, so the link would be dropped` });
    }
  }
  return issues;
}
