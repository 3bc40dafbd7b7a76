/**
 * Issue 14: <exchange-header> and <exchange-footer>, for host pages that cannot include the
 * fragments on their server. Each element fetches its fragment (GET /layer/header|footer of the
 * layer's site, with the browser's cookies), puts it in place and starts its module; the layer
 * then hydrates it exactly as a server-side include. No React here: a few hundred bytes.
 *
 * Attributes: `site` (a sub-site code), `lang` (a language code) and `path` (the host's route;
 * the page's path by default). The layer is served on the host's own site (docs/embedding.md).
 */
const CONNECT_EVENT = 'exchange-layer-connect';

class LayerElement extends HTMLElement {
  protected layerPart: 'header' | 'footer' = 'header';

  connectedCallback() {
    if (this.hasAttribute('data-loading')) return;
    this.setAttribute('data-loading', '');
    void this.load();
  }

  private async load() {
    const query = new URLSearchParams({ path: this.getAttribute('path') ?? window.location.pathname });
    for (const name of ['site', 'lang']) {
      const value = this.getAttribute(name);
      if (value) query.set(name, value);
    }
    try {
      const res = await fetch(`/layer/${this.layerPart}?${query}`, { credentials: 'include' });
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
      this.replaceChildren(template.content);
      this.removeAttribute('data-loading');
      // The layer's module may already run (the other element came first): it hydrates the new part.
      document.dispatchEvent(new Event(CONNECT_EVENT));
    } catch (e) {
      this.removeAttribute('data-loading');
      console.error(`[exchange-layer] <exchange-${this.layerPart}> could not load its fragment`, e);
    }
  }
}

class ExchangeHeader extends LayerElement {
  protected override layerPart = 'header' as const;
}

class ExchangeFooter extends LayerElement {
  protected override layerPart = 'footer' as const;
}

if (!customElements.get('exchange-header')) customElements.define('exchange-header', ExchangeHeader);
if (!customElements.get('exchange-footer')) customElements.define('exchange-footer', ExchangeFooter);
