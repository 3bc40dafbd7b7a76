import type { Condition, FlagName } from '../../schemas/condition.ts';
import { LANGUAGES, type LangCode } from '../../schemas/siteConstants.ts';
import type { HiddenReason } from '../visibility.ts';
import { regionSwitchWord } from './headerPartWords.ts';
import { businessTitle, complianceTitle, offerTitle } from './productWords.ts';

// The console speaks ops' language: rules, reasons and locations in words, never the
// JSON field names (flagsOff, h5, needs) they are stored under.

export const SITE_WORDS: Record<string, string> = {
  main: 'Global',
  tr: 'Turkey',
  eu: 'EU',
  hk: 'Hong Kong',
  us: 'US',
  bs: 'Bahamas',
  sg: 'Singapore',
  uk: 'UK',
  jp: 'Japan',
  uae: 'UAE',
  au: 'Australia',
  testnet: 'Testnet',
};

/** Who a flag stands for, as a plural noun phrase ("Hidden for: UK-limited visitors"). */
export const FLAG_WORDS: Record<FlagName, string> = {
  isUKLimit: 'UK-restricted visitors',
  isItalyLimit: 'Italy-restricted visitors',
  is_copper: 'Copper (ClearLoop) accounts',
  isIpLimit: 'visitors from a restricted IP',
  isNlLimit: 'Netherlands-restricted visitors',
  isHKUser: 'Hong Kong users',
  isWithdrawOnlyUser: 'withdraw-only users',
  isBlockedCountry: 'visitors from a blocked country',
  isSwitchTag: 'users with the switch-site tag',
  isSubAccount: 'sub-accounts',
  whiteListShow: 'whitelisted users',
  isTestnet: 'the testnet',
  isTrialVip: 'trial VIP users',
  isCnyFiat: 'visitors showing prices in CNY',
};

const PLATFORM_WORDS: Record<string, string> = { web: 'computers (web)', h5: 'phones (mobile web)' };
/** An account mode in ops' words (the rule's summary and the form's tick boxes). */
export const MODE_WORDS: Record<string, string> = {
  classic: 'classic',
  single_currency: 'single-currency margin',
  multi_currency: 'multi-currency margin',
};

export const siteWord = (code: string) => SITE_WORDS[code] ?? code;
const langWord = (code: string) => (code in LANGUAGES ? `${LANGUAGES[code as LangCode]}` : code);
const flagWord = (f: string) => FLAG_WORDS[f as FlagName] ?? f;
const list = (values: readonly unknown[] | undefined, word: (s: string) => string) => (values ?? []).map((v) => word(String(v))).join(', ');

/** A visibility rule as sentences, one per field, e.g. ["Only for logged-in users", "Not in: UK, US"]. */
export function describeRule(when: Partial<Condition> | undefined): string[] {
  if (!when) return [];
  const out: string[] = [];
  if (when.login === 'in') out.push('Only for logged-in users');
  if (when.login === 'out') out.push('Only for visitors who are not logged in');
  if (when.sites?.length) out.push(`Only in: ${list(when.sites, siteWord)}`);
  if (when.needs?.length) out.push(`Only where the sub-site offers: ${list(when.needs, offerTitle)}`);
  if (when.platform === 'web') out.push('Hidden on: phones');
  if (when.platform === 'h5') out.push('Hidden on: computers (only on phones)');
  if (when.compliance?.length) out.push(`Hidden where compliance blocks: ${list(when.compliance, complianceTitle)}`);
  if (when.business?.length) out.push(`Hidden where the business is blocked: ${list(when.business, businessTitle)}`);
  if (when.flagsOff?.length) out.push(`Hidden for: ${list(when.flagsOff, flagWord)}`);
  if (when.flagsOn?.length) out.push(`Only for: ${list(when.flagsOn, flagWord)}`);
  if (when.langs?.length) out.push(`Only in languages: ${list(when.langs, langWord)}`);
  if (when.notLangs?.length) out.push(`Not in languages: ${list(when.notLangs, langWord)}`);
  if (when.accountModes?.length) out.push(`Only in account modes: ${list(when.accountModes, (m) => MODE_WORDS[m] ?? m)}`);
  if (when.minTier !== undefined && when.maxTier !== undefined) out.push(`Only for VIP tiers ${when.minTier} to ${when.maxTier}`);
  else if (when.minTier !== undefined) out.push(`Only for VIP tier ${when.minTier} and above`);
  else if (when.maxTier !== undefined) out.push(`Only for VIP tier ${when.maxTier} and below`);
  return out;
}

/**
 * Why the engine hid an item for one audience, in words ("Not in: UK", "Hidden for: sub-accounts");
 * `site` is the audience's sub-site, named when the reason is a product it does not offer.
 */
export function describeHidden(reason: Pick<HiddenReason, 'rule' | 'value'> | { rule: string; value: unknown }, site?: string): string {
  const { rule, value } = reason;
  const values = Array.isArray(value) ? value.map(String) : [String(value)];
  switch (rule) {
    case 'login':
      return value === 'in' ? 'Only for logged-in users' : 'Only for visitors who are not logged in';
    case 'sites':
      return `Only in: ${list(values, siteWord)}`;
    case 'needs':
      return site
        ? `Not in: ${siteWord(site)} (it does not offer ${offerTitle(values[0]!)})`
        : `This sub-site does not offer ${offerTitle(values[0]!)} (add it to the sub-site's offers to show the item)`;
    case 'compliance':
      return `Compliance blocks "${complianceTitle(values[0]!)}" for this visitor`;
    case 'business':
      return `The "${businessTitle(values[0]!)}" business is blocked for this visitor`;
    case 'flagsOff':
      return `Hidden for: ${list(values, flagWord)}`;
    case 'flagsOn':
      return `Only for: ${list(values, flagWord)}`;
    case 'platform':
      return value === 'web' ? 'Hidden on: phones' : 'Hidden on: computers (only on phones)';
    case 'langs':
      return `Only in languages: ${list(values, langWord)}`;
    case 'notLangs':
      return `Not in languages: ${list(values, langWord)}`;
    case 'accountModes':
      return `Not in the ${MODE_WORDS[values[0]!] ?? values[0]} account mode`;
    case 'minTier':
      return `Only for VIP tier ${values[0]} and above`;
    case 'maxTier':
      return `Only for VIP tier ${values[0]} and below`;
    case 'href':
      return 'Its link is not allowed (not a /path or an https link to an allowed host)';
    case 'children':
      return 'Every entry inside it is hidden';
    case 'parent':
      return 'The menu it sits in is hidden';
    case 'regionOff':
      return `Switched off for this sub-site (its header switches hide the ${regionSwitchWord(values[0]!)})`;
    case 'regionOn':
      return values[0] === 'social'
        ? 'Social icons are off for this sub-site'
        : `Off for this sub-site (its config does not set ${values[0]})`;
    case 'limitsOn':
      return `Only for visitors under the compliance limit ${values.join(' or ')}`;
    case 'anyOf':
      return 'Only when one of its alternatives holds, and none does for this audience';
    case 'hidden':
      return 'Switched off in the menu data (hidden)';
    case 'hide':
      return site ? `Hidden on ${siteWord(site)} by ${site}.json` : 'Hidden on this sub-site by its file';
    case 'title':
      return 'A top-level entry needs a title, a title key or an image';
    default:
      return 'Not drawn';
  }
}

/** Platform in words, for selects. */
export const platformWord = (p: string) => PLATFORM_WORDS[p] ?? p;
