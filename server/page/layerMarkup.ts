import type { Context } from 'hono';
import type { PageState } from '../../schemas/pageData.ts';
import type { AppEnv } from '../appDeps.ts';
import { audienceOf } from '../audience.ts';
import { audiencePieces } from '../audiencePieces.ts';
import { renderCacheHits, renderCacheMisses } from '../metrics.ts';
import { configGeneration } from '../ops/configStore.ts';
import { cachedRender } from '../renderCache.ts';
import type { DeflatedPiece } from '../splicedGzip.ts';

/** The layer's markup of one request: as a string, and for a logged-in page as pieces to gzip (server/splicedGzip.ts). */
export interface LayerMarkup {
  html(): string;
  pieces?: () => DeflatedPiece[];
  /** The audience it was drawn for (server/audience.ts), unless drawn afresh. */
  audienceKey?: string;
}

/**
 * The layer's markup for `state`, drawn once per audience (server/audience.ts) and kept in the
 * render cache until a publish (server/renderCache.ts), with this request's personal values filled
 * in. `deps.drawEveryRequest` draws it afresh instead (tests compare the two).
 */
export async function layerMarkup(
  c: Context<AppEnv>,
  kind: string,
  state: PageState,
  version: string,
  draw: (s: PageState) => Promise<string>,
): Promise<LayerMarkup> {
  const { deps } = c.var;
  if (deps.drawEveryRequest) {
    const html = await draw(state);
    return { html: () => html };
  }
  const audience = audienceOf(kind, state, version, Date.now());
  const metric = { kind: kind.startsWith('page ') ? 'page' : 'fragment' };
  const html = await cachedRender(
    deps,
    configGeneration(deps.configs),
    audience.key,
    () => draw(audience.template),
    (hit) => (hit ? renderCacheHits : renderCacheMisses).inc(metric),
  );
  return { html: () => audience.fill(html), pieces: () => audiencePieces(audience.key, html, audience.values), audienceKey: audience.key };
}
