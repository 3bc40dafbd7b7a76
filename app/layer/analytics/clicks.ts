import type { AnalyticsEvent } from '../../../schemas/api/telemetry.ts';
import type { Analytics } from './sink.ts';

type Classified = { name: AnalyticsEvent['name']; props: Record<string, string> } | null;

/**
 * What a result is, wherever it is drawn: a row that names itself (data-analytics-result), a
 * market row of a header or drawer panel (its link carries the pair), or an option of the search
 * modal (a separately built micro-app mounted in its own root, whose options are not links).
 */
const RESULT = '[data-analytics-result], a[data-pair], [role="option"]';
const RESULT_SCOPE = '.site-header, .drawer, .search-app-root';

function resultClick(target: Element): Classified {
  const result = target.closest(RESULT);
  const scope = result?.closest(RESULT_SCOPE);
  if (!result || !scope) return null;
  // The star of a market row is a button of its own (a favourite toggle), not the result.
  const control = target.closest('a, button');
  if (control && control !== result && result.contains(control)) return null;
  const module_name = scope.matches('.search-app-root') ? 'search' : scope.matches('.drawer') ? 'drawer' : 'header';
  const named =
    result.getAttribute('data-analytics-result') ||
    result.getAttribute('data-pair') ||
    result.querySelector('.sa-name')?.textContent?.trim() ||
    result.textContent?.trim().slice(0, 60) ||
    '';
  return { name: 'home_top_navigation_result_click', props: { module_name, button_name: named, url: result.getAttribute('href') ?? '' } };
}

/**
 * Which SPEC §7 event a click in the header, drawer or search modal is: login and signup buttons,
 * a top-level entry of the main nav (link or menu button), an entry inside a menu panel or drawer
 * section, or a result (a market row or a search result). One click is one event at most.
 */
export function classifyClick(target: Element): Classified {
  const result = resultClick(target);
  if (result) return result;
  const el = target.closest('a, button');
  if (!el?.closest('.site-header, .drawer')) return null;
  const module = el.closest('.drawer') ? 'drawer' : 'header';
  const url = el.getAttribute('href') ?? '';
  const testId = el.getAttribute('data-testid');
  if (testId === 'signup-link') return { name: 'register_click', props: { module_name: module, url } };
  if (testId === 'login-link') return { name: 'login_click', props: { module_name: module, url } };
  const owner = el.closest('[data-item-id]');
  const button_name = el.getAttribute('data-analytics') || owner?.getAttribute('data-item-id') || el.textContent?.trim().slice(0, 60) || '';
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
