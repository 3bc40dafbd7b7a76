/**
 * Region configs say what a region offers (a positive list) and items name the product
 * they need, so a new region shows only what it lists, and check-configs explains offer mistakes in
 * ops' words.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Json } from '../../engine/configMerge.ts';
import type { ResolvedItem } from '../../engine/resolveItems.ts';
import { resolveLayer } from '../../engine/resolveLayer.ts';
import type { NavItem } from '../../schemas/navItem.ts';
import { OFFER_NAMES, OFFER_WORDS } from '../../schemas/offers.ts';
import type { RegionConfig } from '../../schemas/regionConfig.ts';
import { SITE_CODES } from '../../schemas/site.ts';
import { checkConfigs, format } from '../../scripts/check-configs.ts';
import { resolveRegionConfig } from '../../server/regionConfigLoader.ts';
import { allItems, CONFIG_DIR, ctx, loadAll } from './helpers.ts';

const ids = (items: readonly ResolvedItem[]): string[] => items.flatMap((i) => [i.id, ...ids(i.children)]);
const drawnIds = (config: RegionConfig, login = true) => {
  const { header, footer } = resolveLayer(config, ctx(config.code, { isLogin: login, offers: config.offers }));
  return new Set([...Object.values(header).flatMap(ids), ...footer.columns.flatMap((c) => ids(c.items))]);
};
const needing = (items: readonly NavItem[]) => items.filter((i) => i.when?.needs);

describe('offers', () => {
  it('every offer says what it covers and is needed by at least one item of base.json', async () => {
    const { configs } = await loadAll();
    const needed = new Set(needing(allItems(configs.main)).flatMap((i) => i.when!.needs!));
    for (const o of OFFER_NAMES) {
      expect(OFFER_WORDS[o].length, o).toBeGreaterThan(10);
      expect(needed.has(o), `no item needs ${o}`).toBe(true);
    }
  });

  it('base.json offers nothing; every sub-site lists its own offers, and no item names a sub-site', async () => {
    const { files, configs } = await loadAll();
    expect((files.base as Record<string, Json>).offers).toBeUndefined();
    for (const site of SITE_CODES) {
      expect((files[site] as Record<string, Json>).offers, site).toEqual(configs[site].offers);
      for (const item of allItems(configs[site])) {
        expect(item.when?.sites, `${site} ${item.id}`).toBeUndefined();
      }
    }
  });

  it('a new sub-site built on base.json shows only what it lists: nothing that needs a product it does not offer', async () => {
    const { files } = await loadAll();
    // A new region, as ops would start it: its own file on top of base, offering nothing yet.
    const fresh = { ...(files.sg as Record<string, Json>), offers: [] };
    const config = resolveRegionConfig('sg', { ...files, sg: fresh }).config!;
    expect(config.offers).toEqual([]);
    const shown = drawnIds(config);
    const restricted = needing(allItems(config)).map((i) => i.id);
    expect(restricted.length).toBeGreaterThan(20);
    for (const id of restricted) expect(shown.has(id), id).toBe(false);
    // Items that need no product still show.
    expect(shown.has('spot')).toBe(true);
    // Listing a product shows its items, and only where every product they need is listed.
    const withMargin = drawnIds({ ...config, offers: ['margin'] });
    expect(withMargin.has('margin')).toBe(true);
    expect(withMargin.has('margin-account')).toBe(true);
    expect(withMargin.has('etf')).toBe(false);
    const pay = drawnIds({ ...config, offers: ['pay'] });
    expect(pay.has('payment-account')).toBe(false);
    expect(drawnIds({ ...config, offers: ['pay', 'live-exchange'] }).has('payment-account')).toBe(true);
  });
});

describe('check-configs explains offers in plain words', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });
  const edit = (dir: string, name: string, change: (json: Record<string, unknown>) => void) => {
    const file = join(dir, `${name}.json`);
    const json = JSON.parse(readFileSync(file, 'utf8'));
    change(json);
    writeFileSync(file, JSON.stringify(json, null, 2));
  };

  const problemsAfter = async (edits: Record<string, (json: Record<string, unknown>) => void>) => {
    const dir = mkdtempSync(join(tmpdir(), 'region-configs-'));
    dirs.push(dir);
    cpSync(CONFIG_DIR, dir, { recursive: true });
    for (const [name, change] of Object.entries(edits)) edit(dir, name, change);
    const lines = (await checkConfigs(dir)).problems.map(format);
    expect(lines.join('\n')).not.toMatch(/Invalid option|Invalid input/);
    return (file: string, path: string) => lines.filter((l) => l.startsWith(file) && l.includes(` ${path}: `));
  };

  it('a missing list, a repeat, a typo and an own item needing what the sub-site does not offer', async () => {
    const line = await problemsAfter({
      uk: (j) => {
        delete j.offers;
      },
      us: (j) => {
        j.offers = ['live-exchange', 'community', 'live-exchange'];
      },
      eu: (j) => {
        j.offers = ['live-exchange', 'marign'];
      },
      jp: (j) => {
        j.add = [{ to: 'header.main', item: { id: 'jp-nft', type: 'link', label: 'NFT', href: '/nft', when: { needs: ['nft'] } } }];
      },
    });
    expect(line('uk.json', '$')).toEqual([
      expect.stringContaining(
        'this sub-site does not say what it offers: add "offers": [ … ] with its products (for example "live-exchange", "p2p", "crypto-card"), or "offers": [] for none',
      ),
    ]);
    expect(line('us.json', '$.offers[2]')).toEqual([expect.stringMatching(/: "live-exchange" is listed twice$/)]);
    expect(line('eu.json', '$.offers[1]')).toEqual([expect.stringMatching(/: unknown offer "marign"; did you mean margin\?$/)]);
    expect(line('jp.json', '$.add[0].item.when.needs')).toEqual([
      expect.stringMatching(
        /: this item needs "nft", which jp does not offer, so it never shows here: add it to "offers" or take it out of the item's needs$/,
      ),
    ]);
  });

  it('a list of offers in base.json, which every sub-site would inherit, and a deny-list left in an item', async () => {
    const line = await problemsAfter({
      base: (j) => {
        j.offers = ['earn'];
        (j.header as { main: { when?: unknown }[] }).main[0]!.when = { notSites: ['uk'] };
      },
    });
    expect(line('base.json', '$.header.main[0].when.notSites')).toEqual([
      expect.stringMatching(
        /: notSites \(sub-sites that hide the item\) is gone: name the product the item belongs to in "needs" and list that product in the "offers" of each sub-site that offers it; to hide an item on one sub-site only, add its key to that sub-site's "hide" list$/,
      ),
    ]);
    expect(line('base.json', '$.offers')).toEqual([
      expect.stringContaining(
        'base.json is shared by other files, so every sub-site built on it (a new one too) would offer these products',
      ),
    ]);
  });
});
