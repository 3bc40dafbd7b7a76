import { FOCUSABLE } from './focusable.ts';

export { FOCUSABLE };

/**
 * The Tab focus trap of a modal dialog (WAI-ARIA dialog pattern), shared by the drawer, the app's
 * modals and the search micro-app (a separately built bundle, so no React here: plain DOM).
 */

/** The key event fields the trap needs: a DOM KeyboardEvent and a React one both fit. */
export interface TabKeyEvent {
  key: string;
  shiftKey: boolean;
  preventDefault(): void;
}

/** A radio group is one Tab stop, its checked radio (or its first when none is checked). */
function isTabStop(el: HTMLElement, container: HTMLElement): boolean {
  if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || el.checked || !el.name) return true;
  const group = [...container.querySelectorAll<HTMLInputElement>('input[type="radio"]')].filter((r) => r.name === el.name);
  return !group.some((r) => r.checked) && group[0] === el;
}

/** Tab stops of the container that are drawn (hidden ones and those in closed parts have no boxes). */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0 && isTabStop(el, container));
}

/**
 * Call from the dialog's keydown handler: Tab from the last element wraps to the first and
 * Shift+Tab from the first to the last; focus that has left the dialog is brought back in. A
 * dialog with nothing focusable keeps focus where it is. Returns true when it handled the key.
 */
export function trapTab(e: TabKeyEvent, container: HTMLElement): boolean {
  if (e.key !== 'Tab') return false;
  const items = focusableIn(container);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) {
    e.preventDefault();
    return true;
  }
  const active = document.activeElement;
  const outside = !container.contains(active);
  if (e.shiftKey && (active === first || outside)) {
    e.preventDefault();
    last.focus();
    return true;
  }
  if (!e.shiftKey && (active === last || outside)) {
    e.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
