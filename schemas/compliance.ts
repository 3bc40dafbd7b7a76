import * as z from 'zod/mini';

const noLimit = { au_redirect: false, is_sanction_country: false };
const bool = z._default(z.catch(z.boolean(), false), false);

/** SPEC §3 compliance check. Lists default to empty so a partial answer never hides the page. */
export const ComplianceCheck = z.object({
  menu: z._default(z.catch(z.array(z.string()), []), []),
  business: z._default(z.catch(z.array(z.string()), []), []),
  limit: z._default(z.catch(z.object({ au_redirect: bool, is_sanction_country: bool }), noLimit), noLimit),
});
export type ComplianceCheck = z.infer<typeof ComplianceCheck>;
