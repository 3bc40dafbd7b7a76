import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LabelCatalog } from '../engine/i18n/configLabels.ts';
import type { LabelCatalogs } from '../engine/i18n/labelLint.ts';
import { REGION_CONFIG_DIR } from './regionConfigLoader.ts';

/** region-configs/i18n/: one {lang}.json label catalog per language and keep.json (names left as they are). */
export function readLabelCatalogs(dir = REGION_CONFIG_DIR): LabelCatalogs {
  const folder = join(dir, 'i18n');
  const catalogs: Record<string, LabelCatalog> = {};
  let keep: string[] = [];
  if (!existsSync(folder)) return { catalogs, keep };
  for (const name of readdirSync(folder).filter((n) => n.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(join(folder, name), 'utf8')) as unknown;
    if (name === 'keep.json') keep = Array.isArray(data) ? data.filter((s): s is string => typeof s === 'string') : [];
    else catalogs[name.slice(0, -5)] = data && typeof data === 'object' ? (data as LabelCatalog) : {};
  }
  return { catalogs, keep };
}
