import fc from 'fast-check';
import type { Condition } from '../../schemas/condition.ts';
import { FLAG_NAMES } from '../../schemas/condition.ts';
import type { VisibilityContext } from '../../schemas/context.ts';
import type { FieldKind } from '../../schemas/items/define.ts';
import { ITEM_MODULES, type NavItem, SHARED_FIELDS } from '../../schemas/navItem.ts';
import { OFFER_NAMES } from '../../schemas/offers.ts';
import { LANG_CODES, SITE_CODES } from '../../schemas/site.ts';

export const KEYS = ['nft', 'deposit', 'derivatives', 'learn', 'web3', 'spot_trade', 'vip_service'] as const;

export const hrefArb = fc.oneof(
  fc.constantFrom(
    '/trade/BTC_USDT',
    '/price',
    '/zh/fee',
    'https://ok.example/x',
    'https://evil.example/',
    '//evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    ' /x',
    '/\\evil.example',
    'java\tscript:x',
    'http://ok.example',
  ),
  fc.string(),
  fc.webUrl(),
  fc.webPath(),
);

export const conditionArb: fc.Arbitrary<Condition> = fc.record(
  {
    login: fc.constantFrom('in' as const, 'out' as const),
    sites: fc.uniqueArray(fc.constantFrom(...SITE_CODES), { minLength: 1, maxLength: 4 }),
    needs: fc.uniqueArray(fc.constantFrom(...OFFER_NAMES), { minLength: 1, maxLength: 3 }),
    compliance: fc.uniqueArray(fc.constantFrom(...KEYS), { maxLength: 3 }),
    flagsOff: fc.uniqueArray(fc.constantFrom(...FLAG_NAMES), { maxLength: 3 }),
    flagsOn: fc.uniqueArray(fc.constantFrom(...FLAG_NAMES), { maxLength: 2 }),
    platform: fc.constantFrom('web' as const, 'h5' as const),
    langs: fc.uniqueArray(fc.constantFrom(...LANG_CODES), { minLength: 1, maxLength: 3 }),
    minTier: fc.integer({ min: 0, max: 5 }),
  },
  { requiredKeys: [] },
);

/** A picture's address: allowed, from another site, unsafe, or any text. */
const assetArb = fc.oneof(
  fc.constantFrom('/img/a.png', 'https://ok.example/a.png', 'https://evil.example/a.png', 'javascript:x'),
  fc.string(),
);

const idArb = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);

/** Translations of a text in some languages. */
const translationsArb = fc.dictionary(fc.constantFrom(...LANG_CODES), fc.string({ maxLength: 12 }), { maxKeys: 3 });

/** A value of a type's own field, from its kind: a link or picture address of any sort, one of its choices, text. */
export function fieldArb(field: FieldKind): fc.Arbitrary<unknown> {
  switch (field.kind) {
    case 'choice':
      return fc.constantFrom(...field.values);
    case 'link':
      return hrefArb;
    case 'image':
      return assetArb;
    case 'number':
      return fc.integer({ min: field.min ?? -1000, max: field.max ?? 1000 });
    case 'boolean':
      return fc.boolean();
    case 'list':
      return fc.constant([]);
    case 'condition':
      return conditionArb;
    default:
      return fc.string({ maxLength: 12 });
  }
}

/** A value valid for a field of a kind, for tests that need one (the first choice, a site path). */
export function sampleOf(field: FieldKind): unknown {
  if (field.kind === 'choice') return field.values[0];
  if (field.kind === 'link' || field.kind === 'image') return '/x';
  if (field.kind === 'number') return field.min ?? 0;
  if (field.kind === 'boolean') return true;
  return 'value';
}

/** An own field's arbitrary, and its translations' when its text is translated. */
function ownArbs(key: string, field: FieldKind): [string, fc.Arbitrary<unknown>][] {
  const own: [string, fc.Arbitrary<unknown>] = [key, fieldArb(field)];
  return field.kind === 'text' && field.translated ? [own, [`${key}_i18n`, translationsArb]] : [own];
}

/**
 * Items of every type, from the modules (schemas/items/): the shared fields, the type's own fields
 * (the one it needs always there), children for a type that needs them.
 */
export const itemArb: fc.Arbitrary<NavItem> = fc.letrec<{ item: NavItem }>((tie) => ({
  item: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    ...ITEM_MODULES.map((module) => {
      const needs = module.needs?.field;
      const own = Object.entries(module.fields as Record<string, FieldKind>);
      const shape: Record<string, fc.Arbitrary<unknown>> = {
        id: idArb,
        type: fc.constant(module.type),
        label: fc.string({ maxLength: 12 }),
        // Every shared link and picture, with addresses of any sort.
        ...Object.fromEntries(
          Object.entries(SHARED_FIELDS as Record<string, FieldKind>)
            .filter(([, f]) => f.kind === 'link' || f.kind === 'image')
            .map(([key, f]) => [key, fieldArb(f)]),
        ),
        when: conditionArb,
        ...Object.fromEntries(own.flatMap(([key, field]) => ownArbs(key, field))),
        ...(needs === 'children' ? { children: fc.array(tie('item'), { minLength: 1, maxLength: 4 }) } : {}),
      };
      return fc.record(shape, { requiredKeys: ['id', 'type', 'label', ...(needs ? [needs] : [])] }) as fc.Arbitrary<NavItem>;
    }),
  ),
})).item;

export const contextArb: fc.Arbitrary<VisibilityContext> = fc.record({
  site: fc.constantFrom(...SITE_CODES),
  lang: fc.constantFrom(...LANG_CODES),
  isLogin: fc.boolean(),
  tier: fc.integer({ min: 0, max: 6 }),
  platform: fc.constantFrom('web' as const, 'h5' as const),
  accountMode: fc.constantFrom('classic' as const, 'single_currency' as const, 'multi_currency' as const),
  compliance: fc.record({
    menu: fc.uniqueArray(fc.constantFrom(...KEYS), { maxLength: 4 }),
    business: fc.constant([] as string[]),
    limit: fc.record({ au_redirect: fc.boolean(), is_sanction_country: fc.boolean() }),
  }),
  flags: fc.dictionary(fc.constantFrom(...FLAG_NAMES), fc.boolean()),
  offers: fc.subarray([...OFFER_NAMES]),
});
