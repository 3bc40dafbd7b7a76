/** A promise kept in a map, with its value once it has one (for callers that cannot wait). */
export interface Remembered<V> {
  pending: Promise<V>;
  /** Set once `pending` has resolved. */
  value?: V;
  /** What the caller says the entry was made for, readable while it is still pending. */
  tag?: string;
}

/** The part of a Map or WeakMap that remember needs. */
interface Store<K, V> {
  get(key: K): Remembered<V> | undefined;
  set(key: K, entry: Remembered<V>): unknown;
  delete(key: K): unknown;
}

/**
 * Puts `make()` under `key` in `store`: callers share the one promise, read its value without
 * waiting once it has resolved, and a failure takes the entry out again (the next caller retries).
 */
export function remember<K, V>(store: Store<K, V>, key: K, make: () => Promise<V>): Remembered<V> {
  const entry: Remembered<V> = {
    pending: make().then(
      (value) => {
        entry.value = value;
        return value;
      },
      (e: unknown) => {
        if (store.get(key) === entry) store.delete(key);
        throw e;
      },
    ),
  };
  store.set(key, entry);
  return entry;
}
