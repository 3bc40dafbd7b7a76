import { describe, expect, it, vi } from 'vitest';
import { createOverlayGroup } from '../../renderer/overlay/group.ts';
import { createLayerStack, type Layer, layerStackOf } from '../../renderer/overlay/layerStack.ts';

/** A stand-in for a DOM subtree: the layer holds exactly the nodes named. */
const nodes =
  (...held: string[]) =>
  (node: unknown) =>
    held.includes(node as string);

/** A keydown or press on a fake document (Node has EventTarget; `target` is set by hand). */
function fire(doc: EventTarget, type: string, target: string, key?: string) {
  const e = Object.assign(new Event(type), { key });
  Object.defineProperty(e, 'target', { value: target });
  doc.dispatchEvent(e);
}

describe('overlay layer stack', () => {
  it('Escape on nested layers closes only the top one, then the next', () => {
    const doc = new EventTarget();
    const stack = createLayerStack(doc);
    const menuEscape = vi.fn();
    const marketEscape = vi.fn();
    // The market panel sits inside the menu's panel: both hold the focused search box.
    const removeMenu = stack.push({ contains: nodes('menu-trigger', 'market-trigger', 'search'), onEscape: menuEscape });
    const removeMarket = stack.push({
      contains: nodes('market-trigger', 'search'),
      onEscape: () => {
        marketEscape();
        removeMarket();
      },
    });

    fire(doc, 'keydown', 'search', 'Escape');
    expect(marketEscape).toHaveBeenCalledTimes(1);
    expect(menuEscape).not.toHaveBeenCalled();

    fire(doc, 'keydown', 'market-trigger', 'Escape');
    expect(menuEscape).toHaveBeenCalledTimes(1);
    expect(marketEscape).toHaveBeenCalledTimes(1);
    removeMenu();
    expect(stack.layers).toHaveLength(0);
  });

  it('Escape goes to the topmost layer holding focus; other keys and focus elsewhere reach none, unless a layer takes Escape from anywhere', () => {
    const doc = new EventTarget();
    const stack = createLayerStack(doc);
    const lower = vi.fn();
    const upper = vi.fn();
    stack.push({ contains: nodes('a'), onEscape: lower });
    stack.push({ contains: nodes('b'), onEscape: upper });

    fire(doc, 'keydown', 'a', 'Enter');
    fire(doc, 'keydown', 'body', 'Escape');
    expect(lower).not.toHaveBeenCalled();
    expect(upper).not.toHaveBeenCalled();

    fire(doc, 'keydown', 'a', 'Escape');
    expect(lower).toHaveBeenCalledTimes(1);
    expect(upper).not.toHaveBeenCalled();

    const dropdown = vi.fn();
    stack.push({ contains: nodes('bell'), onEscape: dropdown, escapeAnywhere: true });
    expect(stack.escape('body')).toBe(stack.layers[2]);
    expect(dropdown).toHaveBeenCalledTimes(1);
  });

  it('a modal layer is a barrier: keys and presses never reach the layers below it; a blocking dialog swallows Escape', () => {
    const stack = createLayerStack();
    const below = { escape: vi.fn(), outside: vi.fn() };
    stack.push({ contains: nodes('menu'), onEscape: below.escape, onOutside: below.outside, escapeAnywhere: true });
    const blocking: Layer = { contains: nodes('dialog', 'backdrop'), modal: true };
    const remove = stack.push(blocking);

    expect(stack.escape('dialog')).toBe(blocking);
    expect(stack.escape('body')).toBeUndefined();
    expect(stack.press('pointerdown', 'backdrop')).toEqual([]);
    expect(below.escape).not.toHaveBeenCalled();
    expect(below.outside).not.toHaveBeenCalled();

    remove();
    stack.escape('body');
    expect(below.escape).toHaveBeenCalledTimes(1);
  });

  it('a press outside closes the layers above the one it lands in, each on its own kind of press', () => {
    const doc = new EventTarget();
    const stack = createLayerStack(doc);
    const closed: string[] = [];
    const layer = (name: string, held: string[], outsideEvent?: 'click'): Layer => {
      const l: Layer = {
        contains: nodes(...held),
        outsideEvent,
        onOutside() {
          closed.push(name);
          remove();
        },
      };
      const remove = stack.push(l);
      return l;
    };
    // A popover opened first, then a menu elsewhere (a portalled popup opened from within it would be the same).
    layer('reminder', ['bell']);
    layer('menu', ['menu', 'market']);
    layer('market', ['market']);
    layer('footer-select', ['footer'], 'click');

    // In the market panel: nothing below it closes (not even the popover it is not in); the footer selector waits for a click.
    fire(doc, 'pointerdown', 'market', undefined);
    expect(closed).toEqual([]);
    fire(doc, 'click', 'market', undefined);
    expect(closed).toEqual(['footer-select']);

    // In the menu but outside the market panel: the market panel closes, the menu stays.
    fire(doc, 'pointerdown', 'menu', undefined);
    expect(closed).toEqual(['footer-select', 'market']);

    fire(doc, 'pointerdown', 'page', undefined);
    expect(closed).toEqual(['footer-select', 'market', 'menu', 'reminder']);
    expect(stack.layers).toHaveLength(0);
  });

  it('listens on the document only while a layer is open', () => {
    const doc = new EventTarget();
    const add = vi.spyOn(doc, 'addEventListener');
    const removeListener = vi.spyOn(doc, 'removeEventListener');
    const stack = createLayerStack(doc);
    const onEscape = vi.fn();
    const removeA = stack.push({ contains: nodes('a'), onEscape });
    const removeB = stack.push({ contains: nodes('b') });
    expect(add).toHaveBeenCalledTimes(3);
    removeA();
    removeA();
    expect(removeListener).not.toHaveBeenCalled();
    removeB();
    expect(removeListener).toHaveBeenCalledTimes(3);
    fire(doc, 'keydown', 'a', 'Escape');
    expect(onEscape).not.toHaveBeenCalled();
  });
});

describe('overlay group (one open at a time)', () => {
  it('opening a member closes the one open before, once; opening the open one again closes nothing', () => {
    const group = createOverlayGroup();
    const a = vi.fn();
    const b = vi.fn();
    group.enter(a);
    group.enter(a);
    expect(a).not.toHaveBeenCalled();
    group.enter(b);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).not.toHaveBeenCalled();
    group.enter(a);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('a member that closed by itself is not closed again; closeAll closes the open one', () => {
    const group = createOverlayGroup();
    const a = vi.fn();
    const b = vi.fn();
    group.enter(a);
    group.leave(a);
    group.enter(b);
    expect(a).not.toHaveBeenCalled();
    group.leave(a);
    group.closeAll();
    expect(b).toHaveBeenCalledTimes(1);
    group.closeAll();
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('groups are independent: the header panels and the market panels inside one', () => {
    const header = createOverlayGroup();
    const markets = createOverlayGroup();
    const menu = vi.fn();
    const market = vi.fn();
    header.enter(menu);
    markets.enter(market);
    expect(menu).not.toHaveBeenCalled();
    markets.enter(vi.fn());
    expect(market).toHaveBeenCalledTimes(1);
    expect(menu).not.toHaveBeenCalled();
  });

  it("one stack per document, shared by a second copy of the module (the search micro-app's own bundle)", async () => {
    const site = await import('../../renderer/overlay/layerStack.ts');
    // Loaded again after a reset, the file is another module, as the micro-app's build holds its own copy.
    vi.resetModules();
    const microApp = await import('../../renderer/overlay/layerStack.ts');
    expect(microApp.layerStackOf).not.toBe(site.layerStackOf);
    const doc = new EventTarget() as unknown as Document;
    const headerEscape = vi.fn();
    const searchEscape = vi.fn();
    site.layerStackOf(doc).push({ contains: nodes('menu'), onEscape: headerEscape, escapeAnywhere: true });
    const remove = microApp.layerStackOf(doc).push({ contains: nodes('search-box'), onEscape: searchEscape, modal: true });
    expect(site.layerStackOf(doc).layers).toHaveLength(2);
    // The search dialog is the top modal layer: its Escape closes it, and the menu below never hears it.
    fire(doc as unknown as EventTarget, 'keydown', 'search-box', 'Escape');
    expect(searchEscape).toHaveBeenCalledTimes(1);
    expect(headerEscape).not.toHaveBeenCalled();
    remove();
    fire(doc as unknown as EventTarget, 'keydown', 'search-box', 'Escape');
    expect(headerEscape).toHaveBeenCalledTimes(1);
    expect(layerStackOf(new EventTarget() as unknown as Document)).not.toBe(site.layerStackOf(doc));
  });
});
