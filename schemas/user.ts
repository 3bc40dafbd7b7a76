import * as z from 'zod';

/** SPEC §3 user info. Numbers may arrive as strings from the upstream API, so they are coerced. */
export const UserInfo = z.object({
  uid: z.coerce.number().int(),
  tier_level: z.coerce.number().int().min(0).catch(0),
  nickname: z.string().catch(''),
  user_avatar: z.string().catch(''),
  user_nick: z.string().catch(''),
  tier_next_progress: z.coerce.number().min(0).max(100).catch(0),
  tier_next_usdt: z.coerce.number().catch(0),
  tier_next_fiat: z.coerce.number().catch(0),
  curr_fiat: z.string().catch('USD'),
  tier_next_gt_min: z.coerce.number().catch(0),
  tier_next_gt_only: z.coerce.number().catch(0),
  tier_next_asset_only_usd: z.coerce.number().catch(0),
  tier_all_trade_usdt: z.coerce.number().catch(0),
  tier_all_trade_jpy: z.coerce.number().catch(0),
  total_usd: z.coerce.number().catch(0),
  kyc_status: z.coerce.number().int().catch(0),
  safe_level: z.coerce.number().int().catch(0),
  isLogin: z.boolean().catch(true),
  is_login: z.boolean().catch(true),
  is_sub_account: z.boolean().catch(false),
  white_list_show: z.boolean().catch(false),
  /** Not in SPEC §3 but needed for the VIP trial-card label (SPEC §6). */
  is_trial_vip: z.boolean().catch(false).default(false),
});
export type UserInfo = z.infer<typeof UserInfo>;
