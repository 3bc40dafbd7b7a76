import type { AnalyticsEvent } from '../../schemas/api/telemetry.ts';
import type { Analytics } from './sink.ts';

type Classified = { name: AnalyticsEvent['name']; props: Record<string, string> } | null;

/**
 * Which SPEC §7 event a click in the header or drawer is: login and signup buttons, a top-level
 * entry of the main nav (link or menu button), an entry inside a menu panel or drawer section, or
 * a result row (market or search result rows mark themselves with data-analytics-result).
 */
export function classifyClick(target: Element): Classified {
  const el = target.closest('a, button');
  if (!el?.closest('.site-header, .drawer')) return null;
  const module = el.closest('.drawer') ? 'drawer' : 'header';
  const url = el.getAttribute('href') ?? '';
  const testId = el.getAttribute('data-testid');
  if (testId === 'signup-link') return { name: 'register_click', props: { module_name: module, url } };
  if (testId === 'login-link') return { name: 'login_click', props: { module_name: module, url } };
  const owner = el.closest('[data-item-id]');
  const button_name = el.getAttribute('data-analytics') || owner?.getAttribute('data-item-id') || el.textContent?.trim().slice(0, 60) || '';
  const result = el.closest('[data-analytics-result]');
  if (result) {
    return {
      name: 'home_top_navigation_result_click',
      props: { module_name: module, button_name: result.getAttribute('data-analytics-result') || button_name, url },
    };
  }
  const inNav = el.closest('.main-nav, .drawer-nav');
  if (!inNav) return null;
  const inPanel = el.closest('.nav-panel, .acc-panel');
  if (inPanel) return { name: 'home_secondary_navigation_click', props: { module_name: module, button_name, url } };
  return { name: 'home_top_navigation_click', props: { module_name: module, button_name, url } };
}

/** One capturing listener for the whole page: cheap, and sees clicks before navigation starts. */
export function installClickAnalytics(analytics: Analytics): () => void {
  const onClick = (e: MouseEvent) => {
    if (!(e.target instanceof Element)) return;
    const event = classifyClick(e.target);
    if (event) analytics.track(event.name, event.props);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
