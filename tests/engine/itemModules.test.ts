import { describe, expect, it } from 'vitest';
import { plainIssueText } from '../../engine/configMessages.ts';
import { FIELD_LABELS, fieldHelp } from '../../engine/ops/fieldInfo.ts';
import { RemoteMenuItemOut } from '../../schemas/api/remoteMenu.ts';
import type { FieldKind } from '../../schemas/items/define.ts';
import { ITEM_MODULES, ITEM_SCHEMAS, NavItem, SHARED_FIELDS } from '../../schemas/navItem.ts';
import { parseRemoteMenu } from '../../schemas/remoteMenu.ts';
import { sampleOf } from './arbitraries.ts';

const ownFields = ITEM_MODULES.flatMap((m) =>
  Object.entries(m.fields as Record<string, FieldKind>).map(([key, field]) => [m.type, key, field] as const),
);

/** The smallest valid item of a type: what its module says it needs. */
function minimal(module: (typeof ITEM_MODULES)[number]): Record<string, unknown> {
  const item: Record<string, unknown> = { id: 'x', label: 'X', type: module.type };
  const needs = module.needs?.field;
  const own = (module.fields as Record<string, FieldKind>)[needs ?? ''];
  if (needs === 'children') item.children = [{ id: 'c', type: 'link', label: 'C', href: '/c' }];
  // A shared field a type needs (href, image) is text.
  else if (needs) item[needs] = own ? sampleOf(own) : '/x';
  return item;
}

describe('item type modules (schemas/items/)', () => {
  it('the smallest item of each type is valid', () => {
    for (const module of ITEM_MODULES) expect(NavItem.safeParse(minimal(module)).error, module.type).toBeUndefined();
  });

  it('a field of one type is its own: that type accepts it, every other type refuses it by name', () => {
    expect(ownFields.length).toBeGreaterThan(0);
    for (const [owner, key, field] of ownFields) {
      for (const module of ITEM_MODULES) {
        const value = { ...minimal(module), [key]: sampleOf(field) };
        const result = NavItem.safeParse(value);
        if (module.type === owner) expect(result.success, `${owner} accepts its own ${key}`).toBe(true);
        else {
          const words = result.error?.issues.map((i) => plainIssueText(i, value, NavItem)).join('; ');
          expect(words, `${module.type} refuses ${key}`).toBe(`${key} is a field of ${owner} items only; this item is a ${module.type}`);
        }
      }
    }
  });

  it('own fields neither repeat a shared field nor another type own', () => {
    const keys = ownFields.map(([, key]) => key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(Object.keys(SHARED_FIELDS)).not.toContain(key);
  });

  it('the console words every field of every module, and reads its help from the schema', () => {
    for (const key of [...Object.keys(SHARED_FIELDS), ...ownFields.map(([, k]) => k)]) expect(FIELD_LABELS[key], key).toBeTruthy();
    expect(FIELD_LABELS.market).toBe('Market panel');
    expect(fieldHelp('item', 'market')).toBe('The market panel a market item opens');
    expect(fieldHelp('item', 'href')).toMatch(/language prefix/);
  });

  it('each type schema comes from its module and states its need', () => {
    expect(Object.keys(ITEM_SCHEMAS)).toEqual(ITEM_MODULES.map((m) => m.type));
    const market = ITEM_SCHEMAS.market.safeParse({ id: 'm', type: 'market', label: 'M' });
    expect(market.error?.issues.map((i) => i.message)).toEqual(['a market item needs a market kind']);
  });

  it('a remote own field is read leniently and checked strictly from the one declaration', () => {
    const entry = { code: 'spot', title: 'Spot', jump_type: 1, show_mode: 1, platform_type: 1, hidden: false, tags: [], children: [] };
    const { items } = parseRemoteMenu({ data: { list: [{ ...entry, market: 'spot' }] } });
    expect(items[0]?.market).toBe('spot');
    expect(RemoteMenuItemOut.safeParse(items[0]).success).toBe(true);
    expect(RemoteMenuItemOut.safeParse({ ...entry, market: 'margin' }).success).toBe(false);
    expect(RemoteMenuItemOut.safeParse({ ...entry, jump_type: 3 }).success).toBe(false);
  });
});
