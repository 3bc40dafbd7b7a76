import * as z from 'zod';
import { apiResponse } from './envelope.ts';

/** Client-side click events of SPEC §7. */
export const ANALYTICS_EVENT_NAMES = [
  'home_top_navigation_click',
  'home_secondary_navigation_click',
  'home_top_navigation_result_click',
  'register_click',
  'login_click',
] as const;
export const AnalyticsEventName = z.enum(ANALYTICS_EVENT_NAMES);

/** Caps of one analytics post (issue 32): a click is one event of a few short properties. */
export const ANALYTICS_CAPS = { eventsPerPost: 20, propsPerEvent: 16, bytesPerEvent: 1024 } as const;

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

export const AnalyticsEvent = z
  .object({
    name: AnalyticsEventName,
    /** Flat string/number/boolean properties, e.g. { button_name, module_name }. */
    props: z
      .record(z.string().max(64), z.union([z.string().max(512), z.number(), z.boolean()]))
      .refine((p) => Object.keys(p).length <= ANALYTICS_CAPS.propsPerEvent, {
        message: `an event may have at most ${ANALYTICS_CAPS.propsPerEvent} properties`,
      })
      .default({}),
    /** Client time in ms; the server records its own time as well. */
    ts: z.number().int().min(0).optional(),
  })
  .refine((e) => utf8Bytes(JSON.stringify(e.props)) <= ANALYTICS_CAPS.bytesPerEvent, {
    message: `an event's properties may take at most ${ANALYTICS_CAPS.bytesPerEvent} bytes`,
    path: ['props'],
  });
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

/** POST /api/web/v1/analytics/events (JSON). */
export const AnalyticsRequest = z.object({ events: z.array(AnalyticsEvent).min(1).max(ANALYTICS_CAPS.eventsPerPost) });
export type AnalyticsRequest = z.infer<typeof AnalyticsRequest>;
export const AnalyticsResponse = apiResponse(z.object({ accepted: z.number().int().min(0) }));
export type AnalyticsResponse = z.infer<typeof AnalyticsResponse>;

/** POST /api/web/v1/error_reports (JSON): what the error-reporting hook sends. */
export const ErrorReportRequest = z.object({
  message: z.string().min(1).max(2000),
  stack: z.string().max(16000).optional(),
  url: z.string().max(2000).optional(),
  level: z.enum(['error', 'warning']).default('error'),
  release: z.string().max(64).optional(),
});
export type ErrorReportRequest = z.infer<typeof ErrorReportRequest>;
/** `id` is the report's group: the same error sent again counts in the same group. */
export const ErrorReportResponse = apiResponse(z.object({ id: z.number().int() }));
export type ErrorReportResponse = z.infer<typeof ErrorReportResponse>;
