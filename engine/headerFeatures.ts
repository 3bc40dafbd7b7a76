import type { VisibilityContext } from '../schemas/context.ts';
import type { RefTime, RegionConfig, RiseColor } from '../schemas/regionConfig.ts';

/** Which header parts show for a context (SPEC §6), derived from region flags and compliance. */
export interface HeaderFeatures {
  login: boolean;
  signup: boolean;
  deposit: boolean;
  notifications: boolean;
  language: boolean;
  theme: boolean;
  settings: boolean;
  search: boolean;
  download: boolean;
  logout: boolean;
  fiat: boolean;
  accountMenus: boolean;
  ipLimitBar: boolean;
  demoBadge: boolean;
  complianceRedirect: boolean;
  riseColors: RiseColor[];
  refTimes: RefTime[];
}

export function headerFeatures(config: RegionConfig, ctx: VisibilityContext): HeaderFeatures {
  const f = config.flags;
  const visitor = !ctx.isLogin;
  const limit = ctx.compliance.limit;
  return {
    login: visitor && !f.hiddenLogin,
    signup: visitor && !f.hiddenSignup,
    deposit: ctx.isLogin && !f.hiddenDeposit && !ctx.compliance.menu.includes('deposit'),
    notifications: ctx.isLogin && !f.hiddenNotification,
    language: !f.hiddenLanguage,
    theme: !f.hiddenThemeMode,
    settings: !f.hiddenSetting,
    search: !f.hiddenSearch,
    download: !f.hiddenDownload,
    logout: ctx.isLogin && !f.hiddenLogout,
    fiat: !f.hiddenFiat,
    accountMenus: ctx.isLogin,
    ipLimitBar: visitor && ctx.flags.isIpLimit === true,
    demoBadge: ctx.site === 'testnet',
    // SPEC §6: Australia redirect or the Turkey sanction-country flag go to the compliance tips page.
    complianceRedirect: limit.au_redirect || (ctx.site === 'tr' && limit.is_sanction_country),
    riseColors: config.riseColors,
    refTimes: config.refTimes,
  };
}
