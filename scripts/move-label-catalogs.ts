/**
 * Moves the label catalogs of a region-config folder (i18n/{lang}.json) into the items' own
 * `*_i18n` translations with the English each was made from, writes the region files back and
 * deletes the catalogs (keep.json stays: the names that read the same in every language).
 * Usage: tsx scripts/move-label-catalogs.ts [dir]
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { moveCatalogsIntoItems } from '../engine/i18n/moveCatalogs.ts';
import { layoutJson } from '../engine/jsonLayout.ts';
import { readLabelCatalogs } from '../server/labelCatalogLoader.ts';
import { REGION_CONFIG_DIR, readRegionFiles } from '../server/regionConfigLoader.ts';

const dir = resolve(process.argv[2] ?? REGION_CONFIG_DIR);
const { files, errors } = await readRegionFiles(dir);
if (errors.length) {
  for (const e of errors) console.error(`${e.file}: ${e.reason}`);
  console.error('Nothing moved: fix the files above first.');
  process.exit(1);
}
const catalogs = readLabelCatalogs(dir);
const moved = moveCatalogsIntoItems(files, catalogs);
for (const [name, value] of Object.entries(moved)) writeFileSync(join(dir, `${name}.json`), `${layoutJson(value)}\n`);
for (const lang of Object.keys(catalogs.catalogs)) rmSync(join(dir, 'i18n', `${lang}.json`));
console.log(`Moved ${Object.keys(catalogs.catalogs).length} catalogs into ${Object.keys(moved).length} region files in ${dir}.`);
