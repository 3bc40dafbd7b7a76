import { bulletinIn } from '../../engine/notifications/announcementSchedule.ts';
import { AnnouncementDoc, NO_ANNOUNCEMENTS } from '../../schemas/announcements.ts';
import type { Announcement } from '../../schemas/api/announcement.ts';
import { type Lang, SITE_CODES, type SiteCode } from '../../schemas/site.ts';
import type { Queryable } from '../db/types.ts';

/** A sub-site's announcement bar as published now; version 0 is none. */
export interface LiveAnnouncements {
  doc: AnnouncementDoc;
  version: number;
  author: string;
  created: number | null;
  message: string;
}

export const NONE_PUBLISHED: LiveAnnouncements = {
  doc: NO_ANNOUNCEMENTS,
  version: 0,
  author: 'release',
  created: null,
  message: 'no announcement',
};

/** The head of each table the store follows; a change of any means reloading (server/ops/configStore.ts). */
export const HEADS_SQL = `SELECT site, MAX(version)::int AS version FROM region_config_versions GROUP BY site
  UNION ALL SELECT 'announcement-' || site, MAX(version)::int FROM announcement_versions GROUP BY site ORDER BY 1`;

/** The latest published announcement version of every sub-site. */
export async function loadAnnouncements(db: Queryable): Promise<Record<SiteCode, LiveAnnouncements>> {
  const rows = await db.query<{ site: string; version: number; json: unknown; author: string; message: string; created: number }>(
    'SELECT DISTINCT ON (site) site, version::int AS version, json, author, message, created FROM announcement_versions ORDER BY site, version DESC',
  );
  const out = Object.fromEntries(SITE_CODES.map((s) => [s, NONE_PUBLISHED])) as Record<SiteCode, LiveAnnouncements>;
  for (const r of rows) {
    if (!(SITE_CODES as readonly string[]).includes(r.site)) continue;
    const parsed = AnnouncementDoc.safeParse(typeof r.json === 'string' ? JSON.parse(r.json) : r.json);
    if (!parsed.success) {
      // Publishing validates, so this is a hand-edited row: the bar stays off rather than showing it.
      console.error(`[ops] announcement version ${r.version} of ${r.site} is malformed; no announcement shown: ${parsed.error.message}`);
      continue;
    }
    out[r.site as SiteCode] = { doc: parsed.data, version: r.version, author: r.author, created: Number(r.created), message: r.message };
  }
  return out;
}

/**
 * The bar a visitor of `site` reading `lang` is shown at `now` (with when it changes and to what),
 * and a key naming that answer (the published version, the item live then, the moment it changes
 * and what follows), so cached answers change with a publish and with a schedule's start or end.
 */
export function bulletinAt(live: LiveAnnouncements, lang: Lang, now: number): { key: string; item: Announcement | null } {
  const item = bulletinIn(live.doc.items, lang, now);
  return { key: `v${live.version}|${item?.content_id ?? '-'}|${item?.until ?? '-'}|${item?.next?.content_id ?? '-'}`, item };
}
