import type { Deps } from './appDeps.ts';
import type { Decide } from './listRequest.ts';
import { isPageOrFragment, pageAnswer } from './pageCache.ts';
import { PUBLIC_LIST_PATHS, publicListAnswer } from './publicLists.ts';
import { builtFileAnswer, mayBeBuiltFile } from './staticFiles.ts';

/**
 * What is answered ahead of the middleware chain, from answers built once: the public lists
 * (server/publicLists.ts), the built app's files (server/staticFiles.ts) and visitors' pages and
 * fragments (server/pageCache.ts). Anything they leave (undefined) goes through the chain.
 */
export function fastPaths(deps: Deps): Decide {
  const lists = publicListAnswer(deps);
  const files = builtFileAnswer(deps);
  const pages = pageAnswer(deps);
  return (request) =>
    PUBLIC_LIST_PATHS.has(request.path)
      ? lists(request)
      : mayBeBuiltFile(request.path)
        ? (files(request) ?? pages(request))
        : pages(request);
}

/** Whether a GET of `path` may be answered by fastPaths (node's listener reads no more of others). */
export function mayAnswerFast(path: string): boolean {
  return PUBLIC_LIST_PATHS.has(path) || mayBeBuiltFile(path) || isPageOrFragment(path);
}
