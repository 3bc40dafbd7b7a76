import type { AnalyticsEvent } from '../../../schemas/api/telemetry.ts';
import { LAYER_ENDPOINTS } from '../../../schemas/layerEndpoints.ts';

/** Where events go: swapped in tests or for another collector. Must never throw or block. */
export type AnalyticsTransport = (events: AnalyticsEvent[]) => void;

/**
 * fetch with keepalive: the request outlives the page when the click navigates away, and it can
 * carry the csrftoken header the server requires (navigator.sendBeacon cannot set headers).
 */
export function keepaliveTransport(csrfToken: () => string | undefined, path = LAYER_ENDPOINTS.analytics.path): AnalyticsTransport {
  return (events) => {
    try {
      void fetch(path, {
        method: 'POST',
        keepalive: true,
        credentials: 'include',
        headers: { 'content-type': 'application/json', csrftoken: csrfToken() || '1' },
        body: JSON.stringify({ events }),
      }).catch(() => undefined);
    } catch {
      // Analytics never breaks a click.
    }
  };
}

export interface Analytics {
  track(name: AnalyticsEvent['name'], props?: AnalyticsEvent['props']): void;
}

/** Events go out one per click, straight away: a click that navigates must not lose its event. */
export function createAnalytics(transport: AnalyticsTransport, now: () => number = Date.now): Analytics {
  return {
    track(name, props = {}) {
      transport([{ name, props, ts: Math.floor(now()) }]);
    },
  };
}
