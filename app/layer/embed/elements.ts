/**
 * <exchange-header> and <exchange-footer>, for host pages that cannot include the
 * fragments on their server. Each element fetches its fragment (GET /layer/header|footer of the
 * layer's site, with the browser's cookies), puts it in place and starts its module; the layer
 * then hydrates it exactly as a server-side include. No React here: about a kilobyte.
 *
 * As Web Components users expect: the attributes `site`, `lang` and `path` (the host's route, the
 * page's path by default) are observed and reflected as properties; a change draws the part again;
 * moving the element in the page fetches nothing; `ready` resolves once the part is live. A
 * fragment the host's server already put inside the element (the no-JavaScript path) is used as
 * it is. The layer is served on the host's own site (docs/embedding.md).
 */
import { LAYER_ELEMENT_ATTRIBUTES, LAYER_ELEMENTS_CSS } from '../../../schemas/layerElements.ts';
import type { LayerEventMap } from './hostContract.ts';

const CONNECT_EVENT = 'exchange-layer-connect';
// The contract's event names written out: this file is served alone at /layer/elements.js, so it
// imports no module of the layer's build (a shared chunk would be looked for beside it, not in assets/).
const READY_EVENT = 'exchange-layer:ready';
const ERROR_EVENT = 'exchange-layer:error';
const ATTRIBUTES = LAYER_ELEMENT_ATTRIBUTES;
type Attribute = (typeof ATTRIBUTES)[number];

/** The room the header takes, for a host that did not link /layer/elements.css (from its first paint is better). */
function addElementStyles() {
  if (document.querySelector('link[href$="/layer/elements.css"], style[data-exchange-layer-elements]')) return;
  const style = document.createElement('style');
  style.dataset.exchangeLayerElements = '';
  style.textContent = LAYER_ELEMENTS_CSS;
  document.head.append(style);
}

const stylesheets = new Map<string, Promise<void>>();

/**
 * The fragment's stylesheet, loaded before its markup is shown: a link inserted with the markup does
 * not block rendering, so the page would draw the header unstyled first and then shift it.
 */
function loadStylesheet(href: string): Promise<void> {
  let loading = stylesheets.get(href);
  if (!loading) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    loading = new Promise<void>((done) => {
      // A sheet that fails still lets the part show (as a server-side include would, unstyled).
      link.addEventListener('load', () => done(), { once: true });
      link.addEventListener('error', () => done(), { once: true });
    });
    document.head.append(link);
    stylesheets.set(href, loading);
  }
  return loading;
}

class LayerElement extends HTMLElement {
  static observedAttributes = ATTRIBUTES;
  protected layerPart: 'header' | 'footer' = 'header';
  /** The query the element's content was drawn for (null: nothing drawn yet). */
  private drawnFor: string | null = null;
  private loading: AbortController | null = null;
  private settle: () => void = () => {};
  /** Resolves once the element's part is live (hydrated); a redraw after an attribute change is live again later. */
  readonly ready: Promise<void> = new Promise((done) => {
    this.settle = done;
  });

  get site(): string | null {
    return this.getAttribute('site');
  }
  set site(value: string | null) {
    this.reflect('site', value);
  }
  // `lang` is HTMLElement's own property, which already reflects the attribute.
  get path(): string | null {
    return this.getAttribute('path');
  }
  set path(value: string | null) {
    this.reflect('path', value);
  }

  private reflect(name: Attribute, value: string | null) {
    if (value === null || value === '') this.removeAttribute(name);
    else this.setAttribute(name, value);
  }

  connectedCallback() {
    document.addEventListener(READY_EVENT, this.onReady);
    // A fragment the host's server put inside (no JavaScript needed to see it): it is this element's content.
    if (this.drawnFor === null && this.querySelector(':scope > .exchange-layer[data-part]')) {
      this.drawnFor = this.query();
      this.setAttribute('data-drawn', '');
      this.onReady();
      return;
    }
    void this.load();
  }

  disconnectedCallback() {
    document.removeEventListener(READY_EVENT, this.onReady);
  }

  attributeChangedCallback(_name: Attribute, old: string | null, value: string | null) {
    if (old !== value && this.isConnected && this.drawnFor !== null) void this.load();
  }

  private onReady = () => {
    if (this.querySelector(':scope > .exchange-layer[data-hydrated]')) this.settle();
  };

  private query(): string {
    const query = new URLSearchParams({ path: this.getAttribute('path') ?? window.location.pathname });
    for (const name of ['site', 'lang'] as const) {
      const value = this.getAttribute(name);
      if (value) query.set(name, value);
    }
    return query.toString();
  }

  private async load() {
    const query = this.query();
    // Put back into the page, or nothing changed: what is drawn stays (no second fetch, no second `ready`).
    if (query === this.drawnFor) return;
    this.loading?.abort();
    const loading = new AbortController();
    this.loading = loading;
    this.setAttribute('data-loading', '');
    try {
      const res = await fetch(`/layer/${this.layerPart}?${query}`, { credentials: 'include', signal: loading.signal });
      if (!res.ok) throw new Error(`answered ${res.status}`);
      const template = document.createElement('template');
      template.innerHTML = await res.text();
      // Scripts parsed into a template never run: the module is recreated so the browser loads it.
      for (const inert of template.content.querySelectorAll<HTMLScriptElement>('script[type="module"]')) {
        const script = document.createElement('script');
        script.type = 'module';
        script.src = inert.src;
        inert.replaceWith(script);
      }
      // Drawn by script, so drawn as it will be once live (menus, not the no-JavaScript links): no shift at hydration.
      for (const root of template.content.querySelectorAll('.exchange-layer[data-part]')) root.setAttribute('data-js', '');
      const sheets = [...template.content.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      await Promise.all(sheets.map((link) => loadStylesheet(link.href)));
      for (const link of sheets) link.remove();
      if (loading.signal.aborted) return;
      this.replaceChildren(template.content);
      this.drawnFor = query;
      this.setAttribute('data-drawn', '');
      // The layer's module may already run: it lets go of what was drawn here before and hydrates the new part.
      document.dispatchEvent(new Event(CONNECT_EVENT));
    } catch (e) {
      if (loading.signal.aborted) return;
      const message = e instanceof Error ? e.message : String(e);
      console.error(`[exchange-layer] <exchange-${this.layerPart}> could not load its fragment: ${message}`);
      const detail: LayerEventMap['error'] = { part: this.layerPart, phase: 'load', message };
      document.dispatchEvent(new CustomEvent(ERROR_EVENT, { detail }));
    } finally {
      if (this.loading === loading) {
        this.loading = null;
        this.removeAttribute('data-loading');
      }
    }
  }
}

class ExchangeHeader extends LayerElement {
  protected override layerPart = 'header' as const;
}

class ExchangeFooter extends LayerElement {
  protected override layerPart = 'footer' as const;
}

addElementStyles();
if (!customElements.get('exchange-header')) customElements.define('exchange-header', ExchangeHeader);
if (!customElements.get('exchange-footer')) customElements.define('exchange-footer', ExchangeFooter);
