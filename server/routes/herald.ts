import { Hono } from 'hono';
import * as z from 'zod';
import type { NotificationTab } from '../../schemas/api/herald.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import { NOTIFICATION_TABS, tr } from '../data/i18n.ts';
import { ok, parseQuery, readForm, validate } from '../http.ts';
import { listRecords, markTabRead, tabSummaries, unreadBySession } from '../notifications.ts';
import { intParam } from '../queryParams.ts';
import { inLiveSession, requireUser } from '../session.ts';

/** SPEC §7 reminder (herald) calls; all need a session (401 JSON otherwise). */
export const heraldRoutes = new Hono<AppEnv>();

const TAB_CODES = NOTIFICATION_TABS.map((t) => t.code) as [string, ...string[]];
const TabCode = z.enum(TAB_CODES, { error: `must be one of ${TAB_CODES.join(', ')}` });

heraldRoutes.get(ENDPOINTS.heraldTabs.path, async (c) => {
  const user = await requireUser(c);
  const summaries = await tabSummaries(c.var.deps.db, user.id);
  const tabs: NotificationTab[] = NOTIFICATION_TABS.map((t) => ({
    code: t.code,
    name: tr(t.name, c.var.ctx.lang),
    content: summaries.get(t.code)?.latest ?? '',
    unread_num: summaries.get(t.code)?.unread ?? 0,
    is_show: t.show ? 1 : 0,
  }));
  return ok(c, tabs);
});

heraldRoutes.get(ENDPOINTS.heraldRecords.path, async (c) => {
  const user = await requireUser(c);
  const q = parseQuery(
    c,
    z.object({
      page: intParam(1, 1, 10_000),
      size: intParam(20, 1, 100),
      code: z.union([TabCode, z.literal('')]).optional(),
      // Seconds or milliseconds: the client sends Date.now() in some builds.
      now: z
        .string()
        .regex(/^\d{1,15}$/, 'must be a unix time')
        .optional()
        .transform((v) => (v === undefined ? undefined : Number(v) > 1e11 ? Math.floor(Number(v) / 1000) : Number(v))),
    }),
  );
  const r = await listRecords(c.var.deps.db, { userId: user.id, tab: q.code || undefined, before: q.now, page: q.page, size: q.size });
  return ok(c, { list: r.list, total: r.total, unread_num: r.unread, page: q.page, size: q.size });
});

heraldRoutes.post(ENDPOINTS.heraldRead.path, async (c) => {
  const user = await requireUser(c);
  const form = validate(z.object({ msg_type: TabCode }), await readForm(c), 'body');
  const updated = await markTabRead(c.var.deps.db, user.id, form.msg_type);
  return ok(c, { msg_type: form.msg_type, updated });
});

// Asked by every logged-in page: the session check and the count in one query.
heraldRoutes.get(ENDPOINTS.heraldUnread.path, async (c) => {
  const unread = await inLiveSession(c, (sessionHash, now) => unreadBySession(c.var.deps.db, sessionHash, now));
  const counts: Record<string, number> = {};
  for (const t of NOTIFICATION_TABS) if (t.show) counts[t.code] = unread.get(t.code) ?? 0;
  return ok(c, counts);
});
