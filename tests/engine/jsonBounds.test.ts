import { describe, expect, it } from 'vitest';
import { boundsIssues, CONFIG_BOUNDS } from '../../engine/ops/jsonBounds.ts';
import { validateRegionDraft, validateRemoteMenuDraft } from '../../engine/ops/validateDraft.ts';

/** `levels` objects nested in one another (the outermost is level 1). */
function nested(levels: number): unknown {
  let v: unknown = 'leaf';
  for (let i = 0; i < levels; i++) v = { a: v };
  return v;
}

describe('size bounds of region files and the remote menu (engine/ops/jsonBounds.ts)', () => {
  it('takes exactly the stated depth, text and name lengths, and names the first place past each', () => {
    expect(boundsIssues('x.json', nested(CONFIG_BOUNDS.depth))).toEqual([]);
    const deep = boundsIssues('x.json', nested(CONFIG_BOUNDS.depth + 1));
    expect(deep).toEqual([
      {
        file: 'x.json',
        path: `$${'.a'.repeat(CONFIG_BOUNDS.depth)}`,
        reason: 'nested too deep: at most 32 levels of objects and lists are allowed',
      },
    ]);
    expect(boundsIssues('x.json', { label: 'é'.repeat(CONFIG_BOUNDS.textChars) })).toEqual([]);
    expect(boundsIssues('x.json', { list: [{ label: 'y'.repeat(CONFIG_BOUNDS.textChars + 1) }] })).toEqual([
      { file: 'x.json', path: '$.list[0].label', reason: 'text of 1001 characters; at most 1000 are allowed' },
    ]);
    expect(boundsIssues('x.json', { ['k'.repeat(101)]: 1 })[0]!.reason).toBe('a property name of 101 characters; at most 100 are allowed');
  });

  it('walks 100,000 levels without recursion and stops at 20 issues', () => {
    expect(boundsIssues('x.json', nested(100_000))).toHaveLength(1);
    const many = Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`k${i}`, 'z'.repeat(2000)]));
    expect(boundsIssues('x.json', many)).toHaveLength(20);
  });

  it('comes first in the console and server validation, so no later walk meets a deep draft', () => {
    const draft = { extends: 'base', header: nested(5000) };
    expect(validateRegionDraft('eu', draft, {})[0]!.reason).toContain('nested too deep');
    expect(validateRemoteMenuDraft({ list: [nested(5000)] })[0]!.reason).toContain('nested too deep');
  });
});
