import * as z from 'zod';
import { FLAG_NAMES } from './enums.ts';
import { OFFER_NAMES } from './offers.ts';
import { AccountMode, Lang, Platform, SiteCode } from './site.ts';

export { FLAG_NAMES };

export const FlagName = z.enum(FLAG_NAMES);
export type FlagName = z.infer<typeof FlagName>;

/** A product or service a sub-site may offer (schemas/offers.ts). */
export const OfferName = z.enum(OFFER_NAMES);
export type OfferName = z.infer<typeof OfferName>;

/**
 * When an item is shown. Every field present must hold (AND). Kept as data so ops change a rule
 * without code; the engine reports the first failing field as the reason an item is hidden.
 */
export const Condition = z
  .object({
    login: z.enum(['in', 'out']).optional().describe('Only for logged-in users (in) or visitors (out)'),
    sites: z.array(SiteCode).min(1).optional().describe('Only on these sub-sites'),
    needs: z
      .array(OfferName)
      .min(1)
      .optional()
      .describe('Only on sub-sites that offer every one of these products (each region config lists what it offers)'),
    compliance: z.array(z.string().min(1)).optional().describe('Feature keys: hidden when the compliance menu list holds any of them'),
    business: z.array(z.string().min(1)).optional().describe('Hidden when the compliance business list holds any of them'),
    flagsOff: z.array(FlagName).optional().describe('Hidden when any of these flags is true'),
    flagsOn: z.array(FlagName).optional().describe('Only when every one of these flags is true'),
    platform: Platform.optional().describe('Only on this platform'),
    langs: z.array(Lang).min(1).optional().describe('Only in these languages'),
    notLangs: z.array(Lang).optional().describe('Hidden in these languages'),
    accountModes: z.array(AccountMode).min(1).optional().describe('Only in these account modes'),
    minTier: z.number().int().min(0).optional().describe('Only for users of at least this VIP tier'),
    maxTier: z.number().int().min(0).optional().describe('Only for users of at most this VIP tier'),
  })
  .strict();
export type Condition = z.infer<typeof Condition>;
export type ConditionKey = keyof Condition;
