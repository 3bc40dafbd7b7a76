/**
 * The package's types say what a host may pass. The checks are the type checker's
 * (`npm run typecheck` fails when an `@ts-expect-error` below stops being an error); the test
 * itself only keeps the values alive.
 */
import { describe, expect, it } from 'vitest';
import type { ExchangeLayerElement, LayerHostProps } from '../../app/layer/lib/publicTypes.ts';

const good: LayerHostProps = { site: 'eu', lang: 'de', path: '/de/trade/BTC_USDT' };
// @ts-expect-error: not a sub-site of the exchange
const badSite: LayerHostProps = { site: 'narnia' };
// @ts-expect-error: not a language the layer ships
const badLang: LayerHostProps = { lang: 'xx' };

/** The events on document and the host API on window are declared for the host. */
function host() {
  document.addEventListener('exchange-layer:ready', (e) => {
    const part: 'header' | 'footer' | 'drawer' = e.detail.part;
    return part;
  });
  document.addEventListener('exchange-layer:error', (e) => e.detail.phase satisfies 'load' | 'render');
  const header: ExchangeLayerElement | null = document.querySelector('exchange-header');
  return [header?.ready, window.exchangeLayer?.openSearch()];
}

const elements = [
  <exchange-header key="h" site="eu" lang="de" path="/trade/BTC_USDT" />,
  // @ts-expect-error: the element's site is a sub-site code too
  <exchange-footer key="f" site="narnia" />,
];

describe('the package types', () => {
  it('are checked by the type checker (see the @ts-expect-error lines)', () => {
    expect([good.site, badSite.site, badLang.lang, typeof host, elements.length]).toEqual(['eu', 'narnia', 'xx', 'function', 2]);
  });
});
