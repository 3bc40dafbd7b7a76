import { timeWords } from '../../engine/ops/timeWords.ts';

/** A moment in the reader's time, UTC on hover (title) for logs and colleagues elsewhere. */
export function LocalTime({ ms, fallback = 'an unknown time' }: { ms: number | null | undefined; fallback?: string }) {
  const words = ms == null ? null : timeWords(ms);
  if (!words) return <>{fallback}</>;
  return (
    <time dateTime={words.iso} title={words.utc}>
      {words.local}
    </time>
  );
}
