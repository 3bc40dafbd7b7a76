import type { Context } from 'hono';
import type { Json } from '../../engine/configMerge.ts';
import { mayDo, OPS_ACTIONS } from '../../engine/ops/access.ts';
import { type DraftLinkRecord, draftLinkEnded, draftLinkSubject } from '../../engine/ops/draftLinks.ts';
import { isAnnouncementTarget, isRegionFile, isTarget, regionOfTarget, type TargetName } from '../../engine/ops/targets.ts';
import { resolveRegionSet } from '../../engine/regionSet.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import type { SiteCode } from '../../schemas/site.ts';
import type { AppEnv, Deps } from '../appDeps.ts';
import type { UserRow } from '../auth/userRow.ts';
import { liveAnnouncementTarget } from '../ops/announcementTargets.ts';
import { getChange } from '../ops/changes.ts';
import { type ConfigStore, configGeneration, configStoreFor } from '../ops/configStore.ts';
import { grantsOf } from '../ops/grants.ts';
import { liveMenuVersion } from '../remoteMenu.ts';
import { draftContentOf } from './content.ts';
import type { DraftContent, DraftView } from './draftView.ts';
import { findDraftLink } from './linkStore.ts';

/** Why a link shows nothing to this person, with the status its page answers. */
export type DraftRefusal = { status: 401 | 403 | 404 | 410; title: string; text: string };

/** Whether someone may see drafts of a target: an ops person with any grant on it (edit, publish or approve). */
export const mayPreview = (grants: Awaited<ReturnType<typeof grantsOf>>, target: TargetName) =>
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
  if (!link || !isTarget(link.target))
    return { status: 404, title: 'No such draft link', text: 'This draft link does not exist. Ask for a new one in the ops console.' };
  const target = link.target;
  if (!mayPreview(await grantsOf(deps.db, user.id), target))
    return { status: 403, title: 'Not your region', text: `${user.username} has no role on ${target}.json, so cannot preview its drafts.` };
  const store = await configStoreFor(deps);
  await store.refresh();
  const change = link.changeId === null ? null : await getChange(deps.db, link.changeId).catch(() => null);
  const ended = draftLinkEnded(link, deps.now(), {
    liveVersion: await liveVersionOf(deps, store, target),
    changeState: change?.state ?? null,
  });
  if (ended) return { status: 410, title: 'This draft preview has ended', text: `${capital(ended)}.` };
  const json = (change ? change.json : link.json) as Json;
  const drafted = await draftOf(deps, store, link, target, json);
  if (typeof drafted === 'string')
    return { status: 410, title: 'This draft cannot be shown', text: `It no longer fits what is live: ${drafted}.` };
  return { link, subject: draftLinkSubject(link), site: regionOfTarget(target), ...drafted };
}

/** The version of `target` live now (the store was just refreshed; the menu's number is asked as its list does). */
async function liveVersionOf(deps: Pick<Deps, 'db'>, store: ConfigStore, target: TargetName): Promise<number> {
  if (isRegionFile(target)) return store.live[target]?.version ?? 0;
  if (isAnnouncementTarget(target)) return liveAnnouncementTarget(store, target).version;
  return liveMenuVersion(deps.db);
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

type Drafted = DraftContent & { configs: Record<SiteCode, RegionConfig> };

// Resolving every region file (or checking a menu) takes a few milliseconds: each link's result is
// kept until a publish changes the configs it was checked against. (A link's own content never
// changes; a newer version of its target ends a console draft's link, and a change request's
// content is checked alone or against the region configs.)
const resolved = new Map<string, Drafted | string>();
const MAX_RESOLVED = 32;

/** The site's content with the draft in place of its target, or why it does not resolve. */
async function draftOf(
  deps: Pick<Deps, 'configs' | 'db'>,
  store: ConfigStore,
  link: DraftLinkRecord,
  target: TargetName,
  json: Json,
): Promise<Drafted | string> {
  const key = `${link.id}|${configGeneration(deps.configs)}`;
  const known = resolved.get(key);
  if (known) return known;
  let out: Drafted | string;
  if (isRegionFile(target)) {
    const { configs, issues } = resolveRegionSet({ ...store.files(), [target]: json });
    const first = issues[0];
    out = first
      ? `${first.file} ${first.path}: ${first.reason}`
      : { configs: { ...deps.configs, ...configs } as Record<SiteCode, RegionConfig> };
  } else {
    const content = await draftContentOf(deps, link, target, json);
    out = typeof content === 'string' ? content : { ...content, configs: deps.configs };
  }
  if (resolved.size >= MAX_RESOLVED) resolved.delete(resolved.keys().next().value!);
  resolved.set(key, out);
  return out;
}
