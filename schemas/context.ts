import * as z from 'zod/mini';
import { ComplianceCheck } from './compliance.ts';
import { FlagName, OfferName } from './condition.ts';
import { AccountMode, Lang, Platform, SiteCode } from './site.ts';

/** Everything a visibility rule may look at, for one render (DESIGN "engine"). */
export const VisibilityContext = z.object({
  site: SiteCode,
  lang: Lang,
  isLogin: z.boolean(),
  tier: z.int().check(z.minimum(0)),
  platform: Platform,
  accountMode: AccountMode,
  compliance: ComplianceCheck,
  flags: z.partialRecord(FlagName, z.boolean()),
  /** What the sub-site offers: its region config's `offers`. */
  offers: z.array(OfferName),
});
export type VisibilityContext = z.infer<typeof VisibilityContext>;
