import type { DraftLinkRecord } from '../../engine/ops/draftLinks.ts';
import type { StoredRemoteMenu } from '../../schemas/api/remoteMenu.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import type { SiteCode } from '../../schemas/site.ts';
import type { LiveAnnouncements } from '../ops/announcementStore.ts';

// Its own file, so that the request's variables (server/appDeps.ts), opening a link (open.ts) and a
// draft's bar or menu (content.ts) name it without importing one another.
/**
 * What a request previews: the link, in words, and the site's content as it would be after
 * publishing: the region configs (the live ones for a draft of another target), a bar or the menu.
 */
export interface DraftView {
  link: DraftLinkRecord;
  subject: string;
  configs: Record<SiteCode, RegionConfig>;
  /** A sub-site's own file or bar previews that sub-site, whatever the host or site cookie says. */
  site: SiteCode | undefined;
  /** A draft of a sub-site's announcement bar (server/draft/content.ts). */
  announcement?: { site: SiteCode; bar: LiveAnnouncements };
  /** A draft of the remote menu. */
  menu?: StoredRemoteMenu;
}

/** What of a draft is not a region file: a sub-site's announcement bar, or the remote menu. */
export type DraftContent = Pick<DraftView, 'announcement' | 'menu'>;
