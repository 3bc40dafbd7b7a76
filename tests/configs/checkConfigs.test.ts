import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NAV_ITEM_TYPES } from '../../schemas/navItem.ts';
import { CONFIG_DIR, REPO_ROOT } from './helpers.ts';

const TSX = join(REPO_ROOT, 'node_modules/.bin/tsx');
const SCRIPT = join(REPO_ROOT, 'scripts/check-configs.ts');

function run(dir?: string) {
  const r = spawnSync(TSX, dir ? [SCRIPT, dir] : [SCRIPT], { cwd: REPO_ROOT, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

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

const edit = (dir: string, name: string, change: (json: Record<string, unknown>) => void) => {
  const file = join(dir, `${name}.json`);
  const json = JSON.parse(readFileSync(file, 'utf8'));
  change(json);
  writeFileSync(file, JSON.stringify(json, null, 2));
};

describe('check-configs', () => {
  it('passes on the committed configs', () => {
    const r = run();
    expect(r.out.trim()).toBe('ok: 12 region configs valid');
    expect(r.code).toBe(0);
  });

  it('names file, JSON path and reason for every problem and exits 1', () => {
    const dir = copyOfConfigs();
    writeFileSync(join(dir, 'hk.json'), '{ "extends": "base", ');
    edit(dir, 'us', (j) => {
      (j.footer as { texts: { href: string }[] }).texts[0]!.href = 'javascript:alert(1)';
    });
    edit(dir, 'jp', (j) => {
      delete j.name;
    });
    edit(dir, 'tr', (j) => {
      j.extends = 'eu';
    });
    edit(dir, 'eu', (j) => {
      j.extends = 'tr';
    });
    edit(dir, 'base', (j) => {
      const main = (j.header as { main: { id: string; href?: string }[] }).main;
      main[1]!.id = main[0]!.id;
      main[2]!.href = '//evil.test/';
    });
    const r = run(dir);
    expect(r.code).toBe(1);
    const lines = r.out.trim().split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^hk\.json:1:22 \$: not valid JSON at line 1, column 22: expected a "quoted" key, found end of text$/),
        expect.stringMatching(
          /^us\.json:\d+:\d+ \$\.footer\.texts\[0\]\.href: href "javascript:alert\(1\)": scheme "javascript:" is not allowed; use \/path or https:\/\/$/,
        ),
        'jp.json:1:1 $.name: "name" is missing: add it (text in quotes, like "Earn")',
        expect.stringMatching(/^tr\.json:\d+:\d+ \$\.extends: extends cycle: tr -> eu -> tr$/),
        expect.stringMatching(/^eu\.json:\d+:\d+ \$\.extends: extends cycle: eu -> tr -> eu$/),
        expect.stringMatching(
          /^base\.json:\d+:\d+ \$\.header\.main\[1\]\.id: duplicate id "buy-crypto" \(also at \$\.header\.main\[0\]\)$/,
        ),
        expect.stringMatching(/^base\.json:\d+:\d+ \$\.header\.main\[2\]\.href: href "\/\/evil\.test\/": protocol-relative/),
      ]),
    );
    // The broken base item is reported once against base.json, not once per sub-site.
    expect(lines.filter((l) => l.includes('main[1].id'))).toHaveLength(1);
    expect(lines.every((l) => /^[\w-]+\.json(:\d+:\d+)? \$\S*: \S/.test(l))).toBe(true);
  });

  it('reports a schema error in base.json against base.json', () => {
    const dir = copyOfConfigs();
    edit(dir, 'base', (j) => {
      (j.header as { main: { type: string }[] }).main[0]!.type = 'dropdown';
    });
    const r = run(dir);
    expect(r.code).toBe(1);
    expect(r.out.trim().split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^base\\.json:\\d+:\\d+ \\$\\.header\\.main\\[0\\]\\.type: unknown item type "dropdown"; item types are: ${NAV_ITEM_TYPES.join(', ')}$`,
        ),
      ),
    ]);
  });

  it('reports a missing sub-site file', () => {
    const dir = copyOfConfigs();
    rmSync(join(dir, 'au.json'));
    const r = run(dir);
    expect(r.code).toBe(1);
    expect(r.out).toContain('au.json $: missing');
  });

  it('says where and what to change: line and column, JSON path, plain words and a suggestion', () => {
    const dir = copyOfConfigs();
    /** Rewrites a file's text and returns the 1-based line and column of `marker` in the new text. */
    const rewrite = (name: string, from: string, to: string, marker: string) => {
      const file = join(dir, `${name}.json`);
      const text = readFileSync(file, 'utf8').replace(from, to);
      writeFileSync(file, text);
      const before = text.slice(0, text.indexOf(marker)).split('\n');
      return `${before.length}:${before.at(-1)!.length + 1}`;
    };
    // A missing comma: reported where the next key starts, with the likely cause.
    const comma = rewrite('uk', '"code": "uk",', '"code": "uk"', '"name"');
    const typo = rewrite('eu', '"hiddenDownload": true', '"hiddenDownlaod": true', '"hiddenDownlaod"');
    const number = rewrite('jp', '"name": "Japan"', '"name": 5', '"name"');
    const key = rewrite('sg', '"hosts"', '"hostz"', '"hostz"');
    const r = run(dir);
    expect(r.code).toBe(1);
    const lines = r.out.trim().split('\n');
    const [line, column] = comma.split(':');
    expect(lines).toEqual(
      expect.arrayContaining([
        `uk.json:${comma} $: not valid JSON at line ${line}, column ${column}: expected "," or "}" after a value, found """ (is a comma missing before it?)`,
        `eu.json:${typo} $.flags.hiddenDownlaod: unknown flag hiddenDownlaod; did you mean hiddenDownload?`,
        `jp.json:${number} $.name: must be text in quotes, like "Earn"; it is the number 5 (write "5")`,
        `sg.json:${key} $.hostz: unknown field hostz; did you mean hosts?`,
      ]),
    );
    // No schema-library words reach ops.
    expect(r.out).not.toMatch(/Unrecognized key|Invalid input|Invalid option|at position/);
  });
});
