import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NavItemFields } from '../../app/ops/form/NavItemFields.tsx';
import { RegionFields } from '../../app/ops/form/RegionFields.tsx';
import { RemoteItemFields } from '../../app/ops/form/RemoteItemFields.tsx';
import { TranslationLangs } from '../../app/ops/form/TranslationFields.tsx';
import { languagesFor } from '../../engine/i18n/itemTranslations.ts';

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
      'Cookie policy page',
      'Risk warning text',
      'Risk summary page',
    ])
      expect(all).toContain(label);
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
      'Description',
      ...labels(html).slice(10),
    ]);
    expect(html).toContain('2 external');
    expect(html).toContain('3 h5 (side drawer)');
    expect(html).toContain('placeholder="/path or https://…"');
  });
});
