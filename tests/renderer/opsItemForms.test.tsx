import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConditionFields } from '../../app/ops/form/ConditionFields.tsx';
import { NavItemFields } from '../../app/ops/form/NavItemFields.tsx';
import { RegionFields } from '../../app/ops/form/RegionFields.tsx';
import { RemoteItemFields } from '../../app/ops/form/RemoteItemFields.tsx';
import { TranslationLangs } from '../../app/ops/form/TranslationFields.tsx';
import { languagesFor } from '../../engine/i18n/itemTranslations.ts';
import { fieldLabel } from '../../engine/ops/fieldInfo.ts';
import { Condition } from '../../schemas/condition.ts';
import { REGION_FIELDS } from '../../schemas/regionFields.ts';

const set = () => undefined;
const edit = () => undefined;
const labels = (html: string) => [...html.matchAll(/<label[^>]*>(?:<input[^>]*\/?>)?([^<]+)/g)].map((m) => m[1]);

describe('the translations of an item in the form', () => {
  const renamed = {
    id: 'terms',
    type: 'link',
    label: 'Terms of Service',
    label_i18n: { fr: "Conditions d'utilisation", it: 'Termini di utilizzo', de: 'Nutzungsbedingungen' },
    label_i18n_from: { fr: 'Terms of Use', it: 'Terms of Use', de: 'Terms of Service' },
    href: '/legal/terms',
  };
  it('edits every language, the sub-site languages first, and marks those made from another English needs review', () => {
    const html = renderToString(
      <TranslationLangs.Provider value={languagesFor(['MT', 'IT', 'FR'])}>
        <NavItemFields item={renamed} set={set} edit={edit} />
      </TranslationLangs.Provider>,
    ).replaceAll('<!-- -->', '');
    const langs = [...html.matchAll(/data-lang="(\w+)"/g)].map((m) => m[1]);
    expect(langs).toHaveLength(12);
    expect(langs.slice(0, 2)).toEqual(['it', 'fr']);
    expect(html).toContain('2 need review');
    const review = [...html.matchAll(/data-lang="(\w+)"[\s\S]*?(?=data-lang=|$)/g)]
      .filter((m) => m[0].includes('Needs review'))
      .map((m) => m[1]);
    expect(review.sort()).toEqual(['fr', 'it']);
    expect(html).toContain('translated from &quot;Terms of Use&quot;');
  });
});

describe('every field in the form, from the schemas', () => {
  it('an item offers every field with a control: icons, pictures, layout and analytics under More fields', () => {
    const html = renderToString(<NavItemFields item={{ id: 'x', type: 'link', label: 'X', href: '/x', split: 8 }} set={set} edit={edit} />);
    const more = html.slice(html.indexOf('ops-more'));
    for (const label of [
      'Icon',
      'Dark-theme icon',
      'Picture',
      'Dark-theme picture',
      'Picture instead of the label',
      'Panel layout',
      'Columns split',
      'Panel offset',
      'Analytics name',
    ])
      expect(labels(more)).toContain(label);
    // A set field opens the group and shows its value (split is stored as a number).
    expect(html).toMatch(/<details class="ops-more" open=""/);
    expect(html).toMatch(/<option value="2" selected="">8<\/option>/);
  });

  it('a sub-site has its hosts, countries, link hosts, header switches, consent and risk warning', () => {
    const html = renderToString(
      <RegionFields
        value={{
          hosts: ['uk.exchange.test'],
          consent: { policyHref: '/legal/cookies' },
          riskWarning: { label: 'Risky', label_i18n: { fr: 'Risqué' }, label_i18n_from: { fr: 'Risky' } },
        }}
        inherited={{ flags: { hiddenDownload: true }, countries: ['GB'] }}
        update={() => undefined}
      />,
    );
    const all = labels(html);
    for (const label of [
      'Host names',
      'Landing countries',
      'Allowed link hosts',
      'hiddenDownload',
      'Cookie policy link',
      'Risk warning text',
      'Risk summary link',
      'Deposit link',
      'Withdraw link',
      'Log-in link',
      'Sign-up link',
      'Live-trading site',
    ])
      expect(all).toContain(label);
    // Every region link field is labelled as schemas/regionFields.ts declares it, not by its key.
    for (const fields of Object.values(REGION_FIELDS))
      for (const [key, field] of Object.entries(fields)) if (key !== 'href') expect(fieldLabel(key)).toBe(field.label);
    expect(html).toContain('value="uk.exchange.test"');
    expect(html).toContain('value="GB"');
    expect(html).toContain('value="Risqué"');
  });
});

describe("the console's item forms, from the item type modules and REMOTE_FIELDS", () => {
  it('a nav item shows the fields of its own type only, with the words of its module', () => {
    const market = renderToString(
      <NavItemFields item={{ id: 'spot', type: 'market', label: 'Spot', market: 'spot' }} set={set} edit={edit} />,
    );
    expect(labels(market)).toContain('Market panel');
    expect(market).toContain('market (opens a market panel)');
    expect(market).toContain('The market panel a market item opens');
    const link = renderToString(<NavItemFields item={{ id: 'fees', type: 'link', label: 'Fees', href: '/fee' }} set={set} edit={edit} />);
    expect(labels(link)).not.toContain('Market panel');
    expect(labels(link)).toEqual(expect.arrayContaining(['Label', 'Id', 'Type', 'Link (href)', 'Badge', 'Description']));
  });

  it('a remote item shows the SPEC §3 fields with their numbered choices, and the market kind', () => {
    const html = renderToString(
      <RemoteItemFields
        item={{ code: 'spot', title: 'Spot', jump_type: 2, show_mode: 1, platform_type: 3, hidden: false, tags: [] }}
        set={set}
        edit={edit}
      />,
    );
    expect(labels(html)).toEqual([
      'Title',
      'Code',
      'Title key',
      'Jump URL',
      'Jump type',
      'Platform',
      'Show mode',
      'Hidden',
      'Market panel',
      ...labels(html).slice(9),
    ]);
    expect(labels(html)).toContain('Description');
    expect(html).toContain('2 external');
    expect(html).toContain('3 h5 (side drawer)');
    expect(html).toContain('placeholder="/path or https://…"');
  });
});

describe('code words in the form are shown by name', () => {
  const item = {
    id: 'ref',
    type: 'link',
    label: 'Referral',
    href: '/referral',
    badge: 'referral20',
    when: { compliance: ['fiat_trade', 'made_up_key'], business: ['futures'] },
  };
  const html = renderToString(<NavItemFields item={item} set={set} edit={edit} />).replaceAll('<!-- -->', '');
  const checkbox = (name: string) =>
    html.match(new RegExp(`<label class="ops-check"><input[^>]*>${name}(?:<small class="ops-key"> <code>([^<]+)</code></small>)?</label>`));

  it('compliance and business rules are ticked products by name, the stored key in small print', () => {
    const fiat = checkbox('Buy crypto with fiat');
    expect(fiat?.[0]).toContain('checked=""');
    expect(fiat?.[1]).toBe('fiat_trade');
    expect(checkbox('Spot trading')?.[0]).not.toContain('checked=""');
    expect(checkbox('Futures')?.[0]).toContain('checked=""');
    // A key the console does not know stays listed (ticked) so it is seen and can be unticked.
    expect(checkbox('made_up_key')?.[0]).toContain('checked=""');
  });

  it('the badge select names each badge, not its key', () => {
    const badge = html.slice(html.indexOf('>Badge<'), html.indexOf('</select>', html.indexOf('>Badge<')));
    expect(badge).toContain('>20% referral</option>');
    expect(badge).toContain('>Zero fees</option>');
    expect(badge).not.toContain('>referral20<');
  });
});

describe('tag words have their translations like labels', () => {
  it('each tag word lists every language, marking one made from another English as needing review', () => {
    const tagged = {
      id: 'earn',
      type: 'link',
      label: 'Earn',
      href: '/earn',
      tags: [{ type: 'word', word: 'Hot', word_i18n: { fr: 'Chaud', de: 'Heiß' }, word_i18n_from: { fr: 'Hot', de: 'New' } }],
    };
    const html = renderToString(<NavItemFields item={tagged} set={set} edit={edit} at="$.header.main[0]" />).replaceAll('<!-- -->', '');
    const words = html.slice(html.indexOf('data-field="word"'));
    expect(words).toContain('Tag 1 word · Français (fr)');
    expect(words).toContain('value="Chaud"');
    expect(words).toContain('1 need review');
    expect(words).toContain('translated from &quot;New&quot;');
    expect(words).toContain('data-path="$.header.main[0].tags[0].word_i18n.de"');
  });
});

describe('the remote menu form has what the region forms have', () => {
  const item = {
    code: 'spot',
    title: 'Spot',
    title_i18n: { ja: '現物', zh: '现货' },
    title_i18n_from: { ja: 'Spot', zh: 'Spot trading' },
    desc: 'Trade',
    desc_i18n: { fr: 'Échanger' },
    desc_i18n_from: { fr: 'Trade' },
    light_icon: '/icons/nav/spot.svg',
    jump_type: 1,
    show_mode: 1,
    platform_type: 1,
    hidden: false,
    market: 'spot',
    tags: [],
  };
  const html = renderToString(<RemoteItemFields item={item} set={set} edit={edit} at="$.list[0]" />).replaceAll('<!-- -->', '');

  it('edits the title and description in every language, with review marks', () => {
    const title = html.slice(html.indexOf('data-field="title"'), html.indexOf('data-field="desc"'));
    expect(title).toContain('Title · 日本語 (ja)');
    expect(title).toContain('value="现货"');
    expect(title).toContain('1 need review');
    expect(title).toContain('data-path="$.list[0].title_i18n.zh"');
    expect(html.slice(html.indexOf('data-field="desc"'))).toContain('value="Échanger"');
  });

  it('offers every declared field, images and icons under More fields, and the market kind from its type module', () => {
    const more = html.slice(html.indexOf('ops-more'));
    for (const label of ['Description key', 'Light image', 'Dark image', 'Light icon', 'Dark icon']) expect(labels(more)).toContain(label);
    expect(html).toMatch(/<details class="ops-more" open=""/);
    expect(html).toContain('The market panel a market item opens');
    expect(html).toContain('data-path="$.list[0].jump_url"');
  });
});

describe("the rule's form has a control for every key of a rule", () => {
  it('each key of the condition schema is drawn under its label, the account modes as tick boxes in words', () => {
    const html = renderToString(<ConditionFields when={{ accountModes: ['single_currency'] }} onChange={() => {}} />).replaceAll(
      '<!-- -->',
      '',
    );
    for (const key of Object.keys(Condition.shape)) expect(html, key).toContain(fieldLabel(key));
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*checked=""[^>]*>[^<]*single-currency margin/);
    expect(html).toContain('multi-currency margin');
  });
});
