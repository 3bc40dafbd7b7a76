import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkConfigs, format } from '../../scripts/check-configs.ts';
import { CONFIG_DIR } from './helpers.ts';

const dir = mkdtempSync(join(tmpdir(), 'region-configs-bounds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('check-configs and the size bounds', () => {
  it('reports a file nested 3,000 levels deep and a 20 KB label in plain words instead of overflowing', async () => {
    cpSync(CONFIG_DIR, dir, { recursive: true });
    const file = join(dir, 'eu.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    let deep: unknown = 1;
    for (let i = 0; i < 3000; i++) deep = [deep];
    json.deep = deep;
    json.copyright = 'c'.repeat(20 * 1024);
    writeFileSync(file, JSON.stringify(json, null, 2));
    const { problems, valid } = await checkConfigs(dir);
    const lines = problems.map(format);
    expect(valid).toBe(0);
    expect(lines).toContainEqual(
      expect.stringMatching(/^eu\.json:\d+:\d+ \$\.copyright: text of 20480 characters; at most 1000 are allowed$/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^eu\.json(:\d+:\d+)? \$\.deep(\[0\]){31}: nested too deep: at most 32 levels/));
  });
});
