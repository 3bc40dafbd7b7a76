import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type * as z from 'zod';
import { type Json, type ResolveError, resolveExtends } from '../engine/configMerge.ts';
import { parseJsonText } from '../engine/ops/jsonPath.ts';
import { RegionConfig } from '../schemas/regionConfig.ts';
import { SITE_CODES, type SiteCode } from '../schemas/site.ts';

export const REGION_CONFIG_DIR = new URL('../region-configs/', import.meta.url).pathname;

export interface ConfigError extends ResolveError {}

/**
 * Reads every *.json region file of a folder (minus the generated schema) as raw JSON, with each
 * file's text (for line and column of later problems). A file that is not JSON is an error that
 * says where it breaks (line, column and why).
 */
export async function readRegionFiles(
  dir = REGION_CONFIG_DIR,
): Promise<{ files: Record<string, Json>; errors: ConfigError[]; texts: Record<string, string> }> {
  const files: Record<string, Json> = {};
  const errors: ConfigError[] = [];
  const texts: Record<string, string> = {};
  for (const entry of (await readdir(dir)).sort()) {
    if (!entry.endsWith('.json') || entry.endsWith('.schema.json')) continue;
    const name = entry.slice(0, -'.json'.length);
    const text = await readFile(join(dir, entry), 'utf8');
    texts[name] = text;
    const parsed = parseJsonText(text, entry);
    if (parsed.ok) files[name] = parsed.value as Json;
    else errors.push({ file: entry, path: '', reason: parsed.issue.reason });
  }
  return { files, errors, texts };
}

/** How a schema issue reads: the schema's own words unless the caller has plainer ones. */
export type DescribeIssue = (issue: z.core.$ZodIssue, value: unknown) => { path: readonly PropertyKey[]; reason: string }[];
const schemaWords: DescribeIssue = (issue) => [{ path: issue.path, reason: issue.message }];

/** Resolves and validates one sub-site's config from raw files; errors carry file, JSON path, reason. */
export function resolveRegionConfig(
  site: SiteCode,
  files: Record<string, Json>,
  describe: DescribeIssue = schemaWords,
): { config?: RegionConfig; errors: ConfigError[] } {
  const { value, errors } = resolveExtends(site, files);
  if (errors.length) return { errors };
  const parsed = RegionConfig.safeParse(value);
  if (parsed.success) return { config: parsed.data, errors: [] };
  return {
    errors: parsed.error.issues.flatMap((i) =>
      describe(i, value).map((d) => ({ file: `${site}.json`, path: jsonPath(d.path), reason: d.reason })),
    ),
  };
}

export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, k) => (typeof k === 'number' ? `${acc}[${k}]` : `${acc}.${String(k)}`), '$');
}

/** Loads all twelve sub-sites; throws with every error listed when any config is invalid. */
export async function loadRegionConfigs(dir = REGION_CONFIG_DIR): Promise<Record<SiteCode, RegionConfig>> {
  const { files, errors } = await readRegionFiles(dir);
  const out = {} as Record<SiteCode, RegionConfig>;
  for (const site of SITE_CODES) {
    const r = resolveRegionConfig(site, files);
    errors.push(...r.errors);
    if (r.config) out[site] = r.config;
  }
  if (errors.length) throw new Error(`invalid region configs:\n${errors.map((e) => `${e.file} ${e.path}: ${e.reason}`).join('\n')}`);
  return out;
}
