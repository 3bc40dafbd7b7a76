import { type ComposedLayer, composeFromBootstrap } from '../../engine/composeLayer.ts';
import type { LoadedMenus } from '../../engine/remoteMenu.ts';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { AccountMode } from '../../schemas/site.ts';
import type { PageFacts } from './pageFacts.ts';
import type { Route } from './route.ts';

/**
 * The one composition of a page of the web layer: its route and what the page knows from the
 * address bar, cookies and clock. The whole page (Shell) and the package's footer alone call it
 * alike, so the footer a host shows is the one the site draws.
 */
export function composePage(
  boot: Bootstrap,
  remote: LoadedMenus | null,
  route: Route,
  facts: PageFacts,
  accountMode?: AccountMode,
): ComposedLayer {
  return composeFromBootstrap(
    boot,
    remote,
    { lang: route.lang, prefix: route.prefix, path: route.path, search: facts.search },
    { platform: 'web', isSwitchTag: facts.isSwitchTag, accountMode, origin: facts.origin, year: facts.year },
  );
}
