import { Hono } from 'hono';
import { isRegionFile, REGION_FILES, TARGETS } from '../../engine/ops/targets.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import { ok } from '../http.ts';
import { latestVersion, type VersionInfo } from '../ops/versions.ts';

/**
 * Each target's live version number, who published it and when, without any content: what every
 * open console polls to learn of a newer version the moment it exists. One query for
 * all region files, one per other target, each on its version table's primary key; the ops-only
 * check is the one of every route under OPS_API (server/routes/ops.ts).
 */
export const opsLiveRoutes = new Hono<AppEnv>();

opsLiveRoutes.get(ENDPOINTS.opsLive.path, async (c) => {
  const { db } = c.var.deps;
  const rows = await db.query<VersionInfo & { site: string }>(
    'SELECT DISTINCT ON (site) site, version::int AS version, author, created, message FROM region_config_versions ORDER BY site, version DESC',
  );
  const heads = new Map(rows.map((r) => [r.site, { ...r, created: Number(r.created) }]));
  const region = REGION_FILES.map((name) => {
    const head = heads.get(name);
    return head
      ? { name, version: head.version, author: head.author, created: head.created }
      : { name, version: 0, author: 'release', created: null };
  });
  const others = await Promise.all(
    TARGETS.filter((name) => !isRegionFile(name)).map(async (name) => {
      const head = await latestVersion(db, name);
      return { name, version: head.version, author: head.author, created: head.created };
    }),
  );
  return ok(c, { list: [...region, ...others] });
});
