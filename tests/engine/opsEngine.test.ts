import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { Json } from '../../engine/configMerge.ts';
import { type Audience, DEFAULT_AUDIENCE } from '../../engine/ops/audience.ts';
import { diffJson } from '../../engine/ops/diff.ts';
import { freshId, getIn, insertIn, moveIn, removeIn, setIn } from '../../engine/ops/edit.ts';
import { formatPath, parseJsonText, parsePath } from '../../engine/ops/jsonPath.ts';
import { findJsonError } from '../../engine/ops/jsonSyntax.ts';
import { visibilityMatrix } from '../../engine/ops/matrix.ts';
import { howToShow } from '../../engine/ops/reasonFixes.ts';
import { remoteMenuMatrix } from '../../engine/ops/remoteMatrix.ts';
import { sitesUsing } from '../../engine/ops/targets.ts';
import { validateRegionDraft, validateRemoteMenuDraft } from '../../engine/ops/validateDraft.ts';
import { resolveRegionSet } from '../../engine/regionSet.ts';
import { RegionConfig } from '../../schemas/regionConfig.ts';
import { parseRemoteMenu } from '../../schemas/remoteMenu.ts';
import { SITE_CODES } from '../../schemas/site.ts';

const DIR = new URL('../../region-configs/', import.meta.url).pathname;
const FILES: Record<string, Json> = Object.fromEntries(
  ['base', ...SITE_CODES].map((n) => [n, JSON.parse(readFileSync(`${DIR}${n}.json`, 'utf8')) as Json]),
);
const clone = <T>(v: T): T => structuredClone(v);
// biome-ignore lint/suspicious/noExplicitAny: test edits reach into the raw JSON
type Raw = any;

describe('json paths and JSON syntax errors', () => {
  it('formats and parses paths both ways', () => {
    const path = ['header', 'main', 3, 'when', 'not a name', 0];
    expect(formatPath(path)).toBe('$.header.main[3].when["not a name"][0]');
    expect(parsePath(formatPath(path))).toEqual(path);
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.nat(), fc.string({ minLength: 1 }))), (p) => {
        expect(parsePath(formatPath(p))).toEqual(p);
      }),
    );
  });

  it('says where a JSON syntax error is', () => {
    const r = parseJsonText('{\n  "a": 1,\n  "b": ]\n}', 'base.json');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.issue).toMatchObject({
        file: 'base.json',
        path: '$',
        reason: 'not valid JSON at line 3, column 8: unexpected "]": expected a value',
      });
  });
});

describe('draft validation', () => {
  it('accepts every shipped file unchanged', () => {
    for (const name of Object.keys(FILES)) expect(validateRegionDraft(name, FILES[name], FILES), name).toEqual([]);
    expect(
      validateRemoteMenuDraft(JSON.parse(readFileSync(new URL('../../server/seed/remote-menu.json', import.meta.url), 'utf8'))),
    ).toEqual([]);
  });

  it('names the JSON path and reason of a schema error, an unsafe link and a duplicate id in base', () => {
    const base: Raw = clone(FILES.base);
    base.header.main[4].label = 5;
    base.header.main[1].href = 'data:text/html,x';
    base.header.main[2].id = base.header.main[3].id;
    const issues = validateRegionDraft('base', base, FILES);
    expect(issues).toContainEqual({
      file: 'base.json',
      path: '$.header.main[4].label',
      reason: expect.stringMatching(/must be text in quotes/),
    });
    expect(issues).toContainEqual(
      expect.objectContaining({ file: 'base.json', path: '$.header.main[1].href', reason: expect.stringMatching(/scheme "data:"/) }),
    );
    expect(issues).toContainEqual(
      expect.objectContaining({ file: 'base.json', path: '$.header.main[3].id', reason: expect.stringMatching(/duplicate id/) }),
    );
  });

  it('checks a sub-site file through its resolved config and across sites', () => {
    const uk: Raw = clone(FILES.uk);
    uk.footer.copyright = 7;
    expect(validateRegionDraft('uk', uk, FILES)).toContainEqual(expect.objectContaining({ file: 'uk.json', path: '$.footer.copyright' }));
    uk.footer.copyright = 'ok';
    uk.hosts = ['eu.exchange.test'];
    const issues = validateRegionDraft('uk', uk, FILES);
    expect(issues).toContainEqual(
      expect.objectContaining({ file: 'uk.json', path: '$.hosts[0]', reason: expect.stringMatching(/also selects eu/) }),
    );
    expect(validateRegionDraft('uk', [], FILES)).toEqual([{ file: 'uk.json', path: '$', reason: 'a region file must be a JSON object' }]);
  });

  it('a keystroke checks the sub-sites the draft touches again, and the others once per live version of their files', () => {
    const live = clone(FILES);
    const parse = vi.spyOn(RegionConfig, 'safeParse');
    try {
      validateRegionDraft('eu', clone(live.eu), live);
      parse.mockClear();
      const draft: Raw = clone(live.eu);
      draft.name = 'EU edited';
      expect(validateRegionDraft('eu', draft, live)).toEqual([]);
      // Only eu is parsed again: the eleven others were checked from the same live files.
      expect(parse).toHaveBeenCalledTimes(1);
      // A newly published uk (a new object) is checked again, and its clash with the eu draft is seen.
      const published: Raw = clone(live.uk);
      published.hosts = [...published.hosts, draft.hosts[0]];
      parse.mockClear();
      const issues = validateRegionDraft('eu', draft, { ...live, uk: published });
      expect(parse).toHaveBeenCalledTimes(2);
      expect(issues.some((i) => /also selects/.test(i.reason))).toBe(true);
    } finally {
      parse.mockRestore();
    }
  });

  it('a base change that breaks one sub-site is reported against base with the site named', () => {
    const base: Raw = clone(FILES.base);
    delete base.defaults.tradePair;
    const issues = validateRegionDraft('base', base, FILES);
    expect(issues.some((i) => i.file === 'base.json' || i.path === '$.defaults.tradePair')).toBe(true);
    expect(sitesUsing('base', FILES)).toEqual([...SITE_CODES]);
    expect(sitesUsing('uk', FILES)).toEqual(['uk']);
  });

  it('validates the remote menu strictly, with unsafe URLs and duplicate codes', () => {
    const issues = validateRemoteMenuDraft({
      list: [
        { code: 'a', jump_type: 3, hidden: false, show_mode: 1, platform_type: 1, tags: [], children: [], jump_url: 'javascript:x' },
        {
          code: 'a',
          jump_type: 1,
          hidden: false,
          show_mode: 1,
          platform_type: 1,
          tags: [{ type: 1, light_icon: 'data:image/svg+xml,x' }],
          children: [],
        },
      ],
    });
    const paths = issues.map((i) => i.path);
    expect(paths).toContain('$.list[1].tags[0].light_icon');
    expect(paths).toContain('$.list[0].jump_type');
    expect(paths).toContain('$.list[0].jump_url');
    expect(paths).toContain('$.list[1].code');
  });
});

describe('diff', () => {
  it('matches list items by id: a rename is one change, a move is one move', () => {
    const base: Raw = clone(FILES.base);
    const after: Raw = clone(base);
    after.header.main[4].label = 'Earn & Save';
    const [moved] = after.header.main.splice(0, 1);
    after.header.main.push(moved);
    const changes = diffJson(base, after);
    expect(changes).toContainEqual({ kind: 'changed', path: '$.header.main[3].label', before: 'Earn', after: 'Earn & Save' });
    expect(changes.filter((c) => c.kind === 'moved')).toEqual([
      {
        kind: 'moved',
        path: `$.header.main[${after.header.main.length - 1}]`,
        before: '$.header.main[0]',
        after: `$.header.main[${after.header.main.length - 1}]`,
      },
    ]);
    expect(changes).toHaveLength(2);
  });

  it('is empty exactly when the values are equal', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        expect(diffJson(a, a)).toEqual([]);
        if (JSON.stringify(a) !== JSON.stringify(b)) expect(diffJson(a, b).length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('edits', () => {
  it('sets, moves, inserts and removes without touching the input', () => {
    const v = { a: { list: [1, 2, 3] } };
    const frozen = JSON.stringify(v);
    expect(setIn(v, ['a', 'x'], 5)).toEqual({ a: { list: [1, 2, 3], x: 5 } });
    expect(setIn(v, ['a', 'list'], undefined)).toEqual({ a: {} });
    expect(moveIn(v, ['a', 'list'], 0, 2)).toEqual({ a: { list: [2, 3, 1] } });
    expect(moveIn(v, ['a', 'list'], 0, 3)).toBe(v);
    expect(insertIn(v, ['a', 'list'], 1, 9)).toEqual({ a: { list: [1, 9, 2, 3] } });
    expect(removeIn(v, ['a', 'list'], 1)).toEqual({ a: { list: [1, 3] } });
    expect(getIn(v, ['a', 'list', 2])).toBe(3);
    expect(JSON.stringify(v)).toBe(frozen);
    expect(freshId([{ id: 'new-item' }, { id: 'new-item-2' }])).toBe('new-item-3');
  });

  it('moving up then down restores the list', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 2, maxLength: 20 }), fc.nat(), (list, k) => {
        const i = 1 + (k % (list.length - 1));
        expect(moveIn(moveIn({ l: list }, ['l'], i, i - 1), ['l'], i - 1, i)).toEqual({ l: list });
      }),
    );
  });
});

describe('visibility matrix', () => {
  const { configs } = resolveRegionSet(FILES);
  const audience: Audience = DEFAULT_AUDIENCE;

  it('has a cell for every item, sub-site and login state, with the engine reason for hidden ones', () => {
    const m = visibilityMatrix(configs, audience);
    expect(m.sites).toEqual([...SITE_CODES]);
    const earn = m.rows.find((r) => r.key === 'header.main/earn')!;
    expect(earn.cells['main:out']).toEqual({ state: 'visible' });
    expect(earn.cells['uk:out']).toMatchObject({ state: 'hidden', rule: 'needs', value: 'earn' });
    const wallet = m.rows.find((r) => r.key === 'header.wallet/wallet')!;
    expect(wallet.cells['main:out']).toMatchObject({ state: 'hidden', rule: 'login' });
    expect(wallet.cells['main:in']).toEqual({ state: 'visible' });
    const child = m.rows.find((r) => r.key.startsWith('header.main/earn/'))!;
    expect(child.cells['uk:in']).toMatchObject({ state: 'hidden', rule: 'parent' });
    const ukColumn = m.rows.find((r) => r.key === 'footer.columns/uk-company')!;
    expect(ukColumn.cells['main:out']).toEqual({ state: 'absent' });
    expect(ukColumn.cells['uk:out']).toEqual({ state: 'visible' });
    for (const row of m.rows) expect(Object.keys(row.cells)).toHaveLength(SITE_CODES.length * 2);
    // Every sub-site draws every header part, so none is absent anywhere; a region flag hides one.
    const parts = m.rows.filter((r) => r.key.startsWith('header.parts/'));
    expect(parts.length).toBeGreaterThan(10);
    for (const row of parts) for (const cell of Object.values(row.cells)) expect(cell.state, row.key).not.toBe('absent');
    const download = m.rows.find((r) => r.key === 'header.parts/download')!;
    expect(download.cells['main:out']).toEqual({ state: 'visible' });
    expect(download.cells['us:out']).toMatchObject({ state: 'hidden', rule: 'regionOff', value: 'hiddenDownload' });
  });

  it('draws the cells of one sub-site only when asked, with the rows of every config', () => {
    const m = visibilityMatrix(configs, audience, ['uk']);
    expect(m.sites).toEqual(['uk']);
    for (const row of m.rows) expect(Object.keys(row.cells).sort()).toEqual(['uk:in', 'uk:out']);
    const full = visibilityMatrix(configs, audience);
    expect(m.rows.map((r) => r.key)).toEqual(full.rows.map((r) => r.key));
    for (const row of m.rows)
      expect(row.cells, row.key).toEqual({
        'uk:in': full.rows.find((r) => r.key === row.key)!.cells['uk:in'],
        'uk:out': full.rows.find((r) => r.key === row.key)!.cells['uk:out'],
      });
  });

  it('a rule built into the engine says so, and points at no setting that does not exist', () => {
    const m = visibilityMatrix(configs, { ...audience, flags: { isItalyLimit: true } }, ['eu']);
    const column = m.rows.find((r) => r.key.startsWith('footer.columns/') && r.cells['eu:out']?.state === 'hidden')!;
    const cell = column.cells['eu:out']!;
    expect(cell).toMatchObject({ state: 'hidden', rule: 'flagsOff', builtIn: 'footer link columns are hidden (SPEC §2)' });
    const advice = howToShow(cell as { rule: string; value: unknown; builtIn?: string }, { site: 'eu' });
    expect(advice).toMatch(/^Built into the engine \(footer link columns are hidden \(SPEC §2\)\): no setting/);
    expect(advice).not.toMatch(/remove them from the item/);
    // The account menus' login rule is the engine's too.
    const wallet = visibilityMatrix(configs, audience, ['main']).rows.find((r) => r.key === 'header.wallet/wallet')!.cells['main:out'];
    expect(wallet).toMatchObject({ rule: 'login', builtIn: 'account menus are drawn for logged-in users only' });
  });

  it('follows the audience: a compliance key hides the items that test it', () => {
    const m = visibilityMatrix(configs, { ...audience, compliance: ['derivatives'] });
    const derivatives = m.rows.find((r) => r.key === 'header.main/derivatives')!;
    expect(derivatives.cells['main:in']).toMatchObject({ state: 'hidden', rule: 'compliance', value: 'derivatives' });
  });

  it('explains remote menu items per placement', () => {
    const { items } = parseRemoteMenu({
      data: {
        list: [
          { code: 'web', title: 'Web', platform_type: 2, children: [{ code: 'c', title: 'C' }] },
          { code: 'off', title: 'Off', hidden: true },
          { code: 'untitled' },
        ],
      },
    });
    const rows = remoteMenuMatrix(items, configs.main!, audience);
    expect(rows.map((r) => r.key)).toEqual(['list/web', 'list/web/c', 'list/off', 'list/untitled']);
    expect(rows[0]!.cells).toEqual({ header: { state: 'visible' }, side: expect.objectContaining({ rule: 'platform', value: 'web' }) });
    expect(rows[1]!.cells.side).toMatchObject({ rule: 'parent' });
    expect(rows[2]!.cells.header).toMatchObject({ rule: 'hidden' });
    expect(rows[3]!.cells.header).toMatchObject({ rule: 'title' });
  });
});

describe('json syntax scanner', () => {
  it('agrees with JSON.parse on what is valid', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (text) => {
        let valid = true;
        try {
          JSON.parse(text);
        } catch {
          valid = false;
        }
        expect(findJsonError(text) === null).toBe(valid);
      }),
      { numRuns: 500 },
    );
  });

  it('names trailing commas and missing quotes', () => {
    expect(findJsonError('{"a": [1, 2,]}')).toEqual({ offset: 12, reason: 'trailing comma before "]"' });
    expect(findJsonError('{a: 1}')).toEqual({ offset: 1, reason: 'expected a "quoted" key, found "a"' });
  });
});
