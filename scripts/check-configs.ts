import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lintConfigTree, lintRegionSet } from '../engine/configLint.ts';
import type { Json } from '../engine/configMerge.ts';
import { plainIssues } from '../engine/configMessages.ts';
import { lintLabels } from '../engine/i18n/labelLint.ts';
import { positionOf } from '../engine/jsonPosition.ts';
import { lintOffers } from '../engine/offersLint.ts';
import { boundsIssues } from '../engine/ops/jsonBounds.ts';
import { parsePath } from '../engine/ops/jsonPath.ts';
import { RegionConfig } from '../schemas/regionConfig.ts';
import { SITE_CODES, type SiteCode } from '../schemas/site.ts';
import { readLabelCatalogs } from '../server/labelCatalogLoader.ts';
import { REGION_CONFIG_DIR, readRegionFiles, resolveRegionConfig } from '../server/regionConfigLoader.ts';

export interface Problem {
  file: string;
  path: string;
  reason: string;
  /** Where in the file (1-based), when the file is JSON and the path (or its nearest parent) is in it. */
  line?: number;
  column?: number;
}

const fileName = (name: string) => (name.endsWith('.json') ? name : `${name}.json`);
const rooted = (path: string) => (path === '' ? '$' : path.startsWith('$') ? path : `$.${path}`);

function segments(path: string): (string | number)[] {
  return [...path.matchAll(/\.([^.[]+)|\[(\d+)\]/g)].map((m) => (m[2] !== undefined ? Number(m[2]) : (m[1] as string)));
}

/** How many leading segments of `path` exist in `value`. */
function depth(value: Json | undefined, path: (string | number)[]): number {
  let v: Json | undefined = value;
  let n = 0;
  for (const k of path) {
    if (typeof v !== 'object' || v === null) break;
    v = (v as Record<string, Json>)[k as string];
    if (v === undefined) break;
    n++;
  }
  return n;
}

/**
 * The file in the extends chain that wrote the value at `path` (the deepest match, child first on
 * ties), so a bad item in base.json is reported once against base.json rather than once per site.
 */
function authorOf(site: string, path: string, files: Record<string, Json>): string {
  const segs = segments(path);
  const chain: string[] = [];
  for (let name: Json | undefined = site; typeof name === 'string' && !chain.includes(name); ) {
    chain.push(name);
    const raw: Json | undefined = files[name];
    name = raw && typeof raw === 'object' && !Array.isArray(raw) ? raw.extends : undefined;
  }
  let best = site;
  let bestDepth = -1;
  for (const name of chain) {
    const d = depth(files[name], segs);
    if (d > bestDepth) [best, bestDepth] = [name, d];
  }
  return best;
}

/** Every problem of a region-config folder: JSON syntax, extends, schema, and the lint rules. */
export async function checkConfigs(dir: string): Promise<{ problems: Problem[]; valid: number; warnings: Problem[] }> {
  const { files, errors, texts } = await readRegionFiles(dir);
  const located = (p: Problem): Problem => {
    if (p.line !== undefined) return p;
    const text = texts[p.file.replace(/\.json$/, '')];
    const at = text === undefined ? null : positionOf(text, parsePath(p.path));
    return at ? { ...p, ...at } : p;
  };
  const problems: Problem[] = errors.map((e) => {
    // The syntax error's own position (the reason says "at line L, column C").
    const m = /at line (\d+), column (\d+)/.exec(e.reason);
    // A value where "," or the closing bracket should be is, nine times in ten, a forgotten comma.
    const reason = /expected "," or "[}\]]" after a value/.test(e.reason) ? `${e.reason} (is a comma missing before it?)` : e.reason;
    return { file: fileName(e.file), path: rooted(e.path), reason, ...(m ? { line: Number(m[1]), column: Number(m[2]) } : {}) };
  });
  // The size bounds the ops console and API enforce come first: the walks below recurse.
  const outOfBounds = Object.entries(files).flatMap(([name, raw]) => boundsIssues(fileName(name), raw));
  if (outOfBounds.length) return { problems: [...problems, ...outOfBounds].map(located), valid: 0, warnings: [] };
  // Lint raw files so a bad href is reported in the file that wrote it, not in every site using it.
  for (const [name, raw] of Object.entries(files)) {
    for (const issue of lintConfigTree(raw)) problems.push({ file: fileName(name), ...issue });
    for (const issue of lintOffers(name, files)) problems.push({ file: fileName(name), ...issue });
  }
  const configs: Partial<Record<SiteCode, RegionConfig>> = {};
  for (const site of SITE_CODES) {
    if (!(site in files)) {
      // A file that is not valid JSON was reported above.
      if (!errors.some((e) => e.file === fileName(site)))
        problems.push({ file: fileName(site), path: '$', reason: `missing: every sub-site needs a region file (${site}.json)` });
      continue;
    }
    const r = resolveRegionConfig(site, files, (issue, value) => plainIssues(issue, value, RegionConfig));
    for (const e of r.errors) {
      const path = rooted(e.path);
      problems.push({ file: fileName(e.file === fileName(site) ? authorOf(site, path, files) : e.file), path, reason: e.reason });
    }
    if (r.config) configs[site] = r.config;
  }
  for (const issue of lintRegionSet(configs)) problems.push({ file: fileName(issue.site), path: issue.path, reason: issue.reason });
  // Translations: a missing language is a warning (the English text shows), an unknown key an error.
  const labels = lintLabels(files, readLabelCatalogs(dir), problems.length === 0);
  problems.push(...labels.errors);
  // A broken base shows up once per site that extends it; one line each is enough.
  const seen = new Set<string>();
  const unique = problems.map(located).filter((p) => {
    const line = format(p);
    if (seen.has(line)) return false;
    seen.add(line);
    return true;
  });
  return { problems: unique, valid: Object.keys(configs).length, warnings: labels.warnings.map(located) };
}

/** `file:line:column $.json.path: reason`, the position left out when there is none. */
export const format = (p: Problem) => `${p.file}${p.line !== undefined ? `:${p.line}:${p.column}` : ''} ${p.path}: ${p.reason}`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = resolve(process.argv[2] ?? REGION_CONFIG_DIR);
  const { problems, valid, warnings } = await checkConfigs(dir);
  for (const w of warnings) console.log(`warning: ${format(w)}`);
  if (problems.length) {
    for (const p of problems) console.log(format(p));
    console.error(`${problems.length} problem(s) in ${dir}`);
    process.exit(1);
  }
  console.log(`ok: ${valid} region configs valid`);
}
