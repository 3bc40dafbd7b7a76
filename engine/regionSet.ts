import { RegionConfig } from '../schemas/regionConfig.ts';
import { SITE_CODES, type SiteCode } from '../schemas/site.ts';
import { type Json, resolveExtends } from './configMerge.ts';
import { plainIssueText } from './configMessages.ts';
import { formatPath, type PathIssue } from './ops/jsonPath.ts';
import { extendsChain } from './ops/targets.ts';

// The set of sub-sites resolved from the raw region files: what the live site serves (the server's
// config store, draft links, rollouts), what the console previews and compares, and the first step
// of validating a draft (engine/ops/validateDraft.ts).

export interface RegionSetResult {
  configs: Partial<Record<SiteCode, RegionConfig>>;
  issues: PathIssue[];
}

interface CheckedSite {
  site: SiteCode;
  /** The files of its `extends` chain it was resolved from (undefined: a missing file). */
  chain: (Json | undefined)[];
  config?: RegionConfig;
  issues: PathIssue[];
}

/**
 * Each sub-site's resolved and checked config, kept by the live file objects it was made from, for
 * the sub-sites a draft does not touch. Live files are never changed in place (the console gets
 * new ones after a publish, the server's store replaces them), so the same objects give the same
 * result: a keystroke in eu.json checks eu again and reuses the other eleven (without it the
 * translations on every item make a check 2-3 times slower; `BENCH_ONLY=validateDraft npm run
 * bench` prints the time of one). A draft is never kept: it may be edited in place between two
 * checks.
 */
const checked = new WeakMap<object, CheckedSite>();

function checkSite(site: SiteCode, files: Record<string, Json>, reuse: boolean): CheckedSite {
  const own = files[site];
  const chain = extendsChain(site, files).map((n) => files[n]);
  const known = reuse && own !== null && typeof own === 'object' ? checked.get(own) : undefined;
  if (known && known.site === site && known.chain.length === chain.length && known.chain.every((f, i) => f === chain[i])) return known;
  const result: CheckedSite = { site, chain, issues: [] };
  const { value, errors } = resolveExtends(site, files);
  for (const e of errors)
    result.issues.push({ file: `${e.file}.json`.replace(/\.json\.json$/, '.json'), path: e.path ? `$.${e.path}` : '$', reason: e.reason });
  if (!errors.length) {
    const parsed = RegionConfig.safeParse(value);
    if (parsed.success) result.config = parsed.data;
    else
      for (const i of parsed.error.issues)
        result.issues.push({ file: `${site}.json`, path: formatPath(i.path), reason: plainIssueText(i, value, RegionConfig) });
  }
  if (reuse && own !== null && typeof own === 'object') checked.set(own, result);
  return result;
}

/**
 * Resolves and validates every sub-site from raw files (the shape check-configs checks). `reuse`:
 * the files are live ones, never changed in place, so a sub-site checked before is not checked again.
 */
export function resolveRegionSet(files: Record<string, Json>, only: readonly SiteCode[] = SITE_CODES, reuse = false): RegionSetResult {
  const configs: Partial<Record<SiteCode, RegionConfig>> = {};
  const issues: PathIssue[] = [];
  for (const site of only) {
    const result = checkSite(site, files, reuse);
    if (result.config) configs[site] = result.config;
    // Copies: a caller may reword its issues, and the kept ones serve the next call.
    for (const issue of result.issues) issues.push({ ...issue });
  }
  return { configs, issues };
}
