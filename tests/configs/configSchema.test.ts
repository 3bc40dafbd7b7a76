import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RegionFileSchema, regionConfigJsonSchema, SCHEMA_PATH } from '../../scripts/gen-config-schema.ts';

describe('region-config.schema.json', () => {
  it('matches a freshly generated schema (run `npx tsx scripts/gen-config-schema.ts` after changing schemas/)', () => {
    expect(readFileSync(SCHEMA_PATH, 'utf8')).toBe(regionConfigJsonSchema());
  });

  it('keeps descriptions, names its definitions and allows extends', () => {
    const schema = JSON.parse(regionConfigJsonSchema());
    expect(Object.keys(schema.definitions)).toEqual(expect.arrayContaining(['NavItem', 'Condition']));
    expect(schema.properties.extends.type).toBe('string');
    expect(schema.properties.header.properties.main.description).toBe('Main top navigation');
    expect(schema.definitions.Condition.properties.flagsOff.description).toMatch(/hidden/i);
    expect(schema.required ?? []).toEqual([]);
  });

  it('accepts a partial override and refuses unknown keys', () => {
    expect(RegionFileSchema.safeParse({ extends: 'base', defaults: { tradePair: 'BTC_JPY' }, footer: { qr: true } }).success).toBe(true);
    expect(RegionFileSchema.safeParse({ extends: 'base', defualts: {} }).success).toBe(false);
  });
});
