import './search.css';
import { alphaKeywords } from '../engine/markets/alpha.ts';
import { formatChange, type MarketRow, trendOf } from '../engine/markets/row.ts';
import { trapTab } from '../renderer/focusTrap.ts';
import { layerStackOf } from '../renderer/overlay/layerStack.ts';
import type { MountSearchApp, SearchAppHost, SearchData } from './contract.ts';
import { glyph, h } from './dom.ts';
import { createSearcher, type ResultGroup, recent, type Searcher } from './results.ts';

export { SEARCH_APP_VERSION } from './contract.ts';

/** Server keyword search of MEMEBOX tokens waits for typing to pause (SPEC §9 Alpha debounce). */
const MEMEBOX_DEBOUNCE_MS = 1000;
const SEARCH_GLYPH = 'M7 2.2a4.8 4.8 0 1 0 0 9.6 4.8 4.8 0 0 0 0-9.6Zm3.6 8.4L14 14';

let uid = 0;
let styles: Promise<void> | null = null;

/**
 * The built micro-app's stylesheet sits next to it (search-app.css); it is linked once and the
 * modal shows when it has loaded. Under the dev server Vite injects the styles itself.
 */
function ensureStyles(): Promise<void> {
  if (import.meta.env.DEV) return Promise.resolve();
  styles ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = new URL(/* @vite-ignore */ './search-app.css', import.meta.url).href;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
  return styles;
}

/**
 * The aggregated-search modal (SPEC §1 search modal, micro-app version 5): a dialog with an ARIA
 * combobox over a grouped listbox. ArrowUp/ArrowDown move the active option (wrapping), Enter
 * opens it, Escape closes; Tab stays inside the dialog. An empty box shows recent searches
 * (clearable) and trending pairs.
 */
export const mount: MountSearchApp = (container, host) => {
  const t = host.labels;
  const id = `sa${++uid}`;
  const listId = `${id}-list`;
  let data: SearchData | null = null;
  let searcher: Searcher | null = null;
  let remote: { keywords: string; rows: MarketRow[] } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let options: MarketRow[] = [];
  let active = -1;
  let closed = false;

  const input = h('input', {
    type: 'text',
    class: 'sa-input',
    role: 'combobox',
    'aria-expanded': 'true',
    'aria-controls': listId,
    'aria-autocomplete': 'list',
    'aria-label': t.title,
    placeholder: t.placeholder,
    autocomplete: 'off',
    spellcheck: 'false',
  });
  const listbox = h('div', { id: listId, role: 'listbox', class: 'sa-list', 'aria-label': t.results });
  const status = h('p', { class: 'sa-status', role: 'status', 'aria-live': 'polite' });
  const clearRecent = h('button', { type: 'button', class: 'sa-clear-recent', hidden: true }, t.clearRecent);
  const closeButton = h('button', { type: 'button', class: 'sa-close', 'aria-label': t.close }, 'Esc');
  const dialog = h(
    'div',
    { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': `${id}-title`, class: 'sa-dialog', dir: host.rtl ? 'rtl' : 'ltr' },
    h('h2', { id: `${id}-title`, class: 'sa-sr-only' }, t.title),
    h('div', { class: 'sa-field' }, glyph(SEARCH_GLYPH, 18), input, closeButton),
    h('div', { class: 'sa-toolbar' }, clearRecent),
    listbox,
    status,
  );
  const backdrop = h('div', { class: `sa-backdrop sa--${host.riseColor}` }, dialog);
  // Invisible (yet focusable, so typing is not lost) until its stylesheet has loaded.
  backdrop.style.opacity = '0';
  container.append(backdrop);
  void ensureStyles().then(() => {
    backdrop.style.opacity = '';
  });

  const close = () => {
    if (!closed) host.onClose();
  };

  function optionEl(row: MarketRow, index: number): HTMLElement {
    const change = row.change === null ? '' : formatChange(row.change);
    const el = h(
      'div',
      {
        id: `${id}-opt-${index}`,
        role: 'option',
        class: 'sa-option',
        'aria-selected': index === active ? 'true' : 'false',
        'data-index': index,
      },
      h('span', { class: 'sa-icon' }, row.icon ? h('img', { src: row.icon, alt: '', width: 24, height: 24, loading: 'lazy' }) : null),
      h(
        'span',
        { class: 'sa-text' },
        h('span', { class: 'sa-name' }, row.name),
        row.sub || row.full_name ? h('span', { class: 'sa-sub' }, row.sub || row.full_name) : null,
      ),
      row.price || change
        ? h(
            'span',
            { class: 'sa-num' },
            row.price ? h('span', { class: 'sa-price' }, row.price) : null,
            change ? h('span', { class: `sa-change sa-change--${trendOf(row.change)}` }, change) : null,
          )
        : null,
    );
    el.addEventListener('mousemove', () => setActive(index, false));
    el.addEventListener('click', () => void open(index));
    return el;
  }

  function render(groups: ResultGroup[], empty: string) {
    options = groups.flatMap((g) => g.rows);
    if (active >= options.length) active = options.length - 1;
    const nodes: Node[] = [];
    let index = 0;
    for (const g of groups) {
      const labelId = `${id}-g-${g.market}`;
      const group = h(
        'div',
        { role: 'group', class: 'sa-group', 'aria-labelledby': labelId },
        h('div', { id: labelId, class: 'sa-group-title' }, t.groups[g.market]),
      );
      for (const row of g.rows) group.append(optionEl(row, index++));
      nodes.push(group);
    }
    listbox.replaceChildren(...nodes);
    status.textContent = options.length ? host.countLabel(options.length) : empty;
    syncActive();
  }

  function refresh() {
    const q = input.value;
    if (!data || !searcher) return render([], t.loading);
    if (q.trim() === '') {
      const recentRows = recent.read(host.storage);
      clearRecent.hidden = recentRows.length === 0;
      active = -1;
      return render(
        [
          { market: 'recent', rows: recentRows },
          { market: 'trending', rows: data.trending },
        ].filter((g) => g.rows.length > 0) as ResultGroup[],
        t.noResults,
      );
    }
    clearRecent.hidden = true;
    const keywords = alphaKeywords(q);
    const groups = searcher(q, remote && remote.keywords === keywords ? remote.rows : []);
    if (active < 0 && groups.length) active = 0;
    render(groups, t.noResults);
  }

  function syncActive() {
    for (const el of listbox.querySelectorAll<HTMLElement>('[role="option"]')) {
      el.setAttribute('aria-selected', Number(el.dataset.index) === active ? 'true' : 'false');
    }
    const el = active >= 0 ? listbox.querySelector<HTMLElement>(`#${id}-opt-${active}`) : null;
    if (el) {
      input.setAttribute('aria-activedescendant', el.id);
      el.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  }

  function setActive(index: number, scroll = true) {
    if (index === active) return;
    active = index;
    if (scroll) syncActive();
    else
      for (const el of listbox.querySelectorAll<HTMLElement>('[role="option"]'))
        el.setAttribute('aria-selected', Number(el.dataset.index) === active ? 'true' : 'false');
    if (!scroll && active >= 0) input.setAttribute('aria-activedescendant', `${id}-opt-${active}`);
  }

  async function open(index: number) {
    const row = options[index];
    if (!row) return;
    recent.add(host.storage, row);
    const path = await host.resolve(row);
    host.navigate(`${host.prefix}${path}`);
    close();
  }

  function scheduleRemote() {
    clearTimeout(timer);
    const keywords = alphaKeywords(input.value);
    if (!keywords || (remote && remote.keywords === keywords)) return;
    timer = setTimeout(() => {
      void host.searchMemebox(keywords).then((rows) => {
        if (closed) return;
        remote = { keywords, rows };
        if (alphaKeywords(input.value) === keywords) refresh();
      });
    }, MEMEBOX_DEBOUNCE_MS);
  }

  input.addEventListener('input', () => {
    active = -1;
    refresh();
    scheduleRemote();
  });
  input.addEventListener('keydown', (e) => {
    const n = options.length;
    if (e.key === 'ArrowDown' && n) {
      e.preventDefault();
      setActive((active + 1) % n);
    } else if (e.key === 'ArrowUp' && n) {
      e.preventDefault();
      setActive(active <= 0 ? n - 1 : active - 1);
    } else if (e.key === 'Enter' && n) {
      e.preventDefault();
      void open(active >= 0 ? active : 0);
    }
  });
  clearRecent.addEventListener('click', () => {
    recent.clear(host.storage);
    refresh();
    input.focus();
  });
  closeButton.addEventListener('click', close);
  // On the page's one overlay stack, as a modal layer: Escape and a press on the backdrop close it,
  // and neither reaches the header's layers below.
  const unlayer = layerStackOf(document).push({
    contains: (node) => node instanceof Node && dialog.contains(node),
    onEscape: close,
    onOutside: close,
    modal: true,
  });
  dialog.addEventListener('keydown', (e) => trapTab(e, dialog));

  refresh();
  void host.loadData().then((d) => {
    if (closed) return;
    data = d;
    searcher = createSearcher(d);
    refresh();
  });
  input.focus();

  return {
    focus: () => input.focus(),
    unmount() {
      closed = true;
      clearTimeout(timer);
      unlayer();
      backdrop.remove();
    },
  };
};

export type { SearchAppHost };
