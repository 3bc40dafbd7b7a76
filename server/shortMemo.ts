/**
 * A look-up's promise kept for `ms` per key, at most `max` keys (past it, all are dropped): what a
 * server-drawn page reads of its session and of its person's grants instead of asking the database
 * on every page view. A failed look-up is not kept.
 */
export class ShortMemo<K, V> {
  private readonly map = new Map<K, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ms: number,
    private readonly max: number,
  ) {}

  /** The value of `key` as `load` found it at most `ms` ago. */
  recall(key: K, load: () => Promise<V>): Promise<V> {
    const now = performance.now();
    const known = this.map.get(key);
    if (known && now - known.at < this.ms) return known.value;
    if (this.map.size >= this.max) this.map.clear();
    const memo = { at: now, value: load() };
    this.map.set(key, memo);
    memo.value.catch(() => {
      if (this.map.get(key) === memo) this.map.delete(key);
    });
    return memo.value;
  }

  /** The promise recall would answer `key` with now, if one is live. */
  live(key: K): Promise<V> | undefined {
    const known = this.map.get(key);
    return known && performance.now() - known.at < this.ms ? known.value : undefined;
  }

  /** Forgets one key, or every one. */
  forget(key?: K): void {
    if (key === undefined) this.map.clear();
    else this.map.delete(key);
  }
}
