import { sitePath } from '../../engine/links.ts';
import { parseRoute, type Route } from '../../engine/route.ts';

/** The same page (path and query) under another language prefix. */
export { pathInLang } from '../../engine/composeLayer.ts';
export { type PageKind, parseRoute, type Route } from '../../engine/route.ts';

/**
 * Where to go after a successful login: a same-site `redirect` query value, else the referring page
 * of this site (unless it is the login or signup page), else the home page of the language.
 */
export function afterLoginTarget(route: Route, search: string, referrer: string, origin: string): string {
  const home = route.prefix || '/';
  const wanted = sitePath(new URLSearchParams(search).get('redirect'));
  if (wanted) return wanted;
  if (!referrer) return home;
  try {
    const url = new URL(referrer);
    if (url.origin !== origin) return home;
    const page = parseRoute(url.pathname).page;
    if (page === 'login' || page === 'signup') return home;
    // A page of this site at `//host/...` (the app answers any path) must not send us to `//host`.
    return sitePath(`${url.pathname}${url.search}${url.hash}`) ?? home;
  } catch {
    return home;
  }
}
