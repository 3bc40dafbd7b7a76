import type { Deps } from './env.ts';
import { listRequestFrom } from './listRequest.ts';
import { isPageOrFragment, pageAnswer } from './pageCache.ts';
import { type ListAnswer, type ListRequest, PUBLIC_LIST_PATHS, publicListAnswer } from './publicLists.ts';
import { asBody } from './snapshots.ts';

type Decided = ListAnswer | undefined;
export type Decide = (request: ListRequest) => Decided | Promise<Decided>;

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

/** Whether a GET of `path` may be answered by fastPaths (node's listener reads no more of others). */
export function mayAnswerFast(path: string): boolean {
  return PUBLIC_LIST_PATHS.has(path) || isPageOrFragment(path);
}

/** A fast path for a web Request: what createApp puts ahead of the chain (app.fetch, app.request). */
export function webFastPath(decide: Decide): (request: Request) => Response | undefined | Promise<Response | undefined> {
  const toResponse = (a: Decided) => a && new Response(a.body && asBody(a.body), { status: a.status, headers: a.headers.record });
  return (request) => {
    const decided = decide(listRequestFrom(request));
    return decided instanceof Promise ? decided.then(toResponse) : toResponse(decided);
  };
}
