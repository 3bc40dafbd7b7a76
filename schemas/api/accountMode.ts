import * as z from 'zod/mini';
import { AccountMode } from '../site.ts';
import { apiResponse } from './envelope.ts';

/** SPEC §3 account settings of the unified account. */
export const AccountSettings = z.object({
  mode: AccountMode,
  support_unified: z.boolean(),
  first_open: z.boolean(),
  auto_borrow: z.boolean(),
  auto_repay: z.boolean(),
  settings: z.object({
    options: z.boolean(),
    usdt_futures: z.boolean(),
    spot_hedge: z.boolean(),
    use_funding: z.boolean(),
  }),
});
export type AccountSettings = z.infer<typeof AccountSettings>;

/** SPEC §3 unified account mode default: visitors and any failure get this. */
export const DEFAULT_ACCOUNT_SETTINGS: AccountSettings = {
  mode: 'classic',
  support_unified: false,
  first_open: true,
  auto_borrow: false,
  auto_repay: false,
  settings: { options: false, usdt_futures: false, spot_hedge: false, use_funding: false },
};

/** GET /apiw/v2/unified/account_mode */
export const AccountModeResponse = apiResponse(AccountSettings);
export type AccountModeResponse = z.infer<typeof AccountModeResponse>;
