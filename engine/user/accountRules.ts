import type { SiteCode } from '../../schemas/site.ts';

export interface AccountFacts {
  site: SiteCode;
  isSubAccount: boolean;
  /** The is_switch_tag cookie is present. */
  switchTag: boolean;
  whiteListShow: boolean;
}

/** SPEC §6: Switch Account is a main-site feature; a sub-account sees it only with the is_switch_tag cookie. */
export function showSwitchAccount(f: AccountFacts): boolean {
  if (f.site !== 'main') return false;
  return !f.isSubAccount || f.switchTag;
}

/** SPEC §6: sub-accounts never manage sub-accounts; a main account needs white_list_show. */
export function showSubAccountManagement(f: AccountFacts): boolean {
  return !f.isSubAccount && f.whiteListShow;
}

/** SPEC §2: the mobile Deposit button opens the deposit page in a new window. */
export function depositTarget(mobile: boolean): '_blank' | undefined {
  return mobile ? '_blank' : undefined;
}
