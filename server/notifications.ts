import type { NotificationRecord } from '../schemas/api/herald.ts';
import type { Db, Queryable } from './db/types.ts';

export interface NewNotification {
  tab: string;
  title: string;
  content: string;
  type: NotificationRecord['type'];
  template_id?: string;
  template_args?: Record<string, string>;
  extras?: NotificationRecord['extras'];
  /** Unix seconds. */
  send_timest: number;
  isread?: boolean;
}

const COLUMNS = 'user_id, tab_code, title, content, isread, type, template_id, template_args, extras, send_timest';

function rowParams(userId: number, n: NewNotification): unknown[] {
  return [
    userId,
    n.tab,
    n.title,
    n.content,
    n.isread ?? false,
    n.type,
    n.template_id ?? '',
    JSON.stringify(n.template_args ?? {}),
    JSON.stringify(n.extras ?? {}),
    n.send_timest,
  ];
}

/** Many notifications in one statement (the demo seed adds dozens per account at start-up). */
export async function addNotifications(db: Queryable, userId: number, list: readonly NewNotification[]): Promise<void> {
  if (list.length === 0) return;
  const width = 10;
  const rows = list.map((_, i) => {
    const p = (k: number) => `$${i * width + k}`;
    return `(${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${p(7)}, ${p(8)}::jsonb, ${p(9)}::jsonb, ${p(10)})`;
  });
  await db.query(
    `INSERT INTO notifications (${COLUMNS}) VALUES ${rows.join(', ')}`,
    list.flatMap((n) => rowParams(userId, n)),
  );
  forgetUnread();
}

export async function addNotification(db: Queryable, userId: number, n: NewNotification): Promise<void> {
  await addNotifications(db, userId, [n]);
}

export async function tabSummaries(db: Queryable, userId: number): Promise<Map<string, { unread: number; latest: string }>> {
  const rows = await db.query<{ tab_code: string; unread: number; latest: string }>(
    `SELECT tab_code,
            COUNT(*) FILTER (WHERE NOT isread)::int AS unread,
            (ARRAY_AGG(title ORDER BY send_timest DESC, id DESC))[1] AS latest
       FROM notifications WHERE user_id = $1 GROUP BY tab_code`,
    [userId],
  );
  return new Map(rows.map((r) => [r.tab_code, { unread: r.unread, latest: r.latest }]));
}

type Unread = ReadonlyMap<string, number>;

// What unreadBySession found per session, on embedded PGlite only, until the next write. PGlite
// has one process on its data (the data dir is locked), so every change of a session or of read
// state goes through this process, and each writer calls forgetUnread once it has written. On
// PostgreSQL other instances write too, so there every request asks the database.
const remembered = new WeakMap<Db, { writes: number; bySession: Map<string, { expires: number; unread: Unread }> }>();
const MAX_REMEMBERED = 10_000;
let writes = 0;

/** After a write of sessions or notifications: nothing unreadBySession remembered holds any more. */
export function forgetUnread(): void {
  writes++;
}

function memoOf(db: Db) {
  let memo = remembered.get(db);
  if (!memo || memo.writes !== writes) {
    memo = { writes, bySession: new Map() };
    remembered.set(db, memo);
  }
  return memo.bySession;
}

/**
 * The unread count per tab of a session's user, or null when the session is not live (unknown,
 * ended or expired). Asked by every logged-in page, so it costs one query, not two: the session
 * check and the count together; on PGlite the answer is then remembered until a write (above). The
 * session stays the database's, so a logout or logoutAll on any instance counts on the next request.
 */
export async function unreadBySession(db: Db, sessionHash: string, now: number): Promise<Unread | null> {
  const memo = db.kind === 'pglite' ? memoOf(db) : undefined;
  const known = memo?.get(sessionHash);
  if (known && known.expires > now) return known.unread;
  const before = writes;
  const rows = await db.query<{ expires: number; tab_code: string | null; unread: number }>(
    `SELECT s.expires, n.tab_code, COUNT(n.id)::int AS unread
       FROM sessions s LEFT JOIN notifications n ON n.user_id = s.user_id AND NOT n.isread
      WHERE s.token_hash = $1 AND s.expires > $2
      GROUP BY s.expires, n.tab_code`,
    [sessionHash, now],
  );
  // A live session gives at least one row (tab_code NULL when nothing is unread).
  if (rows.length === 0) return null;
  const unread: Unread = new Map(rows.flatMap((r) => (r.tab_code === null ? [] : [[r.tab_code, r.unread] as const])));
  // Not when a write came in while the query ran: its answer may be from before the write.
  if (memo && writes === before) {
    if (memo.size >= MAX_REMEMBERED) memo.clear();
    memo.set(sessionHash, { expires: Number(rows[0]!.expires), unread });
  }
  return unread;
}

export interface RecordQuery {
  userId: number;
  tab?: string;
  /** Unix seconds: only records sent at or before it. */
  before?: number;
  page: number;
  size: number;
}

export async function listRecords(db: Queryable, q: RecordQuery): Promise<{ list: NotificationRecord[]; total: number; unread: number }> {
  const where = ['user_id = $1', '($2::text IS NULL OR tab_code = $2)', '($3::bigint IS NULL OR send_timest <= $3)'];
  const params = [q.userId, q.tab ?? null, q.before ?? null];
  const [counts] = await db.query<{ total: number; unread: number }>(
    `SELECT COUNT(*)::int AS total, COUNT(*) FILTER (WHERE NOT isread)::int AS unread FROM notifications WHERE ${where.join(' AND ')}`,
    params,
  );
  const rows = await db.query<Omit<NotificationRecord, 'isread'> & { isread: boolean }>(
    `SELECT id, tab_code AS code, title, content, isread, type, template_id, template_args, extras, send_timest
       FROM notifications WHERE ${where.join(' AND ')}
      ORDER BY send_timest DESC, id DESC LIMIT $4 OFFSET $5`,
    [...params, q.size, (q.page - 1) * q.size],
  );
  return { list: rows.map((r) => ({ ...r, isread: r.isread ? 1 : 0 })), total: counts?.total ?? 0, unread: counts?.unread ?? 0 };
}

export async function markTabRead(db: Queryable, userId: number, tab: string): Promise<number> {
  const rows = await db.query('UPDATE notifications SET isread = TRUE WHERE user_id = $1 AND tab_code = $2 AND NOT isread RETURNING id', [
    userId,
    tab,
  ]);
  forgetUnread();
  return rows.length;
}
