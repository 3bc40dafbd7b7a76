import * as z from 'zod';
import { apiResponse } from './envelope.ts';

/** SPEC §3 notification tab. `content` previews the newest message; only is_show 1 is displayed. */
export const NotificationTab = z.object({
  code: z.string().min(1),
  name: z.string(),
  content: z.string(),
  unread_num: z.number().int().min(0),
  is_show: z.union([z.literal(0), z.literal(1)]),
});
export type NotificationTab = z.infer<typeof NotificationTab>;

/**
 * What a notification points at (SPEC §3 payload extras). Routes default to settle asset USDT and
 * pair BTC_USDT (SPEC §9) when `market` / `contract` / `settle_asset` are missing.
 */
export const NotificationExtras = z.object({
  mid: z.string().optional(),
  url: z.string().optional(),
  web_url: z.string().optional(),
  notice_content: z.string().optional(),
  startup_id: z.string().optional(),
  market: z.string().optional(),
  stream_id: z.string().optional(),
  contract: z.string().optional(),
  settle_asset: z.string().optional(),
  isAllowHref: z.boolean().optional(),
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

/** SPEC §3 notification record: the payload plus its text, read state and send time (unix seconds). */
export const NotificationRecord = NotificationPayload.extend({
  id: z.number().int(),
  code: z.string().min(1),
  title: z.string(),
  /** May hold simple HTML (b, i, br, a href); the client sanitises it (DESIGN "Security notes"). */
  content: z.string(),
  isread: z.union([z.literal(0), z.literal(1)]),
  send_timest: z.number().int().min(0),
});
export type NotificationRecord = z.infer<typeof NotificationRecord>;

/** GET /apiw/v2/herald/renew/tab */
export const HeraldTabsResponse = apiResponse(z.array(NotificationTab));
export type HeraldTabsResponse = z.infer<typeof HeraldTabsResponse>;

/** GET /apiw/v2/herald/renew/record: newest first; `unread_num` counts the requested tab. */
export const HeraldRecordsResponse = apiResponse(
  z.object({
    list: z.array(NotificationRecord),
    total: z.number().int().min(0),
    unread_num: z.number().int().min(0),
    page: z.number().int().min(1),
    size: z.number().int().min(1),
  }),
);
export type HeraldRecordsResponse = z.infer<typeof HeraldRecordsResponse>;

/** POST /apiw/v2/herald/msg/read (form msg_type): code 200 is success (SPEC §7). */
export const MarkReadResponse = apiResponse(z.object({ msg_type: z.string(), updated: z.number().int().min(0) }));
export type MarkReadResponse = z.infer<typeof MarkReadResponse>;

/** GET /apiw/v2/herald/msg/unread/num: tab code -> unread count; the client sums them. */
export const UnreadNumResponse = apiResponse(z.record(z.string(), z.number().int().min(0)));
export type UnreadNumResponse = z.infer<typeof UnreadNumResponse>;
