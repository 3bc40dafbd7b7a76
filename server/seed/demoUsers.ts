import type { OpsGrant } from '../../engine/ops/access.ts';
import type { AccountSettings } from '../../schemas/api/accountMode.ts';
import { DEFAULT_ACCOUNT_SETTINGS } from '../../schemas/api/accountMode.ts';
import type { Role } from '../../schemas/api/session.ts';
import type { StoredUserInfo } from '../auth/userRow.ts';

/** The password of every demo account (DESIGN "running product"). */
export const DEMO_PASSWORD = 'demo1234';

export interface DemoUser {
  username: string;
  uid: number;
  role: Role;
  info: StoredUserInfo;
  tags: string[];
  complianceMenu?: string[];
  accountSettings?: AccountSettings;
  /** What an ops account may do in the console (roles per region). */
  opsGrants?: OpsGrant[];
}

const everywhere = (...can: OpsGrant['can'][]): OpsGrant[] => can.map((c) => ({ target: '*', can: c }));

const base: StoredUserInfo = {
  tier_level: 0,
  nickname: '',
  user_avatar: '',
  user_nick: '',
  tier_next_progress: 0,
  tier_next_usdt: 0,
  tier_next_gt_min: 0,
  tier_next_gt_only: 0,
  tier_next_asset_only_usd: 0,
  tier_all_trade_usdt: 0,
  tier_all_trade_jpy: 0,
  total_usd: 0,
  kyc_status: 2,
  safe_level: 3,
  is_sub_account: false,
  white_list_show: true,
  is_trial_vip: false,
};

const user = (over: Partial<StoredUserInfo>): StoredUserInfo => ({ ...base, ...over });

export const DEMO_USERS: DemoUser[] = [
  {
    username: 'trader',
    uid: 26184753,
    role: 'user',
    tags: ['new_user', 'futures_trader'],
    info: user({
      nickname: 'trader',
      user_nick: 'Tom_Trades',
      user_avatar: '/icons/avatars/1.svg',
      tier_next_progress: 42,
      tier_next_usdt: 58000,
      tier_next_gt_min: 500,
      tier_next_gt_only: 1000,
      tier_next_asset_only_usd: 100000,
      tier_all_trade_usdt: 421870.55,
      tier_all_trade_jpy: 63848120,
      total_usd: 8342.17,
    }),
    accountSettings: { ...DEFAULT_ACCOUNT_SETTINGS, support_unified: true },
  },
  {
    username: 'vip',
    uid: 13570246,
    role: 'user',
    tags: ['vip', 'market_maker', 'api_user'],
    info: user({
      tier_level: 3,
      nickname: 'vip',
      user_nick: 'Vivian_VIP3',
      user_avatar: '/icons/avatars/2.svg',
      tier_next_progress: 68,
      tier_next_usdt: 1640000,
      tier_next_gt_min: 5000,
      tier_next_gt_only: 10000,
      tier_next_asset_only_usd: 2000000,
      tier_all_trade_usdt: 38450210.4,
      tier_all_trade_jpy: 5819374000,
      total_usd: 2450318.55,
      safe_level: 4,
    }),
    accountSettings: {
      mode: 'multi_currency',
      support_unified: true,
      first_open: false,
      auto_borrow: true,
      auto_repay: true,
      settings: { options: true, usdt_futures: true, spot_hedge: true, use_funding: false },
    },
  },
  {
    username: 'sub',
    uid: 31002688,
    role: 'user',
    tags: ['sub_account'],
    info: user({
      nickname: 'sub',
      user_nick: 'desk-01 (sub)',
      user_avatar: '/icons/avatars/3.svg',
      is_sub_account: true,
      white_list_show: false,
      total_usd: 1520.4,
      tier_next_progress: 5,
      tier_next_usdt: 95000,
    }),
  },
  {
    username: 'weak',
    uid: 40917355,
    role: 'user',
    tags: [],
    info: user({
      nickname: 'weak',
      user_nick: 'Wendy',
      user_avatar: '/icons/avatars/4.svg',
      safe_level: 1,
      kyc_status: 0,
      total_usd: 73.02,
      tier_next_usdt: 100000,
    }),
  },
  {
    username: 'nodeposit',
    uid: 52200419,
    role: 'user',
    tags: ['deposit_restricted'],
    complianceMenu: ['deposit'],
    info: user({
      nickname: 'nodeposit',
      user_nick: 'Nadia',
      user_avatar: '/icons/avatars/5.svg',
      total_usd: 612.9,
      tier_next_progress: 12,
      tier_next_usdt: 88000,
    }),
  },
  {
    username: 'ops',
    uid: 10000001,
    role: 'ops',
    tags: ['staff'],
    info: user({ nickname: 'ops', user_nick: 'Ops Console', user_avatar: '/icons/avatars/6.svg', safe_level: 4 }),
    opsGrants: everywhere('edit', 'publish', 'approve', 'admin'),
  },
  // Named ops people with one role each: drafts only, publishing, approving.
  {
    username: 'editor',
    uid: 10000002,
    role: 'ops',
    tags: ['staff'],
    info: user({ nickname: 'editor', user_nick: 'Erin Editor', user_avatar: '/icons/avatars/6.svg', safe_level: 4 }),
    opsGrants: everywhere('edit'),
  },
  {
    username: 'publisher',
    uid: 10000003,
    role: 'ops',
    tags: ['staff'],
    info: user({ nickname: 'publisher', user_nick: 'Pat Publisher', user_avatar: '/icons/avatars/6.svg', safe_level: 4 }),
    opsGrants: everywhere('edit', 'publish'),
  },
  {
    username: 'approver',
    uid: 10000004,
    role: 'ops',
    tags: ['staff'],
    info: user({ nickname: 'approver', user_nick: 'Alex Approver', user_avatar: '/icons/avatars/6.svg', safe_level: 4 }),
    opsGrants: everywhere('approve'),
  },
];
