import * as z from 'zod/mini';
import { ComplianceCheck } from './compliance.ts';
import { RefTime, RegionConfig, RiseColor } from './regionConfig.ts';
import { AccountMode, Lang, SiteCode } from './site.ts';
import { SiteParams } from './siteParams.ts';
import { UserInfo } from './user.ts';

export const Theme = z.enum(['light', 'dark']);
export type Theme = z.infer<typeof Theme>;

/** Preferences (SPEC §3), as read from cookies by the server for the first render. */
export const Preferences = z.object({
  riseColorValue: RiseColor,
  reftimeValue: RefTime,
  currFiat: z.string(),
  currencyRate: z.enum(['open', 'closed']),
  theme: Theme,
  locale: Lang,
});
export type Preferences = z.infer<typeof Preferences>;

/**
 * GET /api/web/v1/site/bootstrap: one answer with all the layer needs for its first render of the
 * request's sub-site and language. Not a SPEC §7 call: the SPEC leaves the paths of common data,
 * footer flags and the compliance check unshown, so the reference server gathers them here.
 *
 * Written in zod/mini so the browser checks the answer with this very schema (app/layer/api/bootstrap.ts
 * loads it as its own chunk). The config is loose at its top level: a field a newer server adds to
 * the region config passes through an older page unchecked (the server validated the config with
 * the strict RegionConfig) instead of failing every page.
 */
export const Bootstrap = z.object({
  site: SiteCode,
  lang: Lang,
  config: z.looseObject(RegionConfig.shape),
  params: SiteParams,
  user: z.nullable(UserInfo),
  compliance: ComplianceCheck,
  accountMode: AccountMode,
  prefs: Preferences,
  /** Demo visitor profile selected with ?as= (DESIGN), echoed for the UI. */
  profile: z.nullable(z.string()),
  /**
   * The running rollout (below 100%) whose audience this page was drawn for: its events say so,
   * and it counts a page view (server/rolloutMeasure.ts). Absent for everyone else.
   */
  rollout: z.optional(z.int()),
  /**
   * The logged-in person holds ops grants: the account menu and the drawer link to the console.
   * Set by the server from the grants, for that person's own page only; absent for everyone else.
   */
  opsConsole: z.optional(z.literal(true)),
});
export type Bootstrap = z.infer<typeof Bootstrap>;
