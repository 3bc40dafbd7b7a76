import * as z from 'zod/mini';
import { apiResponse } from './envelope.ts';

/** Client-side click events of SPEC §7. */
export const ANALYTICS_EVENT_NAMES = [
  'home_top_navigation_click',
  'home_secondary_navigation_click',
  'home_top_navigation_result_click',
  'register_click',
  'login_click',
  // A page drawn for a running rollout's audience (app/layer/analytics/consented.ts): what its
  // effect is counted per (server/ops/rolloutEffect.ts).
  'layer_page_view',
] as const;
export const AnalyticsEventName = z.enum(ANALYTICS_EVENT_NAMES);

/** Caps of one analytics post: a click is one event of a few short properties. */
export const ANALYTICS_CAPS = { eventsPerPost: 20, propsPerEvent: 16, bytesPerEvent: 1024 } as const;

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

export const AnalyticsEvent = z
  .object({
    name: AnalyticsEventName,
    /** Flat string/number/boolean properties, e.g. { button_name, module_name }. */
    props: z._default(
      z.record(z.string().check(z.maxLength(64)), z.union([z.string().check(z.maxLength(512)), z.number(), z.boolean()])).check(
        z.refine((p) => Object.keys(p).length <= ANALYTICS_CAPS.propsPerEvent, {
          message: `an event may have at most ${ANALYTICS_CAPS.propsPerEvent} properties`,
        }),
      ),
      {},
    ),
    /** Client time in ms; the server records its own time as well. */
    ts: z.optional(z.int().check(z.minimum(0))),
  })
  .check(
    z.refine((e) => utf8Bytes(JSON.stringify(e.props)) <= ANALYTICS_CAPS.bytesPerEvent, {
      message: `an event's properties may take at most ${ANALYTICS_CAPS.bytesPerEvent} bytes`,
      path: ['props'],
    }),
  );
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

/** POST /api/web/v1/analytics/events (JSON). */
export const AnalyticsRequest = z.object({
  events: z.array(AnalyticsEvent).check(z.minLength(1), z.maxLength(ANALYTICS_CAPS.eventsPerPost)),
});
export type AnalyticsRequest = z.infer<typeof AnalyticsRequest>;
export const AnalyticsResponse = apiResponse(z.object({ accepted: z.int().check(z.minimum(0)) }));
export type AnalyticsResponse = z.infer<typeof AnalyticsResponse>;

/** POST /api/web/v1/error_reports (JSON): what the error-reporting hook sends. */
export const ErrorReportRequest = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(2000)),
  stack: z.optional(z.string().check(z.maxLength(16000))),
  url: z.optional(z.string().check(z.maxLength(2000))),
  level: z._default(z.enum(['error', 'warning']), 'error'),
  release: z.optional(z.string().check(z.maxLength(64))),
});
export type ErrorReportRequest = z.infer<typeof ErrorReportRequest>;
/** `id` is the report's group: the same error sent again counts in the same group. */
export const ErrorReportResponse = apiResponse(z.object({ id: z.int() }));
export type ErrorReportResponse = z.infer<typeof ErrorReportResponse>;
