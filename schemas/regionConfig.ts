import * as z from 'zod/mini';
import { Condition, OfferName } from './condition.ts';
import { REGION_FLAG_NAMES } from './enums.ts';
import { schemaOf, shapeOf, translationsOf } from './items/shared.ts';
import { NavItem } from './navItem.ts';
import { REGION_FIELD_MAPS, REGION_FIELDS } from './regionFields.ts';
import { Lang, SiteCode } from './site.ts';

export { REGION_FLAG_NAMES };

const about = z.describe;

type Declared = typeof REGION_FIELDS;
/** The declared fields' schemas, typed as strings (every declared region field is a link or an image). */
const declared = Object.fromEntries(Object.entries(REGION_FIELDS).map(([at, fields]) => [at, shapeOf(fields)])) as unknown as {
  [At in keyof Declared]: {
    [K in keyof Declared[At]]: Declared[At][K] extends { required: true } ? z.ZodMiniString : z.ZodMiniOptional<z.ZodMiniString>;
  };
};
const { countrySites } = REGION_FIELD_MAPS.defaults;

export const RiseColor = z.enum(['risered', 'risegreen']);
export type RiseColor = z.infer<typeof RiseColor>;
export const RefTime = z.enum(['24h', 'utc0', 'utc8']);
export type RefTime = z.infer<typeof RefTime>;

export const RegionFlags = z.partialRecord(z.enum(REGION_FLAG_NAMES), z.boolean());
export type RegionFlags = z.infer<typeof RegionFlags>;

export const FooterColumn = z.strictObject({
  id: z.string(),
  title: z.string(),
  ...translationsOf('title'),
  items: z.array(NavItem).check(z.minLength(1)),
  when: z.optional(Condition),
});
export type FooterColumn = z.infer<typeof FooterColumn>;

export const Footer = z.strictObject({
  columns: z.array(FooterColumn).check(about('Link columns; the engine hides them for Italy-limited visitors (SPEC §2)')),
  texts: z._default(z.array(NavItem), []).check(about('Regulatory and policy statements (type text, optional href)')),
  copyright: z.string().check(about('Copyright line; {year} is replaced by the current year')),
  ...translationsOf('copyright'),
  social: z.boolean().check(about('Show social icons')),
  qr: z.boolean().check(about('Show the app download QR code')),
  socialLinks: z._default(z.array(NavItem), []),
});
export type Footer = z.infer<typeof Footer>;

export const Header = z.strictObject({
  main: z.array(NavItem).check(about('Main top navigation')),
  wallet: z.array(NavItem).check(about('Wallet / funds menu')),
  orders: z.array(NavItem).check(about('Orders menu')),
  profile: z.array(NavItem).check(about('Profile menu')),
});
export type Header = z.infer<typeof Header>;

export const RegionDefaults = z.strictObject({
  tradePair: z.string().check(z.regex(/^[A-Z0-9]+_[A-Z0-9]+$/, 'a pair like BTC_USDT')),
  ...declared.defaults,
  loginLabel: z.optional(z.string()),
  fiat: z._default(z.string(), 'USD'),
  upgradePlans: z
    ._default(z.array(z.union([z.literal(1), z.literal(2), z.literal(3)])), [1, 2, 3])
    .check(about('VIP upgrade plans in the user card: 1 trading volume, 2 GT holdings (14-day average), 3 asset increase in USD')),
  upgradeHover: z
    ._default(z.enum(['always', 'paidTiers', 'never']), 'always')
    .check(about('When the upgrade-progress hover panel shows: always, only above tier 0, or never')),
  countrySites: z._default(z.partialRecord(Lang, schemaOf(countrySites) as z.ZodMiniString), {}).check(about(countrySites.help)),
  restrictedLangs: z
    ._default(z.array(Lang), [])
    .check(about('Languages whose entry carries the restricted-region tooltip (not intended for residents under the user agreement)')),
});

export const ConsentSettings = z
  .strictObject({
    ...declared.consent,
  })
  .check(
    about(
      'Ask for cookie consent before anything non-essential runs (ePrivacy/GDPR-style opt-in): analytics stay off until the visitor accepts them, refusing is as easy as accepting, and the choice is asked again after 90 days',
    ),
  );
export type ConsentSettings = z.infer<typeof ConsentSettings>;

export const RiskWarning = z
  .strictObject({
    label: z.string().check(z.minLength(1), about('The warning text, word for word as the regulator prescribes it')),
    ...translationsOf('label'),
    link: z.optional(
      z.strictObject({
        label: z.string().check(z.minLength(1), about('Text of the link to the fuller risk summary')),
        ...translationsOf('label'),
        ...declared['riskWarning.link'],
      }),
    ),
  })
  .check(
    about(
      'A risk warning the regulator wants fixed at the top of every page (e.g. the FCA for UK cryptoasset promotions): always visible while scrolling, never dismissible',
    ),
  );
export type RiskWarning = z.infer<typeof RiskWarning>;

/** A fully resolved region config: what the engine and the renderer consume. */
export const RegionConfig = z.strictObject({
  $schema: z.optional(z.string()),
  code: SiteCode,
  name: z.string(),
  ...translationsOf('name'),
  sub_website_id: z.nullable(z.int()),
  hosts: z._default(z.array(z.string()), []).check(about('Host names that select this sub-site')),
  countries: z
    ._default(z.array(z.string().check(z.regex(/^[A-Z]{2}$/, 'an ISO 3166 country code like DE'))), [])
    .check(about('Countries whose visitors land on this sub-site: the region host redirect sends them to its first host')),
  linkHosts: z
    ._default(z.array(z.string()), [])
    .check(about('Hosts absolute links may point to (with their subdomains); any other absolute link is dropped')),
  offers: z
    ._default(z.array(OfferName), [])
    .check(
      about(
        'The products and services this sub-site offers; an item that needs a product (its condition names it) shows only where it is listed, so a sub-site shows nothing restricted it does not list',
      ),
    ),
  defaults: RegionDefaults,
  flags: z._default(RegionFlags, {}),
  consent: z.optional(ConsentSettings),
  riskWarning: z.optional(RiskWarning),
  requireApproval: z
    .optional(z.boolean())
    .check(
      about(
        "Four-eyes publishing: a change to this sub-site's file goes live only after another person whose role covers approving it approves it (the ops console turns Publish into a change request)",
      ),
    ),
  riseColors: z.array(RiseColor).check(z.minLength(1), about('Rise colours offered; the first is forced when only one')),
  refTimes: z.array(RefTime).check(z.minLength(1), about('Change periods offered')),
  header: Header,
  footer: Footer,
});
export type RegionConfig = z.infer<typeof RegionConfig>;
