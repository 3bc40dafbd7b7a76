import { HEADER_PART_RULES, type HeaderPart } from '../rules.ts';

/** The header parts (engine/rules.ts HEADER_PART_RULES) as the console names them. */
export const HEADER_PART_WORDS: Record<HeaderPart, string> = {
  login: 'Header: Log in button',
  signup: 'Header: Sign up button',
  deposit: 'Header: Deposit button',
  notifications: 'Header: notifications bell',
  language: 'Header: language switch',
  theme: 'Header: theme switch',
  settings: 'Header: settings',
  search: 'Header: search',
  download: 'Header: app download',
  logout: 'Header: Log out',
  fiat: 'Header: currency choice',
  accountMenus: 'Header: account menus',
  ipLimitBar: 'Header: restricted-IP notice',
  demoBadge: 'Header: testnet badge',
  drawerPromo: 'Drawer: rewards card',
  complianceRedirect: 'Header: compliance redirect (AU, TR)',
};

/** A region switch (flags.hiddenLogin) as the header part it hides ("Log in button"). */
export function regionSwitchWord(flag: string): string {
  const part = (Object.keys(HEADER_PART_RULES) as HeaderPart[]).find((p) =>
    ((HEADER_PART_RULES[p] as { regionOff?: readonly string[] }).regionOff ?? []).includes(flag),
  );
  return part ? HEADER_PART_WORDS[part].replace(/^Header: /, '') : flag;
}
