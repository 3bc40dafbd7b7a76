import type { Context } from 'hono';
import type { Json } from '../../engine/configMerge.ts';
import { mayDo, OPS_ACTIONS } from '../../engine/ops/access.ts';
import { type DraftLinkRecord, draftLinkEnded, draftLinkSubject } from '../../engine/ops/draftLinks.ts';
import { isRegionFile, type RegionFileName } from '../../engine/ops/targets.ts';
import { resolveRegionSet } from '../../engine/ops/validateDraft.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import type { UserRow } from '../auth/userRow.ts';
import type { AppEnv, Deps } from '../env.ts';
import { getChange } from '../ops/changes.ts';
import { configGeneration, configStoreFor } from '../ops/configStore.ts';
import { grantsOf } from '../ops/grants.ts';
import { findDraftLink } from './linkStore.ts';

/** What a request previews: the link, in words, and the region configs as they would be after publishing. */
export interface DraftView {
  link: DraftLinkRecord;
  subject: string;
  configs: Record<SiteCode, RegionConfig>;
  /** A sub-site's own file previews that sub-site, whatever the host or site cookie says. */
  site: SiteCode | undefined;
}

/** Why a link shows nothing to this person, with the status its page answers. */
export type DraftRefusal = { status: 401 | 403 | 404 | 410; title: string; text: string };

/** Whether someone may see drafts of a target: an ops person with any grant on it (edit, publish or approve). */
export const mayPreview = (grants: Awaited<ReturnType<typeof grantsOf>>, target: RegionFileName) =>
  OPS_ACTIONS.some((a) => mayDo(grants, a, target));

/**
 * Opens a draft link for the request's person: the view, or why not. Nothing of the draft (not
 * even its target) is looked up for anyone but an ops person.
 */
export async function openDraft(c: Context<AppEnv>, token: string, user: UserRow | null): Promise<DraftView | DraftRefusal> {
  if (!user)
    return {
      status: 401,
      title: 'Log in to see this draft',
      text: 'This is a private draft preview for ops staff. Log in with your ops account, then open the link again.',
    };
  if (user.role !== 'ops')
    return {
      status: 403,
      title: 'This link is for ops staff',
      text: 'This is a private draft preview for ops staff; your account cannot open it.',
    };
  const { deps } = c.var;
  const link = await findDraftLink(deps.db, token);
  if (!link || !isRegionFile(link.target))
    return { status: 404, title: 'No such draft link', text: 'This draft link does not exist. Ask for a new one in the ops console.' };
  const target = link.target;
  if (!mayPreview(await grantsOf(deps.db, user.id), target))
    return { status: 403, title: 'Not your region', text: `${user.username} has no role on ${target}.json, so cannot preview its drafts.` };
  const store = await configStoreFor(deps);
  await store.refresh();
  const change = link.changeId === null ? null : await getChange(deps.db, link.changeId).catch(() => null);
  const ended = draftLinkEnded(link, deps.now(), { liveVersion: store.live[target]?.version ?? 0, changeState: change?.state ?? null });
  if (ended) return { status: 410, title: 'This draft preview has ended', text: `${capital(ended)}.` };
  const json = (change ? change.json : link.json) as Json;
  const configs = draftConfigs(deps, store.files(), link, json);
  if (typeof configs === 'string')
    return { status: 410, title: 'This draft cannot be shown', text: `It no longer fits what is live: ${configs}.` };
  return {
    link,
    subject: draftLinkSubject(link),
    configs,
    site: (SITE_CODES as readonly string[]).includes(target) ? (target as SiteCode) : undefined,
  };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// Resolving every region file takes a few milliseconds: each link's configs are kept until a publish.
const resolved = new Map<string, Record<SiteCode, RegionConfig> | string>();
const MAX_RESOLVED = 32;

/** The region configs with the draft in place of its file, or why they do not resolve. */
function draftConfigs(
  deps: Pick<Deps, 'configs'>,
  live: Record<string, Json>,
  link: DraftLinkRecord,
  json: Json,
): Record<SiteCode, RegionConfig> | string {
  const key = `${link.id}|${configGeneration(deps.configs)}`;
  const known = resolved.get(key);
  if (known) return known;
  const { configs, issues } = resolveRegionSet({ ...live, [link.target]: json });
  const first = issues[0];
  const out = first ? `${first.file} ${first.path}: ${first.reason}` : ({ ...deps.configs, ...configs } as Record<SiteCode, RegionConfig>);
  if (resolved.size >= MAX_RESOLVED) resolved.delete(resolved.keys().next().value!);
  resolved.set(key, out);
  return out;
}
