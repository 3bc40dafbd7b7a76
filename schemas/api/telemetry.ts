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

export const AnalyticsEvent = z.object({
  name: AnalyticsEventName,
  /** Flat string/number/boolean properties, e.g. { button_name, module_name }. */
  props: z.record(z.string().max(64), z.union([z.string().max(512), z.number(), z.boolean()])).default({}),
  /** Client time in ms; the server records its own time as well. */
  ts: z.number().int().min(0).optional(),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEvent>;

/** POST /api/web/v1/analytics/events (JSON). */
export const AnalyticsRequest = z.object({ events: z.array(AnalyticsEvent).min(1).max(50) });
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
export const ErrorReportResponse = apiResponse(z.object({ id: z.number().int() }));
export type ErrorReportResponse = z.infer<typeof ErrorReportResponse>;
