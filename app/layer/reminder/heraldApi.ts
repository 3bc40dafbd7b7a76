import { RECORD_PAGE_SIZE } from '../../../engine/notifications/tabs.ts';
import { droppedIn } from '../../../schemas/api/droppedRows.ts';
import { OK_CODE } from '../../../schemas/api/envelope.ts';
import type { NotificationRecord, NotificationTab } from '../../../schemas/api/herald.ts';
import { DEFAULT_RECORD_SIZE, READ_FAILED_CODE } from '../../../schemas/constants/reminder.ts';
import { call } from '../api/call.ts';
import type { ApiClient } from '../api/client.ts';

/** SPEC §9 constants, defined in schemas/constants/. */
export { DEFAULT_RECORD_SIZE, READ_FAILED_CODE };

export interface TabsResult {
  ok: boolean;
  tabs: NotificationTab[];
}

/** SPEC §7 tabs; SPEC §8: a failure gives an empty list. */
export async function fetchTabs(api: ApiClient, language: string): Promise<TabsResult> {
  const res = await call(api, 'heraldTabs', { query: { language } });
  if (!res.ok) return { ok: false, tabs: [] };
  return { ok: true, tabs: res.data.data };
}

export interface RecordsResult {
  ok: boolean;
  list: NotificationRecord[];
  /** Records of this page the client could not read (reported, not silently dropped). */
  unreadable: number;
  total: number;
  unread: number;
  page: number;
  size: number;
}

/** SPEC §7 records, 20 a page; SPEC §8: a failure gives an empty list with page 1, size 10. */
export async function fetchRecords(
  api: ApiClient,
  q: { code: string; page: number; language: string; now?: number; size?: number },
): Promise<RecordsResult> {
  const size = q.size ?? RECORD_PAGE_SIZE;
  const res = await call(api, 'heraldRecords', {
    query: { page: q.page, size, code: q.code, language: q.language, now: q.now ?? Math.floor(Date.now() / 1000) },
  });
  if (!res.ok) return { ok: false, list: [], unreadable: 0, total: 0, unread: 0, page: 1, size: DEFAULT_RECORD_SIZE };
  const data = res.data.data;
  const list = data.list;
  // The records the page could not read were logged by the call; the list says how many.
  return {
    ok: true,
    list,
    unreadable: droppedIn(list)?.count ?? 0,
    total: data.total ?? list.length,
    unread: data.unread_num ?? 0,
    page: q.page,
    size,
  };
}

export interface ReadResult {
  success: boolean;
  code: number;
}

/** SPEC §7 POST msg/read: code 200 is success; SPEC §8: a failure is success false, code 99999. */
export async function markRead(api: ApiClient, msgType: string): Promise<ReadResult> {
  const res = await call(api, 'heraldRead', { body: { msg_type: msgType } });
  return res.ok ? { success: true, code: OK_CODE } : { success: false, code: READ_FAILED_CODE };
}

/** SPEC §7 unread counts; rejects on failure so the red dot can log and hide (SPEC §8). */
export async function fetchUnreadCounts(api: ApiClient): Promise<Record<string, number>> {
  const res = await call(api, 'heraldUnread');
  if (!res.ok) throw new Error(res.refused ? `malformed unread counts: ${res.problem}` : res.problem);
  return res.data.data;
}
