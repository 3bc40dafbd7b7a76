import type { MarketKind } from '../../../engine/markets/row.ts';
import { isObject, okData, str } from '../../../engine/markets/row.ts';
import type { FavouriteStore } from '../../../renderer/markets/marketHost.ts';
import type { MarketCalls } from '../api/markets.ts';

export const VISITOR_FAVOURITES_KEY = 'market_favourites_v1';

const keyOf = (kind: MarketKind, id: string) => `${kind}:${id}`;

function readLocal(storage: Storage | undefined): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(VISITOR_FAVOURITES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Favourite rows: a logged-in user's live on the server (loaded once, changed optimistically and
 * put back when the call fails); a visitor's in localStorage.
 */
export function createFavouriteStore(options: { isLogin: boolean; calls: MarketCalls; storage?: Storage }): FavouriteStore {
  const { isLogin, calls, storage } = options;
  let set = new Set<string>(isLogin ? [] : readLocal(storage));
  let version = 0;
  const listeners = new Set<() => void>();
  const replace = (next: Set<string>) => {
    set = next;
    version++;
    for (const l of listeners) l();
  };
  const fromAnswer = (raw: unknown): Set<string> | null => {
    try {
      const data = okData(raw);
      // A wrong-shaped answer is no answer: it must not wipe the favourites shown.
      if (!isObject(data) || !Array.isArray(data.list)) return null;
      return new Set(data.list.filter(isObject).map((f) => `${str(f.market)}:${str(f.id)}`));
    } catch {
      return null;
    }
  };

  if (isLogin) {
    void calls.favourites().then((raw) => {
      const loaded = raw === undefined ? null : fromAnswer(raw);
      if (loaded) replace(new Set([...loaded, ...set]));
    });
  }

  return {
    has: (kind, id) => set.has(keyOf(kind, id)),
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle(kind, id) {
      const key = keyOf(kind, id);
      const on = !set.has(key);
      const before = set;
      const next = new Set(set);
      if (on) next.add(key);
      else next.delete(key);
      replace(next);
      if (!isLogin) {
        try {
          storage?.setItem(VISITOR_FAVOURITES_KEY, JSON.stringify([...next]));
        } catch (e) {
          console.warn('[markets] favourites not saved', e);
        }
        return;
      }
      void calls.setFavourite(kind, id, on).then((raw) => {
        const saved = raw === undefined ? null : fromAnswer(raw);
        if (saved) replace(saved);
        else {
          console.warn(`[markets] favourite ${key} not saved`);
          replace(before);
        }
      });
    },
  };
}
