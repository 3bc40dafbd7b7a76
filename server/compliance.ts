import type { ComplianceCheck } from '../schemas/compliance.ts';
import type { UserRow } from './auth/userRow.ts';
import { PROFILE_EFFECTS, type Profile } from './profiles.ts';

const union = (...lists: string[][]) => [...new Set(lists.flat())];

/** SPEC §3 compliance check for one visitor: the account's own restrictions plus the profile's. */
export function complianceFor(user: UserRow | null, profile: Profile | null): ComplianceCheck {
  const effect = profile ? PROFILE_EFFECTS[profile] : undefined;
  return {
    menu: union(user?.compliance_menu ?? [], effect?.menu ?? []),
    business: union(user?.compliance_business ?? [], effect?.business ?? []),
    limit: { au_redirect: effect?.limit.au_redirect ?? false, is_sanction_country: effect?.limit.is_sanction_country ?? false },
  };
}
