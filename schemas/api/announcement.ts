// zod/mini: the first page checks the bulletin with this very schema in the browser.
import * as z from 'zod/mini';
import { apiResponse } from './envelope.ts';

const fields = {
  content_id: z.string().check(z.minLength(1)),
  content: z.string().check(z.minLength(1)),
  link: z.string(),
  /** The language of `content` where it is not the page's (English shown where ops allowed it). */
  lang: z.optional(z.string()),
};

/** The bar that follows an announcement at its `until`. */
export const NextAnnouncement = z.object(fields);

/**
 * SPEC §3 announcement; content is plain text, link a site path or an allowed https URL. `until`
 * (ISO 8601) is when it stops showing, by its end or a later one's start, and `next` the bar shown
 * from then (none: no bar); a malformed one of the two is read as not given.
 */
export const Announcement = z.object({
  ...fields,
  until: z.catch(z.optional(z.string()), undefined),
  next: z.catch(z.optional(NextAnnouncement), undefined),
});
export type Announcement = z.infer<typeof Announcement>;

/** GET /api/web/v1/site/fullsiteBulletin: null when the sub-site has nothing to announce. */
export const BulletinResponse = apiResponse(z.nullable(Announcement));
export type BulletinResponse = z.infer<typeof BulletinResponse>;
