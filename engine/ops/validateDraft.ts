import { StoredRemoteMenu } from '../../schemas/api/remoteMenu.ts';
import type { FieldKind } from '../../schemas/items/define.ts';
import { TAG_FIELDS } from '../../schemas/items/sharedFields.ts';
import { REMOTE_URL_FIELDS } from '../../schemas/remoteMenu.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import { lintConfigTree, lintRegionSet, urlProblem } from '../configLint.ts';
import type { Json } from '../configMerge.ts';
import { plainIssueText } from '../configMessages.ts';
import { lintOffers } from '../offersLint.ts';
import { resolveRegionSet } from '../regionSet.ts';
import { boundsIssues } from './jsonBounds.ts';
import { formatPath, type PathIssue, parsePath, valueAt } from './jsonPath.ts';
import { REMOTE_MENU, sitesUsing } from './targets.ts';

// One validation for the console (live, as ops type) and the server (before a publish): the same
// zod schemas the site loads configs with, plus the lint rules check-configs runs.

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

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
  // They do not read the draft: what was checked of them before still holds.
  const rest = resolveRegionSet(
    files,
    SITE_CODES.filter((s) => !affected.includes(s)),
    true,
  );
  for (const issue of lintRegionSet({ ...rest.configs, ...set.configs }, affected)) {
    if (!affected.includes(issue.site)) continue;
    issues.push({ file: issue.site === name ? file : `${issue.site}.json`, path: issue.path, reason: issue.reason });
  }
  return dedupe(issues);
}

/** A remote tag's icons: the image fields of a tag (schemas/items/sharedFields.ts), which the remote tag carries under the same names. */
const TAG_URL_KEYS = Object.entries(TAG_FIELDS as Record<string, FieldKind>)
  .filter(([, f]) => f.kind === 'image' || f.kind === 'link')
  .map(([key]) => key);

function lintUrls(node: Record<string, unknown>, keys: readonly string[], here: string, issues: PathIssue[]): void {
  for (const key of keys) {
    const url = node[key];
    if (typeof url !== 'string' || url === '') continue;
    const problem = urlProblem(url);
    if (problem) issues.push({ file: REMOTE_MENU, path: `${here}.${key}`, reason: `${key} "${url}": ${problem}` });
  }
}

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
    lintUrls(item, REMOTE_URL_FIELDS, here, issues);
    // The public menu API serves a tag's icons as they are stored.
    if (Array.isArray(item.tags))
      item.tags.forEach((tag, t) => {
        if (isObject(tag)) lintUrls(tag, TAG_URL_KEYS, `${here}.tags[${t}]`, issues);
      });
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
