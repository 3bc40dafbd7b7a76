import type { ComplianceCheck } from '../schemas/compliance.ts';
import type { SiteParams } from '../schemas/siteParams.ts';

/** Demo visitor profiles (DESIGN): `?as=PROFILE` stands in for what geo-IP and KYC would decide. */
export const PROFILES = ['uk-limit', 'italy-limit', 'copper', 'ip-limit', 'au-redirect', 'sanction'] as const;
export type Profile = (typeof PROFILES)[number];

export function isProfile(v: string | undefined): v is Profile {
  return (PROFILES as readonly string[]).includes(v ?? '');
}

type ParamFlags = Partial<
  Pick<
    SiteParams,
    'isUKLimit' | 'isItalyLimit' | 'is_copper' | 'isIpLimit' | 'isShowComplianceTips' | 'limitCountryUserStatus' | 'userLandingPageCountry'
  >
>;

interface ProfileEffect {
  params: ParamFlags;
  /** Feature keys the compliance check hides for this visitor (keys the region configs test). */
  menu: string[];
  business: string[];
  limit: Partial<ComplianceCheck['limit']>;
}

export const PROFILE_EFFECTS: Record<Profile, ProfileEffect> = {
  'uk-limit': {
    params: { isUKLimit: true, userLandingPageCountry: 'GB' },
    menu: ['derivatives', 'margin_trade', 'margin_etf_trade', 'web3', 'ventures', 'flash_exchange', 'gusd-staking'],
    business: ['futures', 'margin'],
    limit: {},
  },
  'italy-limit': {
    params: { isItalyLimit: true, userLandingPageCountry: 'IT' },
    menu: ['derivatives', 'margin_trade', 'margin_etf_trade', 'affiliate'],
    business: ['futures'],
    limit: {},
  },
  copper: {
    params: { is_copper: true },
    menu: ['fiat_trade', 'express', 'gate_otc', 'gatepay', 'flash_exchange'],
    business: ['fiat'],
    limit: {},
  },
  'ip-limit': { params: { isIpLimit: true, userLandingPageCountry: 'US' }, menu: [], business: [], limit: {} },
  'au-redirect': {
    params: { isShowComplianceTips: true, limitCountryUserStatus: 1, userLandingPageCountry: 'AU' },
    menu: [],
    business: [],
    limit: { au_redirect: true },
  },
  sanction: {
    params: { isShowComplianceTips: true, limitCountryUserStatus: 2, userLandingPageCountry: 'IR' },
    menu: [],
    business: [],
    limit: { is_sanction_country: true },
  },
};
