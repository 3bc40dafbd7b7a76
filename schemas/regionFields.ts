/**
 * A region config's own fields that hold a link or a picture (outside its items and tags), declared
 * by kind like an item's (schemas/items/define.ts) and grouped by the object that holds them, by
 * its path in the config. schemas/regionConfig.ts builds their schemas from these and
 * engine/configLint.ts checks every `link` and `image` among them: no check names a field.
 */
import type { FieldKind } from './items/define.ts';

const PATH_OR_HTTPS = 'A /path on this site (it gets the language prefix) or an https URL to an allowed host';

export const REGION_FIELDS = {
  defaults: {
    depositHref: { kind: 'link', required: true, label: 'Deposit link', help: `The header's Deposit button. ${PATH_OR_HTTPS}` },
    withdrawHref: { kind: 'link', required: true, label: 'Withdraw link', help: `The wallet menu's Withdraw entry. ${PATH_OR_HTTPS}` },
    loginHref: { kind: 'link', required: true, label: 'Log-in link', help: `Where Log in goes. ${PATH_OR_HTTPS}` },
    signupHref: { kind: 'link', required: true, label: 'Sign-up link', help: `Where Sign up goes. ${PATH_OR_HTTPS}` },
    liveSiteUrl: {
      kind: 'link',
      label: 'Live-trading site',
      help: 'Testnet: the live-trading site the header links to (current path kept)',
    },
  },
  consent: {
    policyHref: {
      kind: 'link',
      required: true,
      label: 'Cookie policy link',
      help: 'The cookie policy page the consent banner and settings link to',
    },
  },
  'riskWarning.link': {
    href: { kind: 'link', required: true, label: 'Risk summary link', help: 'The risk summary page' },
  },
} as const satisfies Record<string, Record<string, FieldKind>>;

/** Records of a region config whose every value is a field of one kind (a language's country site). */
export const REGION_FIELD_MAPS = {
  defaults: {
    countrySites: {
      kind: 'link',
      label: 'Country sites',
      help: 'Country-specific sites offered when their language is chosen on another sub-site (the Turkey modal)',
    },
  },
} as const satisfies Record<string, Record<string, FieldKind>>;
