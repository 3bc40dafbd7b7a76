import { section } from '../../../engine/i18n/catalogs.ts';
import type { RendererLabels } from '../../../renderer/env.tsx';
import type { MarketLabels } from '../../../renderer/markets/marketHost.ts';
import type { SearchMessages } from '../../../search-app/contract.ts';

export { type MessageId, translate } from '../../../engine/i18n/catalogs.ts';

/**
 * The label objects the components take, read from the page language's catalog (locales/{lang}.json:
 * `app.*`, `markets.*`, `reminder.*`, `shell.*`, `consent.*`, `search.*`). Plain `{name}`
 * placeholders are left for fill(); counted phrases go through translate() for ICU plurals.
 */
/**
 * The few words the layer itself says (button captions, page chrome). Everything else comes from
 * the bootstrap. English is complete; other languages override what they translate.
 */
export interface Messages extends RendererLabels {
  /** The page language these words are in (for engine/format.ts). */
  lang: string;
  loading: string;
  errorTitle: string;
  errorText: string;
  retry: string;
  loginTitle: string;
  username: string;
  password: string;
  submitLogin: string;
  loginFailed: string;
  loginUnreachable: string;
  loggedInAs: string;
  signupTitle: string;
  /** The 404 page: title, text and its two ways on. */
  notFoundTitle: string;
  notFoundText: string;
  notFoundHome: string;
  notFoundSearch: string;
  signupText: string;
  homeIntro: string;
  visitor: string;
  complianceTitle: string;
  complianceText: string;
  ipLimit: string;
  skipToContent: string;
  settings: string;
  riseColor: string;
  riseGreen: string;
  riseRed: string;
  changePeriod: string;
  periods: { '24h': string; utc0: string; utc8: string };
  languageAndRegion: string;
  rateTab: string;
  searchFiat: string;
  noData: string;
  noFiatSwitch: string;
  restrictedTip: string;
  restrictedRegions: Record<string, string>;
  turkeyTitle: string;
  turkeyText: string;
  turkeyStay: string;
  turkeyGo: string;
  copyUid: string;
  copied: string;
  copyFailed: string;
  trialCard: string;
  upgradeProgress: string;
  upgradePlans: string;
  plan1: string;
  plan2: string;
  plan3: string;
  totalAssets: string;
  weakSafety: string;
  improveSecurity: string;
  logoutText: string;
  logoutAll: string;
  logoutThis: string;
  cancel: string;
  loggingOut: string;
  liveTrading: string;
  rewardsTitle: string;
  rewardsText: string;
  close: string;
  accountMode: string;
  accountModes: { classic: string; single_currency: string; multi_currency: string };
  crossMargin: string;
  crossMarginTier: string;
  spotBalance: string;
  userTags: Record<string, string>;
}

export interface ReminderLabels {
  notifications: string;
  unread: string;
  empty: string;
  showMore: string;
  loadMore: string;
  expand: string;
  collapse: string;
  loadFailed: string;
  retry: string;
  previous: string;
  next: string;
  pageOf: string;
  pageTitle: string;
  /** A record the client could not read is reported in the list, not dropped ({n} records). */
  unreadable: string;
  markAllRead: string;
  allRead: string;
  statuses: { warning: string; success: string; progress: string; error: string };
}

/**
 * The few words the first page needs from this feature set (bell, announcement bar, footer fiat
 * selector), kept tiny because they ship in the first chunk; everything else loads with its part.
 */
export interface ShellLabels {
  notifications: string;
  unread: string;
  /** The bell's live region: "{n} unread notifications", and once there were some, none left. */
  unreadCount: string;
  noUnread: string;
  announcement: string;
  dismiss: string;
  currency: string;
  /** The name of the fixed regulatory risk warning region (UK). */
  riskWarning: string;
}

/** Words of the consent manager (banner, settings dialog, footer link). */
export interface ConsentLabels {
  title: string;
  text: string;
  policy: string;
  acceptAll: string;
  refuseAll: string;
  choose: string;
  settingsTitle: string;
  settingsText: string;
  necessaryTitle: string;
  necessaryText: string;
  alwaysOn: string;
  analyticsTitle: string;
  analyticsText: string;
  save: string;
  close: string;
  footerLink: string;
  /** "Your choice of {date} applies." */
  savedOn: string;
}

export type MarketMessages = MarketLabels;

/** The app's words, with the language they are in (numbers in them are formatted for it). */
// Its properties copied as they are (a plural message stays a getter, formatted only when read).
export const messagesFor = (lang: string): Messages =>
  Object.defineProperties({ lang }, Object.getOwnPropertyDescriptors(section<Messages>(lang, 'app'))) as Messages;
export const marketMessages = (lang: string): MarketMessages => section<MarketMessages>(lang, 'markets');
export const reminderLabels = (lang: string): ReminderLabels => section<ReminderLabels>(lang, 'reminder');
export const shellLabels = (lang: string): ShellLabels => section<ShellLabels>(lang, 'shell');
export const consentLabels = (lang: string): ConsentLabels => section<ConsentLabels>(lang, 'consent');
export const searchMessages = (lang: string): SearchMessages => section<SearchMessages>(lang, 'search');

/** Fills `{name}` placeholders of a label that has no plural. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m));
}
