import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import { type Json, resolveExtends } from '../configMerge.ts';
import { diffJson } from './diff.ts';
import { sitesUsing } from './targets.ts';

const isObject = (v: unknown): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The sub-sites whose approval a draft of a region file needs: every one that extends it (itself,
 * for a sub-site), whose live resolved config says `requireApproval`, and whose resolved config the
 * draft changes (its own file: whatever it changes). A shared file (base.json) thus asks for the four-eyes rule of each region it
 * alters, though it says nothing of approval itself. What is live decides, so turning approval
 * off is itself a change that needs it. Pure: the server enforces it, the console says it first.
 */
export function approvalSites(name: string, draft: unknown, liveFiles: Record<string, Json>): SiteCode[] {
  const drafted = { ...liveFiles, [name]: draft as Json };
  const using = new Set([...sitesUsing(name, liveFiles), ...sitesUsing(name, drafted)]);
  return SITE_CODES.filter((site) => {
    if (!using.has(site)) return false;
    const before = resolveExtends(site, liveFiles).value;
    if (!isObject(before) || before.requireApproval !== true) return false;
    // A region's own file is signed off whatever it changes (a rollback to the same content too).
    return site === name || diffJson(before, resolveExtends(site, drafted).value).length > 0;
  });
}
