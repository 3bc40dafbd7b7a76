/**
 * The fullsiteBulletin check the first page runs, in zod/mini so the announcement bar does not
 * bring classic zod into the first chunk. Mirrors schemas/api/announcement.ts BulletinResponse;
 * tests/engine/bulletinSchema.test.ts holds the two to the same answers.
 */
import './zodJitless.ts';
import * as z from 'zod/mini';

export const Announcement = z.object({
  content_id: z.string().check(z.minLength(1)),
  content: z.string().check(z.minLength(1)),
  link: z.string(),
});

export const BulletinResponse = z.object({
  code: z.number().check(z.int()),
  message: z.string(),
  data: z.nullable(Announcement),
});
