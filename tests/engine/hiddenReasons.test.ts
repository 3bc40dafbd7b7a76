import { describe, expect, it } from 'vitest';
import { FIELD_LABELS } from '../../engine/ops/fieldInfo.ts';
import { howToShow } from '../../engine/ops/reasonFixes.ts';
import { resolveItems } from '../../engine/resolveItems.ts';
import { resolveLayer } from '../../engine/resolveLayer.ts';
import { FOOTER_COLUMN_RULE } from '../../engine/rules.ts';
import { checkCondition, conditionReasons, everyReason, ruleReasons } from '../../engine/visibility.ts';
import type { Condition } from '../../schemas/condition.ts';
import type { NavItem } from '../../schemas/navItem.ts';
import { ctx, loadAll } from '../configs/helpers.ts';

// Why-hidden as ops read it: every check that fails, in the engine's order, each with advice.

describe('every reason an item is hidden', () => {
  const web = ctx('main', { isLogin: false, platform: 'web', lang: 'en' });

  it('lists every failing check of a rule, the first being the one checkCondition reports', () => {
    const when: Condition = { login: 'in', sites: ['uk'], platform: 'h5', minTier: 3 };
    const reasons = conditionReasons(when, web);
    expect(reasons.map((r) => r.rule)).toEqual(['login', 'sites', 'platform', 'minTier']);
    expect(reasons[0]).toEqual(checkCondition(when, web));
    expect(conditionReasons({ login: 'out' }, web)).toEqual([]);
    expect(conditionReasons(undefined, web)).toEqual([]);
  });

  it('a hidden item carries the others after the first, and a one-reason item carries none', () => {
    const items = [
      { id: 'a', type: 'link', label: 'A', href: '/a', when: { login: 'in', accountModes: ['multi_currency'] } },
      { id: 'b', type: 'link', label: 'B', href: '/b', when: { login: 'in' } },
    ] as NavItem[];
    const { hidden } = resolveItems(items, web);
    expect(hidden.map((h) => everyReason(h).map((r) => r.rule))).toEqual([['login', 'accountModes'], ['login']]);
    expect(hidden[1]?.also).toBeUndefined();
  });

  it("the Italy rule on EU's footer columns is said to be built into the engine, beside a column's own rule", async () => {
    const { configs } = await loadAll();
    const eu = structuredClone(configs.eu);
    const legal = eu.footer.columns[0]!;
    legal.when = { langs: ['it'] };
    const layer = resolveLayer(eu, ctx('eu', { lang: 'en', flags: { isItalyLimit: true } }));
    const column = layer.hidden.find((h) => h.path === 'footer.columns[0]');
    const reasons = everyReason(column!);
    expect(reasons.map((r) => r.rule)).toEqual(['flagsOff', 'langs']);
    expect(reasons[0]?.builtIn).toBe(FOOTER_COLUMN_RULE.note);
    expect(howToShow(reasons[0]!, { site: 'eu' })).toMatch(/^Built into the engine \(footer link columns are hidden/);
    expect(howToShow(reasons[1]!, { site: 'eu' })).toMatch(/Only in languages/);
    expect(ruleReasons(FOOTER_COLUMN_RULE, ctx('eu', { flags: {} }))).toEqual([]);
  });

  it('advice names only settings the console has: each "file › setting" and "Who sees it › field" is a form label', () => {
    const labels = new Set([...Object.values(FIELD_LABELS), 'Footer settings', 'Who sees it']);
    const reasons = [
      { rule: 'login', value: 'in' },
      { rule: 'sites', value: ['uk'] },
      { rule: 'needs', value: 'p2p' },
      { rule: 'platform', value: 'web' },
      { rule: 'regionOff', value: 'hiddenLogin' },
      { rule: 'regionOn', value: 'social' },
      { rule: 'href', value: 'javascript:x' },
    ];
    for (const r of reasons) {
      const advice = howToShow(r, { site: 'eu' });
      const named = [...advice.matchAll(/› ([A-Z][\w -]*?)(?=[ .,]|$)/g)].map((m) => m[1]!);
      for (const name of named)
        expect(
          [...labels].some((l) => l.startsWith(name) || name.startsWith(l)),
          `${r.rule}: ${name}`,
        ).toBe(true);
    }
  });
});
