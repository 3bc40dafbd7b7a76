import { Hono } from 'hono';
import { type Favourite, MAX_FAVOURITES } from '../../schemas/api/favourites.ts';
import { ENDPOINT_SCHEMAS } from '../../schemas/endpointSchemas.ts';
import { ENDPOINTS } from '../../schemas/endpoints.ts';
import type { AppEnv } from '../appDeps.ts';
import type { Queryable } from '../db/types.ts';
import { ok, readForm, validate } from '../http.ts';
import { requireUser } from '../session.ts';

/** Favourite markets of the header panels, kept per user (visitors keep theirs in the browser). */
export const favouriteRoutes = new Hono<AppEnv>();

async function list(db: Queryable, userId: number): Promise<Favourite[]> {
  const rows = await db.query<{ market: Favourite['market']; row_id: string }>(
    'SELECT market, row_id FROM market_favourites WHERE user_id = $1 ORDER BY created, market, row_id',
    [userId],
  );
  return rows.map((r) => ({ market: r.market, id: r.row_id }));
}

favouriteRoutes.get(ENDPOINTS.favourites.path, async (c) => {
  const user = await requireUser(c);
  return ok(c, { list: await list(c.var.deps.db, user.id) });
});

favouriteRoutes.post(ENDPOINTS.setFavourite.path, async (c) => {
  const user = await requireUser(c);
  const body = validate(ENDPOINT_SCHEMAS.setFavourite.request, await readForm(c), 'body');
  const { db, now } = c.var.deps;
  const result = await db.transaction(async (tx) => {
    if (body.on === '1') {
      await tx.query('INSERT INTO market_favourites (user_id, market, row_id, created) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING', [
        user.id,
        body.market,
        body.id,
        now(),
      ]);
      // Keep the newest MAX_FAVOURITES.
      await tx.query(
        `DELETE FROM market_favourites WHERE user_id = $1 AND (market, row_id) IN (
           SELECT market, row_id FROM market_favourites WHERE user_id = $1 ORDER BY created DESC, market, row_id OFFSET $2)`,
        [user.id, MAX_FAVOURITES],
      );
    } else {
      await tx.query('DELETE FROM market_favourites WHERE user_id = $1 AND market = $2 AND row_id = $3', [user.id, body.market, body.id]);
    }
    return list(tx, user.id);
  });
  return ok(c, { list: result });
});
