import * as z from 'zod/mini';

const int = () => z.coerce.number().check(z.int());
const num = (v: number) => z.catch(z.coerce.number(), v);

/** SPEC §3 user info. Numbers may arrive as strings from the upstream API, so they are coerced. */
export const UserInfo = z.object({
  uid: int(),
  tier_level: z.catch(int().check(z.minimum(0)), 0),
  nickname: z.catch(z.string(), ''),
  user_avatar: z.catch(z.string(), ''),
  user_nick: z.catch(z.string(), ''),
  tier_next_progress: z.catch(z.coerce.number().check(z.minimum(0), z.maximum(100)), 0),
  tier_next_usdt: num(0),
  tier_next_fiat: num(0),
  curr_fiat: z.catch(z.string(), 'USD'),
  tier_next_gt_min: num(0),
  tier_next_gt_only: num(0),
  tier_next_asset_only_usd: num(0),
  tier_all_trade_usdt: num(0),
  tier_all_trade_jpy: num(0),
  total_usd: num(0),
  kyc_status: z.catch(int(), 0),
  safe_level: z.catch(int(), 0),
  isLogin: z.catch(z.boolean(), true),
  is_login: z.catch(z.boolean(), true),
  is_sub_account: z.catch(z.boolean(), false),
  white_list_show: z.catch(z.boolean(), false),
  /** Not in SPEC §3 but needed for the VIP trial-card label (SPEC §6). */
  is_trial_vip: z._default(z.catch(z.boolean(), false), false),
});
export type UserInfo = z.infer<typeof UserInfo>;
