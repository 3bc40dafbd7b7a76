/** Edit distance of two short strings (Levenshtein). */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/** The candidate a typo most likely meant ("did you mean …?"), or undefined when none is close. */
export function nearest(word: string, candidates: Iterable<string>): string | undefined {
  let best: { c: string; d: number } | undefined;
  for (const c of candidates) {
    const d = editDistance(word.toLowerCase(), c.toLowerCase());
    if (!best || d < best.d) best = { c, d };
  }
  return best && best.d > 0 && best.d <= Math.max(2, Math.floor(word.length / 3)) ? best.c : undefined;
}
