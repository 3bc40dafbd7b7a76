import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as z from 'zod/mini';
import { Condition } from '../schemas/condition.ts';
import { NavItem, NavTag } from '../schemas/navItem.ts';
import { Footer, FooterColumn, Header, RegionConfig } from '../schemas/regionConfig.ts';
import { RegionEdits } from '../schemas/regionFile.ts';

export const SCHEMA_PATH = fileURLToPath(new URL('../region-configs/region-config.schema.json', import.meta.url));

/**
 * A region file only overrides what differs from the file it extends, and objects merge deeply,
 * so the editor schema makes the top level and the merged objects (defaults, header, footer)
 * optional. Arrays replace wholesale, so nav items and columns keep their full schema. The
 * merged result is still checked against the strict RegionConfig by check-configs.
 */
export const RegionFileSchema = z.partial(
  z.extend(RegionConfig, {
    extends: z.string().check(z.describe('Region file this one builds on, without .json (usually "base")')),
    defaults: z.partial(RegionConfig.shape.defaults),
    header: z.partial(Header),
    footer: z.partial(Footer),
    ...RegionEdits.shape,
  }),
);

// Named definitions instead of generated __schemaN ones, so editor messages read well. They go in
// the global registry because that is also where z.describe() keeps the descriptions.
const named: [z.core.$ZodType, string][] = [
  [NavItem, 'NavItem'],
  [NavTag, 'NavTag'],
  [Condition, 'Condition'],
  [FooterColumn, 'FooterColumn'],
];
for (const [schema, id] of named) if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });

export function regionConfigJsonSchema(): string {
  // io 'input': fields with defaults are optional in a file; draft-7 is what editors support best.
  const generated = z.toJSONSchema(RegionFileSchema, { io: 'input', target: 'draft-7' });
  const { $schema, ...rest } = generated;
  const schema = {
    $schema,
    title: 'Region config file',
    description:
      'One sub-site of the exchange navigation layer (or the shared base). Generated from schemas/regionConfig.ts by scripts/gen-config-schema.ts; do not edit by hand.',
    ...rest,
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(SCHEMA_PATH, regionConfigJsonSchema());
  console.log(`wrote ${SCHEMA_PATH}`);
}
