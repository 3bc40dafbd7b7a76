/**
 * The stack of dismissable layers open on a page (menus, market panels, dropdowns, dialogs, the
 * drawer), in the order they opened. One keydown and one press listener per document serve them
 * all: Escape goes to the topmost layer that holds focus (or that takes Escape from anywhere), and
 * a press outside closes the layers opened above the one it landed in. A modal layer is a barrier:
 * nothing below it hears a key or a press. No React and no DOM types beyond `contains`, so the
 * rules are tested on their own (tests/renderer/overlayStack.test.ts).
 */

/** The events a press outside may be told on: `click` for parts whose closing would move what the press lands on. */
export type OutsideEvent = 'pointerdown' | 'click';

export interface Layer {
  /** Whether a node (an event's target) is part of the layer: its trigger and its popup. */
  contains(node: unknown): boolean;
  /** Escape while focus is in the layer and no layer above takes it. Absent: Escape does nothing (a blocking dialog). */
  onEscape?(): void;
  /** Escape from anywhere on the page reaches this layer when it is the topmost (a dropdown that does not take focus). */
  escapeAnywhere?: boolean;
  /** A press outside the layer and outside any layer above it. */
  onOutside?(): void;
  /** Which press closes it (`pointerdown` unless told). */
  outsideEvent?: OutsideEvent;
  /** A modal dialog: keys and presses stop here and never reach the layers below. */
  modal?: boolean;
}

/** What the stack listens on: a document, or any event target in a test. */
interface Listenable {
  addEventListener(type: string, listener: (e: Event) => void): void;
  removeEventListener(type: string, listener: (e: Event) => void): void;
}

export interface LayerStack {
  /** Adds a layer on top; the returned function removes it (whatever its place by then). */
  push(layer: Layer): () => void;
  /** The layers open now, bottom first. */
  readonly layers: readonly Layer[];
  /** Escape pressed on `target`; returns the layer that handled it, if any. */
  escape(target: unknown): Layer | undefined;
  /** A press of kind `type` landed on `target`; returns the layers it closed, topmost first. */
  press(type: OutsideEvent, target: unknown): Layer[];
}

export function createLayerStack(events?: Listenable): LayerStack {
  const layers: Layer[] = [];

  const escapeOn = (target: unknown): Layer | undefined => {
    for (let i = layers.length - 1; i >= 0; i--) {
      const layer = layers[i]!;
      if (layer.contains(target) || layer.escapeAnywhere) {
        layer.onEscape?.();
        return layer;
      }
      if (layer.modal) return undefined;
    }
    return undefined;
  };

  const press = (type: OutsideEvent, target: unknown): Layer[] => {
    const closed: Layer[] = [];
    // Copied first: closing a layer removes it from the stack.
    for (const layer of [...layers].reverse()) {
      if (layer.contains(target)) break;
      if (layer.onOutside && (layer.outsideEvent ?? 'pointerdown') === type) {
        closed.push(layer);
        layer.onOutside();
      }
      if (layer.modal) break;
    }
    return closed;
  };

  const onKeyDown = (e: Event) => {
    if ((e as KeyboardEvent).key === 'Escape') escapeOn(e.target);
  };
  const onPointerDown = (e: Event) => void press('pointerdown', e.target);
  const onClick = (e: Event) => void press('click', e.target);
  const listen = (on: boolean) => {
    if (!events) return;
    const method = on ? events.addEventListener.bind(events) : events.removeEventListener.bind(events);
    method('keydown', onKeyDown);
    method('pointerdown', onPointerDown);
    method('click', onClick);
  };

  return {
    get layers() {
      return layers;
    },
    push(layer) {
      if (layers.length === 0) listen(true);
      layers.push(layer);
      return () => {
        const at = layers.indexOf(layer);
        if (at < 0) return;
        layers.splice(at, 1);
        if (layers.length === 0) listen(false);
      };
    },
    escape: escapeOn,
    press,
  };
}

/**
 * Kept on the document under a registered symbol rather than in this module: the search micro-app
 * is a bundle of its own with its own copy of this file, and must push onto the same stack.
 */
const STACK = Symbol.for('exchange-nav.layerStack');

/** The one stack of a document (its keyboard and presses are the document's, whoever opened the layers). */
export function layerStackOf(doc: Document): LayerStack {
  const holder = doc as unknown as { [STACK]?: LayerStack };
  holder[STACK] ??= createLayerStack(doc);
  return holder[STACK];
}
