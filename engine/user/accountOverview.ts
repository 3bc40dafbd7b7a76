import { type AccountSettings, AccountSettings as AccountSettingsSchema, DEFAULT_ACCOUNT_SETTINGS } from '../../schemas/api/accountMode.ts';
import { type CrossMarginInfo, CrossMarginInfo as CrossMarginSchema } from '../../schemas/api/crossMargin.ts';
import { OK_CODE } from '../../schemas/api/envelope.ts';

/** What the wallet and orders menus show of the account: its mode and cross-margin info. */
export interface AccountOverview {
  settings: AccountSettings;
  /** False when the settings are the SPEC defaults standing in for a failed or malformed answer. */
  answered: boolean;
  /** Null when there is none: an array answer (SPEC §5), a failure or a malformed answer. */
  crossMargin: CrossMarginInfo | null;
}

const dataOf = (raw: unknown): unknown =>
  raw && typeof raw === 'object' && 'code' in raw && raw.code === OK_CODE && 'data' in raw ? raw.data : undefined;

/** SPEC §8: the account mode falls back to the SPEC §3 defaults on any failure. */
export function accountSettingsFrom(raw: unknown): AccountSettings {
  const parsed = AccountSettingsSchema.safeParse(dataOf(raw));
  return parsed.success ? parsed.data : DEFAULT_ACCOUNT_SETTINGS;
}

/** SPEC §5: cross-margin info is empty when the answer is an array (and when it is unusable). */
export function crossMarginFrom(raw: unknown): CrossMarginInfo | null {
  const data = dataOf(raw);
  if (Array.isArray(data)) return null;
  const parsed = CrossMarginSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

export function accountOverviewFrom(modeAnswer: unknown, crossAnswer: unknown): AccountOverview {
  const answered = AccountSettingsSchema.safeParse(dataOf(modeAnswer)).success;
  return { settings: accountSettingsFrom(modeAnswer), answered, crossMargin: crossMarginFrom(crossAnswer) };
}
