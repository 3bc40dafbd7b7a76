import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { localizeConfig } from '../../engine/i18n/configLabels.ts';
import { LANG_CODES } from '../../schemas/siteConstants.ts';
import { loadRegionConfigs } from '../../server/regionConfigLoader.ts';
import { CONFIG_DIR, REPO_ROOT } from './helpers.ts';

const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx');
const SCRIPT = join(REPO_ROOT, 'scripts/check-configs.ts');
const run = (dir?: string) => {
  const r = spawnSync(TSX, dir ? [SCRIPT, dir] : [SCRIPT], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { code: r.status, lines: r.stdout.split('\n').filter(Boolean) };
};

const dirs: string[] = [];
function copyOfConfigs(): string {
  const dir = mkdtempSync(join(tmpdir(), 'region-configs-'));
  dirs.push(dir);
  cpSync(CONFIG_DIR, dir, { recursive: true });
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
// biome-ignore lint/suspicious/noExplicitAny: the tests reach deep into region JSON; the checker validates it
const edit = (dir: string, name: string, change: (json: Record<string, any>) => void) => {
  const file = join(dir, `${name}.json`);
  const json = JSON.parse(readFileSync(file, 'utf8'));
  change(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
};
const OTHER_LANGS = LANG_CODES.filter((l) => l !== 'en');

describe('region-config label translations (check-configs)', () => {
  it('the committed configs have every label in every language', () => {
    const r = run();
    expect(r.lines.filter((l) => l.startsWith('warning:'))).toEqual([]);
    expect(r.code).toBe(0);
  }, 60_000);

  it('warns per item and names each missing language, without failing', () => {
    const dir = copyOfConfigs();
    edit(dir, 'base', (j) => {
      j.header.main[0].children.push({
        id: 'brand-new',
        type: 'link',
        label: 'Brand-new menu',
        label_i18n: { de: 'Ganz neues Menü', fr: 'Menu tout neuf' },
        href: '/brand-new',
      });
    });
    const r = run(dir);
    const missing = OTHER_LANGS.filter((l) => l !== 'de' && l !== 'fr');
    const at = `$.header.main[0].children[${JSON.parse(readFileSync(join(dir, 'base.json'), 'utf8')).header.main[0].children.length - 1}]`;
    const escaped = `${at}.label`.replace(/[$.[\]]/g, '\\$&');
    // With the line and column of the label in base.json.
    expect(r.lines).toContainEqual(
      expect.stringMatching(
        new RegExp(`^warning: base\\.json:\\d+:\\d+ ${escaped}: "Brand-new menu" has no translation in: ${missing.join(' ')}$`),
      ),
    );
    expect(r.code).toBe(0);
  }, 60_000);

  it('rejects a translation key that is not a language (label_i18n and a footer title_i18n)', () => {
    const dir = copyOfConfigs();
    edit(dir, 'base', (j) => {
      j.header.main[0].label_i18n = { ...j.header.main[0].label_i18n, jp: 'マーケット' };
      j.footer.columns[0].title_i18n = { 'zh-CN': '关于' };
    });
    const r = run(dir);
    expect(r.lines.some((l) => /^base\.json:\d+:\d+ \$\.header\.main\[0\]\.label_i18n\.jp: unknown language "jp"/.test(l))).toBe(true);
    expect(r.lines.some((l) => l.includes('$.footer.columns[0].title_i18n.zh-CN: unknown language "zh-CN"'))).toBe(true);
    expect(r.code).toBe(1);
  }, 60_000);

  it('refuses a label catalog: translations belong to the items', () => {
    const dir = copyOfConfigs();
    writeFileSync(join(dir, 'i18n/de.json'), JSON.stringify({ 'Spot Trading': 'Spot-Handel' }));
    const r = run(dir);
    expect(r.lines.some((l) => l.startsWith('i18n/de.json $: translations belong to the items now'))).toBe(true);
    expect(r.code).toBe(1);
  }, 60_000);

  it('warns that a translation made from another English text needs review, naming both texts', () => {
    const dir = copyOfConfigs();
    edit(dir, 'eu', (j) => {
      j.footer.columns[0].items[0].label = 'Terms of Service';
    });
    const r = run(dir);
    expect(r.lines).toContainEqual(
      expect.stringMatching(
        /^warning: eu\.json:\d+:\d+ \$\.footer\.columns\[0\]\.items\[0\]\.label_i18n\.fr: needs review: translated from "Terms of Use", the English is now "Terms of Service"$/,
      ),
    );
    expect(r.code).toBe(0);
  }, 60_000);
});

describe('localizeConfig (the bootstrap of one language)', () => {
  it('puts every label, description, column title and the region name in the page language', async () => {
    const { main, eu } = await loadRegionConfigs();
    const de = localizeConfig(main, 'de');
    const trade = de.header.main.find((i) => i.id === main.header.main.find((m) => m.label === 'Trade')?.id);
    expect(trade?.label).toBe('Handel');
    expect(de.footer.columns.map((c) => c.title)).not.toContain('About');
    expect(JSON.stringify(de)).not.toContain('_i18n');
    // Each text carries its own translations (the EU legal texts their Italian).
    const it = localizeConfig(eu, 'it');
    expect(it.footer.texts[0]?.label).toBe(eu.footer.texts[0]?.label_i18n?.it);
    expect(localizeConfig(main, 'ja').name).toBe('グローバル');
  });
});
