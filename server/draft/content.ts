import type { Context } from 'hono';
import type { Json } from '../../engine/configMerge.ts';
import { isAnnouncementTarget, REMOTE_MENU, regionOfTarget, type TargetName } from '../../engine/ops/targets.ts';
import { AnnouncementDoc } from '../../schemas/announcements.ts';
import { StoredRemoteMenu } from '../../schemas/api/remoteMenu.ts';
import type { EndpointName } from '../../schemas/endpoints.ts';
import type { SiteCode } from '../../schemas/site.ts';
import type { AppEnv, Deps } from '../appDeps.ts';
import { describeIssues } from '../http.ts';
import { bulletinAt, type LiveAnnouncements } from '../ops/announcementStore.ts';
import { configStoreFor } from '../ops/configStore.ts';
import { issuesOf } from '../ops/publishTarget.ts';
import { menuForLang } from '../remoteMenu.ts';
import type { DraftContent, DraftView } from './draftView.ts';

/**
 * Drafts of what is not a region file: a sub-site's announcement bar and
 * the remote menu. The viewer's page and the calls the browser makes after it (the bulletin, the
 * remote menu) read them from here; they are drawn for that request alone and never enter the
 * snapshot caches of the public lists (server/publicLists.ts leaves a draft viewer to the chain).
 *
 * draftContentOf: the draft of a bar or of the menu as the site reads it, or why it would not
 * publish now.
 */
export async function draftContentOf(
  deps: Pick<Deps, 'db' | 'configs'>,
  link: DraftView['link'],
  target: TargetName,
  json: Json,
): Promise<DraftContent | string> {
  // What a publish would refuse is not shown either (a bar's links follow its region's live rules).
  const first = (await issuesOf(deps, target, json))[0];
  if (first) return `${first.file} ${first.path}: ${first.reason}`;
  if (target === REMOTE_MENU) {
    const menu = StoredRemoteMenu.safeParse(json);
    return menu.success ? { menu: menu.data } : describeIssues(menu.error);
  }
  const site = isAnnouncementTarget(target) ? regionOfTarget(target) : undefined;
  const doc = AnnouncementDoc.safeParse(json);
  if (!site) return `${target} is not previewed outside the console`;
  if (!doc.success) return describeIssues(doc.error);
  const bar: LiveAnnouncements = {
    doc: doc.data,
    version: link.baseVersion,
    author: link.createdBy,
    created: link.created,
    message: 'draft preview',
  };
  return { announcement: { site, bar } };
}

/** The announcement bar `site` shows this request: the previewed draft's, else the published one. */
export async function announcementsFor(c: Context<AppEnv>, site: SiteCode): Promise<LiveAnnouncements> {
  const drafted = c.var.draft?.announcement;
  if (drafted?.site === site) return drafted.bar;
  return (await configStoreFor(c.var.deps)).announcements[site];
}

/**
 * A public list's data as the previewed draft makes it (the bulletin, the remote menu), or
 * undefined when the draft does not touch this list: it is then the shared answer.
 */
export async function draftListData(c: Context<AppEnv>, endpoint: EndpointName): Promise<{ data: unknown } | undefined> {
  const view = c.var.draft;
  if (!view) return undefined;
  const { site, lang } = c.var.ctx;
  if (endpoint === 'bulletin' && view.announcement?.site === site)
    return { data: bulletinAt(view.announcement.bar, lang, c.var.deps.now()).item };
  if (endpoint === 'remoteMenu' && view.menu) return { data: { version: view.link.baseVersion, list: menuForLang(view.menu.list, lang) } };
  return undefined;
}
