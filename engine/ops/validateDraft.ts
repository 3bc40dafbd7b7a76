import { StoredRemoteMenu } from '../../schemas/api/remoteMenu.ts';
import { RegionConfig } from '../../schemas/regionConfig.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import { lintConfigTree, lintRegionSet, urlProblem } from '../configLint.ts';
import { type Json, resolveExtends } from '../configMerge.ts';
import { plainIssueText } from '../configMessages.ts';
import { lintOffers } from '../offersLint.ts';
import { boundsIssues } from './jsonBounds.ts';
import { formatPath, type PathIssue, parsePath, valueAt } from './jsonPath.ts';
import { REMOTE_MENU, sitesUsing } from './targets.ts';

// One validation for the console (live, as ops type) and the server (before a publish): the same
// zod schemas the site loads configs with, plus the lint rules check-configs runs.

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface RegionSetResult {
  configs: Partial<Record<SiteCode, RegionConfig>>;
  issues: PathIssue[];
}

/** Resolves and validates every sub-site from raw files (the shape check-configs checks). */
export function resolveRegionSet(files: Record<string, Json>, only: readonly SiteCode[] = SITE_CODES): RegionSetResult {
  const configs: Partial<Record<SiteCode, RegionConfig>> = {};
  const issues: PathIssue[] = [];
  for (const site of only) {
    const { value, errors } = resolveExtends(site, files);
    for (const e of errors)
      issues.push({ file: `${e.file}.json`.replace(/\.json\.json$/, '.json'), path: e.path ? `$.${e.path}` : '$', reason: e.reason });
    if (errors.length) continue;
    const parsed = RegionConfig.safeParse(value);
    if (parsed.success) configs[site] = parsed.data;
    else
      for (const i of parsed.error.issues)
        issues.push({ file: `${site}.json`, path: formatPath(i.path), reason: plainIssueText(i, value, RegionConfig) });
  }
  return { configs, issues };
}

/**
 * Every problem a draft of one region file would cause: its own JSON tree (ids, URLs), then every
 * sub-site that extends it, resolved with the other files as they are live. A problem at a path the
 * draft itself wrote is reported against the draft; otherwise against the sub-site it breaks.
 */
export function validateRegionDraft(name: string, draft: unknown, liveFiles: Record<string, Json>): PathIssue[] {
  const file = `${name}.json`;
  if (!isObject(draft)) return [{ file, path: '$', reason: 'a region file must be a JSON object' }];
  const outOfBounds = boundsIssues(file, draft);
  if (outOfBounds.length) return outOfBounds;
  if (draft.extends !== undefined && typeof draft.extends !== 'string')
    return [{ file, path: '$.extends', reason: 'extends must be a file name' }];
  const issues: PathIssue[] = lintConfigTree(draft).map((i) => ({ file, ...i }));
  const files = { ...liveFiles, [name]: draft };
  for (const issue of lintOffers(name, files)) issues.push({ file, ...issue });
  const affected = sitesUsing(name, files);
  if (name !== 'base' && !affected.includes(name as SiteCode))
    issues.push({ file, path: '$.extends', reason: `${name} must extend base (directly or through another file)` });
  const set = resolveRegionSet(files, affected);
  // One problem the draft causes in several sub-sites is one line naming them, not one per site.
  const inSites = new Map<string, { issue: PathIssue; sites: string[] }>();
  for (const issue of set.issues) {
    const site = issue.file.replace(/\.json$/, '');
    const own = site === name || valueAt(draft, parsePath(issue.path)) !== undefined;
    if (!own) issues.push(issue);
    else if (site === name) issues.push({ ...issue, file });
    else {
      const key = `${issue.path} ${issue.reason}`;
      const seen = inSites.get(key);
      if (seen) seen.sites.push(site);
      else {
        const entry = { issue: { ...issue, file }, sites: [site] };
        inSites.set(key, entry);
        issues.push(entry.issue);
      }
    }
  }
  for (const { issue, sites } of inSites.values())
    issue.reason = `${issue.reason} (in ${sites.length === affected.length ? 'every sub-site' : sites.join(', ')})`;
  // Cross-site rules (hosts, link hosts) look at the whole set, so resolve every other site too.
  const rest = resolveRegionSet(
    files,
    SITE_CODES.filter((s) => !affected.includes(s)),
  );
  for (const issue of lintRegionSet({ ...rest.configs, ...set.configs })) {
    if (!affected.includes(issue.site)) continue;
    issues.push({ file: issue.site === name ? file : `${issue.site}.json`, path: issue.path, reason: issue.reason });
  }
  return dedupe(issues);
}

const MENU_URL_KEYS = ['jump_url', 'light_icon', 'dark_icon', 'light_image', 'dark_image'];

function lintMenuItems(items: unknown, path: string, issues: PathIssue[]): void {
  if (!Array.isArray(items)) return;
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    if (!isObject(item)) return;
    const here = `${path}[${i}]`;
    if (typeof item.code === 'string') {
      const first = seen.get(item.code);
      if (first !== undefined)
        issues.push({ file: REMOTE_MENU, path: `${here}.code`, reason: `duplicate code "${item.code}" (also at ${path}[${first}])` });
      else seen.set(item.code, i);
    }
    for (const key of MENU_URL_KEYS) {
      const url = item[key];
      if (typeof url !== 'string' || url === '') continue;
      const problem = urlProblem(url);
      if (problem) issues.push({ file: REMOTE_MENU, path: `${here}.${key}`, reason: `${key} "${url}": ${problem}` });
    }
    lintMenuItems(item.children, `${here}.children`, issues);
  });
}

/** The remote menu as stored (strict: no fallbacks), plus URL safety and unique sibling codes. */
export function validateRemoteMenuDraft(draft: unknown): PathIssue[] {
  const outOfBounds = boundsIssues(REMOTE_MENU, draft);
  if (outOfBounds.length) return outOfBounds;
  const issues: PathIssue[] = [];
  const parsed = StoredRemoteMenu.safeParse(draft);
  if (!parsed.success)
    for (const i of parsed.error.issues)
      issues.push({ file: REMOTE_MENU, path: formatPath(i.path), reason: plainIssueText(i, draft, StoredRemoteMenu) });
  if (isObject(draft)) lintMenuItems(draft.list, '$.list', issues);
  return dedupe(issues);
}

function dedupe(issues: PathIssue[]): PathIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.file} ${i.path} ${i.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
