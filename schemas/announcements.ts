import * as z from 'zod';
import { Lang } from './site.ts';

/**
 * A sub-site's announcement bar as ops publish it (the `announcement-<site>`
 * target of the ops console, stored per version in `announcement_versions`). Several may be
 * scheduled; the site shows the one live now (engine/notifications/announcementSchedule.ts).
 * The console's rules (engine/ops/announcementRules.ts) say in plain words what is wrong before
 * a publish; this schema only guards what the site reads.
 */
export const AnnouncementItem = z.object({
  /** The content_id visitors dismiss (SPEC §4): a new id shows again to those who closed the old one. */
  id: z.string().min(1),
  /** The text per language (plain text or the sanitiser's simple HTML). */
  text: z.partialRecord(Lang, z.string()),
  /**
   * Ops chose to show the English text where a language has none (an urgent notice that cannot wait
   * for its translations); without it every language is required before a publish.
   */
  englishFallback: z.boolean().optional(),
  /** Where the bar leads: a site path or an https address on a host the region allows; '' for none. */
  link: z.string(),
  /** When it starts and ends showing (ISO 8601 with its zone, stored in UTC); null: no bound. */
  start: z.string().nullable().default(null),
  end: z.string().nullable().default(null),
});
export type AnnouncementItem = z.infer<typeof AnnouncementItem>;

export const AnnouncementDoc = z.object({ items: z.array(AnnouncementItem) });
export type AnnouncementDoc = z.infer<typeof AnnouncementDoc>;

/** Version 0 of every announcement target: nothing to announce (what a rollback to 0 restores). */
export const NO_ANNOUNCEMENTS: AnnouncementDoc = { items: [] };
