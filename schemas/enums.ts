/**
 * The enumerations the schemas are built from, as plain arrays (no zod), for code that needs the
 * list without a schema. The item types are not here: each is a module in schemas/items/.
 */

/**
 * Flags a visibility rule may test. Site-param flags (SPEC §3) plus the account/region ones SPEC §6
 * names. Ops write these names in configs, so they are an enum: a typo is a config error.
 */
export const FLAG_NAMES = [
  'isUKLimit',
  'isItalyLimit',
  'is_copper',
  'isIpLimit',
  'isNlLimit',
  'isHKUser',
  'isWithdrawOnlyUser',
  'isBlockedCountry',
  'isSwitchTag',
  'isSubAccount',
  'whiteListShow',
  'isTestnet',
  'isTrialVip',
  /** The display fiat is CNY: quick buy is hidden (SPEC §9 "CNY hides quick buy"). */
  'isCnyFiat',
] as const;

/** SPEC §6 region config flags: each hides one part of the header for the whole sub-site. */
export const REGION_FLAG_NAMES = [
  'hiddenLogout',
  'hiddenLanguage',
  'hiddenThemeMode',
  'hiddenNotification',
  'hiddenSetting',
  'hiddenSearch',
  'hiddenDownload',
  'hiddenLogin',
  'hiddenSignup',
  'hiddenDeposit',
  'hiddenFiat',
] as const;

/** SPEC §3 tag types: 1 custom image, 2 green background word, 3 fire, 4 live image, 5 VIP. */
export const TAG_TYPES = ['image', 'word', 'fire', 'live', 'vip'] as const;

/** The market dropdown panels a `market` item opens. */
/** Market panels an entry may open; `fiat` is the buy-crypto menu's pay-with selector (SPEC §1). */
export const MARKET_KINDS = ['spot', 'futures', 'delivery', 'options', 'alpha', 'pilot', 'premarket', 'fiat'] as const;
