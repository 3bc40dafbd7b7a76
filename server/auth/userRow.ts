import type { AccountSettings } from '../../schemas/api/accountMode.ts';
import type { Role } from '../../schemas/api/session.ts';
import type { UserInfo } from '../../schemas/user.ts';

/** The stored part of SPEC §3 user info; isLogin, is_login and curr_fiat are per request. */
export type StoredUserInfo = Omit<UserInfo, 'uid' | 'isLogin' | 'is_login' | 'curr_fiat' | 'tier_next_fiat'>;

export interface UserRow {
  id: number;
  uid: number;
  username: string;
  password_hash: string;
  role: Role;
  info: StoredUserInfo;
  tags: string[];
  compliance_menu: string[];
  compliance_business: string[];
  account_settings: AccountSettings | null;
}
