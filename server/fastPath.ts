import type { IncomingMessage } from 'node:http';
import type { Deps } from './env.ts';
import type { Decide } from './listRequest.ts';
import { isPageOrFragment, pageAnswer } from './pageCache.ts';
import { PUBLIC_LIST_PATHS, publicListAnswer } from './publicLists.ts';

/**
 * What is answered ahead of the middleware chain, from answers built once: the public lists
 * (server/publicLists.ts) and visitors' pages and fragments (server/pageCache.ts). Anything they
 * leave (undefined) goes through the chain.
 */
export function fastPaths(deps: Deps): Decide {
  const lists = publicListAnswer(deps);
  const pages = pageAnswer(deps);
  return (request) => (PUBLIC_LIST_PATHS.has(request.path) ? lists(request) : pages(request));
}

/**
 * Set on node's request when node's listener ran the fast paths and they left it to the chain: the
 * app's own fast path must not decide it a second time. The first decision may have chosen this very
 * request to draw a page's next slot (server/pageCache.ts usable); a second one would answer it the
 * previous slot's copy, nobody would draw the new one, and every request of the slot after would
 * draw it at once.
 */
export const FAST_PATH_DECIDED: unique symbol = Symbol('the fast paths left this request to the chain');
/** Node's request as the app sees it (@hono/node-server hands it over as `env.incoming`). */
export type DecidedRequest = IncomingMessage & { [FAST_PATH_DECIDED]?: true };

/** Whether a GET of `path` may be answered by fastPaths (node's listener reads no more of others). */
export function mayAnswerFast(path: string): boolean {
  return PUBLIC_LIST_PATHS.has(path) || isPageOrFragment(path);
}
