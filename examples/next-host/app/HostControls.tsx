'use client';
// The earn team's client code: it talks to the layer through its documented host API and events.
import { type LayerEventName, layerEventType } from '@exchange/layer';
import { useEffect, useState } from 'react';

const EVENTS: LayerEventName[] = ['ready', 'login-change', 'logout', 'language-change', 'error'];

/** The fragment's host API (window.exchangeLayer, typed by the package). */
export function SearchButton() {
  return (
    <button type="button" onClick={() => window.exchangeLayer?.openSearch()}>
      Search markets
    </button>
  );
}

export function HostEvents() {
  const [heard, setHeard] = useState<string[]>([]);
  useEffect(() => {
    const stops = EVENTS.map((name) => {
      const on = (e: Event) => setHeard((h) => [...h, `${name} ${JSON.stringify((e as CustomEvent).detail)}`]);
      document.addEventListener(layerEventType(name), on);
      return () => document.removeEventListener(layerEventType(name), on);
    });
    return () => {
      for (const stop of stops) stop();
    };
  }, []);
  return (
    <ol data-testid="layer-events">
      {heard.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
        <li key={i}>{e}</li>
      ))}
    </ol>
  );
}
