import type { ResolvedLayer } from '../../engine/resolveLayer.ts';
import type { Bootstrap } from '../../schemas/bootstrap.ts';
import type { ApiClient } from './api/client.ts';
import type { Messages } from './i18n/labels.ts';
import type { Route } from './route.ts';

/** What every page body gets from the shell. */
export interface PageProps {
  boot: Bootstrap;
  route: Route;
  api: ApiClient;
  layer: ResolvedLayer;
  messages: Messages;
  /** Opens the header's search dialog; undefined where the sub-site has no search. */
  openSearch?: () => void;
}
