import type { HeaderFeatures } from '../../../engine/headerFeatures.ts';
import type { ResolvedLayer } from '../../../engine/resolveLayer.ts';
import type { Bootstrap } from '../../../schemas/bootstrap.ts';
import type { VisibilityContext } from '../../../schemas/context.ts';
import type { ApiClient } from '../api/client.ts';
import type { Messages } from '../i18n/labels.ts';
import type { Route } from '../route.ts';

/**
 * What every feature mounted into the shell receives. Each feature (search, reminder, announcement,
 * cookie notice, settings) lives in its own slot file so features grow without editing the shell.
 */
export interface SlotProps {
  boot: Bootstrap;
  route: Route;
  api: ApiClient;
  ctx: VisibilityContext;
  features: HeaderFeatures;
  layer: ResolvedLayer;
  messages: Messages;
}
