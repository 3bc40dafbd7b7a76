import type { RegionConfig } from '../schemas/regionConfig.ts';
import type { RemoteMenuItem } from '../schemas/remoteMenu.ts';
import type { Platform } from '../schemas/site.ts';
import type { RegionSwitches, Rule } from './visibility.ts';

/**
 * The engine's own rules, as data beside the ones ops write on items: which header parts show
 * (SPEC §6), which whole lists are drawn, the Italy footer rule (SPEC §2) and the remote menu's
 * placement filter (SPEC §5). engine/visibility.ts checks them all, so the site and the console's
 * "why hidden" read the same reasons.
 */

/** SPEC §6: each part of the header, shown when its rule holds. */
export const HEADER_PART_RULES = {
  login: { login: 'out', regionOff: ['hiddenLogin'] },
  signup: { login: 'out', regionOff: ['hiddenSignup'] },
  deposit: { login: 'in', compliance: ['deposit'], regionOff: ['hiddenDeposit'] },
  notifications: { login: 'in', regionOff: ['hiddenNotification'] },
  language: { regionOff: ['hiddenLanguage'] },
  theme: { regionOff: ['hiddenThemeMode'] },
  settings: { regionOff: ['hiddenSetting'] },
  search: { regionOff: ['hiddenSearch'] },
  download: { regionOff: ['hiddenDownload'] },
  logout: { login: 'in', regionOff: ['hiddenLogout'] },
  fiat: { regionOff: ['hiddenFiat'] },
  accountMenus: { login: 'in' },
  ipLimitBar: { login: 'out', flagsOn: ['isIpLimit'] },
  demoBadge: { sites: ['testnet'] },
  // SPEC §6: Australia redirect or the Turkey sanction-country flag go to the compliance tips page.
  // The drawer's rewards card invites a visitor to sign up, so it follows the Sign up button; it
  // also needs a visible rewards entry to open (engine/composeLayer.ts).
  drawerPromo: { login: 'out', regionOff: ['hiddenSignup'], note: "the drawer's rewards card asks visitors to sign up" },
  complianceRedirect: { anyOf: [{ limitsOn: ['au_redirect'] }, { sites: ['tr'], limitsOn: ['is_sanction_country'] }] },
} as const satisfies Record<string, Rule>;

export type HeaderPart = keyof typeof HEADER_PART_RULES;
export const HEADER_PARTS = Object.keys(HEADER_PART_RULES) as HeaderPart[];

/** Lists drawn only when their rule holds: the account menus and the footer's social icons. */
export const LIST_RULES = {
  'header.wallet': { login: 'in', note: 'account menus are drawn for logged-in users only' },
  'header.orders': { login: 'in', note: 'account menus are drawn for logged-in users only' },
  'header.profile': { login: 'in', note: 'account menus are drawn for logged-in users only' },
  'footer.socialLinks': { regionOn: ['social'], note: 'footer.social is off for this sub-site' },
} as const satisfies Record<string, Rule>;

export type RuledList = keyof typeof LIST_RULES;

/** SPEC §2: Italy-limited visitors see no footer link columns; a column's own `when` adds rules on top. */
export const FOOTER_COLUMN_RULE: Rule = { flagsOff: ['isItalyLimit'], note: 'footer link columns are hidden (SPEC §2)' };

/** What a region config switches for the engine's rules. */
export function regionSwitches(config: Pick<RegionConfig, 'flags' | 'footer'>): RegionSwitches {
  return { ...config.flags, social: config.footer.social };
}

/** Where a remote menu is drawn: the web header or the h5 side drawer (SPEC §5). */
export type Placement = 'header' | 'side';

/** The platform each placement is drawn for: the drawer is resolved as h5 (engine/composeLayer.ts). */
export const PLACEMENT_PLATFORM: Record<Placement, Platform> = { header: 'web', side: 'h5' };

/** SPEC §5 platform_type: 1 all, 2 web, 3 h5. */
const REMOTE_PLATFORM: Record<RemoteMenuItem['platform_type'], Platform | undefined> = { 1: undefined, 2: 'web', 3: 'h5' };

/**
 * SPEC §5: a remote item is dropped when it is hidden, when its platform_type is for the other
 * placement, or (at the top level) when it has no title, title_key or image.
 */
export function remoteItemRule(item: RemoteMenuItem, top: boolean): Rule {
  const untitled = top && !item.title && !item.title_key && !item.light_image && !item.dark_image;
  const rule: Rule = {};
  if (item.hidden) rule.off = { rule: 'hidden', value: true, detail: 'hidden is true' };
  else if (untitled) rule.off = { rule: 'title', value: '', detail: 'a top-level item needs a title, title_key or image' };
  const platform = REMOTE_PLATFORM[item.platform_type];
  if (platform) rule.platform = platform;
  return rule;
}
