import { type RefObject, useEffect, useRef } from 'react';
import { type Layer, layerStackOf, type OutsideEvent } from './layerStack.ts';

export interface DismissableOptions {
  /** Escape while focus is in the layer (and no layer above takes it). */
  onEscape?: () => void;
  /** Escape anywhere on the page reaches the layer when it is on top. */
  escapeAnywhere?: boolean;
  /** A press outside the layer (and outside the layers opened above it). */
  onOutside?: () => void;
  outsideEvent?: OutsideEvent;
  /** Focus moved out of the layer: to another element, or, with `orNowhere`, to none. */
  onFocusOut?: () => void;
  focusOutToNowhere?: boolean;
  /** A modal dialog: what is below hears no key and no press. */
  modal?: boolean;
}

/**
 * Makes the element of `ref` (trigger and popup in one box) a dismissable layer while `open`: it
 * joins the page's layer stack (layerStack.ts: Escape to the top layer, presses outside) and hears
 * focus leaving it. The handlers may change on every render; the layer keeps its place.
 */
export function useDismissable(ref: RefObject<HTMLElement | null>, open: boolean, options: DismissableOptions) {
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const el = ref.current;
    if (!open || !el) return;
    const o = latest.current;
    const layer: Layer = {
      contains: (node) => node instanceof Node && el.contains(node),
      onEscape: o.onEscape ? () => latest.current.onEscape?.() : undefined,
      escapeAnywhere: o.escapeAnywhere,
      onOutside: o.onOutside ? () => latest.current.onOutside?.() : undefined,
      outsideEvent: o.outsideEvent,
      modal: o.modal,
    };
    const remove = layerStackOf(el.ownerDocument).push(layer);
    const onFocusOut = (e: FocusEvent) => {
      const { onFocusOut: leave, focusOutToNowhere } = latest.current;
      const next = e.relatedTarget as Node | null;
      if (!leave || el.contains(next)) return;
      if (next) {
        leave();
        return;
      }
      if (!focusOutToNowhere) return;
      // Chromium blurs a focused element that is being removed (a Retry button replaced by the
      // list): that is not focus leaving. React ignores such blurs during its commit; here the
      // element is checked once the commit is over.
      const from = e.target as Node;
      queueMicrotask(() => {
        if (from.isConnected && !el.contains(el.ownerDocument.activeElement)) latest.current.onFocusOut?.();
      });
    };
    el.addEventListener('focusout', onFocusOut);
    return () => {
      remove();
      el.removeEventListener('focusout', onFocusOut);
    };
  }, [ref, open]);
}
