import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NavItemFields } from '../../app/ops/form/NavItemFields.tsx';
import { RemoteItemFields } from '../../app/ops/form/RemoteItemFields.tsx';

const set = () => undefined;
const labels = (html: string) => [...html.matchAll(/<label[^>]*>(?:<input[^>]*\/?>)?([^<]+)/g)].map((m) => m[1]);

describe("the console's item forms, from the item type modules and REMOTE_FIELDS", () => {
  it('a nav item shows the fields of its own type only, with the words of its module', () => {
    const market = renderToString(<NavItemFields item={{ id: 'spot', type: 'market', label: 'Spot', market: 'spot' }} set={set} />);
    expect(labels(market)).toContain('Market panel');
    expect(market).toContain('market (opens a market panel)');
    expect(market).toContain('The market panel a market item opens');
    const link = renderToString(<NavItemFields item={{ id: 'fees', type: 'link', label: 'Fees', href: '/fee' }} set={set} />);
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
