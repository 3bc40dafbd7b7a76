import type { Json } from '../../engine/configMerge.ts';
import { validateAnnouncementDraft } from '../../engine/ops/announcementRules.ts';
import type { PathIssue } from '../../engine/ops/jsonPath.ts';
import { ANNOUNCEMENT_TARGETS, type AnnouncementTarget, regionOfTarget } from '../../engine/ops/targets.ts';
import { linkOptionsFor } from '../../engine/resolveLayer.ts';
import type { SiteCode } from '../../schemas/site.ts';
import type { ConfigStore } from './configStore.ts';

// The announcement bars as ops console targets: the console API treats them like
// the region files (server/routes/ops.ts), these say what is particular to them.

const siteOf = (name: AnnouncementTarget) => regionOfTarget(name) as SiteCode;

/** What is live for one bar, as the console edits it. */
export function liveAnnouncementTarget(store: ConfigStore, name: AnnouncementTarget): { json: unknown; version: number } {
  const live = store.announcements[siteOf(name)];
  return { json: live.doc, version: live.version };
}

/** A draft's problems, by the link rules of the sub-site it is shown on (its live region config). */
export function announcementDraftIssues(store: ConfigStore, name: AnnouncementTarget, json: unknown): PathIssue[] {
  return validateAnnouncementDraft(name, json, linkOptionsFor(store.configs[siteOf(name)]));
}

/** Every bar for the console's target list, after the region files and the menu. */
export function announcementTargetInfos(store: ConfigStore) {
  return ANNOUNCEMENT_TARGETS.map((name) => {
    const live = store.announcements[siteOf(name)];
    const { version, author, created, message } = live;
    return { name, kind: 'announcement' as const, version, author, created, message, json: live.doc as unknown as Json };
  });
}
