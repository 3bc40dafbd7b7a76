/**
 * `npm run bench`: prints each benchmark's figures with the comparison it is judged by.
 * BENCH_ONLY=pages (or a comma list of search, normalise, visibility, validateDraft, load, pages,
 * memory, fleet) runs only those; `npx tsx bench/pages.ts` runs the pages bench alone too.
 */
import { fleetBench } from './fleet.ts';
import { loadBench } from './load.ts';
import { memoryBench } from './memory.ts';
import { pagesBench } from './pages.ts';
import { normaliseBench, searchBench } from './search.bench.ts';
import { validateDraftBench } from './validateDraft.bench.ts';
import { visibilityBench } from './visibility.bench.ts';

const BENCHES = ['search', 'normalise', 'visibility', 'validateDraft', 'load', 'pages', 'memory', 'fleet'] as const;
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = only.filter((name) => !(BENCHES as readonly string[]).includes(name));
if (unknown.length) throw new Error(`BENCH_ONLY names no such bench: ${unknown.join(', ')} (there are ${BENCHES.join(', ')})`);
const runs = (name: (typeof BENCHES)[number]) => only.length === 0 || only.includes(name);

console.log(`# Benchmarks (node ${process.version}, ${new Date().toISOString()})`);
if (runs('search')) searchBench();
if (runs('normalise')) await normaliseBench();
if (runs('visibility')) await visibilityBench();
if (runs('validateDraft')) await validateDraftBench();
// The load run fails the command when any call answered with an error or a non-2xx status.
if (runs('load') && !(await loadBench())) process.exitCode = 1;
// Pages and fragments against a static server of the same bytes; a missed target fails the command too.
if (runs('pages') && !(await pagesBench())) process.exitCode = 1;
if (runs('memory')) await memoryBench();
// The same answers through nginx in front of two instances, beside nginx serving them from disk (skips without nginx).
if (runs('fleet') && !(await fleetBench())) process.exitCode = 1;
