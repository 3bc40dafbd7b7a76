import * as z from 'zod';
import { Condition, OfferName } from './condition.ts';
import { REGION_FLAG_NAMES } from './enums.ts';
import { NavItem } from './navItem.ts';
import { Lang, SiteCode } from './site.ts';

export { REGION_FLAG_NAMES };

export const RiseColor = z.enum(['risered', 'risegreen']);
export type RiseColor = z.infer<typeof RiseColor>;
export const RefTime = z.enum(['24h', 'utc0', 'utc8']);
export type RefTime = z.infer<typeof RefTime>;

export const RegionFlags = z.partialRecord(z.enum(REGION_FLAG_NAMES), z.boolean());
export type RegionFlags = z.infer<typeof RegionFlags>;

export const FooterColumn = z
  .object({
    id: z.string(),
    title: z.string(),
    title_i18n: z.partialRecord(Lang, z.string()).optional(),
    items: z.array(NavItem).min(1),
    when: Condition.optional(),
  })
  .strict();
export type FooterColumn = z.infer<typeof FooterColumn>;

export const Footer = z
  .object({
    columns: z.array(FooterColumn).describe('Link columns; the engine hides them for Italy-limited visitors (SPEC §2)'),
    texts: z.array(NavItem).default([]).describe('Regulatory and policy statements (type text, optional href)'),
    copyright: z.string().describe('Copyright line; {year} is replaced by the current year'),
    social: z.boolean().describe('Show social icons'),
    qr: z.boolean().describe('Show the app download QR code'),
    socialLinks: z.array(NavItem).default([]),
  })
  .strict();
export type Footer = z.infer<typeof Footer>;

export const Header = z
  .object({
    main: z.array(NavItem).describe('Main top navigation'),
    wallet: z.array(NavItem).describe('Wallet / funds menu'),
    orders: z.array(NavItem).describe('Orders menu'),
    profile: z.array(NavItem).describe('Profile menu'),
  })
  .strict();
export type Header = z.infer<typeof Header>;

export const RegionDefaults = z
  .object({
    tradePair: z.string().regex(/^[A-Z0-9]+_[A-Z0-9]+$/, 'a pair like BTC_USDT'),
    depositHref: z.string(),
    withdrawHref: z.string(),
    loginHref: z.string(),
    signupHref: z.string(),
    loginLabel: z.string().optional(),
    fiat: z.string().default('USD'),
    upgradePlans: z
      .array(z.union([z.literal(1), z.literal(2), z.literal(3)]))
      .default([1, 2, 3])
      .describe('VIP upgrade plans in the user card: 1 trading volume, 2 GT holdings (14-day average), 3 asset increase in USD'),
    upgradeHover: z
      .enum(['always', 'paidTiers', 'never'])
      .default('always')
      .describe('When the upgrade-progress hover panel shows: always, only above tier 0, or never'),
    liveSiteUrl: z.string().optional().describe('Testnet: the live-trading site the header links to (current path kept)'),
    countrySites: z
      .partialRecord(Lang, z.string())
      .default({})
      .describe('Country-specific sites offered when their language is chosen on another sub-site (the Turkey modal)'),
    restrictedLangs: z
      .array(Lang)
      .default([])
      .describe('Languages whose entry carries the restricted-region tooltip (not intended for residents under the user agreement)'),
  })
  .strict();

export const ConsentSettings = z
  .object({
    policyHref: z.string().describe('The cookie policy page the consent banner and settings link to'),
  })
  .strict()
  .describe(
    'Ask for cookie consent before anything non-essential runs (ePrivacy/GDPR-style opt-in): analytics stay off until the visitor accepts them, refusing is as easy as accepting, and the choice is asked again after 90 days',
  );
export type ConsentSettings = z.infer<typeof ConsentSettings>;

export const RiskWarning = z
  .object({
    label: z.string().min(1).describe('The warning text, word for word as the regulator prescribes it'),
    label_i18n: z.partialRecord(Lang, z.string()).optional(),
    link: z
      .object({
        label: z.string().min(1).describe('Text of the link to the fuller risk summary'),
        label_i18n: z.partialRecord(Lang, z.string()).optional(),
        href: z.string().describe('The risk summary page'),
      })
      .strict()
      .optional(),
  })
  .strict()
  .describe(
    'A risk warning the regulator wants fixed at the top of every page (e.g. the FCA for UK cryptoasset promotions): always visible while scrolling, never dismissible',
  );
export type RiskWarning = z.infer<typeof RiskWarning>;

/** A fully resolved region config: what the engine and the renderer consume. */
export const RegionConfig = z
  .object({
    $schema: z.string().optional(),
    code: SiteCode,
    name: z.string(),
    sub_website_id: z.number().int().nullable(),
    hosts: z.array(z.string()).default([]).describe('Host names that select this sub-site'),
    countries: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166 country code like DE'))
      .default([])
      .describe('Countries whose visitors land on this sub-site: the region host redirect sends them to its first host'),
    linkHosts: z
      .array(z.string())
      .default([])
      .describe('Hosts absolute links may point to (with their subdomains); any other absolute link is dropped'),
    offers: z
      .array(OfferName)
      .default([])
      .describe(
        'The products and services this sub-site offers; an item that needs a product (its condition names it) shows only where it is listed, so a sub-site shows nothing restricted it does not list',
      ),
    defaults: RegionDefaults,
    flags: RegionFlags.default({}),
    consent: ConsentSettings.optional(),
    riskWarning: RiskWarning.optional(),
    riseColors: z.array(RiseColor).min(1).describe('Rise colours offered; the first is forced when only one'),
    refTimes: z.array(RefTime).min(1).describe('Change periods offered'),
    header: Header,
    footer: Footer,
  })
  .strict();
export type RegionConfig = z.infer<typeof RegionConfig>;

/**
 * A region file on disk: `extends` names the file it builds on (usually `base`); objects merge
 * deeply, arrays and scalars replace. The merged result must be a valid RegionConfig.
 */
export const RegionFile = z.looseObject({ extends: z.string().optional() });

const ITEM_KEY =
  'an item key: the list, then the ids down to the item, e.g. "header.main/buy-crypto/p2p-express" or "footer.columns/company/fees"';

/** A region file's own edits of what it inherits (engine/regionEdits.ts), so base.json stays shared. */
export const RegionEdits = z.object({
  hide: z
    .array(z.string().min(1))
    .describe(`Inherited items this sub-site does not show, each named by ${ITEM_KEY}, or by a bare id (every item with that id)`),
  add: z
    .array(
      z
        .object({
          to: z.string().min(1).describe(`Where the item goes: a list such as "header.main", or ${ITEM_KEY} (into its children)`),
          before: z.string().optional().describe('Put it before the sibling with this id'),
          after: z.string().optional().describe('Put it after the sibling with this id'),
          item: z.union([NavItem, FooterColumn]).describe('The new item (a footer column when "to" is "footer.columns")'),
        })
        .strict(),
    )
    .describe('Items only this sub-site shows, inserted into an inherited list at a position (the end when neither before nor after)'),
});
