import * as z from 'zod/mini';
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

export const AnalyticsEvent = z.object({
  name: AnalyticsEventName,
  /** Flat string/number/boolean properties, e.g. { button_name, module_name }. */
  props: z._default(
    z.record(z.string().check(z.maxLength(64)), z.union([z.string().check(z.maxLength(512)), z.number(), z.boolean()])),
    {},
  ),
  /** Client time in ms; the server records its own time as well. */
  ts: z.optional(z.int().check(z.minimum(0))),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

/** POST /api/web/v1/analytics/events (JSON). */
export const AnalyticsRequest = z.object({ events: z.array(AnalyticsEvent).check(z.minLength(1), z.maxLength(50)) });
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
export const ErrorReportResponse = apiResponse(z.object({ id: z.int() }));
export type ErrorReportResponse = z.infer<typeof ErrorReportResponse>;
