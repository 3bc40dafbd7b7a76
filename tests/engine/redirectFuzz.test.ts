import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterLoginTarget, parseRoute } from '../../app/layer/route.ts';
import { lintConfigTree } from '../../engine/configLint.ts';
import type { Json } from '../../engine/configMerge.ts';
import { liveTradingHref } from '../../engine/headerFeatures.ts';
import { buildHref } from '../../engine/links.ts';
import { regionRedirectTarget } from '../../engine/regionRedirect.ts';
import { linkOptionsFor } from '../../engine/resolveLayer.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import type { SiteCode } from '../../schemas/site.ts';
import { loadAll } from '../configs/helpers.ts';
import { hostileStringArb, hostileUrlArb } from '../hostile/arbitraries.ts';
import { EVIL_HOST, HOSTILE_URLS, REDIRECT_URLS } from '../hostile/corpus.ts';
import { SITE_ORIGIN, unsafeHref } from '../hostile/oracle.ts';

let configs: Record<SiteCode, RegionConfig>;
let files: Record<string, Json>;
let siteHosts: string[];
beforeAll(async () => {
  ({ configs, files } = await loadAll());
  siteHosts = Object.values(configs).flatMap((c) => c.hosts);
});

describe('after-login redirect (the ?redirect= of the login page)', () => {
  it.each(REDIRECT_URLS.map((u) => [u.name, u.value] as const))('stays on the site for %s', (_name, value) => {
    const target = afterLoginTarget(parseRoute('/login'), `?redirect=${encodeURIComponent(value)}`, '', SITE_ORIGIN);
    expect(unsafeHref(target, [])).toBeNull();
  });

  it('property: whatever the query and referrer, the target is on this site', () => {
    // A referrer of this site can have any path: the app answers `//evil.example/x` too.
    const referrerArb = fc.oneof(
      hostileUrlArb,
      hostileUrlArb.map((u) => `${SITE_ORIGIN}/${u}`),
      hostileUrlArb.map((u) => `${SITE_ORIGIN}${u}`),
    );
    fc.assert(
      fc.property(hostileUrlArb, referrerArb, (wanted, referrer) => {
        const search = `?redirect=${encodeURIComponent(wanted)}`;
        const target = afterLoginTarget(parseRoute('/zh/login'), search, referrer, SITE_ORIGIN);
        expect(unsafeHref(target, [])).toBeNull();
      }),
      { numRuns: 2000 },
    );
  });
});

describe('region host redirect against hostile Host headers and paths', () => {
  it('property: the target is null or one of the sub-sites hosts, never another host', () => {
    const hostHeader = fc.oneof(
      fc.constantFrom('www.exchange.test', 'www.exchange.test:8080'),
      fc.tuple(fc.constantFrom('www.exchange.test', 'main.exchange.test'), hostileStringArb).map(([h, rest]) => `${h}:${rest}`),
      fc
        .tuple(fc.constantFrom('www.exchange.test:', 'www.exchange.test:@', 'www.exchange.test:80@'), fc.constant(EVIL_HOST))
        .map((t) => t.join('')),
      hostileStringArb,
    );
    const path = fc.oneof(
      fc.constantFrom('/', '/price', '/zh/trade/BTC_USDT?x=1'),
      hostileUrlArb.map((u) => `/${u}`),
      hostileUrlArb,
    );
    fc.assert(
      fc.property(hostHeader, path, fc.constantFrom('DE', 'US', 'TR', 'GB'), (host, pathAndQuery, country) => {
        const target = regionRedirectTarget({
          pathAndQuery,
          host,
          protocol: 'https',
          isLogin: false,
          country,
          configs: Object.values(configs),
        });
        if (target === null) return;
        const url = new URL(target);
        expect(siteHosts).toContain(url.hostname);
        expect(url.username + url.password).toBe('');
      }),
      { numRuns: 2000 },
    );
  });

  it('a Host header port cannot smuggle in another host', () => {
    const target = regionRedirectTarget({
      pathAndQuery: '/price',
      host: `www.exchange.test:@${EVIL_HOST}`,
      protocol: 'https',
      isLogin: false,
      country: 'TR',
      configs: Object.values(configs),
    });
    if (target !== null) expect(new URL(target).hostname).not.toBe(EVIL_HOST);
  });
});

describe('testnet live-trading link', () => {
  it('property: the current path cannot move the link off the live site', () => {
    const links = linkOptionsFor(configs.testnet, siteHosts);
    // location.pathname always starts with `/`, but `//host/x` is a path the app answers.
    fc.assert(
      fc.property(
        hostileUrlArb.map((u) => `/${u}`),
        hostileStringArb,
        (path, search) => {
          const live = liveTradingHref(configs.testnet.defaults.liveSiteUrl, path, search);
          const href = live ? buildHref(live, 'en', links) : null;
          if (href !== null) expect(new URL(href).hostname).toBe(new URL(configs.testnet.defaults.liveSiteUrl!).hostname);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('config lint refuses the corpus in every URL field', () => {
  const urlFields = (url: string): [string, Json][] => [
    ['header item href', { header: { main: [{ id: 'x', type: 'link', label: 'X', href: url }] } }],
    ['item icon', { header: { main: [{ id: 'x', type: 'link', label: 'X', href: '/x', icon: url }] } }],
    ['tag icon', { header: { main: [{ id: 'x', type: 'link', label: 'X', href: '/x', tags: [{ type: 'image', light_icon: url }] }] } }],
    ['defaults.loginHref', { defaults: { loginHref: url } }],
    ['defaults.signupHref', { defaults: { signupHref: url } }],
    ['defaults.depositHref', { defaults: { depositHref: url } }],
    ['defaults.withdrawHref', { defaults: { withdrawHref: url } }],
    ['defaults.liveSiteUrl', { defaults: { liveSiteUrl: url } }],
    ['defaults.countrySites', { defaults: { countrySites: { tr: url } } }],
  ];
  const accepted = (url: string) => !/^https:\/\//i.test(url) || /[\s\\]/.test(url) || /@/.test(url);

  it.each(HOSTILE_URLS.filter((u) => accepted(u.value)).map((u) => [u.name, u.value] as const))('refuses %s', (_name, value) => {
    for (const [field, tree] of urlFields(value)) expect(lintConfigTree(tree), field).not.toEqual([]);
  });

  it('accepts the shipped files', () => {
    for (const [name, json] of Object.entries(files)) expect(lintConfigTree(json), name).toEqual([]);
  });
});
