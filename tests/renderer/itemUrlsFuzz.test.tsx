/**
 * Every link and picture field of every item type (their kinds, schemas/items/), with hostile
 * addresses: whatever a config holds, what the server renders carries no `href`, `src` or
 * `srcset` outside this site and its allowed hosts. The types and fields come from the registry.
 */
import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resolveItems } from '../../engine/resolveItems.ts';
import { RenderItemList } from '../../renderer/registry.tsx';
import type { VisibilityContext } from '../../schemas/context.ts';
import { FIELDS_BY_TYPE, ITEM_MODULES, type NavItem } from '../../schemas/navItem.ts';
import { contextArb, sampleOf } from '../engine/arbitraries.ts';
import { hostileUrlArb } from '../hostile/arbitraries.ts';
import { HOSTILE_URLS } from '../hostile/corpus.ts';
import { Env } from './fixtures.tsx';

const ALLOWED = 'ok.example';
const links = { allowedHosts: [ALLOWED] };
const PLACEMENTS = ['bar', 'panel', 'footer'] as const;

/** The address attributes of some HTML, as the browser reads them. */
function addresses(html: string): string[] {
  return [...html.matchAll(/\s(?:href|src|srcset)="([^"]*)"/g)].map((m) =>
    (m[1] ?? '')
      .replaceAll('&amp;', '&')
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>'),
  );
}

/** Why an address must not be in the page, or null: only site paths and http(s) to the allowed host pass (DESIGN "Security notes"). */
function offList(address: string): string | null {
  if (/^\/(?![/\\])[^\s\\]*$/.test(address)) return null;
  try {
    const url = new URL(address);
    if (/^https?:$/.test(url.protocol) && (url.hostname === ALLOWED || url.hostname.endsWith(`.${ALLOWED}`)) && !/[\s\\]/.test(address))
      return null;
  } catch {}
  return `off-list address ${JSON.stringify(address)}`;
}

const URL_FIELDS = Object.fromEntries(
  ITEM_MODULES.map((m) => [m.type, FIELDS_BY_TYPE[m.type].filter(([, f]) => f.kind === 'link' || f.kind === 'image').map(([k]) => k)]),
);

/** An item of a type with each of its link and picture fields safe or hostile, and what it needs. */
const itemArb = fc.constantFrom(...ITEM_MODULES).chain((module) =>
  fc
    .record(
      Object.fromEntries(
        URL_FIELDS[module.type]!.map((key) => [key, fc.oneof(fc.constantFrom('/safe', `https://${ALLOWED}/a.png`), hostileUrlArb)]),
      ),
    )
    .map((urls) => {
      const item: Record<string, unknown> = { id: 'x', type: module.type, label: 'X' };
      const needs = module.needs?.field;
      const own = (FIELDS_BY_TYPE[module.type].find(([k]) => k === needs) ?? [])[1];
      if (needs === 'children') item.children = [{ id: 'c', type: 'link', label: 'C', href: '/c', ...urls }];
      else if (needs && own) item[needs] = sampleOf(own);
      return { ...item, ...urls } as NavItem;
    }),
);

function drawn(items: NavItem[], ctx: VisibilityContext): string {
  const { visible } = resolveItems(items, ctx, 'x', links);
  return PLACEMENTS.flatMap((placement) =>
    [false, true].map((mobile) =>
      renderToString(
        <Env>
          <ul>
            <RenderItemList items={visible} placement={placement} mobile={mobile} />
          </ul>
        </Env>,
      ),
    ),
  ).join('\n');
}

describe('no hostile address reaches the server HTML, for every link and picture field of every item type', () => {
  it('declares link and picture fields for every type', () => {
    for (const m of ITEM_MODULES) expect(URL_FIELDS[m.type], m.type).toEqual(expect.arrayContaining(['href', 'icon', 'image']));
  });

  it.each(ITEM_MODULES.flatMap((m) => URL_FIELDS[m.type]!.map((key) => [m.type, key] as const)))(
    'a %s item drops every corpus address in %s',
    (type, key) => {
      const ctx = fc.sample(contextArb, { numRuns: 1, seed: 1 })[0]!;
      const base = fc.sample(
        itemArb.filter((i) => i.type === type),
        { numRuns: 1, seed: 2 },
      )[0]!;
      for (const { value } of HOSTILE_URLS) {
        const html = drawn([{ ...base, [key]: value } as NavItem], ctx);
        for (const address of addresses(html)) expect(offList(address), `${type}.${key} = ${JSON.stringify(value)}`).toBeNull();
      }
    },
  );

  it('property: any mix of safe and hostile addresses, in any context', () => {
    fc.assert(
      fc.property(fc.array(itemArb, { minLength: 1, maxLength: 4 }), contextArb, (items, ctx) => {
        const unique = items.map((item, i) => ({ ...item, id: `i${i}` }));
        for (const address of addresses(drawn(unique, ctx))) expect(offList(address)).toBeNull();
      }),
      { numRuns: 300 },
    );
  });
});
