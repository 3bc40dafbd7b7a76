import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type CurrencyOption, DEFAULT_CURRENCY_OPTION } from '../../engine/markets/fiat.ts';
import { CURRENCY_HOOK_ERROR, CurrencyProvider, useCurrency } from '../../renderer/markets/currency.tsx';

function Probe() {
  const c = useCurrency();
  return createElement('output', null, `${c.fiat}:${c.loading}:${c.options.length}`);
}

describe('currency provider (SPEC §8)', () => {
  it('its hook outside the provider throws, saying it must be used within it', () => {
    expect(() => renderToStaticMarkup(createElement(Probe))).toThrow(CURRENCY_HOOK_ERROR);
    expect(CURRENCY_HOOK_ERROR).toMatch(/must be used within a CurrencyProvider/);
  });

  it('until the options load it keeps the remembered fiat (every method), else the SPEC default USD', () => {
    const load = () => new Promise<CurrencyOption[]>(() => {});
    const render = (initial: string) =>
      // biome-ignore lint/correctness/noChildrenProp: no JSX in a .ts test file
      renderToStaticMarkup(createElement(CurrencyProvider, { load, initial, children: createElement(Probe) }));
    expect(render('jpy')).toBe('<output>JPY:true:1</output>');
    expect(render('')).toBe(`<output>${DEFAULT_CURRENCY_OPTION.fiat}:true:1</output>`);
  });
});
