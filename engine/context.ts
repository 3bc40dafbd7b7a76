import type { Bootstrap } from '../schemas/bootstrap.ts';
import { NO_QUICK_BUY_FIAT } from '../schemas/constants/preferences.ts';
import type { VisibilityContext } from '../schemas/context.ts';
import type { Platform } from '../schemas/site.ts';

export interface ClientState {
  platform: Platform;
  /** The is_switch_tag cookie (SPEC §3, §6 Switch Account for sub-accounts). */
  isSwitchTag?: boolean;
}

/** The one place where site params, user info and compliance become a visibility context. */
export function contextFromBootstrap(b: Bootstrap, client: ClientState): VisibilityContext {
  const { params, user } = b;
  return {
    site: b.site,
    lang: b.lang,
    isLogin: user !== null,
    tier: user?.tier_level ?? 0,
    platform: client.platform,
    accountMode: b.accountMode,
    compliance: b.compliance,
    flags: {
      isUKLimit: params.isUKLimit,
      isItalyLimit: params.isItalyLimit,
      is_copper: params.is_copper,
      isIpLimit: params.isIpLimit,
      isNlLimit: params.isNlLimit,
      isHKUser: params.isHKUser,
      isWithdrawOnlyUser: params.isWithdrawOnlyUser,
      isBlockedCountry: params.isBlockedCountry,
      isSwitchTag: client.isSwitchTag ?? false,
      isSubAccount: user?.is_sub_account ?? false,
      whiteListShow: user?.white_list_show ?? false,
      isTestnet: b.site === 'testnet',
      isTrialVip: user?.is_trial_vip ?? false,
      isCnyFiat: b.prefs.currFiat === NO_QUICK_BUY_FIAT,
    },
    offers: b.config.offers,
  };
}
