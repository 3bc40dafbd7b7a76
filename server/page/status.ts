import { isKnownPage } from '../../engine/knownPages.ts';
import { withoutLangPrefix } from '../../engine/route.ts';

/** 404 for a page path the site does not have (engine isKnownPage, which the app also asks). */
export function pageStatus(path: string, config: object | undefined): 200 | 404 {
  return !config || isKnownPage(withoutLangPrefix(path), config) ? 200 : 404;
}
