import * as z from 'zod/mini';
import { FLAG_NAMES } from './enums.ts';
import { OFFER_NAMES } from './offers.ts';
import { AccountMode, Lang, Platform, SiteCode } from './site.ts';

export { FLAG_NAMES };

export const FlagName = z.enum(FLAG_NAMES);
export type FlagName = z.infer<typeof FlagName>;

const about = z.describe;

/** A product or service a sub-site may offer (schemas/offers.ts). */
export const OfferName = z.enum(OFFER_NAMES);
export type OfferName = z.infer<typeof OfferName>;

/**
 * When an item is shown. Every field present must hold (AND). Kept as data so ops change a rule
 * without code; the engine reports the first failing field as the reason an item is hidden.
 */
export const Condition = z.strictObject({
  login: z.optional(z.enum(['in', 'out'])).check(about('Only for logged-in users (in) or visitors (out)')),
  sites: z.optional(z.array(SiteCode).check(z.minLength(1))).check(about('Only on these sub-sites')),
  needs: z
    .optional(z.array(OfferName).check(z.minLength(1)))
    .check(about('Only on sub-sites that offer every one of these products (each region config lists what it offers)')),
  compliance: z
    .optional(z.array(z.string().check(z.minLength(1))))
    .check(about('Feature keys: hidden when the compliance menu list holds any of them')),
  business: z
    .optional(z.array(z.string().check(z.minLength(1))))
    .check(about('Hidden when the compliance business list holds any of them')),
  flagsOff: z.optional(z.array(FlagName)).check(about('Hidden when any of these flags is true')),
  flagsOn: z.optional(z.array(FlagName)).check(about('Only when every one of these flags is true')),
  platform: z.optional(Platform).check(about('Only on this platform')),
  langs: z.optional(z.array(Lang).check(z.minLength(1))).check(about('Only in these languages')),
  notLangs: z.optional(z.array(Lang)).check(about('Hidden in these languages')),
  accountModes: z.optional(z.array(AccountMode).check(z.minLength(1))).check(about('Only in these account modes')),
  minTier: z.optional(z.int().check(z.minimum(0))).check(about('Only for users of at least this VIP tier')),
  maxTier: z.optional(z.int().check(z.minimum(0))).check(about('Only for users of at most this VIP tier')),
});
export type Condition = z.infer<typeof Condition>;
export type ConditionKey = keyof Condition;
