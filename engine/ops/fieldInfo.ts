import * as z from 'zod/mini';
import { Condition } from '../../schemas/condition.ts';
import { ITEM_FIELDS, NavTag } from '../../schemas/navItem.ts';
import { Footer, FooterColumn, Header, RegionConfig, RegionDefaults } from '../../schemas/regionConfig.ts';
import { REGION_FIELD_MAPS, REGION_FIELDS } from '../../schemas/regionFields.ts';
import { RegionEdits } from '../../schemas/regionFile.ts';

// Field labels in words and their help text, which comes from the schemas' own descriptions
// (z.describe) so the console, the editor's JSON Schema and the code say the same thing.

/** A region config's own link fields (schemas/regionFields.ts), each by the object that holds it. */
const regionFieldEntries = [...Object.values(REGION_FIELDS), ...Object.values(REGION_FIELD_MAPS)].flatMap((fields) =>
  Object.entries(fields as Record<string, { label: string }>),
);

/** What ops call each JSON field. */
export const FIELD_LABELS: Record<string, string> = {
  // A region field whose key is an item field's too (the risk link's `href`) keeps the item's word here;
  // the form names it by its place (regionField).
  ...Object.fromEntries(regionFieldEntries.map(([key, field]) => [key, field.label])),
  ...Object.fromEntries(ITEM_FIELDS.map(([key, field]) => [key, field.label])),
  header: 'Header',
  footer: 'Footer',
  main: 'Main menu',
  wallet: 'Wallet menu',
  orders: 'Orders menu',
  profile: 'Profile menu',
  columns: 'Link columns',
  texts: 'Regulatory statements',
  socialLinks: 'Social links',
  copyright: 'Copyright line',
  social: 'Social icons',
  qr: 'App download QR code',
  defaults: 'Sub-site defaults',
  flags: 'Header switches',
  hosts: 'Host names',
  countries: 'Landing countries',
  linkHosts: 'Allowed link hosts',
  riseColors: 'Rise colours',
  refTimes: 'Change periods',
  code: 'Sub-site code',
  name: 'Sub-site name',
  sub_website_id: 'Sub-website id',
  extends: 'Builds on',
  hide: 'Hidden on this sub-site',
  add: 'Added on this sub-site',
  type: 'Type',
  children: 'Entries',
  items: 'Entries',
  title: 'Title',
  login: 'Login',
  sites: 'Only on sub-sites',
  needs: 'Only where the sub-site offers',
  offers: 'Products offered here',
  compliance: 'Hidden where compliance blocks',
  business: 'Hidden where the business is blocked',
  flagsOff: 'Hidden for visitors who are',
  flagsOn: 'Only for visitors who are',
  platform: 'Device',
  langs: 'Only in languages',
  notLangs: 'Not in languages',
  accountModes: 'Only in account modes',
  minTier: 'Lowest VIP tier',
  maxTier: 'Highest VIP tier',
  to: 'Where',
  before: 'Before',
  after: 'After',
  item: 'New item',
  tradePair: 'Default trading pair',
  fiat: 'Display currency',
};

/** A region config's own field as it is declared where it sits, e.g. regionField('consent', 'policyHref').label. */
export function regionField<At extends keyof typeof REGION_FIELDS>(at: At, key: keyof (typeof REGION_FIELDS)[At]) {
  return REGION_FIELDS[at][key] as { kind: string; label: string; help: string; required?: boolean };
}

export const fieldLabel = (key: string) => (Object.hasOwn(FIELD_LABELS, key) ? FIELD_LABELS[key]! : key);

type Shape = Record<string, z.core.$ZodType>;
/** An item's fields: a field of one type's own answers with its help whatever type asks. */
const navItemShape: Shape = Object.fromEntries(ITEM_FIELDS.map(([key, field]) => [key, field.schema]));

const SHAPES: Record<string, Shape> = {
  condition: Condition.shape,
  item: navItemShape,
  tag: NavTag.shape,
  column: FooterColumn.shape,
  footer: Footer.shape,
  header: Header.shape,
  defaults: RegionDefaults.shape,
  region: RegionConfig.shape,
  edits: RegionEdits.shape,
};
export type FieldOwner = keyof typeof SHAPES;

/** The schema's description of a field, e.g. fieldHelp('condition', 'login') = "Only for logged-in users (in) or visitors (out)". */
export function fieldHelp(owner: FieldOwner, key: string): string | undefined {
  const field = SHAPES[owner]?.[key];
  return field && z.globalRegistry.get(field)?.description;
}
