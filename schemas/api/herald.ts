import * as z from 'zod/mini';
import { apiResponse, rowsOf, usableCount } from './envelope.ts';

/** SPEC §3 notification tab. `content` previews the newest message; only is_show 1 is displayed. */
export const NotificationTab = z.object({
  code: z.string().check(z.minLength(1)),
  name: z.string(),
  content: z.string(),
  unread_num: z.int().check(z.minimum(0)),
  is_show: z.union([z.literal(0), z.literal(1)]),
});
export type NotificationTab = z.infer<typeof NotificationTab>;

/**
 * What a notification points at (SPEC §3 payload extras). Routes default to settle asset USDT and
 * pair BTC_USDT (SPEC §9) when `market` / `contract` / `settle_asset` are missing.
 */
export const NotificationExtras = z.object({
  mid: z.optional(z.string()),
  url: z.optional(z.string()),
  web_url: z.optional(z.string()),
  notice_content: z.optional(z.string()),
  startup_id: z.optional(z.string()),
  market: z.optional(z.string()),
  stream_id: z.optional(z.string()),
  contract: z.optional(z.string()),
  settle_asset: z.optional(z.string()),
  isAllowHref: z.optional(z.boolean()),
});
export type NotificationExtras = z.infer<typeof NotificationExtras>;

/**
 * Record types and what they link to: text (nothing), link (extras.web_url or url), spot
 * (/trade/{market}), futures (/futures/{settle_asset}/{contract}), post (/post/status/{mid}),
 * live (/live/{stream_id}), startup (/launchpad/{startup_id}).
 */
export const NOTIFICATION_TYPES = ['text', 'link', 'spot', 'futures', 'post', 'live', 'startup'] as const;
export const NotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationType>;

/** SPEC §3 notification payload. */
export const NotificationPayload = z.object({
  type: NotificationType,
  template_id: z.string(),
  extras: NotificationExtras,
  template_args: z.record(z.string(), z.string()),
});
export type NotificationPayload = z.infer<typeof NotificationPayload>;

/**
 * SPEC §3 notification record: title, content, isread, type, extras (mid), send_timest (unix
 * seconds) and displayTime. The project's server adds its id, tab code, template_id and
 * template_args; a backend answering only the SPEC's fields is read just the same. isread may
 * come as a number or a boolean.
 */
export const NotificationRecord = z.pipe(
  z.object({
    id: z.optional(z.int()),
    code: z.optional(z.string().check(z.minLength(1))),
    title: z.string(),
    /** May hold simple HTML (b, i, br, a href); the client sanitises it (DESIGN "Security notes"). */
    content: z._default(z.string(), ''),
    isread: z.pipe(
      z.union([z.literal(0), z.literal(1), z.boolean()]),
      z.transform((v): 0 | 1 => (v === true || v === 1 ? 1 : 0)),
    ),
    type: z.string(),
    template_id: z.optional(z.string()),
    extras: z.pipe(
      z.nullish(NotificationExtras),
      z.transform((e) => e ?? {}),
    ),
    template_args: z.optional(z.record(z.string(), z.string())),
    send_timest: z.int().check(z.minimum(0)),
    /** The sender's own rendering of the time; shown only when send_timest cannot be. */
    displayTime: z.optional(z.string()),
  }),
  // A type this client does not know is shown as plain text: no link, whatever its extras say.
  z.transform((r) =>
    (NOTIFICATION_TYPES as readonly string[]).includes(r.type)
      ? { ...r, type: r.type as NotificationType }
      : { ...r, type: 'text' as const, extras: { ...r.extras, isAllowHref: false } },
  ),
);
export type NotificationRecord = z.infer<typeof NotificationRecord>;

/** GET /apiw/v2/herald/renew/tab */
export const HeraldTabsResponse = apiResponse(z.array(NotificationTab));
export type HeraldTabsResponse = z.infer<typeof HeraldTabsResponse>;

/** GET /apiw/v2/herald/renew/record: newest first; `unread_num` counts the requested tab. */
export const HeraldRecordsResponse = apiResponse(
  z.object({
    list: z.array(NotificationRecord),
    total: z.int().check(z.minimum(0)),
    unread_num: z.int().check(z.minimum(0)),
    page: z.int().check(z.minimum(1)),
    size: z.int().check(z.minimum(1)),
  }),
);
export type HeraldRecordsResponse = z.infer<typeof HeraldRecordsResponse>;

/**
 * How the browser reads the tabs and a records page (SPEC §8): the envelope strictly, each entry
 * with NotificationTab / NotificationRecord on its own, so one it cannot read is counted and
 * reported while the others show. The counts fall back when unusable.
 */
export const HeraldTabsPage = apiResponse(rowsOf(NotificationTab));
export const HeraldRecordsPage = apiResponse(z.object({ list: rowsOf(NotificationRecord), total: usableCount, unread_num: usableCount }));

/** POST /apiw/v2/herald/msg/read (form msg_type): code 200 is success (SPEC §7). */
export const MarkReadResponse = apiResponse(z.object({ msg_type: z.string(), updated: z.int().check(z.minimum(0)) }));
export type MarkReadResponse = z.infer<typeof MarkReadResponse>;

/** GET /apiw/v2/herald/msg/unread/num: tab code -> unread count; the client sums them. */
export const UnreadNumResponse = apiResponse(z.record(z.string(), z.int().check(z.minimum(0))));
export type UnreadNumResponse = z.infer<typeof UnreadNumResponse>;
